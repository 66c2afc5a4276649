import { z } from 'zod';

/**
 * The JSON Schema of a contract schema, for a route's `schema.response`: Fastify then serialises the answer with
 * fast-json-stringify (faster than JSON.stringify, and only the contract's fields ever leave the server).
 */
export function responseSchema(schema: z.ZodType): Record<string, unknown> {
  const json: Record<string, unknown> = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    // A field zod cannot describe (none today) is serialised as it is rather than refusing to start.
    unrepresentable: 'any',
  });
  delete json.$schema;
  return json;
}
