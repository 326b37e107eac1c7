import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { App } from '../types.js';

const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web');

const ASSETS: Record<string, string> = {
  'app.js': 'text/javascript; charset=utf-8',
  'style.css': 'text/css; charset=utf-8',
};

const CSP = "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/** Serves the web app (a fixed set of static files) at / and /app/. */
export function webRoutes(app: App) {
  const send = (file: string, type: string) => async (_req: unknown, reply: import('fastify').FastifyReply) => {
    reply.header('content-type', type);
    reply.header('content-security-policy', CSP);
    reply.header('x-frame-options', 'DENY');
    reply.header('cache-control', 'no-cache');
    return reply.send(fs.createReadStream(path.join(WEB_DIR, file)));
  };
  app.get('/', { schema: { hide: true } }, send('index.html', 'text/html; charset=utf-8'));
  for (const [file, type] of Object.entries(ASSETS)) app.get(`/app/${file}`, { schema: { hide: true } }, send(file, type));
}
