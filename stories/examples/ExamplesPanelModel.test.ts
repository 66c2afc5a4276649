import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXAMPLES_STATE_KEY, ExamplesPanelModel, NARROW_WINDOW_QUERY } from './ExamplesPanelModel';

/** A window whose width matches the narrow query or not. */
function windowIsNarrow(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === NARROW_WINDOW_QUERY && narrow }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ExamplesPanelModel', () => {
  it('opens with the list shown and Portfolio active in a wide window', () => {
    windowIsNarrow(false);
    const model = new ExamplesPanelModel();
    expect(model.collapsed).toBe(false);
    expect(model.activeId).toBe('portfolio');
  });

  it('opens with the list collapsed in a narrow window, so the app gets the width', () => {
    windowIsNarrow(true);
    expect(new ExamplesPanelModel().collapsed).toBe(true);
  });

  it("keeps the user's choice over the window's width, with the active example", () => {
    windowIsNarrow(true);
    const model = new ExamplesPanelModel();
    model.setCollapsed(false);
    model.activate('todo');
    expect(JSON.parse(localStorage.getItem(EXAMPLES_STATE_KEY) ?? 'null')).toMatchObject({
      collapsed: false,
    });
    const again = new ExamplesPanelModel();
    expect(again.collapsed).toBe(false);
    expect(again.activeId).toBe('todo');
  });
});
