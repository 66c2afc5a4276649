import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { apiError, parseReadable } from '../../src/api/errors';

/**
 * A request's JSON body checked against the contract, as the server checks it: the data, or the 400 answer
 * the server would give (not JSON, or the schema's readable message, with the field it is about when
 * `namesField`: the server's routes that name fields in their 400s, e.g. rest/companyRest, and only those).
 */
export async function parseJsonBody<T>(
  request: Request,
  schema: z.ZodType<T>,
  { namesField = false }: { namesField?: boolean } = {},
): Promise<{ data: T; error?: undefined } | { data?: undefined; error: Response }> {
  const text = await request.text();
  let value: unknown = undefined;
  if (text) {
    try {
      value = JSON.parse(text);
    } catch {
      return {
        error: HttpResponse.json(apiError(400, 'The request body is not valid JSON.'), { status: 400 }),
      };
    }
  }
  const body = parseReadable(schema, value);
  if (!body.success) {
    return {
      error: HttpResponse.json(apiError(400, body.message, namesField ? body.field : undefined), {
        status: 400,
      }),
    };
  }
  return { data: body.data };
}
