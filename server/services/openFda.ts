import { z } from 'zod';
import { RECALL_CLASSES, RECALLS_LIMIT, type Recall } from '../../src/api/recalls';

/**
 * The openFDA drug enforcement API (https://open.fda.gov/apis/drug/enforcement/): the query the server sends and
 * the mapping of its records to the app's contract.
 */

/** The fields of an enforcement report the app uses; openFDA sends more, and some of these may be missing. */
const OpenFdaRecallSchema = z.object({
  recall_number: z.string(),
  classification: z.string().optional(),
  status: z.string().optional(),
  product_description: z.string().optional(),
  reason_for_recall: z.string().optional(),
  recalling_firm: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  country: z.string().optional(),
  distribution_pattern: z.string().optional(),
  product_quantity: z.string().optional(),
  code_info: z.string().optional(),
  voluntary_mandated: z.string().optional(),
  recall_initiation_date: z.string().optional(),
  report_date: z.string().optional(),
});

export const OpenFdaAnswerSchema = z.object({ results: z.array(OpenFdaRecallSchema) });

/** openFDA writes dates as YYYYMMDD; the contract as YYYY-MM-DD (null when missing or malformed). */
export function openFdaDate(value: string | undefined): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(value ?? '');
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

function classOf(value: string | undefined): Recall['classification'] {
  return RECALL_CLASSES.find((c) => c === value?.trim()) ?? 'Class III';
}

export function fromOpenFda(r: z.infer<typeof OpenFdaRecallSchema>): Recall {
  return {
    id: r.recall_number,
    classification: classOf(r.classification),
    status: r.status ?? '',
    productDescription: r.product_description ?? '',
    reasonForRecall: r.reason_for_recall ?? '',
    recallingFirm: r.recalling_firm ?? '',
    city: r.city ?? '',
    state: r.state ?? '',
    country: r.country ?? '',
    distributionPattern: r.distribution_pattern ?? '',
    productQuantity: r.product_quantity ?? '',
    codeInfo: r.code_info ?? '',
    voluntaryMandated: r.voluntary_mandated ?? '',
    recallInitiationDate: openFdaDate(r.recall_initiation_date),
    reportDate: openFdaDate(r.report_date),
  };
}

/**
 * The URL of a search: every word of the query must match (openFDA's `"word"+AND+"word"`), newest report first,
 * the top RECALLS_LIMIT. An empty query asks for the newest reports. openFDA reads `+` as a space, so the words
 * are escaped and the joints are not.
 */
export function openFdaSearchUrl(baseUrl: string, query: string): string {
  const words = query
    .split(/\s+/)
    .map((w) => w.replace(/["\\]/g, ''))
    .filter(Boolean);
  const params = [`limit=${RECALLS_LIMIT}`, 'sort=report_date:desc'];
  if (words.length > 0)
    params.unshift(`search=${words.map((w) => `"${encodeURIComponent(w)}"`).join('+AND+')}`);
  return `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}${params.join('&')}`;
}
