// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PositionDimensionSchema, type PositionDimension } from '../../src/api/positions';
import { MAX_CACHED_GROUPINGS, PortfolioService } from './portfolio';

/** Every ordered list of distinct dimensions: 1,956 of them for six dimensions. */
function allDimLists(dims: readonly PositionDimension[]): PositionDimension[][] {
  return dims.flatMap((d) => {
    const rest = dims.filter((x) => x !== d);
    return [[d], ...allDimLists(rest).map((tail) => [d, ...tail])];
  });
}

describe('PortfolioService', () => {
  it('keeps at most its bound of groupings, however many lists are asked for', () => {
    const service = new PortfolioService(undefined, { maxGroupings: 8 });
    const lists = allDimLists(PositionDimensionSchema.options).slice(0, 40);
    for (const dims of lists) service.groupedPositionsAnswer(dims);
    expect(service.cachedGroupings).toBe(8);
    expect(allDimLists(PositionDimensionSchema.options)).toHaveLength(1956);
    expect(MAX_CACHED_GROUPINGS).toBeLessThan(1956);
  });

  it('serves a recent grouping from the cache and recomputes an evicted one with the same bytes', () => {
    const service = new PortfolioService(undefined, { maxGroupings: 2 });
    const first = service.groupedPositionsAnswer(['region', 'sector']);
    expect(service.groupedPositionsAnswer(['region', 'sector'])).toBe(first);
    service.groupedPositionsAnswer(['sector']);
    service.groupedPositionsAnswer(['fund']);
    const again = service.groupedPositionsAnswer(['region', 'sector']);
    expect(again).not.toBe(first);
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.etag).toBe(first.etag);
  });

  it('tells groupings apart by the order of their dimensions', () => {
    const service = new PortfolioService();
    const a = service.groupedPositionsAnswer(['region', 'sector']);
    const b = service.groupedPositionsAnswer(['sector', 'region']);
    expect(a.etag).not.toBe(b.etag);
    expect(JSON.parse(a.body.toString())[0].name).toBe('Asia Pacific');
  });
});
