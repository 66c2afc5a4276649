import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/api/routes';
import {
  ApiErrorSchema,
  IdentitySchema,
  LoginResponseSchema,
  OkSchema,
  SessionResponseSchema,
} from '../../src/api/schemas';
import { askServer, expectSameContract, startBoth, stopBoth } from './harness';

beforeAll(startBoth);
afterAll(stopBoth);

describe('auth contract: MSW handlers and server agree', () => {
  it('POST login with good credentials answers the same identity', async () => {
    for (const username of ['demo', 'admin']) {
      const { mock, server } = await expectSameContract(
        { method: 'POST', url: API.login, body: { username, password: username } },
        200,
        LoginResponseSchema,
      );
      expect(mock).toEqual(server);
      expect(server.identity.username).toBe(username);
    }
  });

  it('POST login with a wrong password answers the same 401', async () => {
    const { mock, server } = await expectSameContract(
      { method: 'POST', url: API.login, body: { username: 'demo', password: 'nope' } },
      401,
      ApiErrorSchema,
    );
    expect(mock).toEqual(server);
    expect(server).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Invalid username or password.',
    });
  });

  it.each([
    ['a missing password', { username: 'demo' }],
    ['empty fields', { username: ' ', password: '' }],
    ['wrong types', { username: 1, password: true }],
    ['not an object', [1, 2]],
    ['invalid JSON', '{"username":'],
    ['a NUL character in the username', { username: 'de\u0000mo', password: 'demo' }],
  ])('POST login with %s answers the same 400', async (_name, body) => {
    const { mock, server } = await expectSameContract(
      { method: 'POST', url: API.login, body },
      400,
      ApiErrorSchema,
    );
    expect(mock).toEqual(server);
    expect(server.error).toBe('Bad Request');
    expect(server.message).toMatch(/\.$/);
  });

  it('GET identity answers the demo user', async () => {
    const { mock, server } = await expectSameContract(
      { url: API.identity, session: true },
      200,
      IdentitySchema,
    );
    expect(mock).toEqual(server);
    expect(server).toEqual({
      username: 'demo',
      displayName: 'Demo User',
      roles: ['user'],
      profilePicUrl: null,
    });
  });

  it('GET session answers the signed-in user', async () => {
    const { mock, server } = await expectSameContract(
      { url: API.session, session: true },
      200,
      SessionResponseSchema,
    );
    expect(mock).toEqual(server);
    expect(server.identity?.username).toBe('demo');
  });

  it('GET session without a session answers 200 with no identity, not a 401', async () => {
    const res = await askServer({ url: API.session });
    expect(res.status).toBe(200);
    expect(SessionResponseSchema.parse(res.body)).toEqual({ identity: null });
  });

  it('POST logout answers ok', async () => {
    const { mock, server } = await expectSameContract(
      { method: 'POST', url: API.logout, body: {}, session: true },
      200,
      OkSchema,
    );
    expect(mock).toEqual(server);
  });

  it('the 401 of a call without a session has the error shape', async () => {
    for (const url of [API.identity, API.environment]) {
      const res = await askServer({ url });
      expect(res.status).toBe(401);
      expect(ApiErrorSchema.parse(res.body)).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Please log in.',
      });
    }
  });
});
