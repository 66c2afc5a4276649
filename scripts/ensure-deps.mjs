#!/usr/bin/env node
// Makes `npm start` and `npm test` work on a fresh clone: installs the locked dependencies when they are
// missing or older than package-lock.json, and (with --chromium) Debian's chromium for the browser tests.
// Uses only Node's built-ins, because it runs before node_modules exists.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const run = (cmd) => execSync(cmd, { stdio: 'inherit' });
const installed = 'node_modules/.package-lock.json';

if (!existsSync(installed) || statSync(installed).mtimeMs < statSync('package-lock.json').mtimeMs) {
  console.log('Installing dependencies (npm ci)…');
  run('npm ci --no-audit --no-fund');
}

if (process.argv.includes('--chromium') && !existsSync('/usr/bin/chromium')) {
  if (process.getuid?.() === 0) {
    console.log("Installing Debian's chromium for the browser tests…");
    run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
  } else {
    console.error('The browser tests need /usr/bin/chromium: run `sudo apt-get install -y chromium` first.');
    process.exit(1);
  }
}
