import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePortfolioPositionsPush, PortfolioPositionsPushSchema } from './portfolioApp';

/** What the schema makes of the data: its data, or null when it fails. */
const bySchema = (data: unknown) => {
  const parsed = PortfolioPositionsPushSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
};

const number = fc.oneof(
  fc.double(),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, 0, -0),
  fc.integer(),
  fc.string(),
);
/** Updates mostly of the right shape, some with a wrong or missing field, extra fields, or no object at all. */
const update = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      id: fc.string(),
      pnl: fc.double({ noNaN: true, noDefaultInfinity: true }),
      mktVal: fc.double({ noNaN: true, noDefaultInfinity: true }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record(
      { id: fc.oneof(fc.string(), fc.integer()), pnl: number, mktVal: number, extra: fc.anything() },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: fc.anything() },
);
const push = fc.record(
  {
    version: fc.oneof(fc.integer({ min: -2, max: 1e6 }), fc.double()),
    dims: fc.array(fc.oneof(fc.constantFrom('region', 'sector', 'symbol', 'trader'), fc.string()), {
      maxLength: 4,
    }),
    updates: fc.oneof(
      { weight: 9, arbitrary: fc.array(update, { maxLength: 12 }) },
      { weight: 1, arbitrary: fc.anything() },
    ),
    other: fc.anything(),
  },
  { requiredKeys: ['version', 'dims', 'updates'] },
);

describe('parsePortfolioPositionsPush', () => {
  it('gives what the schema gives, for pushes of every kind', () => {
    fc.assert(
      fc.property(
        fc.oneof({ weight: 9, arbitrary: push }, { weight: 1, arbitrary: fc.anything() }),
        (data) => {
          expect(parsePortfolioPositionsPush(data)).toEqual(bySchema(data));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('takes a real push, and refuses one update that is not a number', () => {
    const valid = {
      version: 7,
      dims: ['region', 'sector'],
      updates: [
        { id: 'root>region:Europe', pnl: -12.5, mktVal: 3000, note: 'dropped' },
        { id: 'root>region:Asia', pnl: 0, mktVal: -1 },
      ],
    };
    expect(parsePortfolioPositionsPush(valid)).toEqual({
      version: 7,
      dims: ['region', 'sector'],
      updates: [
        { id: 'root>region:Europe', pnl: -12.5, mktVal: 3000 },
        { id: 'root>region:Asia', pnl: 0, mktVal: -1 },
      ],
    });
    expect(parsePortfolioPositionsPush({ ...valid, updates: [{ id: 'x', pnl: '1', mktVal: 2 }] })).toBeNull();
  });
});
