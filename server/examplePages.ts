import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerConfig } from './config';
import { EXAMPLE_PAGES } from './examplePageList';

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Each example app at its own path (`/portfolio`, `/portfolio/anything`): its page of the app build, revalidated
 * on every visit (its scripts are hashed under /app/assets). Public, as the shell's pages are: the app asks for a
 * session itself and shows its sign-in without one.
 */
export function registerExamplePages(app: FastifyInstance, config: ServerConfig): void {
  for (const [prefix, page] of Object.entries(EXAMPLE_PAGES)) {
    const send = async (_request: unknown, reply: FastifyReply) => {
      if (!(await isFile(path.join(config.staticDir, page)))) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send('The app is not built. Run npm run build.\n');
      }
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile(page, config.staticDir, { cacheControl: false });
    };
    app.get(prefix, { config: { access: 'public' } }, send);
    app.get(`${prefix}/*`, { config: { access: 'public' } }, send);
  }
}
