import { WebSocketClient, type TopicHandler, type WebSocketClientOptions } from './WebSocketClient';

/** The app's own websocket, once the app has installed it (`setAppSocket`). */
let appSocket: WebSocketClient | null = null;

/** Sockets opened for subscribers when the app has none (e.g. a story), by URL, with how many use each. */
const fallbacks = new Map<string, { client: WebSocketClient; users: number }>();

/**
 * Installs the app's websocket (null removes it): panels then subscribe to its topics through it rather than
 * opening sockets of their own. The app starts and stops it.
 */
export function setAppSocket(client: WebSocketClient | null): void {
  appSocket = client;
}

/** The websocket the app installed, if any. */
export function getAppSocket(): WebSocketClient | null {
  return appSocket;
}

/**
 * Subscribes to a topic on the app's websocket or, when the app installed none (a panel shown on its own, as in
 * Storybook), on a socket of its own to `fallback.url`: opened with the first such subscription and closed with
 * the last, shared by every subscription to the same URL. Returns the function that unsubscribes.
 */
export function subscribeTopic(
  topic: string,
  handler: TopicHandler,
  fallback: WebSocketClientOptions,
): () => void {
  if (appSocket) return appSocket.subscribe(topic, handler);
  let entry = fallbacks.get(fallback.url);
  if (!entry) {
    entry = { client: new WebSocketClient(fallback), users: 0 };
    fallbacks.set(fallback.url, entry);
    entry.client.start();
  }
  entry.users++;
  const shared = entry;
  const unsubscribe = shared.client.subscribe(topic, handler);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    unsubscribe();
    if (--shared.users > 0) return;
    shared.client.stop();
    if (fallbacks.get(fallback.url) === shared) fallbacks.delete(fallback.url);
  };
}
