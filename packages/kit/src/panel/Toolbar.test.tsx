import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../button';
import { Filler, Toolbar, ToolbarSeparator } from './Toolbar';
import { fittingItemCount } from './toolbarOverflow';

describe('Toolbar', () => {
  it('lays out items with separators and fillers', () => {
    const { container } = render(
      <Toolbar aria-label="Actions" compact>
        <span>Left</span>
        <ToolbarSeparator />
        <Filler />
        <span>Right</span>
      </Toolbar>,
    );
    const toolbar = screen.getByRole('toolbar', { name: 'Actions' });
    expect(toolbar).toHaveClass('tb-toolbar', 'tb-toolbar--compact');
    expect(toolbar).toHaveAttribute('aria-orientation', 'horizontal');
    expect(screen.getByRole('separator')).toBeInTheDocument();
    expect(container.querySelector('.tb-filler')).not.toBeNull();
  });

  it('can be vertical', () => {
    render(<Toolbar vertical />);
    expect(screen.getByRole('toolbar')).toHaveAttribute('aria-orientation', 'vertical');
  });

  it('can flow its items onto further lines', () => {
    render(<Toolbar aria-label="Filters" wrap />);
    expect(screen.getByRole('toolbar', { name: 'Filters' })).toHaveClass('tb-toolbar--wrap');
  });
});

describe('Toolbar overflow menu', () => {
  let restore: (() => void)[] = [];
  // jsdom lays nothing out: give every toolbar item 100px and the toolbar the width under test.
  function layout(toolbarWidth: number) {
    const define = (name: 'offsetWidth' | 'clientWidth', get: (this: HTMLElement) => number) => {
      const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, name);
      Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get });
      restore.push(() => original && Object.defineProperty(HTMLElement.prototype, name, original));
    };
    define('offsetWidth', function () {
      return this.classList.contains('tb-toolbar__slot') ? 100 : 0;
    });
    define('clientWidth', function () {
      return this.classList.contains('tb-toolbar') ? toolbarWidth : 0;
    });
  }
  afterEach(() => {
    restore.forEach((r) => r());
    restore = [];
  });

  it('moves the items that do not fit into a "more" menu', async () => {
    layout(350);
    render(
      <Toolbar aria-label="Actions" enableOverflowMenu>
        <Button text="One" />
        <Button text="Two" />
        <ToolbarSeparator />
        <Button text="Three" />
        <Button text="Four" />
      </Toolbar>,
    );
    const toolbar = screen.getByRole('toolbar', { name: 'Actions' });
    // 350px: two items and the more button fit; the separator before the third is dropped.
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.textContent || b.getAttribute('aria-label')),
    ).toEqual(['One', 'Two', 'More items']);
    expect(within(toolbar).queryByRole('separator')).toBeNull();

    await userEvent.click(within(toolbar).getByRole('button', { name: 'More items' }));
    const more = await screen.findByRole('toolbar', { name: 'More items' });
    expect(
      within(more)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Three', 'Four']);
  });

  it('names its more button, reports what it holds, and closes when a link in it is followed', async () => {
    layout(250);
    const reports: string[][] = [];
    let followed = '';
    render(
      <Toolbar enableOverflowMenu overflowLabel="More tabs" onOverflowChange={(keys) => reports.push(keys)}>
        {['home', 'grids', 'forms', 'other'].map((id) => (
          <a
            key={id}
            href={`#${id}`}
            onClick={(e) => {
              e.preventDefault();
              followed = id;
            }}
          >
            {id}
          </a>
        ))}
      </Toolbar>,
    );
    expect(reports.at(-1)).toEqual(['forms', 'other']);
    const more = screen.getByRole('button', { name: 'More tabs' });
    await userEvent.click(more);
    const menu = await screen.findByRole('toolbar', { name: 'More tabs' });
    await userEvent.click(within(menu).getByRole('link', { name: 'other' }));
    expect(followed).toBe('other');
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'More tabs' })).toBeNull());
  });

  it('keeps its menu open while a button in it is used', async () => {
    layout(150);
    let clicks = 0;
    render(
      <Toolbar enableOverflowMenu>
        <Button text="One" />
        <Button text="Two" onClick={() => clicks++} />
      </Toolbar>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'More items' }));
    const menu = await screen.findByRole('toolbar', { name: 'More items' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Two' }));
    expect(clicks).toBe(1);
    expect(screen.getByRole('toolbar', { name: 'More items' })).toBeInTheDocument();
  });

  it('opens fragments: their children move into the menu one by one', async () => {
    layout(250);
    const reports: string[][] = [];
    render(
      <Toolbar aria-label="Actions" enableOverflowMenu onOverflowChange={(keys) => reports.push(keys)}>
        <Button text="One" />
        <>
          <Button key="two" text="Two" />
          <Button key="three" text="Three" />
        </>
      </Toolbar>,
    );
    const toolbar = screen.getByRole('toolbar', { name: 'Actions' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.textContent || b.getAttribute('aria-label')),
    ).toEqual(['One', 'Two', 'More items']);
    expect(reports.at(-1)).toEqual(['1/three']);
    await userEvent.click(within(toolbar).getByRole('button', { name: 'More items' }));
    const more = await screen.findByRole('toolbar', { name: 'More items' });
    expect(within(more).getByRole('button').textContent).toBe('Three');
  });

  it('moves a label into the menu with the input after it', async () => {
    layout(250);
    render(
      <Toolbar aria-label="Filters" enableOverflowMenu>
        <Button text="One" />
        <label htmlFor="toolbar-city">City</label>
        <input id="toolbar-city" />
      </Toolbar>,
    );
    // 250px: the label would fit beside One and the more button, its input not: both go into the menu.
    const toolbar = screen.getByRole('toolbar', { name: 'Filters' });
    expect(within(toolbar).queryByText('City')).toBeNull();
    expect(within(toolbar).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(toolbar).getByRole('button', { name: 'More items' }));
    const more = await screen.findByRole('toolbar', { name: 'More items' });
    expect(within(more).getByRole('textbox', { name: 'City' })).toBeInTheDocument();
  });

  it('shows everything, and no more button, when all items fit', () => {
    layout(1000);
    render(
      <Toolbar aria-label="Actions" enableOverflowMenu>
        <Button text="One" />
        <Filler />
        <Button text="Two" />
      </Toolbar>,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['One', 'Two']);
  });

  it('fits when the browser first reports its size, not while it is committed', () => {
    layout(250);
    // The browser reports a new element's size once it has laid the page out, before it paints.
    let report = () => {};
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        report = () => callback([], this as unknown as ResizeObserver);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    restore.push(() => {
      globalThis.ResizeObserver = original;
    });
    render(
      <Toolbar aria-label="Actions" enableOverflowMenu>
        <Button text="One" />
        <Button text="Two" />
        <Button text="Three" />
      </Toolbar>,
    );
    const shown = () =>
      within(screen.getByRole('toolbar', { name: 'Actions' }))
        .getAllByRole('button')
        .map((b) => b.textContent || b.getAttribute('aria-label'));
    expect(shown()).toEqual(['One', 'Two', 'Three']);
    act(() => report());
    expect(shown()).toEqual(['One', 'Two', 'More items']);
  });

  it('fits again after a re-render of the same items, at the next frame', async () => {
    layout(250);
    const bar = (disabled: boolean) => (
      <Toolbar aria-label="Actions" enableOverflowMenu>
        <Button text="One" />
        <Button text="Two" disabled={disabled} />
        <Button text="Three" />
      </Toolbar>
    );
    const { rerender } = render(bar(false));
    const shown = () =>
      within(screen.getByRole('toolbar', { name: 'Actions' }))
        .getAllByRole('button')
        .map((b) => b.textContent || b.getAttribute('aria-label'));
    expect(shown()).toEqual(['One', 'Two', 'More items']);
    // The toolbar grew (its items keep their sizes): the next re-render shows what now fits, once a frame passed.
    restore.forEach((r) => r());
    restore = [];
    layout(1000);
    rerender(bar(true));
    await waitFor(() => expect(shown()).toEqual(['One', 'Two', 'Three']));
  });
});

describe('fittingItemCount', () => {
  it('fits all items, or as many as leave room for the more button', () => {
    const kinds = ['item', 'filler', 'item', 'item'] as const;
    expect(fittingItemCount(kinds, [50, 999, 50, 50], 165, 5, 28)).toBe(4);
    expect(fittingItemCount(kinds, [50, 999, 50, 50], 150, 5, 28)).toBe(3);
    expect(fittingItemCount(kinds, [50, 999, 50, 50], 60, 5, 28)).toBe(0);
  });

  it('never ends on a label: it goes with its input', () => {
    const kinds = ['item', 'label', 'item'] as const;
    expect(fittingItemCount(kinds, [50, 40, 100], 200, 5, 28)).toBe(3);
    expect(fittingItemCount(kinds, [50, 40, 100], 150, 5, 28)).toBe(1);
  });
});
