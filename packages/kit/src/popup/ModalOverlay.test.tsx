import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../button';
import { Dialog, DialogClose } from './Dialog';
import { MODAL_OPEN_CLASS, ModalOverlay } from './ModalOverlay';

function Page({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <main>
        <Button text="Open" onClick={() => setOpen(true)} />
        <Button text="Behind" />
      </main>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Rename"
        dismissible={dismissible}
        footer={
          <DialogClose>
            <Button text="OK" />
          </DialogClose>
        }
      >
        <Button text="Inside" />
      </Dialog>
    </>
  );
}

const backdrop = () => document.querySelector<HTMLElement>('.tb-popup-overlay');

describe('ModalOverlay (the backdrop of the kit dialogs)', () => {
  it('keeps the dialog modal: the page behind is hidden from assistive tech and focus stays inside', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    // The page behind is aria-hidden: only the dialog's buttons are reachable by role.
    expect(screen.queryByRole('button', { name: 'Behind' })).toBeNull();
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Closed: the page behind is back.
    expect(screen.getByRole('button', { name: 'Behind' })).toBeInTheDocument();
  });

  it('locks scrolling without a style sheet on the page: wheel and touch moves on it are refused', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const sheets = document.querySelectorAll('style').length;
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Rename' });
    expect(document.querySelectorAll('style')).toHaveLength(sheets);
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
    const overlay = backdrop();
    expect(overlay).not.toBeNull();
    expect(fireEvent.wheel(overlay as HTMLElement, { deltaY: 100 })).toBe(false);
    expect(fireEvent.touchMove(overlay as HTMLElement)).toBe(false);
  });

  it("keeps the page's style as it was: Radix's pointer-events on <body> change no computed style", async () => {
    const user = userEvent.setup();
    const sheet = document.createElement('style');
    sheet.textContent = readFileSync(resolve(__dirname, 'Popup.css'), 'utf8');
    document.head.append(sheet);
    try {
      render(<Page />);
      const pointerEvents = () => getComputedStyle(document.body).pointerEvents;
      expect(pointerEvents()).toBe('auto');
      await user.click(screen.getByRole('button', { name: 'Open' }));
      await screen.findByRole('dialog', { name: 'Rename' });
      // Radix still asks the page behind to ignore the pointer; the backdrop takes the pointer instead, and
      // <body> (with the whole page, which inherits it) keeps its value.
      await waitFor(() => expect(document.body.style.pointerEvents).toBe('none'));
      expect(document.body).toHaveClass(MODAL_OPEN_CLASS);
      expect(pointerEvents()).toBe('auto');
      await user.click(screen.getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(document.body.style.pointerEvents).toBe('');
      expect(document.body).not.toHaveClass(MODAL_OPEN_CLASS);
      expect(pointerEvents()).toBe('auto');
    } finally {
      sheet.remove();
    }
  });

  it('marks <body> while any backdrop is there: a dialog opened over another keeps the mark when it closes', () => {
    const first = render(<ModalOverlay />);
    const second = render(<ModalOverlay />);
    expect(document.body).toHaveClass(MODAL_OPEN_CLASS);
    second.unmount();
    expect(document.body).toHaveClass(MODAL_OPEN_CLASS);
    first.unmount();
    expect(document.body).not.toHaveClass(MODAL_OPEN_CLASS);
  });

  it('a click on the backdrop dismisses a dismissible dialog, and not the others', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Rename' });
    await user.click(backdrop() as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    unmount();
    render(<Page dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Rename' });
    await user.click(backdrop() as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Rename' })).toBeInTheDocument();
  });
});
