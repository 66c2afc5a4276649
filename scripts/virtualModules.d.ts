/** The client-side libraries of the About widget, read from package-lock.json at build (scripts/clientLibraries.ts). */
declare module 'virtual:client-libraries' {
  const libraries: readonly { name: string; version: string }[];
  export default libraries;
}
