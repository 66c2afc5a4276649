import { http, HttpResponse } from 'msw';
import { apiError, COMPANY_MESSAGES, parseReadable } from '../../src/api/errors';
import { API } from '../../src/api/routes';
import {
  COMPANIES_PER_USER,
  COMPANY_PAGE_SIZE,
  COMPANY_TYPES,
  CompanyIdParamsSchema,
  CompanyListQuerySchema,
  CompanyInputSchema,
  CompanyUpdateSchema,
  type Company,
  type CompanyLookups,
} from '../../src/api/companies';
import { type Ok } from '../../src/api/schemas';
import { COMPANIES } from '../data/companies';
import { DEMO_USER } from '../data/users';
import { parseJsonBody } from './jsonBody';
import { queryParams } from './queryParams';
import { apiUrl } from './url';

/** The mock's companies: an in-memory copy of the seed that writes change (Storybook has no database). */
let companies: Company[] = COMPANIES.map((c) => ({ ...c }));
let lastId = companies.length;
/** Ids of the companies the mock's user created: what counts against COMPANIES_PER_USER, as on the server. */
let created = new Set<number>();
/** The last write time given out: each write gets a later one, as a database clock would. */
let lastTime = 0;

/** Puts the mock's companies back to the seed, or to the given list (e.g. none, for the empty grid). */
export function resetMockCompanies(list: readonly Company[] = COMPANIES): void {
  companies = list.map((c) => ({ ...c }));
  lastId = Math.max(0, ...companies.map((c) => c.id));
  created = new Set();
}

/** The mock's companies as they stand (for stories that check what was written). */
export function mockCompanies(): readonly Company[] {
  return companies;
}

const ITEM = `${API.companyRest}/:id`;

const error = (status: number, message: string, field?: string) =>
  HttpResponse.json(apiError(status, message, field), { status });

function now(): string {
  lastTime = Math.max(Date.now(), lastTime + 1);
  return new Date(lastTime).toISOString();
}

function idOf(params: Record<string, unknown>): { id: number } | { error: Response } {
  const res = parseReadable(CompanyIdParamsSchema, params);
  return res.success ? { id: res.data.id } : { error: error(400, res.message, res.field) };
}

const nameTaken = (name: string, exceptId?: number) =>
  companies.some((c) => c.id !== exceptId && c.name.toLowerCase() === name.toLowerCase());

/** rest/companyRest as the server answers it (same checks, messages and statuses), on the in-memory copy. */
export const companyRestHandlers = [
  http.get(apiUrl(API.companyRest), ({ request }) => {
    const query = parseReadable(CompanyListQuerySchema, queryParams(request.url));
    if (!query.success) return error(400, query.message, query.field);
    const page = companies.filter((c) => c.id > query.data.after).slice(0, COMPANY_PAGE_SIZE);
    return HttpResponse.json<Company[]>(page);
  }),

  http.get(apiUrl(API.companyRestLookups), () =>
    HttpResponse.json<CompanyLookups>({ types: [...COMPANY_TYPES] }),
  ),

  http.get(apiUrl(ITEM), ({ params }) => {
    const id = idOf(params);
    if ('error' in id) return id.error;
    const company = companies.find((c) => c.id === id.id);
    return company ? HttpResponse.json<Company>(company) : error(404, COMPANY_MESSAGES.notFound(id.id));
  }),

  http.post(apiUrl(API.companyRest), async ({ request }) => {
    const body = await parseJsonBody(request, CompanyInputSchema, { namesField: true });
    if (body.error) return body.error;
    const input = body.data;
    if (nameTaken(input.name)) return error(400, COMPANY_MESSAGES.duplicateName(input.name), 'name');
    if (companies.filter((c) => created.has(c.id)).length >= COMPANIES_PER_USER) {
      return error(409, COMPANY_MESSAGES.tooMany(COMPANIES_PER_USER));
    }
    const company: Company = {
      ...input,
      id: ++lastId,
      lastUpdated: now(),
      lastUpdatedBy: DEMO_USER.username,
    };
    companies = [...companies, company];
    created.add(company.id);
    return HttpResponse.json<Company>(company, { status: 201 });
  }),

  http.put(apiUrl(ITEM), async ({ params, request }) => {
    const id = idOf(params);
    if ('error' in id) return id.error;
    const body = await parseJsonBody(request, CompanyUpdateSchema, { namesField: true });
    if (body.error) return body.error;
    const { lastUpdated, ...input } = body.data;
    const current = companies.find((c) => c.id === id.id);
    if (!current) return error(404, COMPANY_MESSAGES.notFound(id.id));
    if (nameTaken(input.name, id.id)) {
      return error(400, COMPANY_MESSAGES.duplicateName(input.name), 'name');
    }
    if (Date.parse(current.lastUpdated) > Date.parse(lastUpdated)) {
      return error(409, COMPANY_MESSAGES.stale(current.lastUpdatedBy));
    }
    const company: Company = { ...current, ...input, lastUpdated: now(), lastUpdatedBy: DEMO_USER.username };
    companies = companies.map((c) => (c.id === id.id ? company : c));
    return HttpResponse.json<Company>(company);
  }),

  http.delete(apiUrl(ITEM), ({ params }) => {
    const id = idOf(params);
    if ('error' in id) return id.error;
    if (!companies.some((c) => c.id === id.id)) return error(404, COMPANY_MESSAGES.notFound(id.id));
    companies = companies.filter((c) => c.id !== id.id);
    return HttpResponse.json<Ok>({ ok: true });
  }),
];
