import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { App } from '../types.js';

/** The web app's build output (`npm run build` writes it from web/ with the bundler). */
const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');
const ASSET_DIR = path.join(WEB_DIR, 'assets');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** Scripts and styles only from this origin: no inline script, no eval; images may be blob: for previews. */
export const WEB_CSP =
  "default-src 'self'; img-src 'self' data: blob:; style-src 'self'; script-src 'self'; connect-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

// hashed file names from the bundler: letters, digits, '-', '_' and one extension
const ASSET_NAME = /^[A-Za-z0-9_-]{1,120}\.(js|css|svg|png|woff2)$/;

function securityHeaders(reply: FastifyReply) {
  reply.header('content-security-policy', WEB_CSP);
  reply.header('x-frame-options', 'DENY');
  reply.header('referrer-policy', 'same-origin');
}

/** Serves the web app: index.html at / (never cached) and hashed assets under /app/assets/ (cached for a year). */
export function webRoutes(app: App) {
  const index = async (_req: unknown, reply: FastifyReply) => {
    securityHeaders(reply);
    reply.header('cache-control', 'no-cache');
    const file = path.join(WEB_DIR, 'index.html');
    if (!fs.existsSync(file)) {
      reply.status(503).header('content-type', 'text/plain; charset=utf-8');
      return reply.send('The web app is not built: run `npm run build`.\n');
    }
    reply.header('content-type', 'text/html; charset=utf-8');
    return reply.send(fs.createReadStream(file));
  };
  app.get('/', { schema: { hide: true } }, index);
  app.get('/app/', { schema: { hide: true } }, index);

  app.get(
    '/app/assets/:name',
    { schema: { hide: true, params: Type.Object({ name: Type.String({ maxLength: 200 }) }) } },
    async (req, reply) => {
      const name = req.params.name;
      const file = path.join(ASSET_DIR, name);
      if (!ASSET_NAME.test(name) || !fs.existsSync(file)) {
        return reply.status(404).header('cache-control', 'no-store').send({ code: 'not_found', message: 'no such asset' });
      }
      securityHeaders(reply);
      reply.header('content-type', TYPES[path.extname(name)]);
      // names carry a content hash: a changed file gets a new name
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return reply.send(fs.createReadStream(file));
    },
  );
}
