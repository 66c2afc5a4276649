// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Customer } from '../../src/api/samples';
import { CustomerSearchIndex, normaliseCustomerQuery } from './customerSearchIndex';
import { CITIES, CUSTOMER_SEARCH_LIMIT, CUSTOMERS, searchCustomers } from './customers';

/** The search as it was written before the index: every customer tested, the hits sorted, the first kept. */
function scanAndSort(customers: readonly Customer[], query: string, limit: number): Customer[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const hits: { customer: Customer; rank: number }[] = [];
  for (const customer of customers) {
    const company = customer.company.toLowerCase();
    if (company.startsWith(q)) hits.push({ customer, rank: 0 });
    else if (company.includes(q) || customer.city.toLowerCase().includes(q)) hits.push({ customer, rank: 1 });
  }
  hits.sort((a, b) => a.rank - b.rank || a.customer.company.localeCompare(b.customer.company, 'en'));
  return hits.slice(0, limit).map((h) => h.customer);
}

/** Every prefix and a few inner pieces of each company and city, in the cases a user types them. */
function typedQueries(): string[] {
  const queries = new Set<string>(['', ' ', 'a', 'A', ' acme ', 'zzzz-no-such-company', 'İ', 'ß', 'ä', '\n']);
  for (const odd of ['o n', 'r h', '&', "'", '-', '1', '9', 'e\u00a0', 'ü']) queries.add(odd);
  for (const text of [...CUSTOMERS.map((c) => c.company), ...CITIES]) {
    for (let end = 1; end <= text.length; end++) {
      const prefix = text.slice(0, end);
      queries.add(end % 2 ? prefix : prefix.toUpperCase());
    }
    for (let start = 1; start < text.length - 1; start += 4) queries.add(text.slice(start, start + 3));
  }
  return [...queries];
}

describe('customer search', () => {
  it('finds companies starting with the query first, then those containing it or in a city that does', () => {
    const customers: Customer[] = [
      { id: 1, company: 'Zeta Harbor', city: 'Oslo', isActive: true },
      { id: 2, company: 'Harbor Foods', city: 'Oslo', isActive: true },
      { id: 3, company: 'Acme Corp', city: 'Harbortown', isActive: false },
      { id: 4, company: 'Blue Harbor', city: 'Bergen', isActive: true },
      { id: 5, company: 'Harbor Analytics', city: 'Bergen', isActive: true },
      { id: 6, company: 'Birch Labs', city: 'Bergen', isActive: true },
    ];
    const index = new CustomerSearchIndex(customers);
    const companies = (q: string, limit = 10) => index.search(q, limit).map((c) => c.company);
    expect(companies('harbor')).toEqual([
      'Harbor Analytics',
      'Harbor Foods',
      'Acme Corp',
      'Blue Harbor',
      'Zeta Harbor',
    ]);
    expect(companies('harbor', 3)).toEqual(['Harbor Analytics', 'Harbor Foods', 'Acme Corp']);
    expect(companies('harbor', 1)).toEqual(['Harbor Analytics']);
    expect(companies('')).toEqual([]);
    expect(companies('nowhere')).toEqual([]);
    expect(
      searchCustomers('  ACME ')
        .map((c) => c.company)
        .slice(0, 2),
    ).toEqual(['Acme Analytics', 'Acme Bancorp']);
    expect(searchCustomers('   ')).toEqual([]);
  });

  it('answers every query as scanning and sorting the whole list does: the same customers, in the same order', () => {
    const queries = typedQueries();
    expect(queries.length).toBeGreaterThan(1000);
    const index = new CustomerSearchIndex(CUSTOMERS);
    for (const query of queries) {
      const expected = scanAndSort(CUSTOMERS, query, CUSTOMER_SEARCH_LIMIT);
      expect(index.search(normaliseCustomerQuery(query), CUSTOMER_SEARCH_LIMIT), query).toEqual(expected);
      expect(searchCustomers(query), query).toEqual(expected);
    }
    for (const limit of [1, 5, 1000]) {
      for (const query of ['a', 'bolt', 'on', 'tokyo', 'e']) {
        expect(index.search(query, limit), `${query} ${limit}`).toEqual(scanAndSort(CUSTOMERS, query, limit));
      }
    }
  });

  it('keeps the list order of companies that compare as equal', () => {
    const customers: Customer[] = [
      { id: 1, company: 'Cafe\u0301 Nord', city: 'Oslo', isActive: true },
      { id: 2, company: 'Café Nord', city: 'Oslo', isActive: true },
      { id: 3, company: 'Beta Nord', city: 'Oslo', isActive: false },
      { id: 4, company: 'Cafe\u0301 Nord', city: 'Bergen', isActive: true },
    ];
    const index = new CustomerSearchIndex(customers);
    for (const query of ['nord', 'caf', 'oslo', 'e']) {
      expect(index.search(query, 10).map((c) => c.id)).toEqual(
        scanAndSort(customers, query, 10).map((c) => c.id),
      );
    }
    expect(index.search('nord', 10).map((c) => c.id)).toEqual([3, 1, 2, 4]);
  });
});
