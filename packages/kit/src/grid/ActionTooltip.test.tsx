import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY_MS } from '../tooltip';
import { actionColumn } from './actionColumn';
import { Grid } from './Grid';
import { GridModel } from './GridModel';

interface Row {
  id: number;
  name: string;
}

function setup() {
  const onRemove = vi.fn();
  const model = new GridModel<Row>({
    store: {},
    selModel: 'none',
    columns: [
      { field: 'name' },
      actionColumn<Row>([
        { text: 'Remove', icon: <svg />, tooltip: 'Remove this record', onClick: onRemove },
        { text: 'Open', onClick: () => {} },
      ]),
    ],
  });
  model.store.loadData([
    { id: 1, name: 'One' },
    { id: 2, name: 'Two' },
  ]);
  const view = render(<Grid model={model} aria-label="Rows" />);
  const button = (id: number, name: string) =>
    view.container
      .querySelector(`[row-id="${id}"] [col-id="actions"]`)
      ?.querySelector<HTMLButtonElement>(`button[data-tb-tooltip="${name}"]`) ?? null;
  return { view, button, onRemove };
}

describe('ActionTooltip (the tooltip of row buttons)', () => {
  it('names icon buttons by their tooltip, clicks through, and mounts no tooltip per row', async () => {
    const { button, onRemove } = setup();
    await waitFor(() => expect(button(1, 'Remove this record')).not.toBeNull());
    expect(button(1, 'Remove this record')).toHaveAccessibleName('Remove this record');
    expect(button(1, 'Open')).toHaveAccessibleName('Open');
    await userEvent.click(button(2, 'Remove this record') as HTMLButtonElement);
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(onRemove.mock.calls[0]?.[0]).toMatchObject({ id: 2 });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows the hovered button’s tooltip after the pointer rests, and hides it when the pointer leaves', async () => {
    const { view, button } = setup();
    await waitFor(() => expect(button(1, 'Remove this record')).not.toBeNull());
    vi.useFakeTimers();
    try {
      const remove = button(1, 'Remove this record') as HTMLButtonElement;
      fireEvent.pointerOver(remove, { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 100));
      expect(screen.queryByRole('tooltip')).toBeNull();
      act(() => vi.advanceTimersByTime(150));
      expect(screen.getByRole('tooltip')).toHaveTextContent('Remove this record');
      // Onto the next button: its own tooltip, after its own rest.
      fireEvent.pointerOver(button(2, 'Open') as HTMLButtonElement, { pointerType: 'mouse' });
      expect(screen.queryByRole('tooltip')).toBeNull();
      act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS + 50));
      expect(screen.getByRole('tooltip')).toHaveTextContent('Open');
      fireEvent.pointerLeave(view.container.querySelector('.tb-grid') as HTMLElement);
      expect(screen.queryByRole('tooltip')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('hides on a press and on Escape', async () => {
    const { button } = setup();
    await waitFor(() => expect(button(1, 'Remove this record')).not.toBeNull());
    vi.useFakeTimers();
    try {
      const remove = button(1, 'Remove this record') as HTMLButtonElement;
      fireEvent.pointerOver(remove, { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS + 50));
      expect(screen.getByRole('tooltip')).toBeInTheDocument();
      fireEvent.keyDown(remove, { key: 'Escape' });
      expect(screen.queryByRole('tooltip')).toBeNull();
      fireEvent.pointerOver(button(2, 'Remove this record') as HTMLButtonElement, { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS + 50));
      expect(screen.getByRole('tooltip')).toHaveTextContent('Remove this record');
      fireEvent.pointerDown(button(2, 'Remove this record') as HTMLButtonElement);
      expect(screen.queryByRole('tooltip')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
