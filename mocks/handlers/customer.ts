import { http, HttpResponse } from 'msw';
import { apiError, parseReadable } from '../../src/api/errors';
import { API } from '../../src/api/routes';
import { CustomerQuerySchema, type Customer } from '../../src/api/samples';
import { CUSTOMERS, searchCustomers } from '../data/customers';
import { queryParams } from './queryParams';
import { apiUrl } from './url';

/** GET /api/customer: all sample customers, or with `?query=` the async search, as the server answers them. */
export const customerHandlers = [
  http.get(apiUrl(API.customer), ({ request }) => {
    const query = parseReadable(CustomerQuerySchema, queryParams(request.url));
    if (!query.success) return HttpResponse.json(apiError(400, query.message), { status: 400 });
    const { query: text } = query.data;
    return HttpResponse.json<Customer[]>(text === undefined ? [...CUSTOMERS] : searchCustomers(text));
  }),
];
