import { COMPANY_TYPES, type Company, type CompanyInput } from '../../src/api/companies';
import { CUSTOMERS } from './customers';
import { seededRandom } from './seededRandom';

export const COMPANY_SEED_COUNT = 50;

/** Who the seeded companies were last updated by, and when (fixed, so the data never drifts). */
export const COMPANY_SEED_USER = 'admin';
export const COMPANY_SEED_TIME = '2025-06-30T12:00:00.000Z';

const NOTES = [
  'Key account: quarterly review with the relationship team.',
  'Pending KYC refresh.',
  'Prefers contact by e-mail.',
  null,
  null,
  'Moved reporting currency to EUR this year.',
  null,
] as const;

const REGIONS = ['Americas', 'EMEA', 'APAC'] as const;

/**
 * `count` seeded companies for the REST Editor (rest/companyRest), named after the sample customers so names are
 * unique: a type, a head count from 12 to about 250,000, mostly active, a small JSON config on most, an earnings
 * date in the year from July 2025, and a note on some. Ids and audit fields are the server's; see COMPANIES.
 */
export function generateCompanies(count = COMPANY_SEED_COUNT, seed = 20250630): Required<CompanyInput>[] {
  const rng = seededRandom(seed);
  return CUSTOMERS.slice(0, count).map((customer) => {
    const day = rng.int(0, 364);
    const earnings = new Date(Date.UTC(2025, 6, 1) + day * 86_400_000).toISOString().slice(0, 10);
    return {
      name: customer.company,
      type: rng.pick(COMPANY_TYPES),
      employees: Math.round(12 + rng.next() ** 3 * 250_000),
      isActive: rng.chance(0.8),
      cfg: rng.chance(0.75)
        ? { region: rng.pick(REGIONS), tier: rng.int(1, 3), autoRenew: rng.chance(0.5) }
        : null,
      earningsDate: earnings,
      note: rng.pick(NOTES),
    };
  });
}

/** The seeded companies as the API answers them: ids from 1, in seed order, with the seed's audit fields. */
export const COMPANIES: readonly Company[] = generateCompanies().map((c, i) => ({
  ...c,
  id: i + 1,
  lastUpdated: COMPANY_SEED_TIME,
  lastUpdatedBy: COMPANY_SEED_USER,
}));
