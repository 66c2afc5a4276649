import { describe, expect, it } from 'vitest';
import { parseReadable } from './errors';
import {
  ClientErrorSchema,
  CorrelationIdSchema,
  LoginRequestSchema,
  requestString,
  WsClientMessageSchema,
} from './schemas';
import { CustomerQuerySchema } from './samples';
import { PositionsQuerySchema } from './positions';

describe('requestString', () => {
  it('takes any text without NUL, and keeps the checks chained after it', () => {
    const schema = requestString().trim().min(1, 'Please type something.').max(5);
    expect(schema.parse('  abc ')).toBe('abc');
    expect(schema.safeParse('   ').error?.issues[0]?.message).toBe('Please type something.');
    expect(requestString().parse('é 𝔘 \u0001 \\u0000')).toBe('é 𝔘 \u0001 \\u0000');
  });

  it('refuses NUL with a message naming the field, before any other check', () => {
    const result = parseReadable(LoginRequestSchema, { username: '\u0000', password: 'x' });
    expect(result).toEqual({
      success: false,
      message: 'Username must not contain NUL characters.',
      field: 'username',
    });
    // Readable without the API's error map too, e.g. in a form.
    expect(requestString().safeParse('a\u0000b').error?.issues[0]?.message).toBe(
      'The request body must not contain NUL characters.',
    );
  });

  it.each([
    ['login username', LoginRequestSchema, { username: 'a\u0000', password: 'x' }, 'Username'],
    ['login password', LoginRequestSchema, { username: 'a', password: 'x\u0000' }, 'Password'],
    ['client error message', ClientErrorSchema, { message: '\u0000' }, 'Message'],
    ['client error title', ClientErrorSchema, { message: 'm', title: '\u0000' }, 'Title'],
    ['client error details', ClientErrorSchema, { message: 'm', details: '\u0000' }, 'Details'],
    ['client error url', ClientErrorSchema, { message: 'm', url: '\u0000' }, 'Url'],
    ['client error app version', ClientErrorSchema, { message: 'm', appVersion: '1\u0000' }, 'AppVersion'],
    ['customer query', CustomerQuerySchema, { query: '\u0000' }, 'Query'],
    ['positions dims', PositionsQuerySchema, { dims: 'region\u0000' }, 'Dims'],
    ['websocket topics', WsClientMessageSchema, { type: 'subscribe', topics: ['a\u0000'] }, 'Topics.0'],
  ])('is what the %s is made of', (_name, schema, input, field) => {
    expect(parseReadable(schema, input)).toEqual({
      success: false,
      message: `${field} must not contain NUL characters.`,
      // The path of the field, so a form can show the message there.
      field: field.charAt(0).toLowerCase() + field.slice(1),
    });
  });

  it('backs the correlation id too', () => {
    expect(CorrelationIdSchema.safeParse('abc\u0000').success).toBe(false);
  });
});
