// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lastOrderDay, PORTFOLIO_ORDER_COUNT, portfolioOrders } from './orders';

const DAY_MS = 86_400_000;
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);
/** The orders without their times: what stays the same from one day to the next. */
const undated = (now: number) => portfolioOrders(now).map(({ time: _t, ...order }) => order);

describe('Portfolio orders', () => {
  it.each([
    ['on a Wednesday', Date.UTC(2026, 2, 11, 15, 0), '2026-03-10'],
    ['on a Monday morning', Date.UTC(2026, 2, 9, 1, 0), '2026-03-06'],
    ['on a Sunday', Date.UTC(2026, 2, 8, 23, 59), '2026-03-06'],
    ['just after midnight', Date.UTC(2026, 2, 11, 0, 0, 1), '2026-03-10'],
  ])('%s, end on the weekday before, with none in the future', (_when, now, newest) => {
    const orders = portfolioOrders(now);
    expect(orders).toHaveLength(PORTFOLIO_ORDER_COUNT);
    const times = orders.map((o) => o.time);
    expect(utcDay(Math.max(...times))).toBe(newest);
    expect(utcDay(lastOrderDay(now))).toBe(newest);
    expect(Math.max(...times)).toBeLessThan(now);
    // About half a year of trading, on weekdays only.
    expect(now - Math.min(...times)).toBeGreaterThan(170 * DAY_MS);
    expect(now - Math.min(...times)).toBeLessThan(200 * DAY_MS);
    expect(orders.every((o) => ![0, 6].includes(new Date(o.time).getUTCDay()))).toBe(true);
  });

  it('are the same all day, and the same orders the next day, each dated a trading day later', () => {
    const morning = Date.UTC(2026, 2, 11, 6, 0);
    const evening = Date.UTC(2026, 2, 11, 22, 30);
    expect(portfolioOrders(evening)).toEqual(portfolioOrders(morning));
    expect(undated(morning + DAY_MS)).toEqual(undated(morning));
    const today = portfolioOrders(morning);
    const tomorrow = portfolioOrders(morning + DAY_MS);
    expect(tomorrow.map((o) => o.id)).toEqual(today.map((o) => o.id));
    expect(utcDay(tomorrow.at(-1)?.time ?? 0)).toBe('2026-03-11');
  });
});
