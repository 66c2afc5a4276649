/** One comparison of the demo: the same view written with element factories and with JSX. */
export interface JsxSample {
  id: 'toolbar' | 'admin' | 'lists';
  label: string;
  /** What to notice, shown under the code. */
  note: string;
  factory: string;
  jsx: string;
}

export const JSX_SAMPLES: readonly JsxSample[] = [
  {
    id: 'toolbar',
    label: 'Panel with a toolbar',
    note:
      'Factories take one config object; `items` become the children. JSX puts the children between the tags ' +
      'and passes elements (icons, toolbars) as props.',
    factory: `import {
  button,
  filler,
  grid,
  icon,
  panel,
  toolbar,
} from './factories';

export const OrdersPanel = ({ model }) =>
  panel({
    title: 'Orders',
    icon: icon({ name: 'list' }),
    tbar: toolbar(
      button({
        text: 'New Order',
        intent: 'primary',
        onClick: () => model.create(),
      }),
      filler(),
      button({
        icon: icon({ name: 'refresh' }),
        title: 'Refresh',
        onClick: () => model.refresh(),
      }),
    ),
    items: [grid({ model: model.gridModel })],
  });
`,
    jsx: `import {
  Button,
  Filler,
  Grid,
  Icon,
  Panel,
  Toolbar,
} from '@toolbox/kit';

export const OrdersPanel = ({ model }: Props) => (
  <Panel
    title="Orders"
    icon={<Icon name="list" />}
    tbar={
      <Toolbar>
        <Button
          text="New Order"
          intent="primary"
          onClick={() => model.create()}
        />
        <Filler />
        <Button
          icon={<Icon name="refresh" />}
          title="Refresh"
          onClick={() => model.refresh()}
        />
      </Toolbar>
    }
  >
    <Grid model={model.gridModel} />
  </Panel>
);
`,
  },
  {
    id: 'admin',
    label: 'Delete for admins only',
    note:
      'The Delete button shows only when the user is an admin. Factories drop an element whose `omit` is true; ' +
      'JSX uses `&&`, which renders nothing when the condition is false. The server still checks the role.',
    factory: `import { button, icon, toolbar } from './factories';

export const UserToolbar = ({ user, model }) =>
  toolbar(
    button({
      text: 'Edit',
      icon: icon({ name: 'edit' }),
      onClick: () => model.edit(),
    }),
    button({
      text: 'Delete',
      icon: icon({ name: 'delete' }),
      intent: 'danger',
      omit: !user.isAdmin,
      onClick: () => model.delete(),
    }),
  );
`,
    jsx: `import { Button, Icon, Toolbar } from '@toolbox/kit';

export const UserToolbar = ({ user, model }: Props) => (
  <Toolbar>
    <Button
      text="Edit"
      icon={<Icon name="edit" />}
      onClick={() => model.edit()}
    />
    {user.isAdmin && (
      <Button
        text="Delete"
        icon={<Icon name="delete" />}
        intent="danger"
        onClick={() => model.delete()}
      />
    )}
  </Toolbar>
);
`,
  },
  {
    id: 'lists',
    label: 'Lists and factories',
    note:
      'Both map data to elements, and both need a `key` per item. A factory is a plain function around ' +
      '`createElement`, which is also what JSX compiles to: the two styles mix freely.',
    factory: `import { createElement, type ComponentType } from 'react';
import { HBox, VBox } from '@toolbox/kit/layout';

/**
 * Config in, element out: \`items\` are the children,
 * and \`omit\` drops the element.
 */
const factory =
  <P>(type: ComponentType<P>) =>
  ({ items, omit, ...props }: P & Config) =>
    omit
      ? null
      : createElement(type, props, ...(items ?? []));

export const vbox = factory(VBox);
export const hbox = factory(HBox);

export const ContactList = ({ contacts }) =>
  vbox({
    gap: 8,
    items: contacts.map((c) =>
      hbox({
        key: c.id,
        gap: 6,
        items: [c.name, c.email],
      }),
    ),
  });
`,
    jsx: `import { HBox, VBox } from '@toolbox/kit/layout';

export const ContactList = ({ contacts }: Props) => (
  <VBox gap={8}>
    {contacts.map((c) => (
      <HBox key={c.id} gap={6}>
        {c.name}
        {c.email}
      </HBox>
    ))}
  </VBox>
);

// Compiled, it is the same call a factory makes:
// jsx(VBox, { gap: 8, children: contacts.map(...) })
`,
  },
];
