import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { Button } from '../button';
import { LoadingIndicator } from './LoadingIndicator';
import { Mask } from './Mask';
import { Panel } from './Panel';
import { PanelModel } from './PanelModel';
import { Toolbar } from './Toolbar';

let consoleError: MockInstance;
beforeEach(() => {
  // React logs errors caught by boundaries; keep the test output clean.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

function Bomb({ message }: { message: string }): never {
  throw new Error(message);
}

describe('Panel', () => {
  it('renders a named region with header, header items, toolbars and body', () => {
    render(
      <Panel
        title="Orders"
        icon={<svg data-testid="icon" />}
        headerItems={<Button text="Gear" minimal />}
        tbar={[<Button key="a" text="Add" />]}
        bbar={
          <Toolbar aria-label="Bottom">
            <span>Total: 3</span>
          </Toolbar>
        }
        width={700}
      >
        <p>Body text</p>
      </Panel>,
    );
    const panel = screen.getByRole('region', { name: 'Orders' });
    expect(panel).toHaveStyle({ width: '700px' });
    expect(within(panel).getByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(within(panel).getByTestId('icon')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Gear' })).toBeInTheDocument();
    const [top, bottom, ...more] = within(panel).getAllByRole('toolbar');
    expect(more).toHaveLength(0);
    expect(top).toContainElement(within(panel).getByRole('button', { name: 'Add' }));
    expect(bottom).toHaveAccessibleName('Bottom');
    expect(within(panel).getByText('Body text')).toBeInTheDocument();
  });

  it('has no header without title, icon or header items', () => {
    render(<Panel aria-label="Bare">content</Panel>);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('region', { name: 'Bare' })).toHaveTextContent('content');
  });

  it('adds the compact header class', () => {
    render(<Panel title="Small" compactHeader />);
    expect(screen.getByRole('heading', { name: 'Small' }).parentElement).toHaveClass(
      'tb-panel__header--compact',
    );
  });

  it('shows a mask: a spinner for true, a message for content', () => {
    const { rerender } = render(<Panel title="P" mask />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    rerender(<Panel title="P" mask="Loading trades..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading trades...');
    rerender(<Panel title="P" mask={false} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('catches an error thrown by its children and shows it inside the panel', async () => {
    const onError = vi.fn();
    function Demo() {
      const [broken, setBroken] = useState(true);
      return (
        <>
          <Panel title="Failing" onError={onError}>
            {broken ? <Bomb message="Whoops, I threw an error." /> : <span>Fixed</span>}
          </Panel>
          <button onClick={() => setBroken(false)}>Fix it</button>
          <Panel title="Healthy">Still here</Panel>
        </>
      );
    }
    render(<Demo />);
    const failing = screen.getByRole('region', { name: 'Failing' });
    const alert = within(failing).getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong:');
    expect(alert).toHaveTextContent('Whoops, I threw an error.');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'Healthy' })).toHaveTextContent('Still here');

    await userEvent.click(screen.getByRole('button', { name: 'Fix it' }));
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(within(failing).getByText('Fixed')).toBeInTheDocument();
    expect(within(failing).queryByRole('alert')).toBeNull();
  });

  it('puts vertical toolbars beside the body', () => {
    render(
      <Panel title="Sides" lbar={<Button text="L" />} rbar={<Toolbar aria-label="Right tools">R</Toolbar>}>
        Body
      </Panel>,
    );
    const [left, right] = screen.getAllByRole('toolbar');
    expect(left).toHaveAttribute('aria-orientation', 'vertical');
    expect(left).toContainElement(screen.getByRole('button', { name: 'L' }));
    expect(right).toHaveAccessibleName('Right tools');
    expect(right).toHaveAttribute('aria-orientation', 'vertical');
  });

  it('masks the body, or the whole viewport with a non-inline Mask', () => {
    const { rerender } = render(<Panel title="P" mask="Loading..." />);
    const panel = screen.getByRole('region', { name: 'P' });
    expect(panel.querySelector('.tb-panel__main')).toContainElement(screen.getByRole('status'));
    rerender(<Panel title="P" mask={<Mask inline={false} message="Everything waits" />} />);
    const mask = screen.getByRole('status');
    expect(panel).not.toContainElement(mask);
    expect(mask).toHaveClass('tb-mask--viewport');
  });

  it('shows a loading indicator in a corner of the body', () => {
    const { rerender } = render(<Panel title="P" loadingIndicator="Refreshing..." />);
    expect(screen.getByRole('status')).toHaveClass('tb-loading-indicator--br');
    expect(screen.getByRole('status')).toHaveTextContent('Refreshing...');
    rerender(<Panel title="P" loadingIndicator={<LoadingIndicator corner="tr" message="Up here" />} />);
    expect(screen.getByRole('status')).toHaveClass('tb-loading-indicator--tr');
    rerender(<Panel title="P" loadingIndicator={false} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('opens its context menu on right-click in the body, with items worked out from the click', async () => {
    const onCopy = vi.fn();
    render(
      <Panel
        title="Menu"
        contextMenu={(e) => [
          { text: 'Copy', onClick: onCopy },
          { text: 'Paste', disabled: true },
          { text: `At ${e.clientX}`, hidden: e.clientX === 0 },
        ]}
      >
        <p>Right-click me</p>
      </Panel>,
    );
    fireEvent.contextMenu(screen.getByText('Right-click me'), { clientX: 42, clientY: 10 });
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Copy', 'Paste', 'At 42']);
    expect(within(menu).getByRole('menuitem', { name: 'Paste' })).toHaveAttribute('data-disabled');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Copy' }));
    expect(onCopy).toHaveBeenCalledTimes(1);
  });

  it('collapses to a slim bar with its title, and expands from it, keeping its content', async () => {
    const model = new PanelModel({ side: 'left', defaultSize: 200 });
    render(
      <Panel title="Filters" model={model}>
        <Counter />
      </Panel>,
    );
    const panel = screen.getByRole('region', { name: 'Filters' });
    expect(panel.parentElement?.parentElement).toHaveStyle({ width: '200px' });
    await userEvent.click(screen.getByRole('button', { name: 'Count: 0' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Collapse' }));
    expect(model.collapsed).toBe(true);
    expect(screen.queryByRole('region', { name: 'Filters' })).toBeNull();
    const bar = screen.getByRole('button', { name: 'Expand Filters' });
    expect(bar).toHaveClass('tb-panel-collapsed--left');
    expect(bar).toHaveTextContent('Filters');

    await userEvent.click(bar);
    expect(model.collapsed).toBe(false);
    expect(screen.getByRole('button', { name: 'Count: 1' })).toBeVisible();
  });

  it('pops out into a modal view of the given size and back, keeping its state', async () => {
    const model = new PanelModel({ side: 'bottom', modalSupport: { width: 400, height: 200 } });
    render(
      <Panel title="Details" model={model}>
        <Counter />
      </Panel>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Count: 0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open in a modal view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Details' });
    expect(dialog).toHaveStyle({ width: '400px', height: '200px' });
    expect(within(dialog).getByRole('button', { name: 'Count: 1' })).toBeInTheDocument();
    expect(screen.getByText('Details is open in a modal view.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Count: 1' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the modal view' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(model.isModal).toBe(false);
    const panel = screen.getByRole('region', { name: 'Details' });
    expect(within(panel).getByRole('button', { name: 'Count: 2' })).toBeInTheDocument();
    expect(screen.queryByText('Details is open in a modal view.')).toBeNull();
  });
});

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount((c) => c + 1)}>Count: {count}</button>;
}
