import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { apiClient } from './client.js';

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
