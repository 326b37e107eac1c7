import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { makeOrg } from '../helpers/factories.js';
import { insertAttachment, ndaSchema, receiptSchema } from '../helpers/structs.js';

const FULL_KEYS = [
  'id',
  'slug',
  'name',
  'field_count',
  'has_unpublished_changes',
  'current_version_number',
  'version_count',
  'updated_at',
  'description',
  'schema_json',
  'annotations_json',
  'sample_attachment',
  'current_version',
  'parsed_sections',
  'created_at',
  'status',
  'mode',
  'black_hole_enabled',
  'review_threshold',
  'latest_proposals_json',
].sort();

describe('structs: drafts', () => {
  let t: TestApp;
  let o: Awaited<ReturnType<typeof makeOrg>>;
  before(async () => {
    t = await createTestApp();
    o = await makeOrg(t.services);
  });
  after(async () => {
    await t.close();
  });

  const post = (body: unknown, auth = o.auth) => t.app.inject({ method: 'POST', url: '/api/v2/structs/', headers: auth, payload: body as object });
  const patch = (slug: string, body: unknown) => t.app.inject({ method: 'PATCH', url: `/api/v2/structs/${slug}/`, headers: o.auth, payload: body as object });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: o.auth });

  it('creates a minimal draft with every field of the full projection', async () => {
    const r = await post({ name: 'Minimal' });
    assert.equal(r.statusCode, 201);
    const s = r.json();
    assert.deepEqual(Object.keys(s).sort(), FULL_KEYS);
    assert.equal(typeof s.id, 'number');
    assert.equal(s.slug, 'minimal');
    assert.equal(s.name, 'Minimal');
    assert.equal(s.description, '');
    assert.equal(s.status, 'draft');
    assert.equal(s.mode, 'form');
    assert.equal(s.field_count, 0);
    assert.equal(s.has_unpublished_changes, true);
    assert.equal(s.current_version_number, null);
    assert.equal(s.version_count, 0);
    assert.equal(s.current_version, null);
    assert.deepEqual(s.schema_json, { type: 'object', properties: {} });
    assert.deepEqual(s.annotations_json, {});
    assert.equal(s.sample_attachment, null);
    assert.deepEqual(s.parsed_sections, []);
    assert.equal(s.black_hole_enabled, false);
    assert.equal(s.latest_proposals_json, null);
    assert.ok(!Number.isNaN(Date.parse(s.created_at)));
    assert.ok(!Number.isNaN(Date.parse(s.updated_at)));
    const d = await get(`/api/v2/structs/${s.slug}/`);
    assert.equal(d.statusCode, 200);
    assert.deepEqual(d.json(), s);
  });

  it('creates a full draft: schema, annotations, sections, mode, sample attachment, proposals', async () => {
    const att = await insertAttachment(t.db, o.org.id, 'nda-sample.pdf');
    const body = {
      name: 'Mutual NDA',
      slug: 'nda_v1',
      description: 'Non-disclosure agreements',
      schema_json: ndaSchema(),
      annotations_json: { '/parties/disclosing_party': { aliases: ['Discloser'] }, governing_law: { label: 'Governing law' } },
      black_hole_enabled: true,
      sample_attachment_id: att,
      latest_proposals_json: { proposals: [{ field: 'term', note: 'add renewal' }] },
    };
    const r = await post(body);
    assert.equal(r.statusCode, 201, r.body);
    const s = r.json();
    assert.deepEqual(Object.keys(s).sort(), FULL_KEYS);
    assert.equal(s.slug, 'nda_v1');
    assert.equal(s.description, 'Non-disclosure agreements');
    assert.equal(s.mode, 'document');
    assert.equal(s.field_count, 5);
    assert.equal(s.black_hole_enabled, true);
    assert.deepEqual(s.schema_json, body.schema_json);
    // property order is the field order and survives storage
    assert.deepEqual(Object.keys(s.schema_json.properties), ['parties', 'term', 'governing_law']);
    assert.deepEqual(Object.keys(s.schema_json.properties.term.properties), ['effective_date', 'duration_months']);
    assert.deepEqual(s.annotations_json, body.annotations_json);
    assert.deepEqual(s.latest_proposals_json, body.latest_proposals_json);
    assert.deepEqual(s.parsed_sections, [
      { key: 'parties', title: 'Parties', description: '', kind: 'group', field_count: 2, paths: ['/parties/disclosing_party', '/parties/receiving_party'] },
      { key: 'term', title: 'Term', description: '', kind: 'group', field_count: 2, paths: ['/term/effective_date', '/term/duration_months'] },
    ]);
    assert.deepEqual(Object.keys(s.sample_attachment).sort(), ['created_at', 'file_name', 'file_type', 'id', 'page_count', 'processing_status', 'summary']);
    assert.equal(s.sample_attachment.id, att);
    assert.equal(s.sample_attachment.file_name, 'nda-sample.pdf');
    assert.equal(s.sample_attachment.file_type, 'pdf');
    assert.equal(s.sample_attachment.processing_status, 'pending');
    assert.equal(s.sample_attachment.page_count, 3);
    assert.ok(!('sample_attachment_id' in s));
  });

  it('generates slugs from names and suffixes clashes', async () => {
    const a = (await post({ name: 'Invoice Receipt!' })).json();
    const b = (await post({ name: 'invoice   receipt' })).json();
    const c = (await post({ name: 'Invoice-Receipt' })).json();
    assert.deepEqual([a.slug, b.slug, c.slug], ['invoice-receipt', 'invoice-receipt-2', 'invoice-receipt-3']);
    assert.equal((await post({ name: 'Café Crème' })).json().slug, 'cafe-creme');
    assert.equal((await post({ name: '請求書' })).json().slug, 'struct');
    const long = (await post({ name: 'x'.repeat(200) })).json();
    assert.equal(long.slug, 'x'.repeat(200));
    const long2 = (await post({ name: 'x'.repeat(200) })).json();
    assert.equal(long2.slug, `${'x'.repeat(198)}-2`);
  });

  it('answers 409 slug_taken for an explicit slug in use (case-sensitive)', async () => {
    assert.equal((await post({ name: 'A', slug: 'Taken' })).statusCode, 201);
    const r = await post({ name: 'B', slug: 'Taken' });
    assert.equal(r.statusCode, 409);
    assert.equal(r.json().code, 'slug_taken');
    assert.equal((await post({ name: 'C', slug: 'taken' })).statusCode, 201);
  });

  it('enforces name length 1-200 and refuses control characters', async () => {
    for (const name of ['', '   ', 'n'.repeat(201), 'bad\u0000name', 'rtl\u202eeman']) {
      const r = await post({ name });
      assert.equal(r.statusCode, 400, JSON.stringify(name));
      assert.equal(r.json().code, 'validation_error');
      assert.equal(r.json().details[0].path, '/name');
    }
    const missing = await post({ description: 'no name' });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().details[0].path, '/name');
    const ok = await post({ name: 'n'.repeat(200), slug: 'name-200' });
    assert.equal(ok.statusCode, 201);
    assert.equal(ok.json().name.length, 200);
    // 200 characters outside the basic plane are 200 characters, not 400
    assert.equal((await post({ name: '😀'.repeat(200), slug: 'emoji-200' })).statusCode, 201);
    assert.equal((await post({ name: '😀'.repeat(201), slug: 'emoji-201' })).statusCode, 400);
  });

  it('enforces the slug pattern and length 200', async () => {
    for (const slug of ['has space', 'a/b', 'a.b', 'ünï', '', 's'.repeat(201), 'semi;colon']) {
      const r = await post({ name: 'S', slug });
      assert.equal(r.statusCode, 400, slug);
      assert.equal(r.json().details[0].path, '/slug');
    }
    const r = await post({ name: 'S', slug: `A-b_9${'s'.repeat(195)}` });
    assert.equal(r.statusCode, 201);
    assert.equal(r.json().slug.length, 200);
  });

  it('refuses read-only and unknown fields with a pointer to each', async () => {
    const r = await post({ name: 'RO', status: 'active', id: 5, field_count: 9, mode: 'document', sample_attachment: null, colour: 'red' });
    assert.equal(r.statusCode, 400);
    assert.equal(r.json().code, 'validation_error');
    assert.deepEqual(r.json().details.map((d: { path: string }) => d.path).sort(), ['/colour', '/field_count', '/id', '/mode', '/sample_attachment', '/status']);
    for (const k of ['has_unpublished_changes', 'current_version_number', 'version_count', 'updated_at', 'created_at', 'current_version', 'parsed_sections']) {
      const x = await post({ name: 'RO', [k]: null });
      assert.equal(x.statusCode, 400, k);
      assert.equal(x.json().details[0].path, `/${k}`);
    }
    const created = (await post({ name: 'Patch RO' })).json();
    const p = await patch(created.slug, { status: 'archived' });
    assert.equal(p.statusCode, 400);
    assert.equal(p.json().details[0].path, '/status');
    assert.equal((await get(`/api/v2/structs/${created.slug}/`)).json().status, 'draft');
  });

  it('rejects malformed schemas with invalid_schema and every problem, and stores nothing', async () => {
    const before = (await get('/api/v2/structs/?page_size=1')).json().count;
    const cases: [unknown, string[]][] = [
      [null, ['/schema_json']],
      ['{"type":"object"}', ['/schema_json']],
      [[], ['/schema_json']],
      [{ type: 'array', items: { type: 'string' } }, ['/schema_json/type']],
      [{ type: 'object', mode: 'spreadsheet' }, ['/schema_json/mode']],
      [{ type: 'object', properties: { a: { type: 'strng' } } }, ['/schema_json/properties/a/type']],
      [{ type: 'object', properties: { a: {} } }, ['/schema_json/properties/a/type']],
      [{ type: 'object', properties: { a: { type: 'string', format: 'dat' } } }, ['/schema_json/properties/a/format']],
      [{ type: 'object', properties: { a: { type: 'string', enum: 'x' } } }, ['/schema_json/properties/a/enum']],
      [{ type: 'object', properties: { a: { type: 'string', pattern: '[' } } }, ['/schema_json/properties/a/pattern']],
      [{ type: 'object', properties: { a: { type: 'array' } } }, ['/schema_json/properties/a/items']],
      [{ type: 'object', properties: { a: { type: 'string' } }, required: ['b'] }, ['/schema_json/required/0']],
      [{ type: 'object', properties: { a: { $ref: '#/$defs/a' } } }, ['/schema_json/properties/a/type']],
      [
        { type: 'object', properties: { a: { type: 'integer', enum: ['one'] }, b: { type: 'string', oneOf: [] } } },
        ['/schema_json/properties/a/enum/0', '/schema_json/properties/b/oneOf'],
      ],
    ];
    for (const [schema, paths] of cases) {
      const r = await post({ name: 'Bad schema', schema_json: schema });
      assert.equal(r.statusCode, 400, JSON.stringify(schema));
      assert.equal(r.json().code, 'invalid_schema', JSON.stringify(schema));
      assert.deepEqual(r.json().details.map((d: { path: string }) => d.path).sort(), paths.sort(), JSON.stringify(schema));
      for (const d of r.json().details) assert.ok(d.message.length > 0);
    }
    assert.equal((await get('/api/v2/structs/?page_size=1')).json().count, before);
    const good = (await post({ name: 'Good schema', schema_json: receiptSchema() })).json();
    const p = await patch(good.slug, { schema_json: { type: 'object', properties: { x: { type: 'date' } } } });
    assert.equal(p.statusCode, 400);
    assert.equal(p.json().code, 'invalid_schema');
    assert.deepEqual((await get(`/api/v2/structs/${good.slug}/`)).json().schema_json, receiptSchema());
  });

  it('validates annotations against the schema with invalid_annotations', async () => {
    const r = await post({ name: 'Ann', schema_json: receiptSchema(), annotations_json: { '/totl': {}, '/total': { aliases: 'x' } } });
    assert.equal(r.statusCode, 400);
    assert.equal(r.json().code, 'invalid_annotations');
    assert.deepEqual(r.json().details.map((d: { path: string }) => d.path).sort(), ['/annotations_json/~1total/aliases', '/annotations_json/~1totl']);
    assert.equal((await post({ name: 'Ann', annotations_json: [] })).json().code, 'invalid_annotations');
    const ok = await post({ name: 'Ann', schema_json: receiptSchema(), annotations_json: { '/line_items/*/amount': { normalise: 'amount' } } });
    assert.equal(ok.statusCode, 201);
    // removing an annotated field without its annotation is refused: hints never point nowhere
    const s = receiptSchema();
    delete (s.properties as Record<string, unknown>).line_items;
    const p = await patch(ok.json().slug, { schema_json: s });
    assert.equal(p.statusCode, 400);
    assert.equal(p.json().code, 'invalid_annotations');
    assert.equal((await patch(ok.json().slug, { schema_json: s, annotations_json: {} })).statusCode, 200);
  });

  it('checks sample_attachment_id belongs to the organisation; null clears it', async () => {
    const other = await makeOrg(t.services);
    const foreign = await insertAttachment(t.db, other.org.id);
    const mine = await insertAttachment(t.db, o.org.id);
    for (const id of [foreign, 999999]) {
      const r = await post({ name: 'Sample', sample_attachment_id: id });
      assert.equal(r.statusCode, 400);
      assert.equal(r.json().code, 'invalid_sample_attachment');
      assert.equal(r.json().details[0].path, '/sample_attachment_id');
    }
    assert.deepEqual((await post({ name: 'Sample', sample_attachment_id: foreign })).json(), (await post({ name: 'Sample', sample_attachment_id: 999999 })).json());
    const s = (await post({ name: 'Sample' })).json();
    const a = await patch(s.slug, { sample_attachment_id: mine });
    assert.equal(a.json().sample_attachment.id, mine);
    assert.equal((await patch(s.slug, { sample_attachment_id: foreign })).statusCode, 400);
    assert.equal((await patch(s.slug, { sample_attachment_id: 0 })).statusCode, 400);
    assert.equal((await patch(s.slug, { sample_attachment_id: null })).json().sample_attachment, null);
  });

  it('updates partially, answers the full projection and moves updated_at', async () => {
    const s = (await post({ name: 'Editable', description: 'first', schema_json: receiptSchema() })).json();
    const r = await patch(s.slug, { name: 'Edited', latest_proposals_json: [1, 2] });
    assert.equal(r.statusCode, 200);
    const u = r.json();
    assert.deepEqual(Object.keys(u).sort(), FULL_KEYS);
    assert.equal(u.name, 'Edited');
    assert.equal(u.description, 'first');
    assert.deepEqual(u.schema_json, receiptSchema());
    assert.deepEqual(u.latest_proposals_json, [1, 2]);
    assert.equal(u.slug, s.slug);
    assert.equal(u.created_at, s.created_at);
    assert.ok(Date.parse(u.updated_at) >= Date.parse(s.updated_at));
    const empty = await patch(s.slug, {});
    assert.equal(empty.statusCode, 200);
    const renamed = await patch(s.slug, { slug: 'Edited_2' });
    assert.equal(renamed.json().slug, 'Edited_2');
    assert.equal((await get(`/api/v2/structs/${s.slug}/`)).statusCode, 404);
    assert.equal((await get('/api/v2/structs/Edited_2/')).statusCode, 200);
    await post({ name: 'Other', slug: 'occupied' });
    const clash = await patch('Edited_2', { slug: 'occupied' });
    assert.equal(clash.statusCode, 409);
    assert.equal(clash.json().code, 'slug_taken');
    assert.equal((await patch('Edited_2', { name: '' })).statusCode, 400);
    assert.equal((await patch('Edited_2', { slug: 'bad slug' })).statusCode, 400);
    assert.equal((await patch('Edited_2', { black_hole_enabled: true })).json().black_hole_enabled, true);
    assert.equal((await patch('Edited_2', { schema_json: ndaSchema() })).json().mode, 'document');
    assert.equal((await patch('Edited_2', { description: 'second' })).json().description, 'second');
    assert.equal((await patch('no-such-struct', { name: 'x' })).statusCode, 404);
  });

  it('lists page by page with status, mode and search filters; archived hidden by default', async () => {
    const p = await makeOrg(t.services);
    const mk = (body: Record<string, unknown>) => post(body, p.auth).then((r) => r.json());
    await mk({ name: 'Receipt EU', schema_json: receiptSchema() });
    await mk({ name: 'Receipt US', slug: 'rcpt-us', schema_json: receiptSchema() });
    await mk({ name: 'NDA', schema_json: ndaSchema() });
    const old = await mk({ name: 'Old receipt', schema_json: receiptSchema() });
    const pub = await mk({ name: 'Published', schema_json: receiptSchema() });
    await t.app.inject({ method: 'DELETE', url: `/api/v2/structs/${old.slug}/`, headers: p.auth });
    await t.app.inject({ method: 'POST', url: `/api/v2/structs/${pub.slug}/publish/`, headers: p.auth });
    const list = (q: string) => t.app.inject({ method: 'GET', url: `/api/v2/structs/${q}`, headers: p.auth }).then((r) => r.json());
    const all = await list('');
    assert.equal(all.count, 4);
    assert.ok(all.results.every((s: { status: string }) => s.status !== 'archived'));
    for (const s of all.results) {
      assert.ok(!('schema_json' in s) && !('annotations_json' in s));
      assert.ok('current_version' in s && 'field_count' in s && 'has_unpublished_changes' in s);
    }
    assert.deepEqual((await list('?status=archived')).results.map((s: { slug: string }) => s.slug), [old.slug]);
    assert.deepEqual((await list('?status=active')).results.map((s: { slug: string }) => s.slug), [pub.slug]);
    assert.equal((await list('?status=draft')).count, 3);
    assert.deepEqual((await list('?mode=document')).results.map((s: { name: string }) => s.name), ['NDA']);
    assert.equal((await list('?mode=form')).count, 3);
    assert.equal((await list('?search=receipt')).count, 2);
    assert.equal((await list('?search=RCPT')).count, 1);
    assert.equal((await list('?search=%25')).count, 0);
    const page1 = await list('?page_size=3');
    assert.equal(page1.results.length, 3);
    assert.equal(page1.previous, null);
    assert.ok(page1.next.includes('page=2'));
    const page2 = await list('?page_size=3&page=2');
    assert.equal(page2.results.length, 1);
    assert.equal(page2.next, null);
    assert.equal((await list('?page_size=1000000')).results.length, 4);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v2/structs/?status=deleted', headers: p.auth });
    assert.equal(bad.statusCode, 400);
  });

  it('refuses hostile and malformed bodies without storing anything', async () => {
    const raw = (payload: string, type = 'application/json') =>
      t.app.inject({ method: 'POST', url: '/api/v2/structs/', headers: { ...o.auth, 'content-type': type }, payload });
    const before = (await get('/api/v2/structs/?page_size=1')).json().count;
    assert.equal((await raw('{"name":"p","schema_json":{"type":"object","properties":{"__proto__":{"type":"string"}}}}')).statusCode, 400);
    assert.equal((await raw('[{"name":"arr"}]')).statusCode, 400);
    assert.equal((await raw('{"name":')).statusCode, 400);
    assert.equal((await raw('name=x', 'application/x-www-form-urlencoded')).statusCode, 415);
    assert.equal((await post({ name: 'T', black_hole_enabled: 'maybe' })).statusCode, 400);
    assert.equal((await post({ name: 'T', description: 'd'.repeat(20001) })).statusCode, 400);
    assert.equal((await get('/api/v2/structs/?page_size=1')).json().count, before);
    // a property called "constructor" is an ordinary field
    const c = await post({ name: 'Ctor', schema_json: { type: 'object', properties: { constructor: { type: 'string' } } } });
    assert.equal(c.statusCode, 201);
    assert.equal(c.json().field_count, 1);
  });

  it('spends no credits when creating drafts', async () => {
    const p = await makeOrg(t.services);
    const ledger = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM credit_ledger WHERE org_id = $1`, [p.org.id])).rows[0].n;
    const bal = async () =>
      (await t.db.query<{ credit_balance: number }>(`SELECT credit_balance FROM organisations WHERE id = $1`, [p.org.id])).rows[0].credit_balance;
    const [l0, b0] = [await ledger(), await bal()];
    assert.equal((await post({ name: 'Free', schema_json: receiptSchema() }, p.auth)).statusCode, 201);
    assert.equal(await ledger(), l0);
    assert.equal(await bal(), b0);
  });

  it('requires a credential on every struct route and keeps the OpenAPI document valid', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/v2/structs/', payload: { status: 'x' } });
    assert.equal(r.statusCode, 401);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/v2/structs/' })).statusCode, 401);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/schema/' })).json();
    const res = await new Validator().validate(doc);
    assert.equal(res.valid, true, JSON.stringify(res.errors));
    assert.ok(doc.paths['/api/v2/structs/'].post);
    assert.ok(doc.paths['/api/v2/structs/{slug}/publish/'].post);
    assert.deepEqual(doc.paths['/api/v2/structs/'].post.security, [{ extractApiKey: [] }, { bearerAuth: [] }, { cookieAuth: [] }]);
  });
});
