import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DemoDescription, plainParagraphs } from './DemoDescription';

let sizeReports = 0;

/**
 * jsdom lays nothing out: give paragraphs the heights a browser would, and report an observed element's size as a
 * browser does, once it has laid it out (after the commit).
 */
function paragraphHeights(scroll: number, client: number) {
  sizeReports = 0;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      private live = true;
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe() {
        queueMicrotask(() => {
          if (!this.live) return;
          sizeReports++;
          this.callback([], this as unknown as ResizeObserver);
        });
      }
      disconnect() {
        this.live = false;
      }
    },
  );
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scroll);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(client);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('DemoDescription', () => {
  it('offers no toggle when the text fits in its two lines', async () => {
    paragraphHeights(42, 42);
    render(<DemoDescription text="A short description." />);
    await waitFor(() => expect(sizeReports).toBeGreaterThan(0));
    expect(screen.getByText('A short description.')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('holds a long text to two lines with More, and shows it whole until Less', async () => {
    paragraphHeights(120, 42);
    render(<DemoDescription text="A long description." />);
    const more = await screen.findByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const text = () => screen.getByText('A long description.').closest('.tb-demo-description__text');
    expect(text()).toHaveClass('tb-demo-description--clamped');
    await userEvent.click(more);
    expect(screen.getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
    expect(text()).not.toHaveClass('tb-demo-description--clamped');
    await userEvent.click(screen.getByRole('button', { name: 'Less' }));
    expect(screen.getByRole('button', { name: 'More' })).toBeVisible();
  });

  it("renders the story's markdown: paragraphs, bold, code, and no raw HTML", async () => {
    paragraphHeights(42, 42);
    const { container } = render(
      <DemoDescription
        text={'\nRecords of `rest/companyRest`.\n\n**Try it:** <b>double</b>-click a cell.\n'}
      />,
    );
    expect((await screen.findByText('rest/companyRest')).tagName).toBe('CODE');
    expect(container.querySelectorAll('p')).toHaveLength(2);
    expect(screen.getByText('Try it:').tagName).toBe('STRONG');
    expect(container.querySelector('b')).toBeNull();
    expect(container).not.toHaveTextContent('**');
  });

  it('shows the text as plain paragraphs until the markdown renderer arrives', () => {
    expect(
      plainParagraphs('\nRecords of `rest/companyRest`,\n**bold** and _soft_, [a link](x).\n\n  Second.\n'),
    ).toEqual(['Records of rest/companyRest, bold and soft, a link.', 'Second.']);
    paragraphHeights(42, 42);
    const { container } = render(<DemoDescription text={'First **one**.\n\nSecond.'} />);
    expect(container).toHaveTextContent('First one.Second.');
    expect(container).not.toHaveTextContent('**');
  });
});
