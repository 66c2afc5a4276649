export {
  fetchJson,
  FetchError,
  newCorrelationId,
  CORRELATION_HEADER,
  type FetchJsonOptions,
} from './fetchJson';
export { WebSocketClient, type TopicHandler, type WebSocketClientOptions } from './WebSocketClient';
