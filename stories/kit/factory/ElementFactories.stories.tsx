import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { addedContact, ElementFactoriesDemo } from './ElementFactoriesDemo';

const description = `Element factories make React elements with plain function calls, an alternative to JSX that
mixes freely with it. A factory takes one config object (the component's props, with \`items\` for its children,
\`key\`, and \`omit\`, which makes no element) or the children alone:

\`\`\`ts
import { button, filler, hbox, panel, toolbar } from '@toolbox/kit/factory';

panel({
  title: 'Contacts',
  tbar: toolbar(button({ text: 'Add' }), filler(), button({ text: 'Delete', omit: !isAdmin })),
  items: [hbox(strong('Ada Lovelace'), span('ada@example.com'))],
});
\`\`\`

The kit has factories of the DOM's common elements (\`div\`, \`span\`, \`p\`, \`a\`, \`h1\`…\`h4\`, \`ul\`, \`li\`,
\`table\`…), of its layout boxes (\`box\`, \`hbox\`, \`vbox\`, \`tabContainer\`), panels (\`panel\`, \`toolbar\`,
\`filler\`, \`splitPanel\`, \`placeholder\`), buttons, inputs (\`textInput\`, \`select\`, \`checkbox\`, …), forms
(\`form\`, \`formField\`) and grids (\`grid\`, \`dataView\`), from \`@toolbox/kit\` or \`@toolbox/kit/factory\`.
\`elementFactory(MyComponent)\` makes one for any component. They are typed from the component's props: an
unknown prop, a wrong value or a missing required prop is a type error. This view is written with factories
only; the controls change its title, its contacts, whether the user is an admin (the Delete button is
\`omit: !isAdmin\`) and the gap between the contacts.`;

const meta = {
  title: 'Kit/Factory/Element Factories',
  component: ElementFactoriesDemo,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: description } }, kit: { subject: 'element factories' } },
  args: {
    title: 'Contacts',
    contacts: [
      { id: 1, name: 'Ada Lovelace', email: 'ada@example.com' },
      { id: 2, name: 'Grace Hopper', email: 'grace@example.com' },
    ],
    isAdmin: false,
    gap: 8,
  },
  argTypes: {
    title: { control: 'text' },
    contacts: { control: 'object' },
    isAdmin: { control: 'boolean' },
    gap: { control: { type: 'range', min: 0, max: 32, step: 2 } },
  },
} satisfies Meta<typeof ElementFactoriesDemo>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The panel, toolbar and list that the factories made, and the Delete button left out for a non-admin. */
export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('region', { name: args.title });
    const list = within(panel).getByRole('list', { name: 'Contacts' });
    const items = () => within(list).getAllByRole('listitem');

    await step('a panel titled from its config, listing the contacts mapped to factory calls', async () => {
      await expect(within(panel).getByRole('heading', { name: args.title })).toBeVisible();
      await expect(items().map((item) => item.textContent)).toEqual(
        args.contacts.map((c) => c.name + c.email),
      );
      await expect(list).toHaveStyle({ gap: `${args.gap}px` });
    });

    await step('omit: the Delete button is there for an admin only', async () => {
      await expect(within(panel).getByRole('button', { name: 'Add' })).toBeVisible();
      const deleteButton = within(panel).queryByRole('button', { name: 'Delete' });
      if (args.isAdmin) await expect(deleteButton).toBeVisible();
      else await expect(deleteButton).toBeNull();
    });

    await step('the factories re-render with state like JSX: Add appends a contact', async () => {
      const next = addedContact(args.contacts.length + 1);
      await userEvent.click(within(panel).getByRole('button', { name: 'Add' }));
      await expect(items()).toHaveLength(args.contacts.length + 1);
      await expect(items().at(-1)).toHaveTextContent(next.name + next.email);
    });
  },
};
