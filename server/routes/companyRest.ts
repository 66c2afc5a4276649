import { and, asc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_MESSAGES, COMPANY_MESSAGES, parseReadable } from '../../src/api/errors';
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
import { companies, users, type CompanyRow } from '../db/schema';
import { HttpError } from '../errors';

const ITEM = `${API.companyRest}/:id`;
/** Every route here is for signed-in users. */
const USER = { config: { access: 'user' as const } };

/** A row as the API answers it. */
export function toCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    employees: row.employees,
    isActive: row.isActive,
    cfg: (row.cfg ?? null) as Company['cfg'],
    earningsDate: row.earningsDate,
    note: row.note,
    lastUpdated: row.lastUpdated.toISOString(),
    lastUpdatedBy: row.lastUpdatedBy,
  };
}

function parse<S extends Parameters<typeof parseReadable>[0]>(schema: S, data: unknown) {
  const res = parseReadable(schema, data);
  if (!res.success) throw new HttpError(400, res.message, undefined, res.field);
  return res.data;
}

function username(request: FastifyRequest): string {
  // The auth hook of app.ts answers 401 first; this keeps the handlers honest on their own.
  const user = request.user;
  if (!user) throw new HttpError(401, API_MESSAGES.notLoggedIn);
  return user.identity.username;
}

/** Postgres' unique_violation, whichever driver reports it (drizzle wraps driver errors in `cause`). */
function isUniqueViolation(e: unknown): boolean {
  for (let err = e; err && typeof err === 'object'; err = (err as { cause?: unknown }).cause) {
    if ((err as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * rest/companyRest, the REST Editor's resource: list (a page at a time), read, create, update and
 * delete companies, and the lookups of its form. Writes are checked with the contract's schemas (400 naming the
 * field, cfg bounded in size and nesting), names are unique (any case), `lastUpdated` / `lastUpdatedBy` come from
 * the server and the session, an update of a company changed since it was loaded is refused (409), so is a
 * create past the user's COMPANIES_PER_USER, and an unknown id is 404.
 */
export async function companyRestRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  const assertNameFree = async (name: string, exceptId?: number) => {
    const sameName = sql`lower(${companies.name}) = lower(${name})`;
    const [taken] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(exceptId === undefined ? sameName : and(sameName, ne(companies.id, exceptId)))
      .limit(1);
    if (taken) throw new HttpError(400, COMPANY_MESSAGES.duplicateName(name), undefined, 'name');
  };

  /** Runs a write, answering the unique index's refusal (a race the check above lost) as the same 400. */
  const writing = async <R>(name: string, write: () => Promise<R>): Promise<R> => {
    try {
      return await write();
    } catch (e) {
      if (isUniqueViolation(e))
        throw new HttpError(400, COMPANY_MESSAGES.duplicateName(name), undefined, 'name');
      throw e;
    }
  };

  app.get(API.companyRest, USER, async (request): Promise<Company[]> => {
    const { after } = parse(CompanyListQuerySchema, request.query);
    const rows = await db
      .select()
      .from(companies)
      .where(gt(companies.id, after))
      .orderBy(asc(companies.id))
      .limit(COMPANY_PAGE_SIZE);
    return rows.map(toCompany);
  });

  app.get(API.companyRestLookups, USER, async (): Promise<CompanyLookups> => ({ types: [...COMPANY_TYPES] }));

  app.get(ITEM, USER, async (request): Promise<Company> => {
    const { id } = parse(CompanyIdParamsSchema, request.params);
    const [row] = await db.select().from(companies).where(eq(companies.id, id));
    if (!row) throw new HttpError(404, COMPANY_MESSAGES.notFound(id));
    return toCompany(row);
  });

  app.post(API.companyRest, USER, async (request, reply): Promise<Company> => {
    const by = username(request);
    const userId = request.user?.userId ?? null;
    const input = parse(CompanyInputSchema, request.body);
    await assertNameFree(input.name);
    const [row] = await writing(input.name, () =>
      db.transaction(async (tx) => {
        // The user's row is locked while their companies are counted, so two creates at once cannot both
        // take the last place.
        if (userId !== null) {
          await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
          const [{ count } = { count: 0 }] = await tx
            .select({ count: sql<number>`count(*)::int` })
            .from(companies)
            .where(eq(companies.createdBy, userId));
          if (count >= COMPANIES_PER_USER)
            throw new HttpError(409, COMPANY_MESSAGES.tooMany(COMPANIES_PER_USER));
        }
        return tx
          .insert(companies)
          .values({ ...input, lastUpdated: new Date(), lastUpdatedBy: by, createdBy: userId })
          .returning();
      }),
    );
    if (!row) throw new Error('The company was not stored.');
    reply.code(201);
    return toCompany(row);
  });

  app.put(ITEM, USER, async (request): Promise<Company> => {
    const by = username(request);
    const { id } = parse(CompanyIdParamsSchema, request.params);
    const { lastUpdated, ...input } = parse(CompanyUpdateSchema, request.body);
    const [existing] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
    if (!existing) throw new HttpError(404, COMPANY_MESSAGES.notFound(id));
    await assertNameFree(input.name, id);
    // Only a company not changed since the client loaded it is updated, in one statement (no race).
    const [row] = await writing(input.name, () =>
      db
        .update(companies)
        .set({ ...input, lastUpdated: new Date(), lastUpdatedBy: by })
        .where(and(eq(companies.id, id), lte(companies.lastUpdated, new Date(lastUpdated))))
        .returning(),
    );
    if (row) return toCompany(row);
    const [current] = await db.select().from(companies).where(eq(companies.id, id));
    if (!current) throw new HttpError(404, COMPANY_MESSAGES.notFound(id));
    throw new HttpError(409, COMPANY_MESSAGES.stale(current.lastUpdatedBy));
  });

  app.delete(ITEM, USER, async (request): Promise<Ok> => {
    const { id } = parse(CompanyIdParamsSchema, request.params);
    const gone = await db.delete(companies).where(eq(companies.id, id)).returning({ id: companies.id });
    if (gone.length === 0) throw new HttpError(404, COMPANY_MESSAGES.notFound(id));
    return { ok: true };
  });
}
