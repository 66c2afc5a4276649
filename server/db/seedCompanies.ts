import { COMPANY_SEED_TIME, COMPANY_SEED_USER, generateCompanies } from '../../mocks/data/companies';
import type { Database } from './index';
import { companies, seeded } from './schema';

/**
 * Seeds the REST Editor's companies from mocks/data, once per database: the `seeded` table remembers it, so
 * companies users delete (even all of them) stay deleted across restarts.
 */
export async function seedCompanies(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const first = await tx
      .insert(seeded)
      .values({ name: 'companies' })
      .onConflictDoNothing()
      .returning({ name: seeded.name });
    if (first.length === 0) return;
    await tx.insert(companies).values(
      generateCompanies().map((c) => ({
        ...c,
        lastUpdated: new Date(COMPANY_SEED_TIME),
        lastUpdatedBy: COMPANY_SEED_USER,
      })),
    );
  });
}
