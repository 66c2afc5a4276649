import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_API, ContactListSchema, contactPrefsPath, ContactSchema } from '../../src/api/contacts';
import { ApiErrorSchema } from '../../src/api/schemas';
import { askServer, expectSameContract, startBoth, stopBoth } from './harness';

beforeAll(startBoth);
afterAll(stopBoth);

describe('Contact contract: MSW handlers and server agree', () => {
  it('GET contacts answers the directory of 100 people, no favourites yet', async () => {
    const { mock, server } = await expectSameContract(
      { url: CONTACT_API.contacts, session: true },
      200,
      ContactListSchema,
    );
    expect(server).toHaveLength(100);
    expect(mock).toEqual(server);
    expect(server.some((c) => c.isFavorite)).toBe(false);
    expect(new Set(server.map((c) => c.location)).size).toBeGreaterThan(3);
    expect(new Set(server.map((c) => c.department)).size).toBeGreaterThan(4);
  });

  it('PUT contacts/:id/prefs saves the favourite flag and the tags (trimmed)', async () => {
    const { mock, server } = await expectSameContract(
      {
        method: 'PUT',
        url: contactPrefsPath(7),
        session: true,
        body: { isFavorite: true, tags: [' Mentor', 'Book club '] },
      },
      200,
      ContactSchema,
    );
    expect(server).toMatchObject({ id: 7, isFavorite: true, tags: ['Mentor', 'Book club'] });
    expect(mock).toEqual(server);
    const { server: list } = await expectSameContract(
      { url: CONTACT_API.contacts, session: true },
      200,
      ContactListSchema,
    );
    expect(list.find((c) => c.id === 7)).toMatchObject({ isFavorite: true, tags: ['Mentor', 'Book club'] });
  });

  it.each([
    [{ isFavorite: true }, 'Tags is required.'],
    [{ tags: [] }, 'IsFavorite is required.'],
    [{ isFavorite: 'yes', tags: [] }, 'IsFavorite must be true or false.'],
    [{ isFavorite: false, tags: ['  '] }, 'A tag must not be blank.'],
    [{ isFavorite: false, tags: ['x'.repeat(31)] }, 'A tag must be at most 30 characters.'],
    [{ isFavorite: false, tags: ['Chess', 'chess'] }, 'Tags must not repeat.'],
    [
      { isFavorite: false, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      'A contact may have at most 10 tags.',
    ],
    [{ isFavorite: false, tags: [], owner: 'admin' }, 'Unknown field: owner.'],
  ])('PUT contacts/:id/prefs answers the same 400 for %j', async (body, message) => {
    const { mock, server } = await expectSameContract(
      { method: 'PUT', url: contactPrefsPath(3), session: true, body },
      400,
      ApiErrorSchema,
    );
    expect(mock).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(server).toEqual(mock);
  });

  it.each([
    [contactPrefsPath(999), 'Contact 999 not found.'],
    [`${CONTACT_API.contacts}/abc/prefs`, 'Contact not found.'],
  ])('PUT %s answers 404', async (url, message) => {
    const { mock, server } = await expectSameContract(
      { method: 'PUT', url, session: true, body: { isFavorite: true, tags: [] } },
      404,
      ApiErrorSchema,
    );
    expect(mock.message).toBe(message);
    expect(server).toEqual(mock);
  });

  it('the server needs a session', async () => {
    expect((await askServer({ url: CONTACT_API.contacts })).status).toBe(401);
    expect(
      (await askServer({ method: 'PUT', url: contactPrefsPath(1), body: { isFavorite: true, tags: [] } }))
        .status,
    ).toBe(401);
  });
});
