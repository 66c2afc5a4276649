import { describe, expect, it } from 'vitest';
import { CompanyInputSchema, CompanyUpdateSchema } from './companies';
import { parseReadable } from './errors';
import { EARLIEST_DATE, LATEST_DATE, requestDate, requestDateTime } from './schemas';
import { taskCreateSchema, TaskUpdateSchema } from './todo';

const company = { name: 'Dated Ltd', type: 'Public', employees: 1, earningsDate: '2026-01-15' };
const loaded = '2026-01-15T10:00:00.000Z';

/** Every date a client sends, as a body with that date set to `day` (a date-time's day at noon UTC). */
const DATE_FIELDS = [
  {
    field: 'earningsDate',
    schema: CompanyInputSchema,
    body: (day: string) => ({ ...company, earningsDate: day }),
  },
  {
    field: 'earningsDate',
    schema: CompanyUpdateSchema,
    body: (day: string) => ({ ...company, earningsDate: day, lastUpdated: loaded }),
  },
  {
    field: 'lastUpdated',
    schema: CompanyUpdateSchema,
    body: (day: string) => ({ ...company, lastUpdated: `${day}T12:00:00Z` }),
  },
  {
    field: 'dueDate',
    schema: TaskUpdateSchema,
    body: (day: string) => ({ description: 'x', dueDate: day, complete: false }),
  },
  {
    field: 'dueDate',
    schema: taskCreateSchema(EARLIEST_DATE),
    body: (day: string) => ({ description: 'x', dueDate: day }),
  },
] as const;

describe('dates a client sends', () => {
  it.each(DATE_FIELDS)(
    '$field takes the bounds of the contract and refuses year 0 and year 10000',
    ({ field, schema, body }) => {
      expect(parseReadable(schema, body(EARLIEST_DATE)).success).toBe(true);
      expect(parseReadable(schema, body(LATEST_DATE)).success).toBe(true);
      for (const day of ['0000-01-01', '1899-12-31', '10000-01-01', '+010000-01-01']) {
        const result = parseReadable(schema, body(day));
        expect({ day, result }).toMatchObject({ day, result: { success: false, field } });
      }
    },
  );

  it('says which bound, or that the value is no date, in one message', () => {
    expect(
      requestDate('Day')
        .safeParse('0000-01-01')
        .error?.issues.map((i) => i.message),
    ).toEqual(['Day must be on or after 1900-01-01.']);
    expect(
      requestDate('Day')
        .safeParse('10000-01-01')
        .error?.issues.map((i) => i.message),
    ).toEqual(['Day must be a date (YYYY-MM-DD).']);
    expect(
      requestDateTime('At')
        .safeParse('1899-12-31T23:59:59Z')
        .error?.issues.map((i) => i.message),
    ).toEqual(['At must be on or after 1900-01-01.']);
  });
});
