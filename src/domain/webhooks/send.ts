import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedAddress } from './target.js';

/** How one delivery attempt ended: a response code (any status, redirects included) or a transport error. */
export interface SendResult {
  ok: boolean;
  status: number | null;
  error: string | null;
}

export interface SendOptions {
  timeoutMs: number;
  maxResponseBytes: number;
}

/** A lookup that answers only with the addresses already checked, so the connection cannot reach another. */
function pinnedLookup(addrs: ResolvedAddress[]): LookupFunction {
  return ((_host: string, opts: { all?: boolean }, cb: (...a: unknown[]) => void) => {
    if (opts?.all) cb(null, addrs.map((a) => ({ address: a.address, family: a.family })));
    else cb(null, addrs[0].address, addrs[0].family);
  }) as unknown as LookupFunction;
}

/**
 * POSTs the body to the URL over the given (checked) addresses. Only a 2xx answer is a success;
 * redirects are not followed. The whole attempt, connection to last byte, is bounded by
 * `timeoutMs`, and at most `maxResponseBytes` of the answer are read.
 */
export function sendWebhook(u: URL, addrs: ResolvedAddress[], headers: Record<string, string>, body: string, opts: SendOptions): Promise<SendResult> {
  const client = u.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const done = (r: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(r);
    };
    const req = client.request(u, {
      method: 'POST',
      agent: false,
      lookup: pinnedLookup(addrs),
      headers: { 'content-type': 'application/json', 'user-agent': 'Structa-Webhooks/1', 'content-length': String(Buffer.byteLength(body)), ...headers },
    });
    const timer = setTimeout(() => {
      req.destroy();
      done({ ok: false, status: null, error: `timeout: no complete answer within ${opts.timeoutMs} ms` });
    }, opts.timeoutMs);
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        read += chunk.length;
        // the rest of an oversized answer is not read: the status is all a delivery needs
        if (read > opts.maxResponseBytes) {
          res.destroy();
          finish();
        }
      });
      const finish = () => {
        const ok = status >= 200 && status < 300;
        const error = ok ? null : status >= 300 && status < 400 ? `redirect_not_followed: the receiver answered ${status}` : `http_error: the receiver answered ${status}`;
        done({ ok, status, error });
      };
      res.on('end', finish);
      res.on('error', finish);
    });
    req.on('error', (e: NodeJS.ErrnoException) => done({ ok: false, status: null, error: `connection_error: ${e.code ?? 'failed'}` }));
    req.end(body);
  });
}
