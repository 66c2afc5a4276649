import type { FastifyBaseLogger } from 'fastify';
import type { Leadership } from './leaderElection';

/** A job only the cluster's leader runs: started when this instance is elected, stopped when it is not. */
export interface SingletonJob {
  name: string;
  start: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Runs `job` while this instance leads; its starts and stops take turns (a stop waits for the start before it).
 * Resolves once the job has started when this instance leads already (the embedded database's always does), so
 * a single server is ready as before. The returned function stops the job for good (the app closes).
 */
export async function runWhileLeader(
  leadership: Leadership,
  job: SingletonJob,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  let turn: Promise<void> = Promise.resolve();
  let running = false;
  const next = (change: () => Promise<void>): Promise<void> => {
    turn = turn
      .then(change)
      .catch((err: unknown) => log.error({ err, job: job.name }, 'singleton job failed'));
    return turn;
  };
  const stop = () =>
    next(async () => {
      if (!running) return;
      running = false;
      await job.stop();
    });
  const unfollow = leadership.follow(
    () =>
      void next(async () => {
        if (running) return;
        running = true;
        await job.start();
      }),
    () => void stop(),
  );
  await turn;
  return async () => {
    unfollow();
    await stop();
  };
}
