import { afterAll, beforeAll } from 'vitest';

/**
 * For the palette's tests: jsdom lays nothing out, and cmdk scrolls the selected item into view and measures its
 * list. Stands in for both in the file that calls it, and puts them back after.
 */
export function standInForCmdkLayout(): void {
  const restore: (() => void)[] = [];
  beforeAll(() => {
    const scroll = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function () {};
    restore.push(() => (Element.prototype.scrollIntoView = scroll));
    if (!globalThis.ResizeObserver) {
      globalThis.ResizeObserver = class {
        observe() {}
        unobserve() {}
        disconnect() {}
      };
      restore.push(() => Reflect.deleteProperty(globalThis, 'ResizeObserver'));
    }
  });
  afterAll(() => restore.forEach((r) => r()));
}
