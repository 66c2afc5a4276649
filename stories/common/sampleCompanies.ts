import { format } from 'date-fns';
import type { Trade } from '../../src/api/samples';

const COMPANIES: [string, string][] = [
  ['Northwind Analytics', 'Boston'],
  ['Bluepeak Capital', 'New York'],
  ['Cedar & Finch', 'London'],
  ['Halcyon Freight', 'Rotterdam'],
  ['Ironbridge Energy', 'Houston'],
  ['Juniper Health', 'Chicago'],
  ['Kestrel Robotics', 'San Jose'],
  ['Larkspur Foods', 'Montreal'],
  ['Meridian Telecom', 'Toronto'],
  ['Nimbus Cloudworks', 'Seattle'],
  ['Oakline Insurance', 'Hartford'],
  ['Pinecrest Media', 'Los Angeles'],
  ['Quarry Materials', 'Denver'],
  ['Redwood Biotech', 'San Diego'],
  ['Saltmarsh Shipping', 'Singapore'],
  ['Tidewater Utilities', 'Atlanta'],
  ['Umbra Security', 'Austin'],
  ['Vantage Retail', 'Dallas'],
  ['Willow Semiconductor', 'Taipei'],
  ['Zephyr Airlines', 'Miami'],
];

/** A small, fast, seeded PRNG (mulberry32): the same seed always gives the same rows. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Twenty companies' trades, with figures that depend only on `seed` (each reload of a demo bumps it): the same
 * shape as the sample trades, so they show in the same columns as every trade grid.
 */
export function sampleCompanies(seed: number): Trade[] {
  const rand = random(seed * 7919 + 17);
  const today = new Date(2024, 5, 28);
  return COMPANIES.map(([company, city], i) => ({
    id: i + 1,
    company,
    city,
    trade_volume: Math.round(50_000 + rand() * 9_950_000),
    profit_loss: Math.round((rand() - 0.45) * 400_000),
    trade_date: format(
      new Date(today.getFullYear(), today.getMonth(), today.getDate() - Math.floor(rand() * 60)),
      'yyyy-MM-dd',
    ),
    active: rand() > 0.2,
  }));
}
