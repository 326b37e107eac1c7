import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { pinnableVersion, versionForExtraction } from '../../src/domain/structs/lookups.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { makeOrg } from '../helpers/factories.js';
import { receiptSchema } from '../helpers/structs.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('structs: cross-tenant', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeOrg>>;
  let b: Awaited<ReturnType<typeof makeOrg>>;
  let versionId: number;
  before(async () => {
    t = await createTestApp();
    [a, b] = await Promise.all([makeOrg(t.services), makeOrg(t.services)]);
    const r = await t.app.inject({ method: 'POST', url: '/api/v2/structs/', headers: a.auth, payload: { name: 'Secret', slug: 'secret', schema_json: receiptSchema() } });
    assert.equal(r.statusCode, 201);
    const p = await t.app.inject({ method: 'POST', url: '/api/v2/structs/secret/publish/', headers: a.auth });
    versionId = p.json().current_version.id;
  });
  after(async () => {
    await t.close();
  });

  // every struct route that names a struct, with a body where it takes one
  const routes: [Method, string, object?][] = [
    ['GET', '/api/v2/structs/{slug}/'],
    ['PATCH', '/api/v2/structs/{slug}/', { name: 'Stolen' }],
    ['DELETE', '/api/v2/structs/{slug}/'],
    ['POST', '/api/v2/structs/{slug}/restore/'],
    ['POST', '/api/v2/structs/{slug}/publish/'],
    ['GET', '/api/v2/structs/{slug}/versions/'],
    ['GET', '/api/v2/structs/{slug}/versions/1/'],
    ['POST', '/api/v2/structs/{slug}/versions/1/deprecate/'],
  ];

  it("answers another organisation's struct on every route with the body of an unknown one", async () => {
    for (const [method, path, payload] of routes) {
      const theirs = await t.app.inject({ method, url: path.replace('{slug}', 'secret'), headers: b.auth, ...(payload ? { payload } : {}) });
      const unknown = await t.app.inject({ method, url: path.replace('{slug}', 'never-existed'), headers: b.auth, ...(payload ? { payload } : {}) });
      assert.equal(theirs.statusCode, 404, `${method} ${path}`);
      assert.deepEqual(theirs.json(), unknown.json(), `${method} ${path}`);
      assert.equal(theirs.json().code, 'not_found');
    }
  });

  it("answers another organisation's version id like an unknown one", async () => {
    const theirs = await t.app.inject({ method: 'GET', url: `/api/v2/struct-versions/${versionId}/`, headers: b.auth });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v2/struct-versions/987654321/', headers: b.auth });
    assert.equal(theirs.statusCode, 404);
    assert.deepEqual(theirs.json(), unknown.json());
    const mine = await t.app.inject({ method: 'GET', url: `/api/v2/struct-versions/${versionId}/`, headers: a.auth });
    assert.equal(mine.statusCode, 200);
    assert.equal(mine.json().struct_slug, 'secret');
    assert.equal(mine.json().version_number, 1);
    assert.deepEqual(mine.json().schema_json, receiptSchema());
  });

  it('leaves the owner’s struct untouched and invisible in lists', async () => {
    const mine = (await t.app.inject({ method: 'GET', url: '/api/v2/structs/secret/', headers: a.auth })).json();
    assert.equal(mine.name, 'Secret');
    assert.equal(mine.status, 'active');
    assert.equal(mine.version_count, 1);
    assert.equal(mine.current_version.deprecated, false);
    const theirs = (await t.app.inject({ method: 'GET', url: '/api/v2/structs/?search=secret&status=active', headers: b.auth })).json();
    assert.equal(theirs.count, 0);
  });

  it('keeps slugs per organisation and versions invisible to other organisations', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/v2/structs/', headers: b.auth, payload: { name: 'Mine too', slug: 'secret' } });
    assert.equal(r.statusCode, 201);
    assert.ok(await pinnableVersion(t.db, a.org.id, versionId));
    assert.equal(await pinnableVersion(t.db, b.org.id, versionId), null);
    assert.equal(await versionForExtraction(t.db, b.org.id, versionId), null);
    assert.equal(await pinnableVersion(t.db, a.org.id, 0), null);
    assert.equal(await pinnableVersion(t.db, a.org.id, 2 ** 60), null);
  });
});
