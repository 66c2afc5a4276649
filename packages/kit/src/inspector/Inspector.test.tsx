import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { proxy } from 'valtio';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../button';
import { Inspector } from './Inspector';
import { InspectorHost } from './InspectorHost';
import { inspectorModel } from './inspectorModel';
import { registerModel, registeredModels, unregisterModel } from './modelRegistry';

class CounterModel {
  count = 0;
  history: number[] = [];
  owner = { name: 'demo', roles: ['user'] };
  constructor() {
    return proxy(this);
  }
  increment(): void {
    this.count++;
    this.history.push(this.count);
  }
}

afterEach(() => {
  for (const m of registeredModels()) unregisterModel(m.model);
  act(() => {
    inspectorModel.deactivate();
    inspectorModel.setFilter('');
  });
});

describe('Inspector', () => {
  it('says so when no model is registered', () => {
    render(<Inspector />);
    expect(screen.getByText(/No models registered/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 models');
  });

  it('shows each model live, as an expandable tree', async () => {
    const user = userEvent.setup();
    const counter = registerModel('CounterModel', new CounterModel());
    render(<Inspector />);
    const card = await screen.findByRole('listitem', { name: /^CounterModel #\d+$/ });
    const tree = within(card).getByRole('list', { name: 'CounterModel state' });
    expect(tree).toHaveTextContent('count:0');
    expect(within(card).getByText('0 updates')).toBeInTheDocument();

    act(() => counter.increment());
    await waitFor(() => expect(tree).toHaveTextContent('count:1'));
    expect(within(card).getByText('1 update')).toBeInTheDocument();

    const owner = within(tree).getByRole('button', { name: /owner/ });
    expect(owner).toHaveAttribute('aria-expanded', 'false');
    expect(owner).toHaveTextContent('{2 keys}');
    await user.click(owner);
    expect(owner).toHaveAttribute('aria-expanded', 'true');
    expect(tree).toHaveTextContent('name:"demo"');
    await user.click(within(tree).getByRole('button', { name: /roles/ }));
    expect(tree).toHaveTextContent('0:"user"');

    // Collapsing the card hides its tree.
    await user.click(within(card).getByRole('button', { name: /CounterModel/, expanded: true }));
    expect(within(card).queryByRole('list')).toBeNull();
  });

  it('filters models by name', async () => {
    const user = userEvent.setup();
    registerModel('CounterModel', new CounterModel());
    registerModel('ClockPanelModel', proxy({ format: 'h:mm a' }));
    render(<Inspector />);
    expect(screen.getByRole('status')).toHaveTextContent('2 models');
    await user.type(screen.getByRole('textbox', { name: 'Filter models' }), 'clock');
    expect(screen.getByRole('status')).toHaveTextContent('1 of 2 models');
    expect(screen.getByRole('listitem', { name: /^ClockPanelModel/ })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: /^CounterModel/ })).toBeNull();
    await user.clear(screen.getByRole('textbox', { name: 'Filter models' }));
    await user.type(screen.getByRole('textbox', { name: 'Filter models' }), 'nothing');
    expect(screen.getByText('No models match "nothing".')).toBeInTheDocument();
  });

  it('drops a model from the list when it is unregistered', async () => {
    const counter = registerModel('CounterModel', new CounterModel());
    render(<Inspector />);
    expect(screen.getByRole('listitem', { name: /^CounterModel/ })).toBeInTheDocument();
    act(() => unregisterModel(counter));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /^CounterModel/ })).toBeNull());
  });

  it('shows plain objects too, without live updates', () => {
    registerModel('PlainConfig', { retries: 3 });
    render(<Inspector />);
    const card = screen.getByRole('listitem', { name: /^PlainConfig/ });
    expect(card).toHaveTextContent('not observable');
    expect(card).toHaveTextContent('retries:3');
  });
});

describe('InspectorHost', () => {
  it('docks the Inspector while active; its close button deactivates it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Button text="Toggle" onClick={() => inspectorModel.toggle()} />
        <InspectorHost />
        <InspectorHost />
      </>,
    );
    expect(screen.queryByRole('complementary', { name: 'Developer tools' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    // Two hosts are mounted; only one renders.
    expect(screen.getAllByRole('complementary', { name: 'Developer tools' })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Inspector' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close the Inspector' }));
    expect(inspectorModel.active).toBe(false);
    expect(screen.queryByRole('region', { name: 'Inspector' })).toBeNull();
  });

  it('resizes from the keyboard on its handle', async () => {
    const user = userEvent.setup();
    act(() => inspectorModel.activate());
    render(<InspectorHost />);
    const handle = screen.getByRole('separator', { name: 'Resize the Inspector' });
    const before = Number(handle.getAttribute('aria-valuenow'));
    handle.focus();
    await user.keyboard('{ArrowUp}');
    expect(Number(handle.getAttribute('aria-valuenow'))).toBeGreaterThan(before);
  });
});
