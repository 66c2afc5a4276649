import type { Customer } from '../../src/api/samples';
import { CustomerSearchIndex, normaliseCustomerQuery } from './customerSearchIndex';
import { seededRandom } from './seededRandom';

const NAME_STEMS = [
  'Acme',
  'Apex',
  'Argent',
  'Aurora',
  'Bastion',
  'Beacon',
  'Birch',
  'Blue Harbor',
  'Bolt',
  'Brightwater',
  'Cascade',
  'Cedar',
  'Cobalt',
  'Crescent',
  'Crown',
  'Delta',
  'Ember',
  'Evergreen',
  'Falcon',
  'Fjord',
  'Galaxy',
  'Granite',
  'Harbor',
  'Helix',
  'Horizon',
  'Ironwood',
  'Juniper',
  'Keystone',
  'Lakeside',
  'Lumen',
  'Maple',
  'Meridian',
  'Monarch',
  'Nimbus',
  'Northwind',
  'Oakridge',
  'Orbit',
  'Pinnacle',
  'Quartz',
  'Redwood',
  'Sable',
  'Silverline',
  'Summit',
  'Tidewater',
  'Titan',
  'Trident',
  'Vanguard',
  'Vertex',
  'Willow',
  'Zenith',
] as const;

const NAME_SUFFIXES = [
  'Analytics',
  'Bancorp',
  'Biotech',
  'Capital',
  'Consulting',
  'Corp',
  'Dynamics',
  'Energy',
  'Foods',
  'Group',
  'Holdings',
  'Industries',
  'Labs',
  'Logistics',
  'Media',
  'Partners',
  'Retail',
  'Systems',
  'Technologies',
  'Ventures',
] as const;

/** Cities of the sample data (customers, and the trades made with them). */
export const CITIES = [
  'Amsterdam',
  'Boston',
  'Chicago',
  'Dallas',
  'Frankfurt',
  'Hong Kong',
  'London',
  'Los Angeles',
  'Montreal',
  'New York',
  'Paris',
  'San Francisco',
  'Seattle',
  'Singapore',
  'Stockholm',
  'Sydney',
  'Tokyo',
  'Toronto',
  'Zurich',
] as const;

export const CUSTOMER_COUNT = 1000;

function generateCustomers(count: number, seed: number): Customer[] {
  const rng = seededRandom(seed);
  // Every stem/suffix pair once, in a seeded order: names are unique and look like real firms.
  const names = NAME_STEMS.flatMap((stem) => NAME_SUFFIXES.map((suffix) => `${stem} ${suffix}`));
  for (let i = names.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [names[i], names[j]] = [names[j] as string, names[i] as string];
  }
  return Array.from({ length: Math.min(count, names.length) }, (_, i) => ({
    id: i + 1,
    company: names[i] as string,
    city: rng.pick(CITIES),
    isActive: rng.chance(0.7),
  }));
}

/** The 1,000 sample customers (GET customer), the same on every run. */
export const CUSTOMERS: readonly Customer[] = generateCustomers(CUSTOMER_COUNT, 20240611);

/** Most customers an async search answers. */
export const CUSTOMER_SEARCH_LIMIT = 20;

let index: CustomerSearchIndex | undefined;

/** The search index over CUSTOMERS, built on the first search (the mocks load this module in the browser too). */
export function customerSearchIndex(): CustomerSearchIndex {
  index ??= new CustomerSearchIndex(CUSTOMERS);
  return index;
}

/**
 * The async customer search: customers whose company or city contains the query (any case), companies starting
 * with it first, then by company name; at most CUSTOMER_SEARCH_LIMIT. A blank query finds nothing.
 */
export function searchCustomers(query: string, limit = CUSTOMER_SEARCH_LIMIT): Customer[] {
  return customerSearchIndex().search(normaliseCustomerQuery(query), limit);
}
