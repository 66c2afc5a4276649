/**
 * What the throughput bench asks the server for, and the bytes each answer must be: the bare node:http yardstick
 * sends exactly these, so the bench compares the server's work with sending the same bytes and nothing else.
 */
import { CITIES, CUSTOMERS, searchCustomers } from '../mocks/data/customers';
import { TRADES } from '../mocks/data/trades';
import { CUSTOMER_SEARCH_CACHE } from '../server/routes/customer';

export interface Target {
  /** What the figures call it. */
  label: string;
  /** The paths asked for, in turn (one for a repeated request). */
  paths: readonly [string, ...string[]];
}

const searchPath = (query: string) => `/api/customer?${new URLSearchParams({ query })}`;

/**
 * Queries as typing makes them (each prefix of a company or a city, lower case), twice as many as the server keeps
 * answers for: asked in turn, every one comes after the server has dropped its answer, so each is searched.
 */
function typedQueries(): string[] {
  const prefixes = new Set<string>();
  for (const text of [...CITIES, ...CUSTOMERS.map((c) => c.company)]) {
    for (let end = 1; end <= text.length; end++) prefixes.add(text.slice(0, end).toLowerCase());
  }
  return [...prefixes].slice(0, 2 * CUSTOMER_SEARCH_CACHE.maxEntries);
}

const [firstTyped = 'a', ...moreTyped] = typedQueries();

export const TARGETS = {
  trade: { label: 'authenticated GET /api/trade', paths: ['/api/trade'] },
  search: { label: 'authenticated GET /api/customer?query=a', paths: [searchPath('a')] },
  typing: {
    label: 'customer search, typed queries in turn (each one searched)',
    paths: [searchPath(firstTyped), ...moreTyped.map(searchPath)],
  },
} satisfies Record<string, Target>;

/** Path → the bytes of its answer, as the server must send them. */
export function expectedBodies(): Map<string, Buffer> {
  const json = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8');
  const bodies = new Map<string, Buffer>([['/api/trade', json({ trades: TRADES })]]);
  for (const target of [TARGETS.search, TARGETS.typing]) {
    for (const path of target.paths) {
      const query = new URL(path, 'http://x').searchParams.get('query') ?? '';
      bodies.set(path, json(searchCustomers(query)));
    }
  }
  return bodies;
}
