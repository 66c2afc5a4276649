/**
 * A test server in a process of its own, for the websocket flood test (wsFlood.test.ts): its event loop and
 * memory are not shared with the test's clients, and with --expose-gc it can report its heap once collected.
 * Started by `fork`; says `{type: 'ready', port}`, answers `stats` with FloodServerStats, and stops on `close`.
 */
import { portOf, startTestApp } from './testing';

export interface FloodServerStats {
  rssBytes: number;
  heapUsedBytes: number;
  connections: number;
  subscriptions: number;
  /** Portfolio groupings being re-priced, and those of them whose positions are held. */
  watchedGroupings: number;
  heldGroupings: number;
}

export type FloodServerRequest = { type: 'stats'; collect: boolean } | { type: 'close' };
export type FloodServerReply = { type: 'ready'; port: number } | { type: 'stats'; stats: FloodServerStats };

/** Collects garbage until the heap stops shrinking (a few rounds: finalizers free more on the next). */
function collect(gc: () => void): void {
  let before = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 5; round++) {
    gc();
    const after = process.memoryUsage().heapUsed;
    if (after >= before * 0.99) return;
    before = after;
  }
}

const { app, close } = await startTestApp({ loginRateLimit: 1000 });
await app.listen({ host: '127.0.0.1', port: 0 });
const reply = (message: FloodServerReply) => process.send?.(message);

process.on('message', (request: FloodServerRequest) => {
  if (request.type === 'close') {
    void close().finally(() => process.exit(0));
    return;
  }
  if (request.collect && globalThis.gc) collect(globalThis.gc);
  const memory = process.memoryUsage();
  reply({
    type: 'stats',
    stats: {
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      connections: app.topics.connectionCount,
      subscriptions: app.topics.subscriptionCount,
      watchedGroupings: app.portfolioApp.watchedGroupings.length,
      heldGroupings: app.portfolioApp.heldGroupings,
    },
  });
});
reply({ type: 'ready', port: portOf(app) });
