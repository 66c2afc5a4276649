import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANIES } from '../../mocks/data/companies';
import { resetMockCompanies } from '../../mocks/handlers/companyRest';
import { COMPANY_MESSAGES } from '../../src/api/errors';
import { API } from '../../src/api/routes';
import { ApiErrorSchema, OkSchema } from '../../src/api/schemas';
import { eq, sql } from 'drizzle-orm';
import { companies, users } from '../../server/db/schema';
import {
  COMPANIES_PER_USER,
  COMPANY_PAGE_SIZE,
  COMPANY_TYPES,
  CompanyListSchema,
  CompanyLookupsSchema,
  CompanySchema,
  type Company,
  type CompanyInput,
} from '../../src/api/companies';
import { askServer, expectSameContract, realApp, startBoth, stopBoth, type ContractRequest } from './harness';

beforeAll(async () => {
  resetMockCompanies();
  await startBoth();
});
afterAll(stopBoth);

const item = (id: number | string) => `${API.companyRest}/${id}`;
const NEW_COMPANY: CompanyInput = {
  name: 'Contract Test Holdings',
  type: 'Private',
  employees: 1200,
  isActive: true,
  cfg: { region: 'EMEA', tags: ['a', 'b'] },
  earningsDate: '2026-03-31',
  note: 'Made by the contract test.',
};
/** The editable fields of a company, as a client sends them back. */
const editable = ({ id: _id, lastUpdated: _at, lastUpdatedBy: _by, ...fields }: Company) => fields;
const withoutTime = ({ lastUpdated: _at, ...rest }: Company) => rest;

async function expectSameError(req: ContractRequest, status: number, message: string, field?: string) {
  const { mock, server } = await expectSameContract({ session: true, ...req }, status, ApiErrorSchema);
  expect(server.message).toBe(message);
  expect(server.field).toBe(field);
  expect(mock).toEqual(server);
}

describe('companyRest contract: MSW handlers and server agree', () => {
  it('GET lists the 50 seeded companies, the same from both', async () => {
    const { mock, server } = await expectSameContract(
      { url: API.companyRest, session: true },
      200,
      CompanyListSchema,
    );
    expect(server).toHaveLength(50);
    expect(server).toEqual(COMPANIES);
    expect(mock).toEqual(server);
  });

  it('GET lookups answers the company types', async () => {
    const { mock, server } = await expectSameContract(
      { url: API.companyRestLookups, session: true },
      200,
      CompanyLookupsSchema,
    );
    expect(server).toEqual({ types: [...COMPANY_TYPES] });
    expect(mock).toEqual(server);
  });

  it('GET /:id reads one company; an unknown id is 404, a bad one 400', async () => {
    const { mock, server } = await expectSameContract({ url: item(7), session: true }, 200, CompanySchema);
    expect(server).toEqual(COMPANIES[6]);
    expect(mock).toEqual(server);
    await expectSameError({ url: item(9999) }, 404, COMPANY_MESSAGES.notFound(9999));
    await expectSameError({ url: item('abc') }, 400, 'The company id must be a number.', 'id');
  });

  it('POST creates a company: 201 with a new id, stamped by the session user', async () => {
    const { mock, server } = await expectSameContract(
      { method: 'POST', url: API.companyRest, body: NEW_COMPANY, session: true },
      201,
      CompanySchema,
    );
    expect(server).toMatchObject({ ...NEW_COMPANY, id: 51, lastUpdatedBy: 'demo' });
    expect(Date.now() - Date.parse(server.lastUpdated)).toBeLessThan(60_000);
    expect(withoutTime(mock)).toEqual(withoutTime(server));
    const { server: read } = await expectSameContract({ url: item(51), session: true }, 200, CompanySchema);
    expect(read).toEqual(server);
  });

  it('POST fills the defaults: active, no config, no note', async () => {
    const { type, employees, earningsDate } = NEW_COMPANY;
    const { mock, server } = await expectSameContract(
      {
        method: 'POST',
        url: API.companyRest,
        body: { name: 'Defaults Inc', type, employees, earningsDate },
        session: true,
      },
      201,
      CompanySchema,
    );
    expect(server).toMatchObject({ isActive: true, cfg: null, note: null });
    expect(withoutTime(mock)).toEqual(withoutTime(server));
  });

  it.each([
    [{ ...NEW_COMPANY, name: '  ' }, 'Name is required.', 'name'],
    [{ ...NEW_COMPANY, name: 'x'.repeat(51) }, 'Name must be at most 50 characters.', 'name'],
    [{ ...NEW_COMPANY, employees: -5 }, 'Employees cannot be negative.', 'employees'],
    [{ ...NEW_COMPANY, employees: 'many' }, 'Employees must be a number.', 'employees'],
    [{ ...NEW_COMPANY, type: 'Cooperative' }, `Type must be one of: ${COMPANY_TYPES.join(', ')}.`, 'type'],
    [
      { ...NEW_COMPANY, earningsDate: '31/03/2026' },
      'Earnings Date must be a date (YYYY-MM-DD).',
      'earningsDate',
    ],
    [
      { ...NEW_COMPANY, earningsDate: '0000-01-01' },
      'Earnings Date must be on or after 1900-01-01.',
      'earningsDate',
    ],
    [{ ...NEW_COMPANY, name: 'A\u0000B' }, 'Name must not contain NUL characters.', 'name'],
    [
      { ...NEW_COMPANY, cfg: { key: '\uD800' } },
      'Config must not contain NUL characters or broken Unicode text.',
      'cfg',
    ],
    [
      { ...NEW_COMPANY, cfg: { blob: 'x'.repeat(17 * 1024) } },
      'Config must be at most 16 kB as JSON (this is 17 kB).',
      'cfg',
    ],
    [
      { ...NEW_COMPANY, cfg: JSON.parse(`${'['.repeat(40)}${']'.repeat(40)}`) },
      'Config must nest at most 32 levels deep.',
      'cfg',
    ],
    [{ ...NEW_COMPANY, lastUpdatedBy: 'me' }, 'Unknown field: lastUpdatedBy.', undefined],
    [{ ...NEW_COMPANY, name: (COMPANIES[0] as Company).name.toUpperCase() }, null, 'name'],
  ])('POST answers the same 400 naming the field for %j', async (body, message, field) => {
    const expected = message ?? COMPANY_MESSAGES.duplicateName(body.name as string);
    await expectSameError({ method: 'POST', url: API.companyRest, body }, 400, expected, field);
  });

  it('PUT updates a company loaded as it stands, with a new lastUpdated', async () => {
    const loaded = COMPANIES[1] as Company;
    const body = { ...editable(loaded), employees: 4321, note: 'Updated', lastUpdated: loaded.lastUpdated };
    const { mock, server } = await expectSameContract(
      { method: 'PUT', url: item(loaded.id), body, session: true },
      200,
      CompanySchema,
    );
    expect(server).toMatchObject({ id: loaded.id, employees: 4321, note: 'Updated', lastUpdatedBy: 'demo' });
    expect(Date.parse(server.lastUpdated)).toBeGreaterThan(Date.parse(loaded.lastUpdated));
    expect(withoutTime(mock)).toEqual(withoutTime(server));
  });

  it('PUT of a company changed since it was loaded is refused with 409', async () => {
    const loaded = COMPANIES[1] as Company;
    // The previous test changed company 2: an update with the seed's lastUpdated is stale.
    const body = { ...editable(loaded), note: 'Stale write', lastUpdated: loaded.lastUpdated };
    await expectSameError({ method: 'PUT', url: item(loaded.id), body }, 409, COMPANY_MESSAGES.stale('demo'));
  });

  it('PUT answers 404 for an unknown id and 400 without lastUpdated or with a taken name', async () => {
    const loaded = COMPANIES[2] as Company;
    const body = { ...editable(loaded), lastUpdated: loaded.lastUpdated };
    await expectSameError({ method: 'PUT', url: item(9999), body }, 404, COMPANY_MESSAGES.notFound(9999));
    await expectSameError(
      { method: 'PUT', url: item(loaded.id), body: editable(loaded) },
      400,
      'Last Updated must be the time the company was loaded.',
      'lastUpdated',
    );
    const taken = (COMPANIES[3] as Company).name;
    await expectSameError(
      { method: 'PUT', url: item(loaded.id), body: { ...body, name: taken } },
      400,
      COMPANY_MESSAGES.duplicateName(taken),
      'name',
    );
  });

  it('DELETE removes a company; a second DELETE is 404', async () => {
    const { mock, server } = await expectSameContract(
      { method: 'DELETE', url: item(5), body: {}, session: true },
      200,
      OkSchema,
    );
    expect(server).toEqual({ ok: true });
    expect(mock).toEqual(server);
    await expectSameError({ method: 'DELETE', url: item(5), body: {} }, 404, COMPANY_MESSAGES.notFound(5));
    await expectSameError({ url: item(5) }, 404, COMPANY_MESSAGES.notFound(5));
  });

  it('a bad page cursor answers the same 400', async () => {
    await expectSameError(
      { url: `${API.companyRest}?after=abc` },
      400,
      'After must be the id of a company (a whole number).',
      'after',
    );
  });

  it(`POST past ${COMPANIES_PER_USER} companies of one user answers the same 409; the list comes in pages`, async () => {
    const demo = (await realApp().db.select().from(users).where(eq(users.username, 'demo')))[0];
    if (!demo) throw new Error('no demo user');
    const [{ made } = { made: 0 }] = await realApp()
      .db.select({ made: sql<number>`count(*)::int` })
      .from(companies)
      .where(eq(companies.createdBy, demo.id));
    for (let i = made; i < COMPANIES_PER_USER; i++) {
      await expectSameContract(
        { method: 'POST', url: API.companyRest, body: { ...NEW_COMPANY, name: `Bulk ${i}` }, session: true },
        201,
        CompanySchema,
      );
    }
    await expectSameError(
      { method: 'POST', url: API.companyRest, body: { ...NEW_COMPANY, name: 'One Too Many' } },
      409,
      COMPANY_MESSAGES.tooMany(COMPANIES_PER_USER),
    );

    const first = await expectSameContract({ url: API.companyRest, session: true }, 200, CompanyListSchema);
    expect(first.server).toHaveLength(COMPANY_PAGE_SIZE);
    expect(first.mock.map((c) => c.id)).toEqual(first.server.map((c) => c.id));
    const after = first.server.at(-1)?.id ?? 0;
    const rest = await expectSameContract(
      { url: `${API.companyRest}?after=${after}`, session: true },
      200,
      CompanyListSchema,
    );
    expect(rest.server.length).toBeGreaterThan(0);
    expect(rest.mock.map((c) => c.name)).toEqual(rest.server.map((c) => c.name));
  });

  it('the server needs a session for every verb', async () => {
    for (const req of [
      { url: API.companyRest },
      { url: item(1) },
      { method: 'POST' as const, url: API.companyRest, body: NEW_COMPANY },
      { method: 'PUT' as const, url: item(1), body: NEW_COMPANY },
      { method: 'DELETE' as const, url: item(1), body: {} },
    ]) {
      const res = await askServer(req);
      expect(res.status, `${req.method ?? 'GET'} ${req.url}`).toBe(401);
    }
  });
});
