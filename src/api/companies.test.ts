import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANIES } from '../../mocks/data/companies';
import { COMPANY_PAGE_SIZE, companyApi, type Company } from './companies';

/** Companies 1..n, made from the samples with their ids changed. */
const companiesUpTo = (n: number): Company[] =>
  Array.from({ length: n }, (_, i) => ({ ...(COMPANIES[i % COMPANIES.length] as Company), id: i + 1 }));

/** A server of `all` companies in pages, as rest/companyRest answers; `stuck` answers the first page always. */
function serve(all: readonly Company[], { stuck = false } = {}) {
  const spy = vi.fn(async (url: string) => {
    const after = stuck ? 0 : Number(new URL(url, 'http://x').searchParams.get('after') ?? 0);
    const page = all.filter((c) => c.id > after).slice(0, COMPANY_PAGE_SIZE);
    return new Response(JSON.stringify(page), { status: 200 });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

describe('companyApi.list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads every page, each after the last id of the one before', async () => {
    const spy = serve(companiesUpTo(2 * COMPANY_PAGE_SIZE + 5));
    const all = await companyApi.list();
    expect(all.map((c) => c.id)).toEqual(companiesUpTo(2 * COMPANY_PAGE_SIZE + 5).map((c) => c.id));
    expect(spy.mock.calls.map((c) => c[0])).toEqual([
      '/api/rest/companyRest',
      `/api/rest/companyRest?after=${COMPANY_PAGE_SIZE}`,
      `/api/rest/companyRest?after=${2 * COMPANY_PAGE_SIZE}`,
    ]);
  });

  it('asks once when the first page is not full, and stops on a server that does not move on', async () => {
    const short = serve(companiesUpTo(3));
    expect(await companyApi.list()).toHaveLength(3);
    expect(short).toHaveBeenCalledTimes(1);
    const stuck = serve(companiesUpTo(COMPANY_PAGE_SIZE + 1), { stuck: true });
    expect(await companyApi.list()).toHaveLength(2 * COMPANY_PAGE_SIZE);
    expect(stuck).toHaveBeenCalledTimes(2);
  });
});
