import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { sendWebhook } from './send.js';

describe('sending one webhook attempt to a real loopback server', () => {
  let server: http.Server;
  let base: string;
  const seen: string[] = [];

  before(async () => {
    server = http.createServer((req, res) => {
      seen.push(req.url ?? '');
      req.resume();
      if (req.url === '/slow') return; // never answers
      if (req.url === '/huge') {
        res.writeHead(200);
        const chunk = Buffer.alloc(64 * 1024, 120);
        const write = () => {
          while (res.write(chunk)) if (res.writableLength > 1 << 20) break;
        };
        write();
        res.on('drain', write);
        return;
      }
      if (req.url === '/moved') {
        res.writeHead(307, { location: '/elsewhere' });
        return res.end();
      }
      res.writeHead(200);
      res.end('ok');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => {
    server.closeAllConnections();
    server.close();
  });

  const addrs = [{ address: '127.0.0.1', family: 4 as const }];
  const opts = { timeoutMs: 500, maxResponseBytes: 1024 };

  it('succeeds on 2xx', async () => {
    assert.deepEqual(await sendWebhook(new URL(`${base}/ok`), addrs, {}, '{}', opts), { ok: true, status: 200, error: null });
  });

  it('ends a server that does not answer at the time limit', async () => {
    const started = Date.now();
    const r = await sendWebhook(new URL(`${base}/slow`), addrs, {}, '{}', opts);
    assert.equal(r.ok, false);
    assert.match(r.error!, /^timeout/);
    assert.ok(Date.now() - started < 2000);
  });

  it('stops reading an endless answer after the byte cap', async () => {
    const r = await sendWebhook(new URL(`${base}/huge`), addrs, {}, '{}', opts);
    assert.deepEqual(r, { ok: true, status: 200, error: null });
  });

  it('does not follow a redirect', async () => {
    const r = await sendWebhook(new URL(`${base}/moved`), addrs, {}, '{}', opts);
    assert.equal(r.ok, false);
    assert.equal(r.status, 307);
    assert.match(r.error!, /^redirect_not_followed/);
    assert.ok(!seen.includes('/elsewhere'));
  });

  it('connects to the checked address whatever the name resolves to', async () => {
    const port = new URL(base).port;
    const r = await sendWebhook(new URL(`http://receiver.invalid:${port}/ok`), addrs, {}, '{}', opts);
    assert.equal(r.status, 200);
  });
});
