import type { Page } from '@playwright/test';
import type { Box, ControlMeasure, OverflowAncestor, PageMeasure } from './fitJudge';

/**
 * Measures every visible control of the page (inside `scope` when given), in one call into the page: each is
 * scrolled into view through the ancestors a user can scroll, and the window, then its box is read with those
 * of every ancestor whose overflow applies to it. Controls in a closed menu are not in the page, so they do not
 * count; hidden ones neither. `judgeFit` says which cannot be seen whole.
 */
export function measureFit(page: Page, scope?: string): Promise<PageMeasure> {
  return page.evaluate(async (scopeSelector) => {
    const CONTROLS = [
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      '[role=button]',
      '[role=combobox]',
      '[role=switch]',
      '[role=tab]',
      '[role=slider]',
      '[role=checkbox]',
      '[role=radio]',
      '[role=spinbutton]',
      '[role=textbox]',
      'a[href]',
    ].join(',');
    /** Controls drawn by a box around the element that has the role: a select's input is a sliver inside it. */
    const DRAWN_BY = '.tb-select__control';
    const roots = () =>
      scopeSelector
        ? [...document.querySelectorAll(scopeSelector)].filter((r) => r.checkVisibility())
        : [document.body];

    const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const nameOf = (el: Element): string => {
      const labelled = el.getAttribute('aria-labelledby');
      const labels = el instanceof HTMLInputElement || el instanceof HTMLSelectElement ? el.labels : null;
      const name =
        el.getAttribute('aria-label') ||
        (labelled &&
          labelled
            .split(/\s+/)
            .map((id) => text(document.getElementById(id)))
            .join(' ')) ||
        (labels && labels.length > 0 ? text(labels[0] ?? null) : '') ||
        el.getAttribute('title') ||
        el.getAttribute('placeholder') ||
        text(el) ||
        (el instanceof HTMLInputElement ? el.value : '');
      return name.length > 40 ? `${name.slice(0, 39)}…` : name;
    };
    const roleOf = (el: Element): string => {
      const explicit = el.getAttribute('role');
      if (explicit) return explicit;
      if (el instanceof HTMLInputElement) {
        if (el.type === 'checkbox' || el.type === 'radio') return el.type;
        if (el.type === 'range') return 'slider';
        if (el.type === 'number') return 'spinbutton';
        if (el.type === 'button' || el.type === 'submit') return 'button';
        return 'textbox';
      }
      if (el instanceof HTMLSelectElement) return 'combobox';
      if (el instanceof HTMLTextAreaElement) return 'textbox';
      if (el instanceof HTMLAnchorElement) return 'link';
      return el.tagName.toLowerCase();
    };
    const describe = (el: Element): string => {
      const label = el.getAttribute('aria-label');
      const cls = [...el.classList].find((c) => !c.includes('--')) ?? '';
      return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${label ? ` "${label}"` : ''}>`;
    };
    const boxOf = (el: Element): Element => el.closest(DRAWN_BY) ?? el;
    /** A control that flows over lines like text (a cut text that opens in full) is reached on its first line:
     * a line clamp may cut the rest. */
    const shownBox = (el: Element): DOMRect =>
      getComputedStyle(el).display === 'inline'
        ? (el.getClientRects()[0] ?? el.getBoundingClientRect())
        : el.getBoundingClientRect();
    const visible = (el: Element): boolean => {
      if (!el.checkVisibility({ visibilityProperty: true })) return false;
      // Read by screen readers only (a 1 px box), or hidden from everyone.
      const r = boxOf(el).getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) return false;
      return !el.closest('[aria-hidden=true], [inert]');
    };
    const scrolls = (v: string) => v === 'auto' || v === 'scroll';
    const clips = (v: string) => v === 'hidden' || v === 'clip';
    /** Whether `a` is the box `pos` positions its descendant in (so its overflow applies to it). */
    const containsPositioned = (a: Element, pos: string): boolean => {
      if (pos !== 'absolute' && pos !== 'fixed') return true;
      const cs = getComputedStyle(a);
      const containsFixed =
        cs.transform !== 'none' ||
        cs.filter !== 'none' ||
        cs.perspective !== 'none' ||
        /paint|layout|strict|content/.test(cs.contain) ||
        cs.containerType !== 'normal';
      return pos === 'absolute' ? cs.position !== 'static' || containsFixed : containsFixed;
    };
    /** The ancestors whose overflow applies to `el`, innermost first. */
    const overflowAncestors = (el: Element): Element[] => {
      const chain: Element[] = [];
      let pos = getComputedStyle(el).position;
      for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
        if (!containsPositioned(a, pos)) continue;
        chain.push(a);
        pos = getComputedStyle(a).position;
      }
      return chain;
    };
    /** The padding box of a scroll or clip container: where its content shows. */
    const clientBox = (a: Element): Box => {
      const r = a.getBoundingClientRect();
      const left = r.left + a.clientLeft;
      const top = r.top + a.clientTop;
      return { left, top, right: left + a.clientWidth, bottom: top + a.clientHeight };
    };
    /** Scrolls `a` (on the axes a user can scroll it) just enough to bring `el` into its client box. */
    const bringInto = (a: Element, el: Element, x: boolean, y: boolean) => {
      const box = clientBox(a);
      const r = el.getBoundingClientRect();
      if (x) {
        if (r.right > box.right) a.scrollLeft += Math.min(r.right - box.right, r.left - box.left);
        else if (r.left < box.left) a.scrollLeft -= box.left - r.left;
      }
      if (y) {
        if (r.bottom > box.bottom) a.scrollTop += Math.min(r.bottom - box.bottom, r.top - box.top);
        else if (r.top < box.top) a.scrollTop -= box.top - r.top;
      }
    };

    const boxFrom = (r: DOMRect): Box => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
    const pageScrolls = (axis: 'overflowX' | 'overflowY') =>
      !clips(getComputedStyle(document.documentElement)[axis]) &&
      !clips(getComputedStyle(document.body)[axis]);

    /** One pass over the controls; it leaves every scroll position as it found it. */
    const measureOnce = (): PageMeasure => {
      const scrolled = new Map<Element, [number, number]>();
      const [pageX, pageY] = [scrollX, scrollY];
      const controls: ControlMeasure[] = [];
      const seen = new Set<Element>();
      for (const root of roots()) {
        for (const el of root.querySelectorAll(CONTROLS)) {
          if (seen.has(el) || !visible(el)) continue;
          seen.add(el);
          const box = boxOf(el);
          const ancestors: (OverflowAncestor & { element: Element })[] = [];
          for (const a of overflowAncestors(box)) {
            const cs = getComputedStyle(a);
            const scrollsX = scrolls(cs.overflowX);
            const scrollsY = scrolls(cs.overflowY);
            const clipX = clips(cs.overflowX);
            const clipY = clips(cs.overflowY);
            if (!scrollsX && !scrollsY && !clipX && !clipY) continue;
            if (!scrolled.has(a)) scrolled.set(a, [a.scrollLeft, a.scrollTop]);
            bringInto(a, box, scrollsX, scrollsY);
            ancestors.push({
              element: a,
              name: describe(a),
              box: clientBox(a),
              clipX,
              clipY,
              scrollX: scrollsX,
              scrollY: scrollsY,
            });
          }
          const r = box.getBoundingClientRect();
          if (pageScrolls('overflowX') && (r.right > innerWidth || r.left < 0)) scrollBy(r.left, 0);
          if (pageScrolls('overflowY') && (r.bottom > innerHeight || r.top < 0)) scrollBy(0, r.top);
          controls.push({
            control: `${nameOf(el) || '(unnamed)'} (${roleOf(el)})`,
            box: boxFrom(shownBox(box)),
            // Read once everything has scrolled: an outer scroll moves the inner boxes with it.
            ancestors: ancestors.map(({ element, name, clipX, clipY, scrollX, scrollY }) => ({
              name,
              box: clientBox(element),
              clipX,
              clipY,
              scrollX,
              scrollY,
            })),
          });
        }
      }
      for (const [a, [left, top]] of scrolled) a.scrollTo(left, top);
      window.scrollTo(pageX, pageY);
      return { window: { width: innerWidth, height: innerHeight }, controls };
    };

    /** Views come in a transition after their code, toolbars fold their items into a menu and grids size their
     * columns a frame or two after their data: a page has settled when nothing loads and two passes agree. */
    const LOADING = '.tb-mask, .tb-loading-indicator';
    const loading = () =>
      roots().some((root) => [...root.querySelectorAll(LOADING)].some((el) => el.checkVisibility()));
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 150)));
    const rounded = (m: PageMeasure) =>
      JSON.stringify(m, (_key, value: unknown) => (typeof value === 'number' ? Math.round(value) : value));
    let last: PageMeasure | null = null;
    for (let pass = 0; pass < 60; pass++) {
      await nextFrame();
      if (loading()) continue;
      const next = measureOnce();
      if (last && rounded(last) === rounded(next)) return next;
      last = next;
    }
    return last ?? measureOnce();
  }, scope ?? null);
}
