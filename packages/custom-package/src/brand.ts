import pkg from '../package.json';

/** Who the package brands its components for. */
export const BRAND = {
  name: 'Northwind Analytics',
  tagline: 'Insight, delivered.',
} as const;

/** The package's own name and version, as npm knows them. */
export const PACKAGE_INFO = { name: pkg.name, version: pkg.version } as const;
