import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../button';
import { Select } from '../input';
import { Dialog, DialogClose } from './Dialog';

function Harness({ dismissible }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Grid Filters"
      dismissible={dismissible}
      footer={
        <DialogClose>
          <Button text="Done" />
        </DialogClose>
      }
    >
      <p>Two filters apply.</p>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('shows its title, body and footer, and a footer button in DialogClose closes it', async () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Grid Filters' });
    expect(dialog).toHaveTextContent('Two filters apply.');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on Escape and its close button when dismissible, and on neither when not', async () => {
    const { unmount } = render(<Harness />);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    unmount();
    render(<Harness dismissible={false} />);
    expect(screen.queryByRole('button', { name: 'Close dialog' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Grid Filters' })).toBeVisible();
  });
});

describe('Dialog opened by a button of the page', () => {
  function Opener() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button text="Edit filters" onClick={() => setOpen(true)} />
        <Dialog open={open} onOpenChange={setOpen} title="Grid Filters">
          <p>Two filters apply.</p>
        </Dialog>
      </>
    );
  }

  it('gives the focus back to that button when it closes', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Edit filters' }));
    expect(screen.getByRole('dialog', { name: 'Grid Filters' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Edit filters' })).toHaveFocus();
  });
});

describe('Dialog with a Select', () => {
  function WithSelect() {
    const [value, setValue] = useState<string | null>(null);
    return (
      <Dialog open onOpenChange={() => {}} title="Company">
        <Select<string> aria-label="Type" value={value} onChange={setValue} options={['Public', 'Private']} />
        <span>Picked: {value ?? 'none'}</span>
      </Dialog>
    );
  }

  it("picks from the select's menu (portaled outside the dialog) and stays open", async () => {
    const user = userEvent.setup();
    render(<WithSelect />);
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Private' }));
    expect(screen.getByText('Picked: Private')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Company' })).toBeInTheDocument();
  });
});
