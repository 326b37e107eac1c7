import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { apiClient, retryAfterMs } from './client.js';

describe('bench:extract API client', () => {
  let server: http.Server;
  let base = '';
  let gets = 0;
  let posts = 0;
  before(async () => {
    // resets the connection of every first request to a path, answers the next one
    server = http.createServer((req, res) => {
      if (req.method === 'GET' && ++gets === 1) return req.socket.destroy();
      if (req.method === 'POST' && ++posts === 1) return req.socket.destroy();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ ok: true, method: req.method }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((r) => server.close(() => r())));

  it('sends a read again when its connection was reset under it', async () => {
    assert.deepEqual(await apiClient(base, 'key').get('/things/'), { ok: true, method: 'GET' });
    assert.equal(gets, 2);
  });

  it('never sends a write twice', async () => {
    await assert.rejects(apiClient(base, 'key').post('/things/', { a: 1 }), /fetch failed/);
    assert.equal(posts, 1);
  });
});

describe('bench:extract API client over the request limit', () => {
  let server: http.Server;
  let base = '';
  const seen: string[] = [];
  before(async () => {
    // answers the first upload 429 with Retry-After, the same upload sent again 201
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push(body);
        res.setHeader('content-type', 'application/json');
        if (seen.length === 1) {
          res.statusCode = 429;
          res.setHeader('retry-after', '1');
          return res.end(JSON.stringify({ code: 'rate_limited', message: 'too many requests' }));
        }
        res.statusCode = 201;
        res.end(JSON.stringify({ id: 'a1' }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((r) => server.close(() => r())));

  it('waits as Retry-After says and sends the same request again', async () => {
    const started = Date.now();
    assert.deepEqual(await apiClient(base, 'key').post('/uploads/', { name: 'a.pdf' }), { id: 'a1' });
    assert.equal(seen.length, 2);
    assert.equal(seen[1], seen[0]);
    assert.ok(Date.now() - started >= 900, 'waited about the second Retry-After named');
  });

  it('reads Retry-After as seconds, one second when absent', () => {
    assert.equal(retryAfterMs('3'), 3000);
    assert.equal(retryAfterMs(null), 1000);
    assert.equal(retryAfterMs('soon'), 1000);
  });
});
