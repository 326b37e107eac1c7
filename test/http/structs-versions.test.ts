import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { classificationParticipants, pinnableVersion, versionForExtraction } from '../../src/domain/structs/lookups.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { makeOrg } from '../helpers/factories.js';
import { receiptSchema } from '../helpers/structs.js';

const SUMMARY_KEYS = ['black_hole_enabled', 'created_at', 'deprecated', 'deprecated_at', 'field_count', 'id', 'is_current', 'mode', 'review_threshold', 'version_number'];

describe('structs: versions', () => {
  let t: TestApp;
  let o: Awaited<ReturnType<typeof makeOrg>>;
  before(async () => {
    t = await createTestApp();
    o = await makeOrg(t.services);
  });
  after(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: o.auth, ...(payload ? { payload } : {}) });
  const create = async (body: Record<string, unknown>) => {
    const r = await call('POST', '/api/v2/structs/', body);
    assert.equal(r.statusCode, 201, r.body);
    return r.json();
  };
  const publish = (slug: string) => call('POST', `/api/v2/structs/${slug}/publish/`);

  it('runs the lifecycle: publish, edit, publish again, list and read versions', async () => {
    const s = await create({ name: 'Receipt', schema_json: receiptSchema(), annotations_json: { '/total': { aliases: ['Total'] } } });
    const p1 = await publish(s.slug);
    assert.equal(p1.statusCode, 200, p1.body);
    const a = p1.json();
    assert.equal(a.status, 'active');
    assert.equal(a.current_version_number, 1);
    assert.equal(a.version_count, 1);
    assert.equal(a.has_unpublished_changes, false);
    assert.deepEqual(Object.keys(a.current_version).sort(), SUMMARY_KEYS);
    assert.equal(a.current_version.version_number, 1);
    assert.equal(a.current_version.deprecated, false);
    assert.equal(a.current_version.deprecated_at, null);
    assert.equal(a.current_version.is_current, true);
    assert.equal(a.current_version.field_count, 6);
    assert.equal(a.current_version.mode, 'form');
    assert.equal(a.current_version.black_hole_enabled, false);
    assert.ok(!('schema_json' in a.current_version));
    const v1Id = a.current_version.id;

    const again = await publish(s.slug);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 'no_changes');

    // name, description and slug are not part of a version
    const renamed = (await call('PATCH', `/api/v2/structs/${s.slug}/`, { name: 'Receipt (EU)', description: 'x', slug: 'receipt-eu' })).json();
    assert.equal(renamed.has_unpublished_changes, false);
    // the same schema with the same property order is no change either
    assert.equal((await call('PATCH', '/api/v2/structs/receipt-eu/', { schema_json: receiptSchema() })).json().has_unpublished_changes, false);

    const schema2 = receiptSchema();
    (schema2.properties as Record<string, unknown>).tax = { type: 'number' };
    const edited = (await call('PATCH', '/api/v2/structs/receipt-eu/', { schema_json: schema2 })).json();
    assert.equal(edited.has_unpublished_changes, true);
    assert.equal(edited.field_count, 7);
    assert.equal(edited.current_version.field_count, 6);
    assert.equal(edited.status, 'active');

    const p2 = (await publish('receipt-eu')).json();
    assert.equal(p2.current_version_number, 2);
    assert.equal(p2.version_count, 2);
    assert.equal(p2.has_unpublished_changes, false);
    assert.equal(p2.current_version.field_count, 7);

    // annotations alone are a change
    const ann = (await call('PATCH', '/api/v2/structs/receipt-eu/', { annotations_json: { '/tax': { label: 'VAT' } } })).json();
    assert.equal(ann.has_unpublished_changes, true);

    const list = (await call('GET', '/api/v2/structs/receipt-eu/versions/')).json();
    assert.equal(list.count, 2);
    assert.deepEqual(list.results.map((v: { version_number: number }) => v.version_number), [2, 1]);
    assert.deepEqual(list.results.map((v: { is_current: boolean }) => v.is_current), [true, false]);
    for (const v of list.results) assert.deepEqual(Object.keys(v).sort(), [...SUMMARY_KEYS, 'note'].sort());
    const paged = (await call('GET', '/api/v2/structs/receipt-eu/versions/?page_size=1&page=2')).json();
    assert.deepEqual(paged.results.map((v: { version_number: number }) => v.version_number), [1]);

    const d1 = await call('GET', '/api/v2/structs/receipt-eu/versions/1/');
    assert.equal(d1.statusCode, 200);
    const v1 = d1.json();
    assert.equal(v1.id, v1Id);
    assert.deepEqual(v1.schema_json, receiptSchema());
    assert.deepEqual(Object.keys(v1.schema_json.properties), Object.keys(receiptSchema().properties as object));
    assert.deepEqual(v1.annotations_json, { '/total': { aliases: ['Total'] } });
    assert.equal(v1.parsed_sections.length, 1);
    assert.equal(v1.is_current, false);
    assert.deepEqual(
      Object.keys(v1).sort(),
      [...SUMMARY_KEYS, 'annotations_json', 'note', 'parsed_sections', 'schema_json'].sort(),
    );
    assert.equal((await call('GET', '/api/v2/structs/receipt-eu/versions/3/')).statusCode, 404);
    assert.equal((await call('GET', '/api/v2/structs/receipt-eu/versions/abc/')).statusCode, 400);
    assert.equal((await call('GET', '/api/v2/structs/receipt-eu/versions/99999999999/')).statusCode, 400);
  });

  it('deprecates versions: idempotent, not pinnable, current may be republished unchanged', async () => {
    const s = await create({ name: 'Dep', schema_json: receiptSchema() });
    const v1 = (await publish(s.slug)).json().current_version;
    assert.ok(await pinnableVersion(t.db, o.org.id, v1.id));
    const d = await call('POST', `/api/v2/structs/${s.slug}/versions/1/deprecate/`);
    assert.equal(d.statusCode, 200);
    assert.equal(d.json().deprecated, true);
    assert.ok(d.json().deprecated_at);
    const d2 = (await call('POST', `/api/v2/structs/${s.slug}/versions/1/deprecate/`)).json();
    assert.equal(d2.deprecated_at, d.json().deprecated_at);
    assert.equal(await pinnableVersion(t.db, o.org.id, v1.id), null);
    const detail = (await call('GET', `/api/v2/structs/${s.slug}/`)).json();
    assert.equal(detail.current_version.deprecated, true);
    assert.equal(detail.status, 'active');
    // a deprecated current version can be replaced by an identical, usable one
    const p2 = await publish(s.slug);
    assert.equal(p2.statusCode, 200);
    assert.equal(p2.json().current_version_number, 2);
    assert.equal(p2.json().current_version.deprecated, false);
    assert.equal((await call('POST', `/api/v2/structs/${s.slug}/versions/7/deprecate/`)).statusCode, 404);
    // extraction of an already pinned version still reads it
    const ev = await versionForExtraction(t.db, o.org.id, v1.id);
    assert.equal(ev?.version_number, 1);
    assert.deepEqual(Object.keys(ev!.schema.properties as object), Object.keys(receiptSchema().properties as object));
    assert.equal(ev?.mode, 'form');
  });

  it('refuses to publish an empty schema', async () => {
    const s = await create({ name: 'Empty' });
    const r = await publish(s.slug);
    assert.equal(r.statusCode, 409);
    assert.equal(r.json().code, 'empty_schema');
    assert.equal((await call('POST', '/api/v2/structs/no-such/publish/')).statusCode, 404);
  });

  it('archives and restores: hidden, not publishable, not editable, not pinnable', async () => {
    const s = await create({ name: 'Arch', schema_json: receiptSchema() });
    const vid = (await publish(s.slug)).json().current_version.id;
    const del = await call('DELETE', `/api/v2/structs/${s.slug}/`);
    assert.equal(del.statusCode, 200);
    assert.equal(del.json().status, 'archived');
    assert.equal(del.json().current_version_number, 1);
    assert.equal((await call('DELETE', `/api/v2/structs/${s.slug}/`)).json().status, 'archived');
    assert.equal((await call('GET', `/api/v2/structs/${s.slug}/`)).json().status, 'archived');
    assert.equal(await pinnableVersion(t.db, o.org.id, vid), null);
    const pub = await publish(s.slug);
    assert.equal(pub.statusCode, 409);
    assert.equal(pub.json().code, 'struct_archived');
    const ed = await call('PATCH', `/api/v2/structs/${s.slug}/`, { name: 'x' });
    assert.equal(ed.statusCode, 409);
    assert.equal(ed.json().code, 'struct_archived');
    const listed = (await call('GET', '/api/v2/structs/?search=arch')).json();
    assert.equal(listed.count, 0);
    const res = await call('POST', `/api/v2/structs/${s.slug}/restore/`);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().status, 'active');
    assert.equal((await call('POST', `/api/v2/structs/${s.slug}/restore/`)).json().status, 'active');
    assert.ok(await pinnableVersion(t.db, o.org.id, vid));
    const draft = await create({ name: 'Arch draft' });
    await call('DELETE', `/api/v2/structs/${draft.slug}/`);
    assert.equal((await call('POST', `/api/v2/structs/${draft.slug}/restore/`)).json().status, 'draft');
  });

  it('black hole participation follows the current, published, non-deprecated version', async () => {
    const org = await makeOrg(t.services);
    const req = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: org.auth, ...(payload ? { payload } : {}) });
    const ids = async () => (await classificationParticipants(t.db, org.org.id)).map((p) => p.struct_slug);
    const s = (await req('POST', '/api/v2/structs/', { name: 'Invoices', schema_json: receiptSchema(), black_hole_enabled: true })).json();
    await req('POST', '/api/v2/structs/', { name: 'Not in', schema_json: receiptSchema() }).then((r) => req('POST', `/api/v2/structs/${r.json().slug}/publish/`));
    assert.deepEqual(await ids(), []);
    const p = (await req('POST', `/api/v2/structs/${s.slug}/publish/`)).json();
    assert.equal(p.current_version.black_hole_enabled, true);
    const parts = await classificationParticipants(t.db, org.org.id);
    assert.deepEqual(parts.map((x) => [x.struct_slug, x.version_number, x.name, x.mode]), [[s.slug, 1, 'Invoices', 'form']]);
    assert.equal(parts[0].id, p.current_version.id);
    // turning it off is a draft change, effective at the next publish
    const off = (await req('PATCH', `/api/v2/structs/${s.slug}/`, { black_hole_enabled: false })).json();
    assert.equal(off.has_unpublished_changes, true);
    assert.equal(off.black_hole_enabled, false);
    assert.deepEqual(await ids(), [s.slug]);
    await req('POST', `/api/v2/structs/${s.slug}/publish/`);
    assert.deepEqual(await ids(), []);
    await req('PATCH', `/api/v2/structs/${s.slug}/`, { black_hole_enabled: true });
    await req('POST', `/api/v2/structs/${s.slug}/publish/`);
    assert.deepEqual(await ids(), [s.slug]);
    await req('DELETE', `/api/v2/structs/${s.slug}/`);
    assert.deepEqual(await ids(), []);
    await req('POST', `/api/v2/structs/${s.slug}/restore/`);
    assert.deepEqual(await ids(), [s.slug]);
    await req('POST', `/api/v2/structs/${s.slug}/versions/3/deprecate/`);
    assert.deepEqual(await ids(), []);
    assert.deepEqual(await classificationParticipants(t.db, o.org.id).then((x) => x.filter((y) => y.struct_slug === s.slug)), []);
  });
});
