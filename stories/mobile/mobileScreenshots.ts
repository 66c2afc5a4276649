/** The committed screenshots of the mobile app (`npm run screenshots`), in the strip's order, with captions. */
const FILES = import.meta.glob<string>('./screenshots/*.png', {
  eager: true,
  import: 'default',
  query: '?url',
});

const CAPTIONS: readonly [name: string, caption: string][] = [
  ['home', 'Home: every page of the app'],
  ['grid', 'Grid: trades with a sort bar'],
  ['detail', 'Detail: one trade, after a tap'],
  ['treeGrid', 'Tree grid: positions by region'],
  ['form', 'Form: phone inputs, validated'],
  ['tabs', 'Tabs: swipe to change'],
];

export interface MobileScreenshot {
  name: string;
  caption: string;
  url: string;
}

export const MOBILE_SCREENSHOTS: readonly MobileScreenshot[] = CAPTIONS.flatMap(([name, caption]) => {
  const url = FILES[`./screenshots/${name}.png`];
  return url ? [{ name, caption, url }] : [];
});

/** Where the mobile app lives on the site. */
export const MOBILE_APP_PATH = '/mobile';

/**
 * The live frame's address: the app at /mobile in the showcase; in Storybook, which serves no /mobile, the app's
 * own story on the mocks.
 */
export function mobileFrameUrl(loc: Location = window.location): string {
  if (/\/iframe\.html$/.test(loc.pathname)) {
    return `${loc.origin}${loc.pathname}?id=mobile-app--default&viewMode=story`;
  }
  return `${loc.origin}${MOBILE_APP_PATH}/`;
}
