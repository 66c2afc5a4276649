import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeftRightChooser } from './LeftRightChooser';
import { LeftRightChooserFilter } from './LeftRightChooserFilter';
import { LeftRightChooserModel, type LeftRightChooserItem } from './LeftRightChooserModel';

const ITEMS: LeftRightChooserItem[] = [
  { text: 'Apple', value: 'apple', group: 'Tree', description: 'Crisp and sweet' },
  { text: 'Pineapple', value: 'pineapple', group: 'Tropical' },
  { text: 'Lemon', value: 'lemon', group: 'Citrus', side: 'right', locked: true },
];

function setup(anyMatch = false) {
  const model = new LeftRightChooserModel({
    data: ITEMS,
    leftTitle: 'Fruits',
    rightTitle: 'Basket',
    leftEmptyText: 'Nothing left',
    rightGroupingEnabled: false,
  });
  const view = render(
    <>
      <LeftRightChooserFilter model={model} anyMatch={anyMatch} filterBuffer={0} />
      <LeftRightChooser model={model} />
    </>,
  );
  return { model, view };
}

const button = (name: string) => screen.getByRole('button', { name });

describe('LeftRightChooser', () => {
  it('shows both lists under their titles, with descriptions and the lock', async () => {
    setup();
    expect(await screen.findByRole('columnheader', { name: /Fruits/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Basket/ })).toBeInTheDocument();
    expect(await screen.findByText('Crisp and sweet')).toBeInTheDocument();
    const lemon = (await screen.findByText('Lemon')).closest('.tb-lr-chooser__item') as HTMLElement;
    expect(within(lemon).getByRole('img', { name: 'Locked' })).toBeInTheDocument();
  });

  it('enables the move buttons from the selection and moves items with them', async () => {
    const { model } = setup();
    await screen.findByText('Apple');
    expect(button('Move selected right')).toBeDisabled();
    expect(button('Move selected left')).toBeDisabled();
    expect(button('Move all right')).toBeEnabled();
    // The only item on the right is locked: nothing can move left.
    expect(button('Move all left')).toBeDisabled();

    act(() => model.leftModel.select('apple'));
    await waitFor(() => expect(button('Move selected right')).toBeEnabled());
    fireEvent.click(button('Move selected right'));
    expect(model.rightValues).toEqual(['apple', 'lemon']);
    await waitFor(() => expect(button('Move selected left')).toBeEnabled());

    act(() => model.rightModel.select('lemon'));
    await waitFor(() => expect(button('Move selected left')).toBeDisabled());

    fireEvent.click(button('Move all right'));
    expect(model.leftValues).toEqual([]);
    expect(await screen.findByText('Nothing left')).toBeInTheDocument();
    fireEvent.click(button('Move all left'));
    expect(model.rightValues).toEqual(['lemon']);
  });

  it('filters both sides, matching the start of the text', async () => {
    const { model } = setup();
    const filter = screen.getByRole('searchbox', { name: 'Filter items' });
    fireEvent.change(filter, { target: { value: 'apple' } });
    await waitFor(() => expect(model.leftModel.store.filteredCount).toBe(1));
    expect(model.leftModel.store.filteredRecords[0]?.data.text).toBe('Apple');
    expect(model.rightModel.store.filteredCount).toBe(0);
  });

  it('with anyMatch finds text inside words', async () => {
    const { model } = setup(true);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter items' }), { target: { value: 'apple' } });
    await waitFor(() => expect(model.leftModel.store.filteredCount).toBe(2));
  });
});
