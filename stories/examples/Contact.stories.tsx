import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CONTACTS } from '../../mocks/data/contacts';
import { handlers } from '../../mocks/handlers';
import { resetContactsMock } from '../../mocks/handlers/contacts';
import { CONTACT_VIEW_KEY } from '../../src/examples/contact/ContactModel';
import { ContactApp } from '../../src/examples/contact/ContactApp';
import { remountDemo, withRemount } from '../common/Remountable';
import { textLines } from '../common/textLines';
import { withExampleAppFrame } from './exampleAppFrame';

const description =
  'A whole app built on the kit, served at /contact: a directory of about 100 people. Search, filter by ' +
  'location, department and tags, and switch between a grid and cards; the selected person shows on the right. ' +
  'Favourites (the star) and tags are yours: they are saved for you on the server, so they are still there ' +
  'after you sign out, sign in again or the server restarts.';

const meta = {
  title: 'Examples/Contact',
  component: ContactApp,
  decorators: [withExampleAppFrame, withRemount],
  // Each run starts from the directory as a new user sees it, in the grid.
  beforeEach: () => {
    resetContactsMock();
    localStorage.removeItem(CONTACT_VIEW_KEY);
  },
  parameters: {
    docs: { description: { component: description } },
    msw: { handlers },
  },
} satisfies Meta<typeof ContactApp>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The toolbar of the search and the filters (the details' tags are another select named Tags). */
const filters = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('toolbar', { name: 'Search and filters' }));

/** Picks options of a multi-select of the toolbar. */
async function choose(canvasElement: HTMLElement, select: string, ...options: string[]): Promise<void> {
  for (const option of options) {
    await userEvent.click(filters(canvasElement).getByRole('combobox', { name: select }));
    await userEvent.click(await screen.findByRole('option', { name: option }));
  }
  await userEvent.keyboard('{Escape}');
}

/** Search, filters, favourite and tags saved for the user, cards view kept, details of the selection. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const grid = () => canvas.getByRole('grid', { name: 'Contacts' });
    const details = () => canvas.getByRole('region', { name: 'Details' });
    const count = () => canvas.getByText(/\d+ contacts?$/);
    /** Finds a person by the search and selects their row; the search is cleared again. */
    const showPerson = async (name: string) => {
      const search = canvas.getByPlaceholderText('Search people...');
      await userEvent.clear(search);
      await userEvent.type(search, name);
      await waitFor(() => expect(count()).toHaveTextContent(/^1 contact$/));
      const cell = await waitFor(() => {
        const found = grid().querySelector<HTMLElement>('.ag-row [col-id="name"]');
        expect(found).toHaveTextContent(name);
        return found as HTMLElement;
      });
      await userEvent.click(cell);
      await waitFor(() =>
        expect(within(details()).getByRole('heading', { level: 3 })).toHaveTextContent(name),
      );
      await userEvent.clear(search);
      await waitFor(() => expect(count()).toHaveTextContent('100 contacts'));
    };
    const londoners = CONTACTS.filter((c) => c.location === 'London');

    await step('the directory of 100 people, the first selected in the details', async () => {
      await waitFor(() => expect(count()).toHaveTextContent('100 contacts'), { timeout: 10_000 });
      await waitFor(() => expect(within(details()).getByRole('heading', { level: 3 })).toBeVisible());
    });

    await step('search and filters narrow the directory', async () => {
      const search = canvas.getByPlaceholderText('Search people...');
      const someone = CONTACTS[40];
      if (!someone) throw new Error('no contacts');
      await userEvent.type(search, someone.name);
      await waitFor(() => expect(count()).toHaveTextContent(/^1 contact$/));
      await userEvent.clear(search);
      await waitFor(() => expect(count()).toHaveTextContent('100 contacts'));
      await choose(canvasElement, 'Filter by location', 'London');
      await waitFor(() => expect(count()).toHaveTextContent(`${londoners.length} contacts`));
      const mentorsInLondon = londoners.filter((c) => c.tags.includes('Mentor'));
      await choose(canvasElement, 'Filter by tags', 'Mentor');
      await waitFor(() =>
        expect(count()).toHaveTextContent(
          `${mentorsInLondon.length} ${mentorsInLondon.length === 1 ? 'contact' : 'contacts'}`,
        ),
      );
      await userEvent.click(filters(canvasElement).getByRole('button', { name: /Remove Mentor/ }));
      await userEvent.click(filters(canvasElement).getByRole('button', { name: /Remove London/ }));
      await waitFor(() => expect(count()).toHaveTextContent('100 contacts'));
    });

    await step('in a narrow details panel an address wraps only before its @ and its dots', async () => {
      const longest = [...CONTACTS].sort((a, b) => b.email.length - a.email.length)[0];
      if (!longest) throw new Error('no contacts');
      await showPerson(longest.name);
      const link = within(details()).getByRole('link', { name: longest.email });
      const field = link.closest('dd') as HTMLElement;
      // As narrow as a field gets beside its label at the panel's smallest width.
      field.style.width = '140px';
      try {
        await waitFor(() => expect(textLines(link).length).toBeGreaterThan(1));
        const lines = textLines(link);
        await expect(lines.join('')).toBe(longest.email);
        for (const line of lines.slice(1)) await expect(line).toMatch(/^[@.]/);
      } finally {
        field.style.width = '';
      }
    });

    await step('a favourite and a new tag are saved for the user, and kept after a reload', async () => {
      const person = CONTACTS[17];
      if (!person) throw new Error('no contacts');
      await showPerson(person.name);
      await userEvent.click(within(details()).getByRole('button', { name: `Favorite: ${person.name}` }));
      await waitFor(() =>
        expect(within(details()).getByRole('button', { name: `Favorite: ${person.name}` })).toHaveAttribute(
          'aria-pressed',
          'true',
        ),
      );
      const tags = within(details()).getByRole('combobox');
      await userEvent.type(tags, 'Hackathon{Enter}');
      await waitFor(() => expect(within(details()).getByText('Hackathon')).toBeVisible());
      await remountDemo(canvasElement);
      await waitFor(() => expect(count()).toHaveTextContent('100 contacts'), { timeout: 10_000 });
      await showPerson(person.name);
      await waitFor(() =>
        expect(within(details()).getByRole('button', { name: `Favorite: ${person.name}` })).toHaveAttribute(
          'aria-pressed',
          'true',
        ),
      );
      await expect(within(details()).getByText('Hackathon')).toBeVisible();
      await choose(canvasElement, 'Filter by tags', 'Hackathon');
      await waitFor(() => expect(count()).toHaveTextContent(/^1 contact$/));
      await userEvent.click(filters(canvasElement).getByRole('button', { name: /Remove Hackathon/ }));
    });

    await step('the cards view shows the same people, and is kept for the next visit', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Cards' }));
      const cards = await canvas.findByRole('grid', { name: 'Contacts' });
      await waitFor(() => expect(cards.querySelectorAll('.tb-contact-card').length).toBeGreaterThan(3));
      await remountDemo(canvasElement);
      await waitFor(
        () =>
          expect(
            canvas.getByRole('grid', { name: 'Contacts' }).querySelectorAll('.tb-contact-card').length,
          ).toBeGreaterThan(3),
        { timeout: 10_000 },
      );
      await userEvent.click(canvas.getByRole('radio', { name: 'Grid' }));
    });
  },
};
