export { WebSocketClient, type TopicHandler, type WebSocketClientOptions } from './WebSocketClient';
