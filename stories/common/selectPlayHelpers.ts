import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Play helpers for the kit's Select (react-select, its menu in a portal), read the way a user sees it. */

/** Picks an option of a Select by its label. */
export async function pickOption(combobox: HTMLElement, label: string): Promise<void> {
  await userEvent.click(combobox);
  const menu = await waitFor(() => {
    const m = document.querySelector<HTMLElement>('.tb-select__menu');
    expect(m).not.toBeNull();
    return m as HTMLElement;
  });
  await userEvent.click(within(menu).getByRole('option', { name: label }));
}

/**
 * The value shown by a single Select (its text also holds react-select's live region, so the value is read
 * alone).
 */
export function selectedText(combobox: HTMLElement): string | null | undefined {
  return combobox.closest('.tb-select')?.querySelector('.tb-select__single-value')?.textContent;
}

/** The values shown (as chips) by a multi Select. */
export function selectedChips(combobox: HTMLElement): string[] {
  const root = combobox.closest('.tb-select');
  return [...(root?.querySelectorAll('.tb-select__multi-value__label') ?? [])].map(
    (c) => c.textContent ?? '',
  );
}
