import { and, eq } from 'drizzle-orm';
import type { Contact, ContactPrefs } from '../../src/api/contacts';
import { CONTACTS, contactSeed, type ContactSeed } from '../../mocks/data/contacts';
import type { Database } from '../db/index';
import { contactPrefs } from '../db/schema';

function withPrefs(seed: ContactSeed, prefs: { isFavorite: boolean; tags: string[] } | undefined): Contact {
  return { ...seed, tags: prefs ? [...prefs.tags] : [...seed.tags], isFavorite: prefs?.isFavorite ?? false };
}

/**
 * The Contact app's directory (sample people) with each user's own favourites and tags from contact_prefs: a
 * user's row for a contact replaces the sample tags; without one the contact is no favourite and keeps them.
 */
export class ContactService {
  constructor(private readonly db: Database) {}

  async contacts(userId: number): Promise<Contact[]> {
    const rows = await this.db.select().from(contactPrefs).where(eq(contactPrefs.userId, userId));
    const byContact = new Map(rows.map((r) => [r.contactId, r]));
    return CONTACTS.map((c) => withPrefs(c, byContact.get(c.id)));
  }

  /** Saves the user's favourite flag and tags of a contact; null for a contact not in the directory. */
  async savePrefs(userId: number, contactId: number, prefs: ContactPrefs): Promise<Contact | null> {
    const seed = contactSeed(contactId);
    if (!seed) return null;
    await this.db
      .insert(contactPrefs)
      .values({ userId, contactId, ...prefs })
      .onConflictDoUpdate({
        target: [contactPrefs.userId, contactPrefs.contactId],
        set: { ...prefs, updatedAt: new Date() },
      });
    const [row] = await this.db
      .select()
      .from(contactPrefs)
      .where(and(eq(contactPrefs.userId, userId), eq(contactPrefs.contactId, contactId)));
    return withPrefs(seed, row);
  }
}
