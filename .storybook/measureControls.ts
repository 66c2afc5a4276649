// Measures the controls of the page a story test shows, for layoutProblems to judge. Runs in the page (the test
// runner's page.evaluate sends its source there), so it uses nothing from outside its own body.
import type { MeasuredControl } from './layoutProblems';

/** The controls whose room the sizing modes change. */
export const CONTROL_SELECTOR = [
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[role="button"]',
  '[role="combobox"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="slider"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="spinbutton"]',
  '[role="textbox"]',
].join(', ');

/** Every shown control of the page, with its box, its clipping ancestors and the controls it is inside of. */
export function measureControls(selector: string): MeasuredControl[] {
  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (el: Element) => {
    let style = styles.get(el);
    if (!style) {
      style = getComputedStyle(el);
      styles.set(el, style);
    }
    return style;
  };
  const boxOf = (r: DOMRect) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
  const shown = (el: HTMLElement) => {
    const r = el.getBoundingClientRect();
    return (
      r.width >= 2 &&
      r.height >= 2 &&
      el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
      !el.closest('[aria-hidden="true"], [inert]')
    );
  };
  const nameOf = (el: HTMLElement) => {
    const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
    const text =
      el.getAttribute('aria-label') ??
      el.getAttribute('title') ??
      el.getAttribute('placeholder') ??
      el.textContent?.trim() ??
      '';
    return `${role} "${text.replace(/\s+/g, ' ').slice(0, 40)}"`;
  };
  const clipName = (el: Element) =>
    `<${el.tagName.toLowerCase()}${el.classList.length ? ` class="${[...el.classList].slice(0, 3).join(' ')}"` : ''}>`;
  const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
  const cuts = (overflow: string) => overflow === 'hidden' || overflow === 'clip';

  const elements = [...document.querySelectorAll<HTMLElement>(selector)].filter(shown);
  const indexOf = new Map(elements.map((el, i) => [el, i]));
  const layers = [...document.body.children];
  return elements.map((el) => {
    const clips: MeasuredControl['clips'] = [];
    let scrolledX = false;
    let scrolledY = false;
    for (
      let a = el.parentElement;
      a && a !== document.body && !(scrolledX && scrolledY);
      a = a.parentElement
    ) {
      const { overflowX, overflowY } = styleOf(a);
      const x = !scrolledX && cuts(overflowX);
      const y = !scrolledY && cuts(overflowY);
      if (x || y) {
        const r = a.getBoundingClientRect();
        const left = r.left + a.clientLeft;
        const top = r.top + a.clientTop;
        clips.push({
          name: clipName(a),
          box: { left, top, right: left + a.clientWidth, bottom: top + a.clientHeight },
          x,
          y,
        });
      }
      scrolledX ||= scrolls(overflowX);
      scrolledY ||= scrolls(overflowY);
    }
    const inside: number[] = [];
    for (let a = el.parentElement; a; a = a.parentElement) {
      const i = indexOf.get(a);
      if (i !== undefined) inside.push(i);
    }
    return {
      name: nameOf(el),
      box: boxOf(el.getBoundingClientRect()),
      clips,
      layer: layers.findIndex((layer) => layer.contains(el)),
      inside,
    };
  });
}
