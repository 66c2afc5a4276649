import type { Meta, StoryObj } from '@storybook/react-vite';
import { format } from 'date-fns';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../common/expectToast';
import { withPopupHosts } from '../common/withPopupHosts';
import { FormModelPanel } from './FormModelPanel';
import { MANAGER_MESSAGE, REFERENCES_MESSAGE } from './FormModelPanelModel';

const description =
  'A complete employee form driven by one FormModel: labels, defaults and help text per field, and ' +
  'rules from required and ranges to cross-field, conditional and per-row checks on the references ' +
  'list. Errors show once you leave a field, or all at once on Submit; Display Options switch the ' +
  'form to read-only, disabled, inline labels, minimal validation or commit on change.';

const meta = {
  title: 'Forms/FormModel',
  component: FormModelPanel,
  decorators: [withPopupHosts],
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof FormModelPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Walks every rule of the form with its message, submit (invalid and valid), reset and the display options. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Employee' });
    const f = within(form);
    const refs = () => f.getByRole('group', { name: 'References' });
    const button = (name: string) => canvas.getByRole('button', { name });
    const input = (label: string) => f.getByLabelText(label, { selector: 'input, textarea' });
    const error = (text: string) => f.findByText(text, { selector: 'li' });
    const noError = (text: string) =>
      waitFor(() => expect(f.queryByText(text, { selector: 'li' })).toBeNull());
    /** Replaces a text field's value and leaves the field, as a user would. */
    const enter = async (el: HTMLElement, text: string) => {
      await userEvent.clear(el);
      if (text) await userEvent.type(el, text);
      await userEvent.tab();
    };
    const pick = async (label: string, option: string) => {
      await userEvent.click(input(label));
      await userEvent.click(await screen.findByRole('option', { name: option }));
    };
    const today = format(new Date(), 'yyyy-MM-dd');

    await step('starts from the initial values, clean, and reports no errors before any input', async () => {
      await expect(canvas.getByRole('status', { name: 'Form status' })).not.toHaveTextContent('not valid');
      await expect(input('First Name')).toHaveValue('Hoist');
      await expect(input('Last Name')).toHaveValue('Developer');
      await expect(input('Hire Date')).toHaveValue(today);
      await expect(f.getByRole('checkbox', { name: /^Manager/ })).not.toBeChecked();
      await expect(within(refs()).getByText('No references yet.')).toBeVisible();
      await expect(button('Reset')).toBeDisabled();
      await expect(f.getByText('A work address: we send the offer letter here.')).toBeVisible();
      await expect(f.queryAllByRole('listitem')).toHaveLength(0);
    });

    await step('Submit of an invalid form: a danger toast and every error shown', async () => {
      await userEvent.click(button('Submit'));
      await expectToast('Cannot submit your form - 5 fields failed to pass validation.');
      await expect(await error('Email is required.')).toBeVisible();
      await expect(await error('Notes is required.')).toBeVisible();
      await expect(await error('Region is required.')).toBeVisible();
      await expect(await error('Tags is required.')).toBeVisible();
      await expect(await error(REFERENCES_MESSAGE)).toBeVisible();
      await expect(canvas.getByRole('status', { name: 'Form status' })).toHaveTextContent(
        '5 fields not valid',
      );
    });

    await step('first and last name: required, at most 20 characters', async () => {
      await enter(input('First Name'), '');
      await expect(await error('First Name is required.')).toBeVisible();
      await expect(button('Reset')).toBeEnabled();
      await enter(input('First Name'), 'Maximiliana-Josephine');
      await expect(await error('First Name must contain no more than 20 characters.')).toBeVisible();
      await enter(input('First Name'), 'Ada');
      await noError('First Name must contain no more than 20 characters.');
      await enter(input('Last Name'), '');
      await expect(await error('Last Name is required.')).toBeVisible();
      await enter(input('Last Name'), 'Lovelace-Byron-King-Noel');
      await expect(await error('Last Name must contain no more than 20 characters.')).toBeVisible();
      await enter(input('Last Name'), 'Lovelace');
      await noError('Last Name must contain no more than 20 characters.');
    });

    await step('email: a valid address', async () => {
      await enter(input('Email'), 'ada@analytical');
      await expect(await error('Email is not a properly formatted address.')).toBeVisible();
      await enter(input('Email'), 'ada@analytical.engine');
      await noError('Email is not a properly formatted address.');
    });

    await step('notes: 10 to 300 characters', async () => {
      await enter(input('Notes'), 'Too short');
      await expect(await error('Notes must contain at least 10 characters.')).toBeVisible();
      await userEvent.click(input('Notes'));
      await userEvent.paste(' and then far too long. '.repeat(13));
      await userEvent.tab();
      await expect(await error('Notes must contain no more than 300 characters.')).toBeVisible();
      await enter(input('Notes'), 'Wrote the first published algorithm.');
      await noError('Notes must contain no more than 300 characters.');
    });

    await step('years of experience: 0 to 100, and at least 10 for managers', async () => {
      const years = f.getByRole('spinbutton', { name: 'Years Experience' });
      await enter(years, '101');
      await expect(await error('Years Experience must be less than or equal to 100.')).toBeVisible();
      await enter(years, '-1');
      await expect(await error('Years Experience must be greater than or equal to 0.')).toBeVisible();
      await enter(years, '5');
      await noError('Years Experience must be greater than or equal to 0.');
      await userEvent.click(f.getByRole('checkbox', { name: /^Manager/ }));
      await expect(await error(MANAGER_MESSAGE)).toBeVisible();
      await enter(years, '');
      await expect(await error('Years Experience is required.')).toBeVisible();
      await enter(years, '12');
      await noError('Years Experience is required.');
      await noError(MANAGER_MESSAGE);
    });

    await step('hire date: required, not in the future', async () => {
      await enter(input('Hire Date'), '');
      await expect(await error('Hire Date is required.')).toBeVisible();
      await enter(input('Hire Date'), '2999-01-01');
      await expect(await error('Hire Date must be on or before today.')).toBeVisible();
      await enter(input('Hire Date'), '2020-03-02');
      await noError('Hire Date must be on or before today.');
    });

    await step('end date after hire date; reason for leaving only with an end date', async () => {
      const reason = input('Reason For Leaving');
      await expect(reason).toBeDisabled();
      await enter(input('End Date'), '2019-12-31');
      await expect(await error('End Date must be after start date.')).toBeVisible();
      await enter(input('Hire Date'), '2019-06-01');
      await noError('End Date must be after start date.');
      await enter(input('Hire Date'), '2020-03-02');
      await expect(await error('End Date must be after start date.')).toBeVisible();
      await enter(input('End Date'), '2024-05-31');
      await noError('End Date must be after start date.');
      await waitFor(() => expect(input('Reason For Leaving')).toBeEnabled());
      await pick('Reason For Leaving', 'Retirement');
      await expect(f.getByText('Retirement')).toBeVisible();
      await userEvent.click(f.getByRole('button', { name: 'Clear End Date' }));
      await waitFor(() => expect(input('Reason For Leaving')).toBeDisabled());
      await expect(f.queryByText('Retirement')).toBeNull();
    });

    await step('region: picked from the options', async () => {
      await pick('Region', 'London');
      await noError('Region is required.');
    });

    await step("tags: required, none with '/', '.', '\\' or 'tag'", async () => {
      const tags = input('Tags');
      for (const [tag, bad] of [
        ['a/b', '/'],
        ['v1.2', '.'],
        ['c:\\temp', '\\'],
        ['hashtag', 'tag'],
      ]) {
        await userEvent.type(tags, `${tag}{Enter}`);
        await userEvent.tab();
        await expect(await error(`Tags must not include "${bad}".`)).toBeVisible();
        await userEvent.click(f.getByRole('button', { name: `Remove ${tag}` }));
      }
      await userEvent.type(tags, 'engineer');
      await userEvent.click(await screen.findByRole('option', { name: 'engineering' }));
      await userEvent.type(tags, 'quantum{Enter}');
      await userEvent.tab();
      await noError('Tags is required.');
      await noError('Tags must not include "tag".');
    });

    await step('references: at least one, each with a name and a valid e-mail', async () => {
      await userEvent.click(within(refs()).getByRole('button', { name: 'Add Reference' }));
      await noError(REFERENCES_MESSAGE);
      const row = within(within(refs()).getByRole('group', { name: 'References 1' }));
      await expect(row.getByText('Professional Contact')).toBeVisible();
      await enter(row.getByLabelText('Name', { selector: 'input' }), '');
      await expect(await row.findByText('Name is required.')).toBeVisible();
      await enter(row.getByLabelText('Email', { selector: 'input' }), 'babbage');
      await expect(await row.findByText('Email is not a properly formatted address.')).toBeVisible();
      await enter(row.getByLabelText('Name', { selector: 'input' }), 'Charles Babbage');
      await enter(row.getByLabelText('Email', { selector: 'input' }), 'charles@difference.engine');
      await waitFor(() => expect(row.queryAllByRole('listitem')).toHaveLength(0));
      await userEvent.click(within(refs()).getByRole('button', { name: 'Add Reference' }));
      await userEvent.click(within(refs()).getByRole('button', { name: 'Remove reference 2' }));
      await expect(within(refs()).queryByRole('group', { name: 'References 2' })).toBeNull();
    });

    await step('Submit of a valid form: an alert with the data, then a reset', async () => {
      await waitFor(() =>
        expect(canvas.getByRole('status', { name: 'Form status' })).toHaveTextContent('All fields valid'),
      );
      await userEvent.click(button('Submit'));
      const dialog = await screen.findByRole('dialog', { name: 'Submitted' });
      const data = within(dialog).getByLabelText('Submitted data');
      await expect(data).toHaveTextContent('"firstName": "Ada"');
      await expect(data).toHaveTextContent('"tags": [ "engineering", "quantum" ]');
      await expect(data).toHaveTextContent('"reasonForLeaving": null');
      await expect(data).toHaveTextContent('"name": "Charles Babbage"');
      await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Submitted' })).toBeNull());
      await expect(input('First Name')).toHaveValue('Hoist');
      await expect(button('Reset')).toBeDisabled();
      await expect(f.queryAllByRole('listitem')).toHaveLength(0);
    });

    await step('Reset returns to the initial values', async () => {
      await enter(input('First Name'), 'Grace');
      await expect(button('Reset')).toBeEnabled();
      await userEvent.click(button('Reset'));
      await expect(input('First Name')).toHaveValue('Hoist');
      await expect(button('Reset')).toBeDisabled();
    });

    await step('commit on change: values commit as they are typed', async () => {
      await userEvent.click(canvas.getByRole('switch', { name: 'Commit on change' }));
      await userEvent.type(input('First Name'), 'x');
      await expect(button('Reset')).toBeEnabled();
      await userEvent.click(button('Reset'));
      await userEvent.click(canvas.getByRole('switch', { name: 'Commit on change' }));
    });

    await step('read-only: values as text, N/A when empty, no adding or removing references', async () => {
      await userEvent.click(canvas.getByRole('switch', { name: 'Read-only' }));
      await expect(f.queryByRole('textbox')).toBeNull();
      await expect(f.getByRole('group', { name: 'First Name' })).toHaveTextContent('Hoist');
      await expect(f.getByRole('group', { name: 'Email' })).toHaveTextContent('N/A');
      await expect(f.getByRole('group', { name: 'Manager' })).toHaveTextContent('No');
      await expect(within(refs()).getByRole('button', { name: 'Add Reference' })).toBeDisabled();
      await userEvent.click(canvas.getByRole('switch', { name: 'Read-only' }));
    });

    await step('disabled: every input and the reference buttons disabled', async () => {
      await userEvent.click(canvas.getByRole('switch', { name: 'Disabled' }));
      await expect(input('First Name')).toBeDisabled();
      await expect(input('Notes')).toBeDisabled();
      await expect(f.getByRole('checkbox', { name: /^Manager/ })).toBeDisabled();
      await expect(within(refs()).getByRole('button', { name: 'Add Reference' })).toBeDisabled();
      await userEvent.click(canvas.getByRole('switch', { name: 'Disabled' }));
      await expect(input('First Name')).toBeEnabled();
    });

    await step(
      'inline labels sit beside their inputs; minimal validation keeps errors to a tooltip',
      async () => {
        await userEvent.click(canvas.getByRole('switch', { name: 'Inline labels' }));
        const label = f.getByText('First Name', { selector: 'label' });
        const top = (el: Element) => el.getBoundingClientRect().top;
        await waitFor(() => expect(Math.abs(top(label) - top(input('First Name')))).toBeLessThan(12));
        await userEvent.click(canvas.getByRole('switch', { name: 'Minimal validation' }));
        await enter(input('First Name'), '');
        await waitFor(() => expect(input('First Name')).toHaveAttribute('aria-invalid', 'true'));
        await expect(f.queryByText('First Name is required.', { selector: 'li' })).toBeNull();
        await expect(input('First Name').closest('[title]')).toHaveAttribute(
          'title',
          'First Name is required.',
        );
      },
    );
  },
};
