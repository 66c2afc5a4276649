import type { Customer } from '../../src/api/samples';

/** How the customer search reads a query: trimmed, in lower case. A blank query becomes ''. */
export function normaliseCustomerQuery(query: string): string {
  return query.trim().toLowerCase();
}

/**
 * The characters of a text as bits: one per letter a-z, the rest sharing four. A text can contain the query only
 * if its bits include all of the query's, and comparing two integers is far cheaper than a substring search. (30
 * bits: V8 keeps such integers unboxed, and a search over boxed ones ran several times slower.)
 */
function charBits(text: string): number {
  let bits = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    bits |= 1 << (code >= 97 && code <= 122 ? code - 97 : 26 + (code % 4));
  }
  return bits;
}

interface Entry {
  customer: Customer;
  company: string;
  /** charBits of company. */
  bits: number;
  city: number;
}

/**
 * The customer search over a list that never changes, with everything a query does not decide done once: names
 * in lower case, the list in company order (so a search collects its hits already ranked and stops at the limit
 * when enough companies start with the query), the letters of each name as bits (so most names are passed over
 * without a substring search), and each distinct city tested once per query instead of once per customer. Scanning the raw list lower-cased 2,000 strings and sorted hundreds of hits by localeCompare on
 * every keystroke.
 */
export class CustomerSearchIndex {
  private readonly entries: readonly Entry[];
  private readonly cities: readonly string[];

  constructor(customers: readonly Customer[]) {
    const cityIndex = new Map<string, number>();
    const cities: string[] = [];
    const cityOf = (city: string): number => {
      const lower = city.toLowerCase();
      let i = cityIndex.get(lower);
      if (i === undefined) {
        i = cities.push(lower) - 1;
        cityIndex.set(lower, i);
      }
      return i;
    };
    // Array.prototype.sort is stable: companies that compare equal keep the list's order, as they do when the
    // hits of a query are sorted by the same comparison.
    this.entries = [...customers]
      .sort((a, b) => a.company.localeCompare(b.company, 'en'))
      .map((customer) => {
        const company = customer.company.toLowerCase();
        return { customer, company, bits: charBits(company), city: cityOf(customer.city) };
      });
    this.cities = cities;
  }

  /**
   * Customers whose company or city contains the normalised query `q` (see normaliseCustomerQuery): companies
   * starting with it first, then the others, each group by company name; at most `limit`. '' finds nothing.
   */
  search(q: string, limit: number): Customer[] {
    if (!q || limit <= 0) return [];
    const cityMatches = this.cities.map((city) => city.includes(q));
    const bits = charBits(q);
    const starting: Customer[] = [];
    const containing: Customer[] = [];
    for (const entry of this.entries) {
      const at = (entry.bits & bits) === bits ? entry.company.indexOf(q) : -1;
      if (at === 0) {
        starting.push(entry.customer);
        if (starting.length === limit) return starting;
      } else if (containing.length < limit && (at > 0 || cityMatches[entry.city])) {
        containing.push(entry.customer);
      }
    }
    return starting.concat(containing.slice(0, limit - starting.length));
  }
}
