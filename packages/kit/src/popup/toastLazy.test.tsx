import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, toast, ToastHost } from './toast';

// Its own file: the toast code (sonner) must not have been loaded by an earlier test.
describe('toasts asked for before their code arrives', () => {
  afterEach(() => {
    act(() => dismissToast());
  });

  it('show in order once it arrives, except one dismissed meanwhile', async () => {
    let dropped = '';
    act(() => {
      toast('First');
      dropped = toast({ message: 'Dropped', intent: 'danger' });
      toast({ message: 'Second', intent: 'success' });
      dismissToast(dropped);
    });
    render(<ToastHost theme="light" />);
    const second = await screen.findByText('Second');
    const first = screen.getByText('First');
    // sonner lists the newest first.
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    expect(second.closest('[data-sonner-toast]')).toHaveClass('tb-toast--success');
    expect(screen.queryByText('Dropped')).not.toBeInTheDocument();
  });
});
