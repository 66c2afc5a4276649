import { z } from 'zod';
import { fetchJson } from './fetchJson';
import { boundedJson, type JsonBounds } from './jsonBounds';
import { API } from './routes';
import { OkSchema, requestDate, requestDateTime, requestString, type Ok } from './schemas';

/** The REST Editor's resource (rest/companyRest), SPEC §3 Company REST record. */

/** Kinds of company (the REST Editor's `type` lookup). */
export const COMPANY_TYPES = ['Public', 'Private', 'Partnership', 'Non-Profit', 'Government'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/**
 * Escapes in JSON text that Postgres' jsonb refuses: U+0000 and lone surrogates (JSON.stringify writes both as
 * `\uXXXX`, and real surrogate pairs as plain characters). An escaped backslash before `u` is not an escape.
 */
const UNSTORABLE_JSON_ESCAPE = /(?<!\\)(?:\\\\)*\\u(?:0000|d[89a-f][0-9a-f]{2})/i;

/**
 * How big a company's `cfg` may be: 16 kB as compact JSON, nested at most 32 levels. Companies are shared by
 * every user and listed whole: a megabyte of config each made the list 20 MB with twenty companies.
 */
export const COMPANY_CFG_BOUNDS: JsonBounds = { maxBytes: 16 * 1024, maxDepth: 32 };

/** Most employees a company may have: a sanity bound, not a business rule. */
export const MAX_EMPLOYEES = 10_000_000;

/**
 * A company of the REST resource rest/companyRest (SPEC §3). `earningsDate` is a local date 'YYYY-MM-DD'; `cfg`
 * any JSON value; `lastUpdated` and `lastUpdatedBy` are set by the server on every write.
 */
export const CompanySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  type: z.string(),
  employees: z.number().int(),
  isActive: z.boolean(),
  cfg: z.json().nullable(),
  earningsDate: z.iso.date(),
  note: z.string().nullable(),
  lastUpdated: z.iso.datetime(),
  lastUpdatedBy: z.string(),
});
export type Company = z.infer<typeof CompanySchema>;

/**
 * GET rest/companyRest answers a page: at most COMPANY_PAGE_SIZE companies, by id, after the id `?after=` names
 * (none: from the first). A full page means more may follow: ask for the page after its last id. Pages keep
 * every answer small (twenty companies of a megabyte each once made one answer 20 MB).
 */
export const COMPANY_PAGE_SIZE = 100;

/** The most companies one user may create (and keep): companies are shared, so each user's share is bounded. */
export const COMPANIES_PER_USER = 100;

/** A page of companies (GET rest/companyRest), by id. */
export const CompanyListSchema = z.array(CompanySchema).max(COMPANY_PAGE_SIZE);

/** The query of GET rest/companyRest: `after`, the last id of the page before (default 0: the first page). */
export const CompanyListQuerySchema = z.object({
  after: requestString()
    .regex(/^\d{1,10}$/, 'After must be the id of a company (a whole number).')
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, 'After must be the id of a company (a whole number).')
    .default(0),
});

/** The address of the page of companies after the company `after` (0: the first page). */
export const companyPagePath = (after: number): string =>
  after > 0 ? `${API.companyRest}?after=${after}` : API.companyRest;

/** What a client sends to create a company (POST): every editable field; the server sets the rest. */
export const CompanyInputSchema = z.strictObject({
  name: requestString({ error: 'Name is required.' })
    .trim()
    .min(1, 'Name is required.')
    .max(50, 'Name must be at most 50 characters.'),
  type: z.enum(COMPANY_TYPES, { error: `Type must be one of: ${COMPANY_TYPES.join(', ')}.` }),
  employees: z
    .number({ error: 'Employees must be a number.' })
    .int('Employees must be a whole number.')
    .min(0, 'Employees cannot be negative.')
    .max(MAX_EMPLOYEES, `Employees must be at most ${MAX_EMPLOYEES.toLocaleString('en-US')}.`),
  isActive: z.boolean({ error: 'Active must be true or false.' }).default(true),
  cfg: boundedJson('Config', COMPANY_CFG_BOUNDS)
    .refine((value) => !UNSTORABLE_JSON_ESCAPE.test(JSON.stringify(value)), {
      error: 'Config must not contain NUL characters or broken Unicode text.',
    })
    .nullable()
    .default(null),
  earningsDate: requestDate('Earnings Date'),
  note: requestString().max(1000, 'Note must be at most 1,000 characters.').nullable().default(null),
});
export type CompanyInput = z.input<typeof CompanyInputSchema>;

/**
 * What a client sends to update a company (PUT): the editable fields and the `lastUpdated` it loaded, so the
 * server can refuse (409) an update of a company changed since.
 */
export const CompanyUpdateSchema = CompanyInputSchema.extend({
  lastUpdated: requestDateTime('Last Updated', 'Last Updated must be the time the company was loaded.'),
});
export type CompanyUpdate = z.input<typeof CompanyUpdateSchema>;

/** Largest company id: ids are Postgres integers. */
export const MAX_COMPANY_ID = 2_147_483_647;

/** The `:id` of rest/companyRest/:id. */
export const CompanyIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'The company id must be a number.' })
    .int('The company id must be a whole number.')
    .positive('The company id must be positive.')
    // Ids are Postgres integers: a larger one would fail the query instead of answering 404.
    .max(MAX_COMPANY_ID, `No company has an id above ${MAX_COMPANY_ID}.`),
});

/** The lookups of the REST Editor's form: the company types. */
export const CompanyLookupsSchema = z.object({ types: z.array(z.string()) });
export type CompanyLookups = z.infer<typeof CompanyLookupsSchema>;

/** The REST Editor's typed client (rest/companyRest). */
export const companyApi = {
  /** Every company, a page at a time (the pages are bounded, and so is how many companies each user keeps). */
  list: async (signal?: AbortSignal): Promise<Company[]> => {
    const all: Company[] = [];
    for (let after = 0; ;) {
      const page = await fetchJson(companyPagePath(after), { schema: CompanyListSchema, signal });
      all.push(...page);
      const last = page.at(-1);
      // A server that does not move on would be asked forever: ids must grow from page to page.
      if (page.length < COMPANY_PAGE_SIZE || !last || last.id <= after) return all;
      after = last.id;
    }
  },
  read: (id: number, signal?: AbortSignal): Promise<Company> =>
    fetchJson(`${API.companyRest}/${id}`, { schema: CompanySchema, signal }),
  create: (body: CompanyInput): Promise<Company> =>
    fetchJson(API.companyRest, { method: 'POST', body, schema: CompanySchema }),
  /** Updates a company; `lastUpdated` is the one loaded, so a company changed since is refused (409). */
  update: (id: number, body: CompanyUpdate): Promise<Company> =>
    fetchJson(`${API.companyRest}/${id}`, { method: 'PUT', body, schema: CompanySchema }),
  /** Deletes a company. The empty JSON body is what the server's write guard asks of every write. */
  delete: (id: number): Promise<Ok> =>
    fetchJson(`${API.companyRest}/${id}`, { method: 'DELETE', body: {}, schema: OkSchema }),
  lookups: (signal?: AbortSignal): Promise<CompanyLookups> =>
    fetchJson(API.companyRestLookups, { schema: CompanyLookupsSchema, signal }),
};
