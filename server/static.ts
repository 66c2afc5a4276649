import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerConfig } from './config';

interface StaticSite {
  /** URL prefix without trailing slash, e.g. '/app'. */
  prefix: string;
  root: string;
  /** Serve index.html for unknown paths without a file extension (client-side routing). */
  spaFallback: boolean;
  /** The 503 text when the build is missing. */
  missingMessage: string;
}

async function fileKind(file: string): Promise<'file' | 'dir' | null> {
  try {
    const s = await stat(file);
    return s.isFile() ? 'file' : s.isDirectory() ? 'dir' : null;
  } catch {
    return null;
  }
}

/** Hashed build output (Vite's assets/) is cached for a year; everything else is revalidated. */
function sendStatic(reply: FastifyReply, root: string, rel: string): FastifyReply {
  if (/^assets\//.test(rel) || /^sb-/.test(rel)) {
    return reply.sendFile(rel, root, { maxAge: '365d', immutable: true });
  }
  reply.header('Cache-Control', 'no-cache');
  return reply.sendFile(rel, root, { cacheControl: false });
}

function registerSite(app: FastifyInstance, site: StaticSite): void {
  app.get(site.prefix, { config: { access: 'public' } }, (request, reply) => {
    const query = request.url.slice(site.prefix.length);
    return reply.redirect(`${site.prefix}/${query}`);
  });
  app.get<{ Params: { '*': string } }>(
    `${site.prefix}/*`,
    { config: { access: 'public' } },
    async (request, reply) => {
      if ((await fileKind(path.join(site.root, 'index.html'))) !== 'file') {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send(site.missingMessage);
      }
      const rel = path.posix.normalize(request.params['*'] || '.').replace(/^(\.\/?)+/, '');
      if (rel.startsWith('..') || rel.includes('\0'))
        return reply.code(404).type('text/plain').send('Not found.');
      const target = path.join(site.root, rel);
      const kind = await fileKind(target);
      if (kind === 'file') return sendStatic(reply, site.root, rel);
      if (kind === 'dir' && (await fileKind(path.join(target, 'index.html'))) === 'file') {
        return sendStatic(reply, site.root, path.posix.join(rel, 'index.html'));
      }
      if (site.spaFallback && !path.posix.extname(rel)) return sendStatic(reply, site.root, 'index.html');
      return reply.code(404).type('text/plain; charset=utf-8').send(`Not found: ${request.url}`);
    },
  );
}

/**
 * The built shell at /app/ (SPA fallback to its index.html), the static Storybook at /storybook/, and / → /app/.
 * The directories are looked up per request, so a build made while the server runs is served without a restart.
 */
export async function registerStatic(app: FastifyInstance, config: ServerConfig): Promise<void> {
  // Only the reply.sendFile decorator: the routes below choose the root per site.
  await app.register(fastifyStatic, { root: config.staticDir, serve: false, dotfiles: 'ignore' });
  registerSite(app, {
    prefix: '/app',
    root: config.staticDir,
    spaFallback: true,
    missingMessage: 'The app is not built. Run npm run build.\n',
  });
  registerSite(app, {
    prefix: '/storybook',
    root: config.storybookDir,
    spaFallback: false,
    missingMessage: 'Storybook is not built. Run npm run build-storybook.\n',
  });
  app.get('/', { config: { access: 'public' } }, (_request, reply) => reply.redirect('/app/'));
}
