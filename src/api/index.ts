export * from './routes';
export * from './schemas';
export { api } from './client';
export { fetchJson, FetchError, newCorrelationId, type FetchJsonOptions } from './fetchJson';
export * from './errors';
export { reportClientError } from './reportClientError';
export * from './portfolioApp';
export * from './todo';
export * from './contacts';
