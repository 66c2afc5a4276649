import { expect, screen, waitFor } from 'storybook/test';

/** Waits until a toast with exactly this text has faded in, and returns it. */
export async function expectToast(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const toast = screen.getAllByText(text).at(-1) as HTMLElement;
    expect(toast).toBeVisible();
    return toast;
  });
}
