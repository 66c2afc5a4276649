import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ZoneMapper } from './ZoneMapper';
import { ZoneMapperButton } from './ZoneMapperButton';
import { ZoneGridModel } from './ZoneGridModel';

interface Trade {
  id: number;
  company: string;
  city: string;
  pnl: number;
}

function model() {
  const m = new ZoneGridModel<Trade>({
    store: {},
    columns: [
      { field: 'company', header: 'Company' },
      { field: 'city', header: 'City' },
      { field: 'pnl', header: 'P&L', absSort: true },
    ],
    mappings: { tl: 'company', tr: 'pnl' },
    limits: { tl: { min: 1, max: 1, only: ['company', 'city'] }, tr: { max: 1 } },
    sortBy: 'pnl|desc|abs',
  });
  m.store.loadData([{ id: 1, company: 'Acme', city: 'London', pnl: 10 }]);
  return m;
}

function renderMapper(m: ZoneGridModel<Trade>) {
  return render(
    <>
      <ZoneMapperButton model={m} />
      <ZoneMapper model={m} />
    </>,
  );
}

describe('ZoneMapper', () => {
  it('opens from its button on the top-left zone, with a preview of a record', async () => {
    const user = userEvent.setup();
    const m = model();
    renderMapper(m);
    await user.click(screen.getByRole('button', { name: 'Customize Fields' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customize Fields' });
    const d = within(dialog);
    expect(d.getByRole('tab', { name: /^Top Left/ })).toHaveAttribute('aria-selected', 'true');
    expect(d.getByRole('tab', { name: /^Top Left/ })).toHaveTextContent('Acme');
    expect(d.getByRole('tab', { name: /^Bottom Left/ })).toHaveTextContent('Empty');
    const radios = within(d.getByRole('radiogroup', { name: 'Top Left fields' })).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['Company', 'City']);
    expect(d.getByText('Exactly 1 field: Company or City only.')).toBeInTheDocument();
    expect(d.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(d.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('disables the other fields of a full zone, with a hint, and saves a new choice', async () => {
    const user = userEvent.setup();
    const m = model();
    renderMapper(m);
    act(() => m.showMapper());
    const d = within(await screen.findByRole('dialog'));
    await user.click(d.getByRole('tab', { name: /^Top Right/ }));
    const tr = within(d.getByRole('group', { name: 'Top Right fields' }));
    expect(tr.getByRole('checkbox', { name: 'City' })).toBeDisabled();
    expect(d.getByText('Limit reached: clear the field to pick another.')).toBeInTheDocument();
    await user.click(tr.getByRole('checkbox', { name: 'P&L' }));
    expect(tr.getByRole('checkbox', { name: 'City' })).toBeEnabled();
    await user.click(tr.getByRole('checkbox', { name: 'City' }));
    await user.click(tr.getByRole('checkbox', { name: 'Show label for City' }));
    expect(d.getByRole('tab', { name: /^Top Right/ })).toHaveTextContent('City: London');

    await user.click(d.getByRole('tab', { name: /^Top Left/ }));
    await user.click(d.getByRole('radio', { name: 'City' }));
    await user.click(d.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(m.mappings.tl).toEqual([{ field: 'city', showLabel: false }]);
    expect(m.mappings.tr).toEqual([{ field: 'city', showLabel: true }]);
  });

  it('moves between zones with the arrow keys', async () => {
    const user = userEvent.setup();
    const m = model();
    renderMapper(m);
    act(() => m.showMapper());
    const d = within(await screen.findByRole('dialog'));
    d.getByRole('tab', { name: /^Top Left/ }).focus();
    await user.keyboard('{ArrowDown}');
    expect(d.getByRole('tab', { name: /^Bottom Left/ })).toHaveAttribute('aria-selected', 'true');
    expect(d.getByRole('tab', { name: /^Bottom Left/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(m.mapperModel.zone).toBe('br');
  });

  it('Cancel drops the changes; Escape closes too', async () => {
    const user = userEvent.setup();
    const m = model();
    renderMapper(m);
    act(() => m.showMapper());
    const d = within(await screen.findByRole('dialog'));
    await user.click(d.getByRole('radio', { name: 'City' }));
    await user.click(d.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(m.mappings.tl[0]?.field).toBe('company');
    act(() => m.showMapper());
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('chooses the sort: field, direction and absolute value', async () => {
    const user = userEvent.setup();
    const m = model();
    renderMapper(m);
    act(() => m.showMapper());
    const d = within(await screen.findByRole('dialog'));
    expect(d.getByRole('button', { name: /^Sort by/ })).toHaveTextContent('P&L');
    expect(d.getByRole('checkbox', { name: 'By absolute value' })).toBeChecked();
    await user.click(d.getByRole('button', { name: /^Sort by/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Company' }));
    expect(d.queryByRole('checkbox', { name: 'By absolute value' })).toBeNull();
    await user.click(d.getByRole('radio', { name: 'Ascending' }));
    await user.click(d.getByRole('button', { name: 'Save' }));
    expect(m.sortBy).toEqual([{ field: 'company', dir: 'asc', abs: false }]);
  });
});
