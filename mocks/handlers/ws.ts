import { ws } from 'msw';
import { WS_TOPICS, WsClientMessageSchema, type WsServerMessage } from '../../src/api/schemas';

/** The topics a client of the mocked socket is subscribed to, by connection. */
const subscriptions = new Map<object, { send: (text: string) => void; topics: Set<string> }>();

/** The app's websocket (/api/ws on any host), as the server runs it: subscribe, confirm, push. */
const socket = ws.link(/\/api\/ws$/);

function message(topic: string, data: unknown): string {
  return JSON.stringify({ topic, data } satisfies WsServerMessage);
}

/**
 * The websocket at /api/ws for Storybook: clients subscribe and unsubscribe as with the server, get the
 * 'subscribed' confirmation and a heartbeat, and whatever `publishMock` pushes to their topics.
 */
export const wsHandlers = [
  socket.addEventListener('connection', ({ client }) => {
    const entry = { send: (text: string) => client.send(text), topics: new Set<string>() };
    subscriptions.set(client, entry);
    client.addEventListener('close', () => subscriptions.delete(client));
    client.addEventListener('message', (event) => {
      let json: unknown;
      try {
        json = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const parsed = WsClientMessageSchema.safeParse(json);
      if (!parsed.success) return;
      const { type, topics } = parsed.data;
      for (const topic of topics) {
        if (type === 'subscribe') entry.topics.add(topic);
        else entry.topics.delete(topic);
      }
      client.send(message(WS_TOPICS.subscribed, [...entry.topics]));
      if (type === 'subscribe' && topics.includes(WS_TOPICS.heartbeat)) {
        client.send(message(WS_TOPICS.heartbeat, { serverTime: new Date().toISOString() }));
      }
    });
  }),
];

/** Pushes `data` on a topic to every mocked client subscribed to it; returns how many got it. */
export function publishMock(topic: string, data: unknown): number {
  let count = 0;
  for (const { send, topics } of subscriptions.values()) {
    if (!topics.has(topic)) continue;
    send(message(topic, data));
    count++;
  }
  return count;
}

/** How many mocked clients are subscribed to a topic now (a story waits for its panel's subscription). */
export function mockSubscriberCount(topic: string): number {
  let count = 0;
  for (const { topics } of subscriptions.values()) if (topics.has(topic)) count++;
  return count;
}
