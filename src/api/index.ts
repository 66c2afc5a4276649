export * from './routes';
export * from './schemas';
export { api } from './client';
export * from './errors';
