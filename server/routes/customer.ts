import type { FastifyInstance } from 'fastify';
import { parseReadable } from '../../src/api/errors';
import { API } from '../../src/api/routes';
import { CustomerListSchema, CustomerQuerySchema } from '../../src/api/samples';
import { normaliseCustomerQuery } from '../../mocks/data/customerSearchIndex';
import { CUSTOMER_SEARCH_LIMIT, CUSTOMERS, customerSearchIndex } from '../../mocks/data/customers';
import { HttpError } from '../errors';
import { PreparedJson } from '../preparedJson';
import { PreparedJsonCache, type PreparedJsonCacheOptions } from '../preparedJsonCache';
import { responseSchema } from '../responseSchema';

/**
 * How many searches the server keeps answered. Typing asks for every prefix of a name, and people look for the
 * same customers, so the short queries come again and again. An answer of 20 customers is about 1.4 kB, so a
 * full cache holds about 2 MB.
 *
 * Answers are sent uncompressed: brotli took about 0.2 ms of CPU for one and gzip about 0.1 ms, ten times the
 * search, to save about 1 kB, and most typed queries are asked once.
 */
export const CUSTOMER_SEARCH_CACHE: PreparedJsonCacheOptions = {
  maxEntries: 1000,
  maxBytes: 2 * 1024 * 1024,
  compress: false,
};

/** The search answers, by normalised query (queries differing only in case or surrounding blanks share one). */
export function customerSearchAnswers(options = CUSTOMER_SEARCH_CACHE): PreparedJsonCache {
  const index = customerSearchIndex();
  return new PreparedJsonCache((q) => index.search(q, CUSTOMER_SEARCH_LIMIT), options);
}

/** GET /api/customer: all sample customers, or with `?query=` the async search, both prepared once. */
export async function customerRoutes(app: FastifyInstance): Promise<void> {
  const all = new PreparedJson(CUSTOMERS);
  const searches = customerSearchAnswers();
  app.get(
    API.customer,
    { config: { access: 'user' }, schema: { response: { 200: responseSchema(CustomerListSchema) } } },
    async (request, reply) => {
      const query = parseReadable(CustomerQuerySchema, request.query);
      if (!query.success) throw new HttpError(400, query.message);
      const { query: text } = query.data;
      if (text === undefined) return all.send(request, reply);
      return searches.get(normaliseCustomerQuery(text)).send(request, reply);
    },
  );
}
