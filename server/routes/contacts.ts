import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_MESSAGES, parseReadable } from '../../src/api/errors';
import {
  CONTACT_API,
  ContactIdParamSchema,
  ContactListSchema,
  contactNotFoundMessage,
  ContactPrefsSchema,
  ContactSchema,
  type Contact,
} from '../../src/api/contacts';
import { HttpError } from '../errors';
import { responseSchema } from '../responseSchema';
import { ContactService } from '../services/contacts';

function userIdOf(request: FastifyRequest): number {
  if (!request.user) throw new HttpError(401, API_MESSAGES.notLoggedIn);
  return request.user.userId;
}

/** The Contact app's calls: the directory with the caller's favourites and tags, and saving them per contact. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const service = new ContactService(app.db);
  const config = { access: 'user' } as const;

  app.get(
    CONTACT_API.contacts,
    { config, schema: { response: { 200: responseSchema(ContactListSchema) } } },
    async (request): Promise<Contact[]> => service.contacts(userIdOf(request)),
  );

  app.put(
    CONTACT_API.prefs,
    { config, schema: { response: { 200: responseSchema(ContactSchema) } } },
    async (request): Promise<Contact> => {
      const userId = userIdOf(request);
      const params = parseReadable(ContactIdParamSchema, request.params);
      if (!params.success) throw new HttpError(404, contactNotFoundMessage());
      const body = parseReadable(ContactPrefsSchema, request.body);
      if (!body.success) throw new HttpError(400, body.message);
      const contact = await service.savePrefs(userId, params.data.id, body.data);
      if (!contact) throw new HttpError(404, contactNotFoundMessage(params.data.id));
      return contact;
    },
  );
}
