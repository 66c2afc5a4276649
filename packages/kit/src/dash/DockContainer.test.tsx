import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DockContainer } from './DockContainer';
import { DockContainerModel } from './DockContainerModel';

afterEach(() => vi.restoreAllMocks());

describe('DockContainer', () => {
  it('collapses and expands a view from its title bar, keeping its content mounted', async () => {
    const model = new DockContainerModel({ views: [{ id: 'a', title: 'Notes', content: <p>Hello</p> }] });
    render(<DockContainer model={model} />);
    const view = screen.getByRole('region', { name: 'Notes' });
    expect(within(view).getByText('Hello')).toBeVisible();
    await userEvent.click(within(view).getByRole('button', { name: 'Collapse Notes' }));
    expect(model.getView('a')?.collapsed).toBe(true);
    expect(screen.getByText('Hello')).not.toBeVisible();
    await userEvent.click(within(view).getByText('Notes'));
    expect(screen.getByText('Hello')).toBeVisible();
  });

  it('offers the dialog and close buttons only when allowed, and asks onClose first', async () => {
    const onClose = vi.fn().mockReturnValue(false);
    const model = new DockContainerModel({
      views: [
        { id: 'a', title: 'Kept', content: 'a', onClose },
        { id: 'b', title: 'Fixed', content: 'b', allowClose: false, allowDialog: false },
      ],
    });
    render(<DockContainer model={model} />);
    const fixed = screen.getByRole('region', { name: 'Fixed' });
    expect(within(fixed).queryByRole('button', { name: 'Close Fixed' })).toBeNull();
    expect(within(fixed).queryByRole('button', { name: 'Open Fixed in a dialog' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close Kept' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Kept' })).toBeInTheDocument();
  });

  it('shows a view that throws as an error inside it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = (): never => {
      throw new Error('Docked failure');
    };
    const model = new DockContainerModel({
      views: [
        { id: 'x', title: 'Bad', content: () => <Broken /> },
        { id: 'y', title: 'Good', content: 'Fine' },
      ],
    });
    render(<DockContainer model={model} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Docked failure');
    expect(screen.getByText('Fine')).toBeInTheDocument();
  });
});
