import fs from 'node:fs';
import net from 'node:net';
import { isAppError } from '../errors/app-error.js';
import { findAdminCommand, parseFlags } from './admin-commands.js';
import type { Services } from '../services/index.js';

export interface AdminReply {
  ok: boolean;
  result?: unknown;
  error?: { code: string; message: string };
}

/** Runs one admin command line against the services. */
export async function runAdmin(services: Services, argv: string[]): Promise<AdminReply> {
  const cmd = findAdminCommand(argv);
  if (!cmd) return { ok: false, error: { code: 'usage', message: `unknown command '${argv.join(' ')}'` } };
  try {
    return { ok: true, result: await cmd.handler(services, parseFlags(cmd.rest, cmd.spec)) };
  } catch (e) {
    if (isAppError(e)) return { ok: false, error: { code: e.code, message: e.message } };
    if (e instanceof Error && e.name === 'UsageError') return { ok: false, error: { code: 'usage', message: e.message } };
    return { ok: false, error: { code: 'internal_error', message: e instanceof Error ? e.message : String(e) } };
  }
}

/** Listens on a unix socket (mode 0600) so admin commands reach the process that owns the embedded database. */
export function serveAdminSocket(socketPath: string, services: Services): net.Server {
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((conn) => {
    let buf = '';
    conn.setEncoding('utf8');
    conn.on('data', async (chunk: string) => {
      buf += chunk;
      if (buf.length > 65536) return conn.destroy();
      const nl = buf.indexOf('\n');
      if (nl < 0) return;
      let argv: unknown;
      try {
        argv = JSON.parse(buf.slice(0, nl));
      } catch {
        argv = null;
      }
      const reply = Array.isArray(argv) && argv.every((a) => typeof a === 'string')
        ? await runAdmin(services, argv as string[])
        : { ok: false, error: { code: 'usage', message: 'bad request' } };
      conn.end(JSON.stringify(reply) + '\n');
    });
    conn.on('error', () => undefined);
  });
  server.listen(socketPath, () => fs.chmodSync(socketPath, 0o600));
  return server;
}

/** Sends one admin command to a running server's socket. */
export function sendAdmin(socketPath: string, argv: string[]): Promise<AdminReply> {
  return new Promise((resolve, reject) => {
    const conn = net.createConnection(socketPath);
    let buf = '';
    conn.setEncoding('utf8');
    conn.on('connect', () => conn.write(JSON.stringify(argv) + '\n'));
    conn.on('data', (d: string) => (buf += d));
    conn.on('end', () => {
      try {
        resolve(JSON.parse(buf) as AdminReply);
      } catch (e) {
        reject(e);
      }
    });
    conn.on('error', reject);
  });
}
