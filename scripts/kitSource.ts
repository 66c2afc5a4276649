import { defaultClientConditions } from 'vite';

/**
 * In this repository the kit is used from its sources: `@toolbox/kit`'s exports name them under the `source`
 * condition, and its built files (what `npm pack` ships) under the default ones.
 */
export const KIT_SOURCE_CONDITIONS = ['source', ...defaultClientConditions];
