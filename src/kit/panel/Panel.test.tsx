import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { Button } from '../button';
import { Panel } from './Panel';
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
});
