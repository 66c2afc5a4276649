import { z } from 'zod';
import { fetchJson } from './fetchJson';
import { requestString } from './schemas';

/**
 * The contract of the FDA Recalls example app (/recalls): a server-side search of drug recalls. With OPENFDA_URL
 * set the server asks the openFDA drug enforcement API (and caches its answers); by default it searches a bundled
 * sample of recall records with the same fields.
 */
export const RECALLS_API = {
  /** GET the recalls matching `?q=` (all of them, newest first, when empty), at most RECALLS_LIMIT. */
  recalls: '/api/examples/recalls',
} as const;

/** openFDA answers at most this many records a query; the app shows the top 99. */
export const RECALLS_LIMIT = 99;
export const MAX_RECALL_QUERY_LENGTH = 100;

export const RECALL_CLASSES = ['Class I', 'Class II', 'Class III'] as const;
export type RecallClass = (typeof RECALL_CLASSES)[number];

/** A drug recall, the openFDA enforcement report's fields in camelCase; dates as YYYY-MM-DD. */
export const RecallSchema = z.object({
  /** openFDA's recall_number, e.g. 'D-0123-2024'. */
  id: z.string(),
  classification: z.enum(RECALL_CLASSES),
  status: z.string(),
  productDescription: z.string(),
  reasonForRecall: z.string(),
  recallingFirm: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  distributionPattern: z.string(),
  productQuantity: z.string(),
  codeInfo: z.string(),
  voluntaryMandated: z.string(),
  recallInitiationDate: z.iso.date().nullable(),
  reportDate: z.iso.date().nullable(),
});
export type Recall = z.infer<typeof RecallSchema>;

/** Where an answer came from: the bundled sample, or openFDA (then `fetchedAt`: when it was asked). */
export const RecallSearchResultSchema = z.object({
  source: z.enum(['sample', 'openFDA']),
  query: z.string(),
  fetchedAt: z.iso.datetime(),
  results: z.array(RecallSchema).max(RECALLS_LIMIT),
});
export type RecallSearchResult = z.infer<typeof RecallSearchResultSchema>;

/** The query string of GET recalls: `q`, trimmed, may be empty. */
export const RecallQuerySchema = z.object({
  q: requestString({ error: 'The search must be text.' })
    .trim()
    .max(MAX_RECALL_QUERY_LENGTH, `The search must be at most ${MAX_RECALL_QUERY_LENGTH} characters.`)
    .optional()
    .transform((q) => q ?? ''),
});

export const RECALL_MESSAGES = {
  upstreamFailed: 'The openFDA service could not be reached. Try again later.',
} as const;

export const recallsPath = (query: string): string =>
  query ? `${RECALLS_API.recalls}?q=${encodeURIComponent(query)}` : RECALLS_API.recalls;

/** The FDA Recalls app's typed client. */
export const recallsApi = {
  search: (query: string, signal?: AbortSignal): Promise<RecallSearchResult> =>
    fetchJson(recallsPath(query), { schema: RecallSearchResultSchema, signal }),
};
