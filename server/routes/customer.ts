import type { FastifyInstance } from 'fastify';
import { parseReadable } from '../../src/api/errors';
import { API } from '../../src/api/routes';
import { CustomerQuerySchema, type Customer } from '../../src/api/schemas';
import { CUSTOMERS, searchCustomers } from '../../mocks/data/customers';
import { HttpError } from '../errors';

/** GET /api/customer: all sample customers, or with `?query=` the async search (SPEC §7). */
export async function customerRoutes(app: FastifyInstance): Promise<void> {
  app.get(API.customer, { config: { access: 'user' } }, async (request): Promise<readonly Customer[]> => {
    const query = parseReadable(CustomerQuerySchema, request.query);
    if (!query.success) throw new HttpError(400, query.message);
    const { query: text } = query.data;
    return text === undefined ? CUSTOMERS : searchCustomers(text);
  });
}
