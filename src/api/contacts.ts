import { z } from 'zod';
import { fetchJson } from './fetchJson';
import { requestString } from './schemas';

/**
 * The contract of the Contact example app (/contact): a directory of about 100 people, with each user's own
 * favourites and tags kept on the server (the contact_prefs table) across logout, login and restart.
 */
export const CONTACT_API = {
  /** GET the directory, with the caller's favourites and tags. */
  contacts: '/api/examples/contacts',
  /** PUT the caller's favourite flag and tags of a contact: followed by `/:id/prefs`. */
  prefs: '/api/examples/contacts/:id/prefs',
} as const;

export const contactPrefsPath = (id: number): string => `${CONTACT_API.contacts}/${id}/prefs`;

/** A person of the directory as the caller sees them: their favourite flag and tags are the caller's own. */
export const ContactSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  title: z.string(),
  department: z.string(),
  location: z.string(),
  email: z.string(),
  phone: z.string(),
  tags: z.array(z.string()),
  isFavorite: z.boolean(),
});
export type Contact = z.infer<typeof ContactSchema>;
export const ContactListSchema = z.array(ContactSchema);

export const MAX_CONTACT_TAGS = 10;
export const MAX_TAG_LENGTH = 30;

/** Body of PUT contacts/:id/prefs: the caller's favourite flag and tags for the contact. */
export const ContactPrefsSchema = z
  .object({
    isFavorite: z.boolean({
      error: (issue) =>
        issue.input === undefined ? 'IsFavorite is required.' : 'IsFavorite must be true or false.',
    }),
    tags: z
      .array(
        requestString({ error: 'Each tag must be text.' })
          .trim()
          .min(1, 'A tag must not be blank.')
          .max(MAX_TAG_LENGTH, `A tag must be at most ${MAX_TAG_LENGTH} characters.`),
        {
          error: (issue) =>
            issue.input === undefined ? 'Tags is required.' : 'Tags must be a list of tags.',
        },
      )
      .max(MAX_CONTACT_TAGS, `A contact may have at most ${MAX_CONTACT_TAGS} tags.`)
      .refine(
        (tags) => new Set(tags.map((t) => t.toLowerCase())).size === tags.length,
        'Tags must not repeat.',
      ),
  })
  .strict();
export type ContactPrefs = z.infer<typeof ContactPrefsSchema>;

/** The `:id` of contacts/:id/prefs: a positive whole number. */
export const ContactIdParamSchema = z.object({
  id: requestString()
    .regex(/^[1-9]\d{0,9}$/, 'Contact id must be a positive whole number.')
    .transform(Number),
});

export function contactNotFoundMessage(id?: number): string {
  return id === undefined ? 'Contact not found.' : `Contact ${id} not found.`;
}

/** The Contact app's typed client. */
export const contactApi = {
  contacts: (signal?: AbortSignal): Promise<Contact[]> =>
    fetchJson(CONTACT_API.contacts, { schema: ContactListSchema, signal }),
  savePrefs: (id: number, body: ContactPrefs): Promise<Contact> =>
    fetchJson(contactPrefsPath(id), { method: 'PUT', body, schema: ContactSchema }),
};
