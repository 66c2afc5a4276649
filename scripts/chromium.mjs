// Debian's chromium, the only browser this machine has (Playwright cannot download its own), and the flags
// it needs here: no sandbox as root, and none of the background calls that a closed network refuses.
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
