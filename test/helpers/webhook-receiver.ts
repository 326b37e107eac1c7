import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifySignature } from '../../src/domain/webhooks/signing.js';

export interface Received {
  headers: Record<string, string>;
  body: string;
  /** whether the signature verified under the receiver's secret at the time it arrived */
  verified: boolean;
  answered: number;
}

/**
 * A real HTTP webhook receiver on 127.0.0.1: verifies each message's signature with `secret` (set it
 * once known), answers `failFirst` requests with `failStatus` and the rest with 204 (or always
 * `failStatus` when `alwaysFail`).
 */
export async function startReceiver(opts: { failFirst?: number; failStatus?: number; alwaysFail?: boolean } = {}) {
  const received: Received[] = [];
  const state = { secret: '', failFirst: opts.failFirst ?? 0, alwaysFail: opts.alwaysFail ?? false };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      const fail = state.alwaysFail || received.length < state.failFirst;
      const answered = fail ? (opts.failStatus ?? 500) : 204;
      received.push({ headers, body, verified: state.secret !== '' && verifySignature(state.secret, headers, body), answered });
      if (answered >= 300 && answered < 400) res.setHeader('location', 'http://127.0.0.1:1/elsewhere');
      res.statusCode = answered;
      res.end(fail ? 'nope' : undefined);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    state,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
