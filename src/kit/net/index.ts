export { fetchJson, FetchError, newCorrelationId, CORRELATION_HEADER, type FetchJsonOptions } from './fetchJson';
