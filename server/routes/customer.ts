import type { FastifyInstance } from 'fastify';
import { parseReadable } from '../../src/api/errors';
import { API } from '../../src/api/routes';
import { CustomerListSchema, CustomerQuerySchema, type Customer } from '../../src/api/samples';
import { CUSTOMERS, searchCustomers } from '../../mocks/data/customers';
import { HttpError } from '../errors';
import { PreparedJson } from '../preparedJson';
import { responseSchema } from '../responseSchema';

/** GET /api/customer: all sample customers (prepared once), or with `?query=` the async search (SPEC §7). */
export async function customerRoutes(app: FastifyInstance): Promise<void> {
  const all = new PreparedJson(CUSTOMERS);
  app.get(
    API.customer,
    { config: { access: 'user' }, schema: { response: { 200: responseSchema(CustomerListSchema) } } },
    async (request, reply) => {
      const query = parseReadable(CustomerQuerySchema, request.query);
      if (!query.success) throw new HttpError(400, query.message);
      const { query: text } = query.data;
      if (text === undefined) return all.send(request, reply);
      const found: readonly Customer[] = searchCustomers(text);
      return found;
    },
  );
}
