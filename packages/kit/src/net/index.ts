export { WebSocketClient, type TopicHandler, type WebSocketClientOptions } from './WebSocketClient';
export { setAppSocket, getAppSocket, subscribeTopic } from './appSocket';
