/** The client-side libraries of the About widget, read from package-lock.json at build (scripts/clientLibraries.ts). */
declare module 'virtual:client-libraries' {
  const libraries: readonly { name: string; version: string }[];
  export default libraries;
}

/** Every `--tb-*` variable of the kit's stylesheets, by mode, read at build (scripts/kitTokens.ts; Storybook only). */
declare module 'virtual:kit-tokens' {
  // An ambient module may not import by a relative path, so the type is named where it is used.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const sheet: import('./kitTokens').TokenSheet;
  export default sheet;
}

/** Each Kit page's title to the titles of the demos using its component (scripts/kitUsage.ts; Storybook only). */
declare module 'virtual:kit-usage' {
  const usage: Record<string, string[]>;
  export default usage;
}

/** The models the kit exports, their config and public members, read at build (scripts/kitModels.ts; Storybook only). */
declare module 'virtual:kit-models' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const models: readonly import('./kitModels').KitModel[];
  export default models;
}
