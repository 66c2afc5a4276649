import { http, HttpResponse } from 'msw';
import { apiError, parseReadable } from '../../src/api/errors';
import {
  CONTACT_API,
  ContactIdParamSchema,
  contactNotFoundMessage,
  ContactPrefsSchema,
  type Contact,
  type ContactPrefs,
} from '../../src/api/contacts';
import { CONTACTS, contactSeed } from '../data/contacts';
import { parseJsonBody } from './jsonBody';
import { apiUrl } from './url';

/** The mocked user's (demo's) favourites and tags, by contact, as the server's contact_prefs keeps them. */
let prefs = new Map<number, ContactPrefs>();

/** Forgets the mocked user's favourites and tags (stories call it so each starts alike). */
export function resetContactsMock(): void {
  prefs = new Map();
}

function contactOf(id: number): Contact | null {
  const seed = contactSeed(id);
  if (!seed) return null;
  const own = prefs.get(id);
  return { ...seed, tags: [...(own?.tags ?? seed.tags)], isFavorite: own?.isFavorite ?? false };
}

/** The Contact app's calls as the server answers them for the signed-in (demo) user, kept in memory. */
export const contactHandlers = [
  http.get(apiUrl(CONTACT_API.contacts), () =>
    HttpResponse.json<Contact[]>(CONTACTS.map((c) => contactOf(c.id) as Contact)),
  ),
  http.put(apiUrl(CONTACT_API.prefs), async ({ request, params }) => {
    const id = parseReadable(ContactIdParamSchema, params);
    if (!id.success) return HttpResponse.json(apiError(404, contactNotFoundMessage()), { status: 404 });
    const body = await parseJsonBody(request, ContactPrefsSchema);
    if (body.error) return body.error;
    if (!contactSeed(id.data.id)) {
      return HttpResponse.json(apiError(404, contactNotFoundMessage(id.data.id)), { status: 404 });
    }
    prefs.set(id.data.id, body.data);
    return HttpResponse.json<Contact>(contactOf(id.data.id) as Contact);
  }),
];
