import { eq } from 'drizzle-orm';
import { SEED_USERS } from '../../mocks/data/users';
import { hashPassword, verifyPassword } from '../auth/password';
import type { Database } from './index';
import { users } from './schema';

/**
 * Seeds the accounts of mocks/data/users.ts. A missing account is created; an existing one keeps its name, roles
 * and picture but takes the configured password, so changing ADMIN_PASSWORD / DEMO_PASSWORD always takes effect
 * (a database first started with the defaults never keeps them once real passwords are set).
 */
export async function seedUsers(db: Database, passwords: Readonly<Record<string, string>>): Promise<void> {
  for (const seed of SEED_USERS) {
    const password = passwords[seed.username];
    if (password === undefined)
      throw new Error(`No password configured for the seeded user ${seed.username}.`);
    const [existing] = await db.select().from(users).where(eq(users.username, seed.username));
    if (!existing) {
      await db
        .insert(users)
        .values({
          username: seed.username,
          displayName: seed.displayName,
          passwordHash: await hashPassword(password),
          roles: [...seed.roles],
          profilePicUrl: seed.profilePicUrl,
        })
        .onConflictDoNothing({ target: users.username });
    } else if (!(await verifyPassword(password, existing.passwordHash))) {
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(users.id, existing.id));
    }
  }
}
