import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { lazy, useEffect, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DashCanvas } from './DashCanvas';
import { DashCanvasModel } from './DashCanvasModel';
import { DashContainer } from './DashContainer';
import { DashContainerModel } from './DashContainerModel';
import { dashRestoreDefaultsItem } from './dashMenus';
import { lazyView } from './lazyView';
import { closeAllPopups, PopupHost } from '../popup';
import { installResizeObserver, TEST_SPECS } from './testViews';
import type { DashViewProps } from './types';

/** The view models a Bound view's content was mounted with, in order. */
const boundMounts: unknown[] = [];

/** A view whose content keeps the view model it mounted with, as content building its own model does. */
function Bound({ viewModel }: DashViewProps) {
  const [first] = useState(viewModel);
  useEffect(() => {
    boundMounts.push(first);
  }, [first]);
  return <p>Bound</p>;
}

beforeEach(() => {
  installResizeObserver();
  // jsdom lays nothing out: give every element a size for the libraries to measure.
  for (const prop of ['clientWidth', 'offsetWidth'] as const) {
    vi.spyOn(HTMLElement.prototype, prop, 'get').mockReturnValue(1000);
  }
  for (const prop of ['clientHeight', 'offsetHeight'] as const) {
    vi.spyOn(HTMLElement.prototype, prop, 'get').mockReturnValue(600);
  }
  // The failing view logs its error (React reports what a boundary catches); keep the output clean.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  act(() => closeAllPopups());
  boundMounts.length = 0;
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('DashCanvas', () => {
  const create = () =>
    new DashCanvasModel({
      viewSpecs: TEST_SPECS,
      initialState: [{ spec: 'note', state: { n: 1 } }, { spec: 'broken' }, { spec: 'fixed' }],
    });

  it('loads a lazy view when it is shown, under a mask naming it meanwhile', async () => {
    let load: (content: { default: (p: DashViewProps) => React.JSX.Element }) => void = () => {};
    const Late = lazy(
      () => new Promise<{ default: (p: DashViewProps) => React.JSX.Element }>((ok) => (load = ok)),
    );
    const model = new DashCanvasModel({
      viewSpecs: [{ id: 'late', title: 'Late', content: Late }],
      initialState: [{ spec: 'late' }],
    });
    render(<DashCanvas model={model} aria-label="Canvas" />);
    const late = await screen.findByRole('region', { name: 'Late' });
    expect(within(late).getByText('Loading Late…')).toBeInTheDocument();
    await act(async () => load({ default: ({ viewModel }) => <p>Loaded {viewModel.title}</p> }));
    expect(await within(late).findByText('Loaded Late')).toBeInTheDocument();
    expect(within(late).queryByText('Loading Late…')).toBeNull();
  });

  it('loads a lazyView when it is shown, under the same mask, and shows it once its code has come', async () => {
    let load: (content: (p: DashViewProps) => React.JSX.Element) => void = () => {};
    const model = new DashCanvasModel({
      viewSpecs: [
        {
          id: 'late',
          title: 'Late',
          content: lazyView(() => new Promise<(p: DashViewProps) => React.JSX.Element>((ok) => (load = ok))),
        },
      ],
      initialState: [{ spec: 'late' }],
    });
    render(<DashCanvas model={model} aria-label="Canvas" />);
    const late = await screen.findByRole('region', { name: 'Late' });
    expect(within(late).getByText('Loading Late…')).toBeInTheDocument();
    await act(async () => load(({ viewModel }) => <p>Loaded {viewModel.title}</p>));
    expect(await within(late).findByText('Loaded Late')).toBeInTheDocument();
    expect(within(late).queryByText('Loading Late…')).toBeNull();
  });

  it('renders each view with its header; a failing view shows its error and the others work', async () => {
    render(<DashCanvas model={create()} aria-label="Canvas" />);
    const note = await screen.findByRole('region', { name: 'Note' });
    expect(within(note).getByText('Note Note {"n":1}')).toBeInTheDocument();
    const broken = screen.getByRole('region', { name: 'Broken' });
    expect(within(broken).getByRole('alert')).toHaveTextContent('Broken view');
    expect(screen.getByRole('region', { name: 'Fixed' })).toBeInTheDocument();
  });

  it('renames a view in place by double-clicking its title, unless renaming is locked', async () => {
    const model = create();
    render(<DashCanvas model={model} />);
    const user = userEvent.setup();
    await user.dblClick(await screen.findByText('Note', { selector: '.tb-dash-title__text' }));
    const input = screen.getByRole('textbox', { name: 'View title' });
    await user.clear(input);
    await user.type(input, 'Notes{Enter}');
    expect(await screen.findByRole('region', { name: 'Notes' })).toBeInTheDocument();
    expect(model.getView('note')?.title).toBe('Notes');

    await act(async () => model.setRenameLocked(true));
    await user.dblClick(screen.getByText('Notes', { selector: '.tb-dash-title__text' }));
    expect(screen.queryByRole('textbox', { name: 'View title' })).toBeNull();
  });

  it('mounts content afresh for a new model of a view (Reset State), so it is bound to the live one', async () => {
    const model = new DashCanvasModel({
      viewSpecs: [...TEST_SPECS, { id: 'bound', title: 'Bound', content: Bound }],
      initialState: [{ id: 'bound', spec: 'bound' }],
    });
    render(<DashCanvas model={model} />);
    await screen.findByText('Bound', { selector: 'p' });
    expect(boundMounts).toEqual([model.getView('bound')]);
    await act(async () => model.restoreDefaults());
    const fresh = model.getView('bound');
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(boundMounts[0]);
    await waitFor(() => expect(boundMounts).toEqual([expect.anything(), fresh]));
  });

  it('Escape cancels a rename; the empty canvas says how to add a view', async () => {
    const model = create();
    render(<DashCanvas model={model} />);
    await act(async () => model.startRename('note'));
    const input = await screen.findByRole('textbox', { name: 'View title' });
    fireEvent.change(input, { target: { value: 'Changed' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(model.getView('note')?.title).toBe('Note');
    await act(async () => model.clear());
    expect(await screen.findByText('No views - add one from the menu.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add View' })).toBeInTheDocument();
  });
});

describe('DashContainer', () => {
  const create = () =>
    new DashContainerModel({
      viewSpecs: TEST_SPECS,
      initialState: {
        type: 'row',
        children: [
          { type: 'stack', views: [{ spec: 'note' }, { spec: 'broken' }] },
          { type: 'stack', views: [{ spec: 'fixed' }] },
        ],
      },
    });

  it('shows a tab per view; a failing view shows its error inside its tab', async () => {
    const model = create();
    render(<DashContainer model={model} aria-label="Dash" />);
    expect(await screen.findByRole('tab', { name: 'Note' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Fixed' })).toBeInTheDocument();
    expect(screen.getByText('Note Note null')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Broken', { selector: '.tb-dash-title__text' }));
    const error = await screen.findByText('Broken view');
    expect(error.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText('Fixed', { selector: '.tb-dash-title__text' })).toBeInTheDocument();
  });

  it('never measures the host of floating groups, which the kit disables (patches/dockview-core)', async () => {
    const measured = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const { container } = render(<DashContainer model={create()} />);
    expect(await screen.findByRole('tab', { name: 'Note' })).toBeInTheDocument();
    const host = container.querySelector<HTMLElement>('.dv-floating-overlay-host');
    expect(host).not.toBeNull();
    // Unpatched, every layout of the dock measures the shell and the grid, then places the host.
    expect(host?.style.width).toBe('');
    expect(measured.mock.contexts.filter((el) => (el as HTMLElement).classList.contains('dv-shell'))).toEqual(
      [],
    );
  });

  it('removes a view with its × or Delete on its tab; content lock and the spec take both away', async () => {
    const model = create();
    const { container } = render(<DashContainer model={model} />);
    const closeOf = (id: string) => container.querySelector<HTMLElement>(`[data-remove-view="${id}"]`);
    const fixed = await screen.findByRole('tab', { name: 'Fixed' });
    // Fixed's spec does not let users remove it: no ×, and Delete on its tab leaves it.
    expect(closeOf('fixed')).toBeNull();
    expect(fixed).not.toHaveAttribute('aria-keyshortcuts');
    fireEvent.keyDown(fixed, { key: 'Delete' });
    expect(screen.getByRole('tab', { name: 'Fixed' })).toBeInTheDocument();

    await act(async () => model.setContentLocked(true));
    expect(closeOf('note')).toBeNull();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Note' }), { key: 'Delete' });
    expect(model.views.map((v) => v.id)).toEqual(['note', 'broken', 'fixed']);
    await act(async () => model.setContentLocked(false));

    // The × is for the pointer only: the tab holds no focusable control (no nested interactive content).
    const note = screen.getByRole('tab', { name: 'Note' });
    expect(note).toHaveAttribute('aria-keyshortcuts', 'Delete');
    expect(within(note).queryAllByRole('button')).toHaveLength(0);
    await userEvent.click(closeOf('note') as HTMLElement);
    expect(screen.queryByRole('tab', { name: 'Note' })).toBeNull();
    expect(model.views.map((v) => v.id)).toEqual(['broken', 'fixed']);

    const broken = screen.getByRole('tab', { name: 'Broken' });
    broken.focus();
    await userEvent.keyboard('{Delete}');
    expect(screen.queryByRole('tab', { name: 'Broken' })).toBeNull();
    expect(model.views.map((v) => v.id)).toEqual(['fixed']);
  });

  it("names a tab by what it shows: its title and title detail, which follow the view's", async () => {
    const model = create();
    render(<DashContainer model={model} />);
    await screen.findByRole('tab', { name: 'Note' });
    await act(async () => model.getView('note')?.setTitleDetail('9:30:05 AM'));
    // Its text reads the same: title and detail are two words, not 'Note9:30:05 AM'.
    expect(screen.getByRole('tab', { name: 'Note 9:30:05 AM' })).toHaveTextContent(/^Note 9:30:05 AM$/);
    await act(async () => model.getView('note')?.setTitle('Notes'));
    expect(screen.getByRole('tab', { name: 'Notes 9:30:05 AM' })).toBeInTheDocument();
    await act(async () => model.getView('note')?.setTitleDetail(null));
    expect(screen.getByRole('tab', { name: 'Notes' })).toBeInTheDocument();
  });

  it('adds views from code into the live layout and keeps the layout in the model', async () => {
    const model = create();
    render(<DashContainer model={model} />);
    await screen.findByRole('tab', { name: 'Note' });
    await act(async () => void model.addView('solo', { nextTo: 'fixed' }));
    expect(await screen.findByRole('tab', { name: 'Solo' })).toBeInTheDocument();
    expect(model.layout?.type === 'row' && model.layout.children[1]).toMatchObject({
      views: ['fixed', 'solo'],
    });
    await act(async () => model.clear());
    expect(await screen.findByText('No views - add one from the menu.')).toBeInTheDocument();
  });

  it('ends every view menu with the dashboard items: Restore Default Layout asks first, then restores', async () => {
    const model = create();
    const restored = vi.fn();
    model.setExtraMenuItems([dashRestoreDefaultsItem(model, { onRestored: restored })]);
    render(
      <>
        <DashContainer model={model} />
        <PopupHost />
      </>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByTitle('Remove Note (Delete)'));
    expect(model.views.map((v) => v.id)).toEqual(['broken', 'fixed']);

    await user.click(screen.getByRole('button', { name: 'Fixed menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Restore Default Layout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore default layout?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(model.views.map((v) => v.id)).toEqual(['broken', 'fixed']);

    await user.click(screen.getByRole('button', { name: 'Fixed menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Restore Default Layout' }));
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('tab', { name: 'Note' })).toBeInTheDocument();
    expect(model.views.map((v) => v.id)).toEqual(['note', 'broken', 'fixed']);
    expect(restored).toHaveBeenCalledOnce();
  });

  it('offers the dashboard items as buttons once every view is gone', async () => {
    const model = create();
    model.setExtraMenuItems([dashRestoreDefaultsItem(model)]);
    render(
      <>
        <DashContainer model={model} />
        <PopupHost />
      </>,
    );
    await screen.findByRole('tab', { name: 'Note' });
    await act(async () => model.clear());
    await userEvent.click(await screen.findByRole('button', { name: 'Restore Default Layout' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('tab', { name: 'Note' })).toBeInTheDocument();
  });
});
