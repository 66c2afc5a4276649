import { buildApp } from './app';
import { loadConfig } from './config';
import { readyLine } from './readyLine';

/** `node --import tsx server/main.ts`: reads the config from the environment and serves until a signal. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  app.log.debug({ dataDir: config.dataDir }, 'data directory');
  // Plain text, not a log record: it is the line a person starting the showcase looks for.
  console.log(readyLine(config, port));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  if (err instanceof Error && err.stack && !err.message.startsWith('Refusing to start'))
    console.error(err.stack);
  process.exit(1);
});
