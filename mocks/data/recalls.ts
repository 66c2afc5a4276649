import { RECALLS_LIMIT, type Recall, type RecallClass } from '../../src/api/recalls';
import { seededRandom } from './seededRandom';

/**
 * The bundled sample of drug recalls (the server's offline default, and the mocks' data): records in the shape
 * of openFDA's drug enforcement reports, made from a fixed seed so Storybook, the tests and the server agree.
 */

const PRODUCTS = [
  ['Metformin Hydrochloride Extended-Release Tablets', '500 mg', 'bottles of 100'],
  ['Atorvastatin Calcium Tablets', '40 mg', 'bottles of 90'],
  ['Losartan Potassium Tablets', '50 mg', 'bottles of 1000'],
  ['Valsartan Tablets', '160 mg', 'bottles of 30'],
  ['Ranitidine Hydrochloride Capsules', '150 mg', 'bottles of 60'],
  ['Amlodipine Besylate Tablets', '10 mg', 'bottles of 500'],
  ['Levothyroxine Sodium Tablets', '75 mcg', 'bottles of 90'],
  ['Lisinopril Tablets', '20 mg', 'bottles of 100'],
  ['Ibuprofen Oral Suspension', '100 mg/5 mL', '4 fl oz bottles'],
  ['Acetaminophen Extra Strength Caplets', '500 mg', 'bottles of 250'],
  ['Hand Sanitizer Gel', '70% ethyl alcohol', '8 fl oz bottles'],
  ['Sodium Chloride Injection', '0.9%', '10 mL single-dose vials'],
  ['Heparin Sodium Injection', '1,000 units/mL', '10 mL multiple-dose vials'],
  ['Ondansetron Injection', '2 mg/mL', '2 mL single-dose vials'],
  ['Amoxicillin for Oral Suspension', '400 mg/5 mL', '100 mL bottles'],
  ['Clopidogrel Tablets', '75 mg', 'bottles of 30'],
  ['Omeprazole Delayed-Release Capsules', '20 mg', 'bottles of 1000'],
  ['Sertraline Hydrochloride Tablets', '50 mg', 'bottles of 90'],
  ['Montelukast Sodium Chewable Tablets', '5 mg', 'bottles of 30'],
  ['Ophthalmic Artificial Tears Solution', '0.5%', '15 mL dropper bottles'],
  ['Dexamethasone Sodium Phosphate Injection', '4 mg/mL', '1 mL vials'],
  ['Insulin Glargine Injection', '100 units/mL', '3 mL prefilled pens'],
  ['Naloxone Hydrochloride Nasal Spray', '4 mg', 'cartons of 2'],
  ['Children\u2019s Cough Syrup', 'dextromethorphan 5 mg/5 mL', '4 fl oz bottles'],
  ['Vitamin D3 Softgels', '2,000 IU', 'bottles of 120'],
] as const;

const REASONS: readonly (readonly [string, RecallClass])[] = [
  [
    'CGMP Deviations: presence of N-nitrosodimethylamine (NDMA) above the acceptable intake limit.',
    'Class II',
  ],
  ['Lack of Assurance of Sterility: a media fill failure at the manufacturing site.', 'Class II'],
  ['Presence of Particulate Matter: visible glass particles found in vials.', 'Class I'],
  [
    'Microbial Contamination of Non-Sterile Products: Burkholderia cepacia found in retained samples.',
    'Class II',
  ],
  [
    'Failed Dissolution Specifications: out-of-specification results at the 12-month stability time point.',
    'Class II',
  ],
  ['Labeling: Label Mixup; bottles labeled with the wrong strength.', 'Class I'],
  ['Presence of Methanol: product found to contain methanol, a toxic substance.', 'Class I'],
  ['Subpotent Drug: assay results below specification at the 18-month stability time point.', 'Class III'],
  ['Superpotent Drug: assay results above specification.', 'Class II'],
  ['Failed Impurities/Degradation Specifications: unknown impurity above the limit.', 'Class III'],
  ['Defective Container: the child-resistant cap may not close properly.', 'Class III'],
  ['Cross Contamination with Other Products: traces of another active ingredient found.', 'Class II'],
  ['Discoloration: tablets found discolored during a product complaint investigation.', 'Class III'],
  ['Marketed Without an Approved NDA/ANDA: the product contains undeclared sildenafil.', 'Class I'],
  ['Temperature Abuse: product was stored outside its labeled storage conditions in transit.', 'Class II'],
] as const;

const FIRMS = [
  ['Meridian Pharmaceuticals, Inc.', 'Princeton', 'NJ'],
  ['Bluestone Generics LLC', 'Cranbury', 'NJ'],
  ['Cascade Labs Corp.', 'Bothell', 'WA'],
  ['Northgate Health Products', 'Minneapolis', 'MN'],
  ['Sunrise Compounding Pharmacy', 'Tampa', 'FL'],
  ['Pioneer Sterile Solutions', 'Lake Forest', 'IL'],
  ['Harbor Consumer Health', 'Baltimore', 'MD'],
  ['Red Rock Biologics', 'Salt Lake City', 'UT'],
  ['Granite State Pharma', 'Nashua', 'NH'],
  ['Lone Star Medical Supply', 'Austin', 'TX'],
  ['Pacific Crest Laboratories', 'Irvine', 'CA'],
  ['Bayou Pharmaceuticals', 'Baton Rouge', 'LA'],
] as const;

const DISTRIBUTION = [
  'Nationwide in the USA',
  'Nationwide in the USA and Puerto Rico',
  'Distributed to wholesalers in CA, NV, AZ and OR',
  'Distributed to hospitals in NY, NJ, PA and CT',
  'TX, OK, LA and AR',
  'Nationwide, and to Canada',
  'Distributed through retail pharmacies in the Midwest',
] as const;

const STATUSES = ['Ongoing', 'Ongoing', 'Completed', 'Terminated'] as const;

const isoDay = (d: Date): string => d.toISOString().slice(0, 10);

function makeRecalls(count: number): Recall[] {
  const rnd = seededRandom(20240917);
  const out: Recall[] = [];
  // The newest report first, a few days apart, going back about three years from a fixed day.
  let day = Date.UTC(2026, 9, 30);
  for (let i = 0; i < count; i++) {
    day -= rnd.int(0, 9) * 86_400_000;
    const [product, strength, pack] = rnd.pick(PRODUCTS);
    const [reason, classification] = rnd.pick(REASONS);
    const [firm, city, state] = rnd.pick(FIRMS);
    const year = new Date(day).getUTCFullYear();
    const initiated = day - rnd.int(7, 60) * 86_400_000;
    const lot = `${String.fromCharCode(65 + rnd.int(0, 25))}${rnd.int(10000, 99999)}`;
    out.push({
      id: `D-${String(count - i).padStart(4, '0')}-${year}`,
      classification,
      status: rnd.pick(STATUSES),
      productDescription: `${product}, ${strength}, ${pack}, Rx only, Manufactured for ${firm}`,
      reasonForRecall: reason,
      recallingFirm: firm,
      city,
      state,
      country: 'United States',
      distributionPattern: rnd.pick(DISTRIBUTION),
      productQuantity: `${rnd.int(1, 900).toLocaleString('en-US')},${String(rnd.int(0, 999)).padStart(3, '0')} bottles`,
      codeInfo: `Lot #: ${lot}, Exp. ${rnd.int(1, 12).toString().padStart(2, '0')}/${year + 2}`,
      voluntaryMandated: rnd.chance(0.95) ? 'Voluntary: Firm initiated' : 'FDA Mandated',
      recallInitiationDate: isoDay(new Date(initiated)),
      reportDate: isoDay(new Date(day)),
    });
  }
  return out;
}

/** The bundled sample: 300 recalls, newest report first. */
export const SAMPLE_RECALLS: readonly Recall[] = makeRecalls(300);

const SEARCHED: readonly (keyof Recall)[] = [
  'id',
  'classification',
  'status',
  'productDescription',
  'reasonForRecall',
  'recallingFirm',
  'city',
  'state',
  'distributionPattern',
  'codeInfo',
];

/**
 * Searches recalls as openFDA's full-text search does for plain words: every word of the query must appear in
 * one of the searched fields (case-insensitive); the top RECALLS_LIMIT, newest report first.
 */
export function searchRecalls(records: readonly Recall[], query: string): Recall[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const hits = records.filter((r) => {
    const text = SEARCHED.map((f) => r[f] ?? '')
      .join('\n')
      .toLowerCase();
    return words.every((w) => text.includes(w));
  });
  return hits.slice(0, RECALLS_LIMIT);
}
