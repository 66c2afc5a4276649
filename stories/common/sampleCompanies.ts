/** A sample company row of the panel demos' grid. */
export interface SampleCompany {
  id: number;
  company: string;
  city: string;
  tradeVolume: number;
  profitLoss: number;
  tradeDate: Date;
  active: boolean;
}

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

/** Twenty companies with trade figures that depend only on `seed` (each reload of a demo bumps it). */
export function sampleCompanies(seed: number): SampleCompany[] {
  const rand = random(seed * 7919 + 17);
  const today = new Date(2024, 5, 28);
  return COMPANIES.map(([company, city], i) => ({
    id: i + 1,
    company,
    city,
    tradeVolume: Math.round(50_000 + rand() * 9_950_000),
    profitLoss: Math.round((rand() - 0.45) * 400_000),
    tradeDate: new Date(today.getFullYear(), today.getMonth(), today.getDate() - Math.floor(rand() * 60)),
    active: rand() > 0.2,
  }));
}
