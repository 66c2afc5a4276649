import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/api/routes';
import { ApiErrorSchema, ClientErrorReceiptSchema } from '../../src/api/schemas';
import { askServer, expectSameContract, startBoth, stopBoth } from './harness';

beforeAll(startBoth);
afterAll(stopBoth);

describe('clientError contract: MSW handlers and server agree', () => {
  it('POST clientError stores a report and answers 201 with its id', async () => {
    const { mock, server } = await expectSameContract(
      {
        method: 'POST',
        url: API.clientError,
        session: true,
        body: {
          title: 'Error',
          message: 'This is a very problematic button and has encountered a serious error.',
          details: 'Error: boom\n    at simulate',
          url: 'http://localhost/app/other/exceptionHandler',
          isRoutine: false,
          userAlerted: true,
        },
      },
      201,
      ClientErrorReceiptSchema,
    );
    expect(mock.ok).toBe(true);
    expect(server.ok).toBe(true);
  });

  it('a routine report with only a message is accepted', async () => {
    await expectSameContract(
      {
        method: 'POST',
        url: API.clientError,
        session: true,
        body: {
          message: 'User does not have permission to click this button after 10:15:00 AM!',
          isRoutine: true,
        },
      },
      201,
      ClientErrorReceiptSchema,
    );
  });

  it.each([
    [{ title: 'No message' }, 'Message is required.'],
    [{ message: 'x', userAlerted: 'no' }, 'UserAlerted must be a boolean.'],
    ['{oops', 'The request body is not valid JSON.'],
  ])('answers the same 400 and message for %j', async (body, message) => {
    const { mock, server } = await expectSameContract(
      { method: 'POST', url: API.clientError, session: true, body },
      400,
      ApiErrorSchema,
    );
    expect(mock).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(server).toEqual(mock);
  });

  it('the server needs a session', async () => {
    const res = await askServer({ method: 'POST', url: API.clientError, body: { message: 'x' } });
    expect(res.status).toBe(401);
    expect(ApiErrorSchema.parse(res.body).message).toBe('Please log in.');
  });
});
