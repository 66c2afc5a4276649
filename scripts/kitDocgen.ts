// How the props tables of Storybook's Docs pages are read from the TypeScript types, shared by Storybook
// (.storybook/main.ts) and the kit catalog's coverage test (tests/unit/kitCatalog.test.ts), so that what the test
// checks is what the pages show.
import type { ParserOptions, PropItem } from 'react-docgen-typescript';

/**
 * A prop is documented when it is declared in the project's own sources. Props a component takes from React's
 * HTML attributes (`extends Omit<ButtonHTMLAttributes<…>, 'type'>`) are declared in @types/react and would fill
 * the table with some 250 rows. Through `Omit<>` such a prop has no `parent`, so its declarations are looked at
 * rather than its parent (the filter Storybook uses by default kept them all).
 */
export function isOwnProp(prop: PropItem): boolean {
  const files = [...(prop.declarations ?? []), ...(prop.parent ? [prop.parent] : [])].map((d) => d.fileName);
  return files.length > 0 && files.some((f) => !f.includes('node_modules'));
}

/** The parser's options: union types as lists of their values (the Controls' options), `children` always shown. */
export const KIT_DOCGEN_OPTIONS = {
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  skipChildrenPropWithoutDoc: false,
  savePropValueAsString: true,
  propFilter: isOwnProp,
} satisfies ParserOptions;

/**
 * The files Storybook reads types from: the kit's components and the demos' panels. The program is built from
 * these and what they import, so leaving the tests, the server and the story files out keeps the build quicker.
 */
export const DOCGEN_INCLUDE = ['packages/kit/src/**/*.tsx', 'stories/**/*.tsx'];
export const DOCGEN_EXCLUDE = ['**/*.test.tsx', '**/*.stories.tsx'];
