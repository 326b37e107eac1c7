import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.js';

// the web app is built by `npm run build` (the test command builds first)
const built = fs.existsSync(path.resolve('dist/web/index.html'));

describe('web app serving', { skip: !built && 'dist/web is not built' }, () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t?.close();
  });

  it('serves index.html uncached with a CSP that allows no inline script', async () => {
    for (const url of ['/', '/app/']) {
      const r = await t.app.inject({ method: 'GET', url });
      assert.equal(r.statusCode, 200);
      assert.match(String(r.headers['content-type']), /^text\/html/);
      assert.equal(r.headers['cache-control'], 'no-cache');
      const csp = String(r.headers['content-security-policy']);
      assert.match(csp, /script-src 'self'/);
      assert.match(csp, /frame-ancestors 'none'/);
      assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
      assert.doesNotMatch(r.body, /<script(?![^>]*\bsrc=)[^>]*>/);
    }
  });

  it('serves hashed assets for a year and nothing else under /app/assets/', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
    const assets = [...html.matchAll(/(?:src|href)="(\/app\/assets\/[^"]+)"/g)].map((m) => m[1]);
    assert.ok(assets.some((a) => a.endsWith('.js')) && assets.some((a) => a.endsWith('.css')), html);
    for (const a of assets) {
      const r = await t.app.inject({ method: 'GET', url: a });
      assert.equal(r.statusCode, 200, a);
      assert.equal(r.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.match(String(r.headers['content-type']), a.endsWith('.js') ? /^text\/javascript/ : /^text\/css/);
    }
    for (const bad of ['/app/assets/..%2F..%2Fpackage.json', '/app/assets/missing-abc.js', '/app/assets/index.html', '/app/assets/a.b.js', '/app/assets/%00.js']) {
      const r = await t.app.inject({ method: 'GET', url: bad });
      assert.ok(r.statusCode === 404 || r.statusCode === 400, `${bad}: ${r.statusCode}`);
      assert.notEqual(r.headers['cache-control'], 'public, max-age=31536000, immutable');
    }
  });
});
