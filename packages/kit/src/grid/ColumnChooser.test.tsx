import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ColumnChooser, ColumnChooserButton } from './ColumnChooser';
import { GridModel } from './GridModel';

const model = () =>
  new GridModel<{ id: number; a: string; b: string }>({
    store: {},
    columns: [
      { field: 'a', header: 'Alpha' },
      { field: 'b', header: 'Beta', hidden: true },
      { field: 'id', chooserEnabled: false },
    ],
  });

describe('ColumnChooser', () => {
  it('lists the choosable columns with their visibility and toggles them', () => {
    const m = model();
    render(<ColumnChooser model={m} />);
    const group = screen.getByRole('group', { name: 'Columns' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('aria-label') ?? c.parentElement?.textContent),
    ).toEqual(['Alpha', 'Beta']);
    expect(within(group).getByRole('checkbox', { name: 'Alpha' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Beta' })).not.toBeChecked();
    // The only visible column cannot be hidden.
    expect(within(group).getByRole('checkbox', { name: 'Alpha' })).toBeDisabled();
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Beta' }));
    expect(m.isColumnVisible('b')).toBe(true);
  });

  it('Restore Defaults puts the configured columns back', () => {
    const m = model();
    m.setColumnVisible('b', true);
    render(<ColumnChooser model={m} />);
    fireEvent.click(screen.getByRole('button', { name: 'Restore Defaults' }));
    expect(m.isColumnVisible('b')).toBe(false);
  });

  it('opens from its button', async () => {
    render(<ColumnChooserButton model={model()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose columns' }));
    expect(await screen.findByRole('group', { name: 'Columns' })).toBeInTheDocument();
  });
});
