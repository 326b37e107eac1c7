import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { makeOrg } from '../helpers/factories.js';
import { receiptSchema } from '../helpers/structs.js';

describe('structs: version notes', () => {
  let t: TestApp;
  let o: Awaited<ReturnType<typeof makeOrg>>;
  let other: Awaited<ReturnType<typeof makeOrg>>;
  before(async () => {
    t = await createTestApp();
    o = await makeOrg(t.services);
    other = await makeOrg(t.services);
  });
  after(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, as = o) => t.app.inject({ method, url, headers: as.auth, ...(payload ? { payload } : {}) });

  it('stores the note given at publish and shows it in the version list and detail', async () => {
    const s = (await call('POST', '/api/v2/structs/', { name: 'Noted', schema_json: receiptSchema() })).json();
    const p1 = await call('POST', `/api/v2/structs/${s.slug}/publish/`, { note: '  first cut <b>bold</b>  ' });
    assert.equal(p1.statusCode, 200, p1.body);
    assert.equal('note' in p1.json().current_version, false);
    await call('PATCH', `/api/v2/structs/${s.slug}/`, { description: 'x', schema_json: { ...receiptSchema(), required: [] } });
    // no body at all still publishes, with an empty note
    const p2 = await call('POST', `/api/v2/structs/${s.slug}/publish/`);
    assert.equal(p2.statusCode, 200, p2.body);
    const list = (await call('GET', `/api/v2/structs/${s.slug}/versions/`)).json();
    assert.deepEqual(list.results.map((v: { note: string }) => v.note), ['', 'first cut <b>bold</b>']);
    const v1 = (await call('GET', `/api/v2/structs/${s.slug}/versions/1/`)).json();
    assert.equal(v1.note, 'first cut <b>bold</b>');
    const byId = (await call('GET', `/api/v2/struct-versions/${v1.id}/`)).json();
    assert.equal(byId.note, 'first cut <b>bold</b>');
    const foreign = await call('GET', `/api/v2/struct-versions/${v1.id}/`, undefined, other);
    assert.equal(foreign.statusCode, 404);
  });

  it('refuses a note over 2000 characters or unknown keys, and publishes nothing', async () => {
    const s = (await call('POST', '/api/v2/structs/', { name: 'Refused', schema_json: receiptSchema() })).json();
    for (const body of [{ note: 'x'.repeat(2001) }, { note: 'ok', version: 3 }, { note: ['a', 'b'] }]) {
      const r = await call('POST', `/api/v2/structs/${s.slug}/publish/`, body);
      assert.equal(r.statusCode, 400, r.body);
    }
    const after = (await call('GET', `/api/v2/structs/${s.slug}/`)).json();
    assert.equal(after.version_count, 0);
    assert.equal(after.status, 'draft');
  });
});
