import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@toolbox/kit/button';
import { Label, TextInput } from '@toolbox/kit/input';
import { Dialog, DialogClose, type DialogProps } from '@toolbox/kit/popup';
import { choiceArgType } from '../common/choiceArg';

const HELP = 'The new name shows in the view menu of every desk.';
const LONG =
  'Renaming a view changes its name for everyone who has it open. Their layouts, filters and column widths ' +
  'stay as they are; only the name in the view menu and in the tab changes.';

/** The body of a rename dialog: a help text and a labelled field, kept in state as a form would. */
function RenameFields() {
  const [name, setName] = useState('Orders by desk');
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <p style={{ margin: 0 }}>{HELP}</p>
      <Label htmlFor="kit-dialog-name">Name</Label>
      <TextInput id="kit-dialog-name" value={name} onChange={setName} commitOnChange width="100%" />
    </div>
  );
}

const BODIES = {
  Form: <RenameFields />,
  Text: <p style={{ margin: 0 }}>{HELP}</p>,
  'Long text (scrolls)': (
    <div>
      {Array.from({ length: 14 }, (_, i) => (
        <p key={i}>{LONG}</p>
      ))}
    </div>
  ),
};

const save = fn().mockName('Save');
/** Footer buttons; each one in DialogClose closes the dialog as it is clicked. */
const FOOTERS = {
  'Cancel, Save': (
    <>
      <DialogClose>
        <Button text="Cancel" />
      </DialogClose>
      <DialogClose>
        <Button text="Save" intent="primary" onClick={save} />
      </DialogClose>
    </>
  ),
  Close: (
    <DialogClose>
      <Button text="Close" />
    </DialogClose>
  ),
  '(none)': undefined,
};

/** A button that opens the dialog, whose open state the story keeps, as the panel owning it would. */
function DialogDemo(args: DialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <div style={{ padding: 16 }}>
      <Button text="Rename view…" onClick={() => setOpen(true)} />
      <Dialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          args.onOpenChange(next);
          setOpen(next);
        }}
      />
    </div>
  );
}

const openDialog = async (canvasElement: HTMLElement, name = 'Rename view') => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Rename view…' }));
  const dialog = await screen.findByRole('dialog', { name });
  // The dialog fades and scales in.
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};
const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

const meta = {
  title: 'Kit/Popup/Dialog',
  component: Dialog,
  parameters: { kit: { components: [DialogClose] } },
  args: {
    open: false,
    onOpenChange: fn(),
    title: 'Rename view',
    children: 'Form',
    footer: 'Cancel, Save',
    dismissible: true,
  },
  argTypes: {
    title: { control: 'text' },
    children: choiceArgType(BODIES),
    footer: choiceArgType(FOOTERS),
    width: { control: { type: 'number', min: 200, step: 20 } },
    describedBy: { control: false },
    className: { control: false },
    bodyClassName: { control: false },
  },
  render: (args) => <DialogDemo key={String(args.open)} {...args} />,
} satisfies Meta<typeof Dialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * A modal dialog a panel owns: title bar with a close button, the body, buttons in the footer. A footer button
 * wrapped in `DialogClose` closes it; the focus then goes back to what opened it.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await openDialog(canvasElement);
    const inDialog = within(dialog);

    await step('its body and footer show; the page behind is out of reach', async () => {
      await expect(inDialog.getByText(HELP)).toBeVisible();
      await expect(inDialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Orders by desk');
      await expect(inDialog.getByRole('button', { name: 'Close dialog' })).toBeVisible();
      await expect(within(canvasElement).queryByRole('button', { name: 'Rename view…' })).toBeNull();
    });

    await step('a field takes what is typed; Save closes it', async () => {
      const name = inDialog.getByRole('textbox', { name: 'Name' });
      await userEvent.clear(name);
      await userEvent.type(name, 'Orders by trader');
      await expect(name).toHaveValue('Orders by trader');
      await userEvent.click(inDialog.getByRole('button', { name: 'Save' }));
      await dialogClosed();
      await expect(save).toHaveBeenCalled();
      await waitFor(() =>
        expect(within(canvasElement).getByRole('button', { name: 'Rename view…' })).toHaveFocus(),
      );
    });
  },
};

/** Escape, the close button and a click outside dismiss it: `onOpenChange` is called with false. */
export const Dismiss: Story = {
  args: { children: 'Text', footer: 'Close' },
  play: async ({ args, canvasElement }) => {
    await openDialog(canvasElement);
    await userEvent.keyboard('{Escape}');
    await dialogClosed();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await dialogClosed();
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
  },
};

/** `dismissible: false`: no close button, Escape does nothing; only its own buttons close it. */
export const NotDismissible: Story = {
  args: { dismissible: false },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).queryByRole('button', { name: 'Close dialog' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Rename view' })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
  },
};

/** A body taller than the window scrolls between the title bar and the footer, which stay in view. */
export const LongBody: Story = {
  args: { children: 'Long text (scrolls)', title: 'About renaming views' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'About renaming views');
    const saveButton = within(dialog).getByRole('button', { name: 'Save' });
    await expect(saveButton.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    const body = within(dialog).getAllByText(LONG)[0]?.closest('.tb-dialog__body') as HTMLElement;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
  },
};

/** `width` in pixels, never wider than the window. */
export const Narrow: Story = {
  args: { width: 320, children: 'Text' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    // It scales up into place.
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(320));
    await userEvent.keyboard('{Escape}');
    await dialogClosed();
  },
};
