import contactListFactory from './jsxSamples/ContactListFactory.ts?raw';
import contactListJsx from './jsxSamples/ContactListJsx.tsx?raw';
import ordersPanelFactory from './jsxSamples/OrdersPanelFactory.ts?raw';
import ordersPanelJsx from './jsxSamples/OrdersPanelJsx.tsx?raw';
import userToolbarFactory from './jsxSamples/UserToolbarFactory.ts?raw';
import userToolbarJsx from './jsxSamples/UserToolbarJsx.tsx?raw';

/** One comparison of the demo: the same view written with element factories and with JSX. */
export interface JsxSample {
  id: 'toolbar' | 'admin' | 'lists';
  label: string;
  /** What to notice, shown under the code. */
  note: string;
  /** The code, as text: the files of ./jsxSamples, which compile (typecheck) against the kit. */
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
    factory: ordersPanelFactory,
    jsx: ordersPanelJsx,
  },
  {
    id: 'admin',
    label: 'Delete for admins only',
    note:
      'The Delete button shows only when the user is an admin. Factories drop an element whose `omit` is true; ' +
      'JSX uses `&&`, which renders nothing when the condition is false. The server still checks the role.',
    factory: userToolbarFactory,
    jsx: userToolbarJsx,
  },
  {
    id: 'lists',
    label: 'Lists and factories',
    note:
      'Both map data to elements, and both need a `key` per item. A factory is a plain function around ' +
      '`createElement`, which is also what JSX compiles to: the two styles mix freely.',
    factory: contactListFactory,
    jsx: contactListJsx,
  },
];
