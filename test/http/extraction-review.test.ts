import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { storedDocumentSource } from '../../src/domain/extraction/document-source.js';
import { createExtractionStage } from '../../src/domain/extraction/index.js';
import { extractionReviewService } from '../../src/domain/extraction/review.js';
import type { Extractor, FieldResult } from '../../src/pipeline/extract/types.js';
import { recognise } from '../../src/pipeline/recognise/index.js';
import { createBlobStore } from '../../src/storage/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { openSession } from '../helpers/auth.js';
import { insertChat, insertStruct, insertTextAttachment } from '../helpers/extraction-rows.js';
import { makeOrg } from '../helpers/factories.js';
import { makeKey, startIdp, type TestIdp } from '../helpers/idp.js';

const schema = {
  type: 'object',
  required: ['invoice_number', 'total'],
  properties: {
    invoice_number: { type: 'string' },
    vendor: { type: 'object', properties: { name: { type: 'string' } } },
    date: { type: 'string', format: 'date' },
    total: { type: 'number' },
    paid: { type: 'boolean' },
    line_items: { type: 'array', items: { type: 'object', properties: { description: { type: 'string' }, amount: { type: 'number' } } } },
  },
};

const TEXT = ['Invoice: INV-001', 'Vendor: ACME Trading', 'Date: 5 March 2024', 'Total: 1.234,56', 'Widget 10.00', 'Gadget 20.00'].join('\n');
const recogniseOpts = { languages: ['eng'], maxPages: 10, maxPixels: 1e8, timeoutMs: 10000, memoryMb: 256 };

/** A machine result with one misread, low-confidence value and one wrong array item, cited to the document's lines. */
const misreadingExtractor: Extractor = {
  name: 'test-misreader',
  async extract({ document }) {
    const lines = document.pages[0].lines;
    const cite = (i: number) => [{ page: 1, bbox: lines[i].bbox, text: lines[i].text }];
    const fields: FieldResult[] = [
      { path: '/invoice_number', value: 'INV-00l', confidence: 0.3, citations: cite(0) },
      { path: '/vendor/name', value: 'ACME Tradlng', confidence: 0.9, citations: cite(1) },
      { path: '/total', value: 1234.56, confidence: 0.9, citations: cite(3) },
      { path: '/line_items/0/description', value: 'Widget', confidence: 0.8, citations: cite(4) },
      { path: '/line_items/0/amount', value: 10, confidence: 0.8, citations: cite(4) },
      { path: '/line_items/1/description', value: 'Gadget', confidence: 0.8, citations: cite(5) },
      { path: '/line_items/1/amount', value: 2, confidence: 0.8, citations: cite(5) },
    ];
    const data = {
      invoice_number: 'INV-00l',
      vendor: { name: 'ACME Tradlng' },
      total: 1234.56,
      line_items: [
        { description: 'Widget', amount: 10 },
        { description: 'Gadget', amount: 2 },
      ],
    };
    return { data, fields, problems: [], extractor: 'test-misreader' };
  },
};

/** The cells of one CSV line (RFC 4180 quoting). */
function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  const re = /("(?:[^"]|"")*"|[^,]*)(,|$)/g;
  for (let m = re.exec(line); m && m.index < line.length; m = re.exec(line)) {
    cells.push(m[1].startsWith('"') ? m[1].slice(1, -1).replace(/""/g, '"') : m[1]);
    if (m[2] === '') break;
  }
  return cells;
}

describe('extraction review', () => {
  let t: TestApp;
  let idp: TestIdp;
  let a: Awaited<ReturnType<typeof makeOrg>>;
  let b: Awaited<ReturnType<typeof makeOrg>>;
  let chat: { id: number; threadId: string };
  let versionId: number;
  let att: number;
  let session: Record<string, string>;

  async function newAttachment(name: string, opts: { structVersionId?: number | null; status?: 'pending' | 'completed' } = {}) {
    return insertTextAttachment(t.db, createBlobStore(t.config), {
      orgId: a.org.id,
      chatId: chat.id,
      text: `${TEXT}\n${name}`,
      fileName: name,
      structVersionId: opts.structVersionId === undefined ? versionId : opts.structVersionId,
      status: opts.status,
    });
  }
  /** Runs the extraction stage as a processing run would and commits its result. */
  async function runStage(attachmentId: number, run: number, version = versionId) {
    const document = await recognise(new TextEncoder().encode(TEXT), 'txt', recogniseOpts);
    const out = await createExtractionStage({ db: t.db, extractor: misreadingExtractor }).compute({ orgId: a.org.id, attachmentId, run, structVersionId: version, document });
    await t.db.transaction((tx) => out.save(tx));
  }
  const url = (thread: string, id: number) => `/api/v2/chats/${thread}/attachments/${id}/extraction/`;
  const get = (id: number, headers: Record<string, string> = a.auth) => t.app.inject({ method: 'GET', url: url(chat.threadId, id), headers });
  const review = (id: number, body: unknown, headers: Record<string, string> = a.auth, thread = chat.threadId) =>
    t.app.inject({ method: 'POST', url: `${url(thread, id)}review/`, headers, payload: body as object });
  const field = (body: any, path: string) => body.fields.find((f: any) => f.path === path);
  const listIds = async (q: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v2/chats/${chat.threadId}/attachments/${q}`, headers: a.auth })).json().results.map((x: any) => x.id);
  const reviewRows = async (id: number) =>
    (await t.db.query<{ path: string }>(`SELECT path FROM extraction_reviews WHERE attachment_id = $1 ORDER BY id`, [id])).rows.map((r) => r.path);

  before(async () => {
    const key = await makeKey('k1');
    idp = await startIdp({ keys: [key], clients: [{ clientId: 'reviewer-agent' }] });
    t = await createTestApp({ OIDC_ISSUER: idp.issuer, OIDC_AUDIENCE: idp.audience });
    a = await makeOrg(t.services);
    b = await makeOrg(t.services);
    await t.services.identity.link({ orgSlug: a.org.slug, email: a.user.email, subject: 'reviewer-agent' });
    chat = await insertChat(t.db, a.org.id);
    ({ versionIds: [versionId] } = await insertStruct(t.db, { orgId: a.org.id, slug: 'invoice', schema, versions: [{ schema }] }));
    att = await newAttachment('main.txt');
    await runStage(att, 1);
    session = (await openSession(t.db, a.user.id, a.org.id)).headers;
  });
  after(async () => {
    await t?.close();
    await idp?.close();
  });

  it('serves the machine result with review state; a low-confidence field makes it need review', async () => {
    const r = await get(att);
    assert.equal(r.statusCode, 200);
    const body = r.json();
    assert.equal(body.needs_review, true);
    assert.equal(body.reviewed, false);
    assert.equal(body.reviewed_at, null);
    assert.equal(body.reviewed_by, null);
    for (const f of body.fields) {
      assert.equal(f.source, 'extracted');
      assert.equal(f.reviewed, false);
      assert.equal('machine_value' in f, false);
    }
    assert.deepEqual(await listIds('?needs_review=true'), [att]);
    assert.deepEqual(await listIds('?needs_review=false'), []);
  });

  it('confirms a value with an API key: machine citations kept', async () => {
    const before = field((await get(att)).json(), '/total');
    const r = await review(att, { fields: [{ path: '/total', confirm: true }] });
    assert.equal(r.statusCode, 200, r.body);
    const f = field(r.json(), '/total');
    assert.equal(f.value, 1234.56);
    assert.equal(f.source, 'reviewed');
    assert.equal(f.reviewed, true);
    assert.equal(f.machine_value, 1234.56);
    assert.deepEqual(f.citations, before.citations);
    assert.deepEqual(f.reviewed_by, { kind: 'api_key', user_id: null, email: null });
    assert.ok(!Number.isNaN(Date.parse(f.reviewed_at)));
    assert.deepEqual(r.json().reviewed_by, { kind: 'api_key', user_id: null, email: null });
    // the low-confidence invoice number is still unreviewed
    assert.equal(r.json().needs_review, true);
  });

  it('corrects a value without a box: found in the document, cited, and no longer needs review', async () => {
    const r = await review(att, { fields: [{ path: '/invoice_number', value: 'inv-001' }] });
    assert.equal(r.statusCode, 200, r.body);
    const body = r.json();
    assert.equal(body.data.invoice_number, 'inv-001');
    const f = field(body, '/invoice_number');
    assert.equal(f.source, 'reviewed');
    assert.equal(f.machine_value, 'INV-00l');
    assert.equal(f.machine_confidence, 0.3);
    assert.equal(f.confidence, 1);
    assert.equal(f.citations.length, 1);
    assert.equal(f.citations[0].page, 1);
    assert.equal(f.citations[0].text, 'INV-001');
    assert.equal(body.needs_review, false);
    assert.deepEqual(await listIds('?needs_review=false'), [att]);
    assert.deepEqual(await listIds('?needs_review=true'), []);
    // the GET serves the same
    assert.deepEqual((await get(att)).json(), body);
  });

  it('corrects a value with a box as a signed-in user: the words in the box are cited', async () => {
    const pages = (await t.app.inject({ method: 'GET', url: `/api/v2/chats/${chat.threadId}/attachments/${att}/pages/`, headers: a.auth })).json();
    const line = pages.results[0].lines.find((l: any) => l.text.startsWith('Vendor:'));
    const words = line.words.filter((w: any) => w.text === 'ACME' || w.text === 'Trading');
    const bbox = { x0: words[0].bbox.x0, y0: words[0].bbox.y0, x1: words[1].bbox.x1, y1: words[1].bbox.y1 };
    const r = await review(att, { fields: [{ path: '/vendor/name', value: 'ACME Trading', page: 1, bbox }] }, session);
    assert.equal(r.statusCode, 200, r.body);
    const f = field(r.json(), '/vendor/name');
    assert.equal(f.source, 'reviewed');
    assert.deepEqual(f.citations, [{ page: 1, bbox, text: 'ACME Trading' }]);
    assert.equal(f.machine_value, 'ACME Tradlng');
    assert.deepEqual(f.reviewed_by, { kind: 'user', user_id: a.user.id, email: a.user.email });
    assert.deepEqual(r.json().reviewed_by, { kind: 'user', user_id: a.user.id, email: a.user.email });
    // a page the document does not have
    const bad = await review(att, { fields: [{ path: '/vendor/name', value: 'ACME', page: 9, bbox }] }, session);
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().code, 'invalid_review_location');
  });

  it('marks a value that is not in the document as entered by hand, and a later item replaces it', async () => {
    const r1 = await review(att, { fields: [{ path: '/date', value: '2024-12-31' }] });
    assert.equal(r1.statusCode, 200, r1.body);
    const f1 = field(r1.json(), '/date');
    assert.equal(f1.source, 'entered');
    assert.deepEqual(f1.citations, []);
    assert.equal('machine_value' in f1, false);
    const r2 = await review(att, { fields: [{ path: '/date', value: '2024-03-05' }] });
    const f2 = field(r2.json(), '/date');
    assert.equal(f2.source, 'reviewed');
    assert.equal(f2.citations[0].text, '5 March 2024');
    assert.equal(r2.json().data.date, '2024-03-05');
    assert.equal((await reviewRows(att)).filter((p) => p === '/date').length, 1);
  });

  it('accepts a bearer access token from the identity provider', async () => {
    const token = await idp.token('reviewer-agent');
    const r = await review(att, { fields: [{ path: '/paid', value: true }] }, { authorization: `Bearer ${token}` });
    assert.equal(r.statusCode, 200, r.body);
    const f = field(r.json(), '/paid');
    assert.equal(f.value, true);
    assert.equal(f.source, 'entered');
    assert.equal(f.reviewed_by.kind, 'user');
    assert.equal(f.reviewed_by.user_id, a.user.id);
  });

  it('corrects an array item, then replaces the whole array', async () => {
    const r1 = await review(att, { fields: [{ path: '/line_items/1/amount', value: 20 }] });
    assert.equal(r1.statusCode, 200, r1.body);
    const b1 = r1.json();
    assert.deepEqual(b1.data.line_items, [
      { description: 'Widget', amount: 10 },
      { description: 'Gadget', amount: 20 },
    ]);
    const f = field(b1, '/line_items/1/amount');
    assert.equal(f.source, 'reviewed');
    assert.equal(f.machine_value, 2);
    assert.match(f.citations[0].text, /20\.00/);
    assert.equal(field(b1, '/line_items/0/amount').source, 'extracted');

    const items = [{ description: 'Widget', amount: 10 }];
    const r2 = await review(att, { fields: [{ path: '/line_items', value: items }] });
    assert.equal(r2.statusCode, 200, r2.body);
    const b2 = r2.json();
    assert.deepEqual(b2.data.line_items, items);
    const under = b2.fields.filter((x: any) => x.path.startsWith('/line_items'));
    assert.deepEqual(under.map((x: any) => x.path), ['/line_items/0/description', '/line_items/0/amount'].sort());
    for (const x of under) assert.equal(x.reviewed, true);
    assert.equal(field(b2, '/line_items/0/description').source, 'reviewed');
    // the whole-array review replaced the item review under it
    assert.deepEqual((await reviewRows(att)).filter((p) => p.startsWith('/line_items')), ['/line_items']);
  });

  it('refuses a bad path or value with 400 and writes nothing', async () => {
    const before = await reviewRows(att);
    const { data, reviewed_at } = (await get(att)).json();
    const cases: [unknown, string][] = [
      [{ fields: [{ path: '/nope', value: 'x' }] }, 'invalid_review_path'],
      [{ fields: [{ path: 'total', value: 1 }] }, 'invalid_review_path'],
      [{ fields: [{ path: '/line_items/x/amount', value: 1 }] }, 'invalid_review_path'],
      [{ fields: [{ path: '/line_items/5/amount', value: 1 }] }, 'invalid_review_path'],
      [{ fields: [{ path: '/line_items/0', value: null }] }, 'invalid_review_path'],
      [{ fields: [{ path: '/total', value: 'abc' }] }, 'invalid_review_value'],
      [{ fields: [{ path: '/date', value: '31/12/2024' }] }, 'invalid_review_value'],
      [{ fields: [{ path: '/line_items', value: [{ amount: 'ten' }] }] }, 'invalid_review_value'],
      // one good item before a bad one: still nothing is written
      [{ fields: [{ path: '/invoice_number', value: 'X-1' }, { path: '/total', value: { n: 1 } }], complete: true }, 'invalid_review_value'],
      [{ fields: [{ path: '/total', confirm: true, value: 1 }] }, 'validation_error'],
      [{ fields: [{ path: '/total' }] }, 'validation_error'],
      [{ fields: [{ path: '/total', value: 1, page: 1 }] }, 'validation_error'],
      [{ fields: [{ path: '/total', value: 1, extra: 1 }] }, 'validation_error'],
    ];
    for (const [body, code] of cases) {
      const r = await review(att, body);
      assert.equal(r.statusCode, 400, JSON.stringify(body));
      assert.equal(r.json().code, code, JSON.stringify(body));
    }
    assert.deepEqual(await reviewRows(att), before);
    const after = (await get(att)).json();
    assert.deepEqual(after.data, data);
    assert.equal(after.reviewed_at, reviewed_at);
  });

  it('clears a field, and marks the result complete', async () => {
    const r = await review(att, { fields: [{ path: '/vendor/name', value: null }], complete: true });
    assert.equal(r.statusCode, 200, r.body);
    const body = r.json();
    assert.equal(body.data.vendor?.name, undefined);
    const f = field(body, '/vendor/name');
    assert.equal(f.value, null);
    assert.equal(f.reviewed, true);
    assert.equal(f.machine_value, 'ACME Tradlng');
    assert.equal(body.reviewed, true);
    assert.equal(body.needs_review, false);
    // put the vendor back for the next tests
    assert.equal((await review(att, { fields: [{ path: '/vendor/name', value: 'ACME Trading' }] })).statusCode, 200);
  });

  it('answers 404 across tenants and chats, and 409/404 when there is no result', async () => {
    const body = { fields: [{ path: '/total', confirm: true }] };
    const unknown = await review(999999, body);
    assert.equal(unknown.statusCode, 404);
    const cross = await review(att, body, b.auth);
    assert.equal(cross.statusCode, 404);
    assert.deepEqual(cross.json(), (await review(att, body, b.auth, 'no-such-thread')).json());
    const bChat = await insertChat(t.db, b.org.id);
    const viaOwnChat = await review(att, body, b.auth, bChat.threadId);
    assert.equal(viaOwnChat.statusCode, 404);
    assert.deepEqual(viaOwnChat.json(), (await review(999999, body, b.auth, bChat.threadId)).json());
    const otherChat = await insertChat(t.db, a.org.id);
    assert.equal((await review(att, body, a.auth, otherChat.threadId)).statusCode, 404);

    const pending = await newAttachment('pending.txt', { status: 'pending' });
    const p = await review(pending, body);
    assert.equal(p.statusCode, 409);
    assert.equal(p.json().code, 'extraction_pending');
    const plain = await newAttachment('plain.txt', { structVersionId: null });
    const n = await review(plain, body);
    assert.equal(n.statusCode, 404);
    assert.equal(n.json().code, 'extraction_not_found');
    const noAuth = await t.app.inject({ method: 'POST', url: `${url(chat.threadId, att)}review/`, payload: body });
    assert.equal(noAuth.statusCode, 401);
  });

  it('exports reviewed values and which fields were reviewed', async () => {
    const j = (await t.app.inject({ method: 'GET', url: `/api/v2/chats/${chat.threadId}/extraction/export/?format=json`, headers: a.auth })).json();
    const mine = j.results.find((r: any) => r.attachment_id === att);
    assert.equal(mine.data.invoice_number, 'inv-001');
    assert.equal(mine.needs_review, false);
    assert.equal(field(mine, '/invoice_number').reviewed, true);
    assert.equal(field(mine, '/invoice_number').machine_value, 'INV-00l');

    const c = await t.app.inject({ method: 'GET', url: `/api/v2/chats/${chat.threadId}/extraction/export/?format=csv`, headers: a.auth });
    const [header, ...rows] = c.body.split('\r\n');
    const cols = header.split(',');
    assert.deepEqual(cols.slice(0, 7), ['attachment_id', 'file_name', 'struct_version_id', 'extractor', 'problem_count', 'needs_review', 'reviewed_fields']);
    const row = splitCsvLine(rows.find((r) => r.startsWith(`${att},`))!);
    assert.equal(row[cols.indexOf('needs_review')], 'false');
    assert.equal(row[cols.indexOf('invoice_number')], 'inv-001');
    assert.equal(row[cols.indexOf('total')], '1234.56');
    const reviewed = row[cols.indexOf('reviewed_fields')].split(' ');
    for (const p of ['/invoice_number', '/total', '/date', '/vendor/name', '/line_items/0/amount']) assert.ok(reviewed.includes(p), p);
  });

  it('keeps reviews across a reprocess (no body) and applies them on top of the new machine result', async () => {
    const r = await t.app.inject({ method: 'POST', url: `/api/v2/chats/${chat.threadId}/attachments/${att}/reprocess/`, headers: a.auth });
    assert.equal(r.statusCode, 202, r.body);
    await runStage(att, 2);
    const body = (await get(att)).json();
    assert.equal(body.data.invoice_number, 'inv-001');
    assert.deepEqual(body.data.line_items, [{ description: 'Widget', amount: 10 }]);
    assert.equal(field(body, '/invoice_number').machine_value, 'INV-00l');
    assert.equal(body.needs_review, false);
    assert.equal(body.reviewed, true);
  });

  it('drops reviews on a reprocess with discard_reviews', async () => {
    const other = await newAttachment('other.txt');
    await runStage(other, 1);
    assert.equal((await review(other, { fields: [{ path: '/invoice_number', value: 'INV-001' }] })).statusCode, 200);
    assert.equal((await get(other)).json().needs_review, false);
    const bad = await t.app.inject({ method: 'POST', url: `/api/v2/chats/${chat.threadId}/attachments/${other}/reprocess/`, headers: a.auth, payload: { discard_reviews: 'x' } });
    assert.equal(bad.statusCode, 400);
    const r = await t.app.inject({ method: 'POST', url: `/api/v2/chats/${chat.threadId}/attachments/${other}/reprocess/`, headers: a.auth, payload: { discard_reviews: true } });
    assert.equal(r.statusCode, 202, r.body);
    assert.deepEqual(await reviewRows(other), []);
    const mid = (await get(other)).json();
    assert.equal(mid.data.invoice_number, 'INV-00l');
    assert.equal(mid.needs_review, true);
    assert.equal(mid.reviewed_by, null);
    await runStage(other, 2);
    assert.equal((await get(other)).json().needs_review, true);
    assert.ok((await listIds('?needs_review=true')).includes(other));
  });

  it('needs review when a required field is missing, until it is reviewed', async () => {
    const miss = await newAttachment('missing.txt');
    await runStage(miss, 1);
    // the machine result loses its invoice number: confirming the total alone does not help
    await t.db.query(
      `UPDATE extraction_results SET data = data - 'invoice_number', fields = (SELECT jsonb_agg(f) FROM jsonb_array_elements(fields) f WHERE f->>'path' <> '/invoice_number') WHERE attachment_id = $1`,
      [miss],
    );
    const r1 = await review(miss, { fields: [{ path: '/total', confirm: true }] });
    assert.equal(r1.json().needs_review, true);
    const r2 = await review(miss, { fields: [{ path: '/invoice_number', confirm: true }] });
    assert.equal(r2.json().needs_review, false);
    assert.equal(field(r2.json(), '/invoice_number').value, null);
  });

  it('takes review_threshold from the struct version: set on the draft, snapshotted at publish', async () => {
    const post = (body: object) => t.app.inject({ method: 'POST', url: '/api/v2/structs/', headers: a.auth, payload: body });
    const created = await post({ name: 'Lenient invoice', schema_json: schema, review_threshold: 0.2 });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.json().review_threshold, 0.2);
    const dflt = (await post({ name: 'Default' })).json();
    assert.equal(dflt.review_threshold, 0.5);
    for (const bad of [1.5, -0.1, null, 'high']) assert.equal((await post({ name: 'Bad', review_threshold: bad })).statusCode, 400, String(bad));
    const slug = created.json().slug;
    const pub = (await t.app.inject({ method: 'POST', url: `/api/v2/structs/${slug}/publish/`, headers: a.auth })).json();
    assert.equal(pub.current_version.review_threshold, 0.2);
    const patched = await t.app.inject({ method: 'PATCH', url: `/api/v2/structs/${slug}/`, headers: a.auth, payload: { review_threshold: 0.95 } });
    assert.equal(patched.json().review_threshold, 0.95);
    assert.equal(patched.json().has_unpublished_changes, true);
    assert.equal(patched.json().current_version.review_threshold, 0.2);

    // 0.3 is not below the version's 0.2: the result does not need review
    const lenient = await newAttachment('lenient.txt', { structVersionId: pub.current_version.id });
    await runStage(lenient, 1, pub.current_version.id);
    assert.equal((await get(lenient)).json().needs_review, false);
    const strict = (await t.app.inject({ method: 'POST', url: `/api/v2/structs/${slug}/publish/`, headers: a.auth })).json();
    assert.equal(strict.current_version.review_threshold, 0.95);
    const picky = await newAttachment('picky.txt', { structVersionId: strict.current_version.id });
    await runStage(picky, 1, strict.current_version.id);
    assert.equal((await get(picky)).json().needs_review, true);
  });

  it('calls the after-review hook once committed; a failing hook does not fail the review', async () => {
    const calls: [number, number][] = [];
    const warnings: object[] = [];
    const svc = extractionReviewService({
      db: t.db,
      documents: storedDocumentSource(t.db),
      onReviewed: async (orgId, attachmentId) => {
        calls.push([orgId, attachmentId]);
        throw new Error('learning is down');
      },
    });
    const out = await svc.review(a.org.id, chat.threadId, att, { fields: [{ path: '/total', value: 1234.56 }] }, { userId: null }, { warn: (obj) => warnings.push(obj) });
    assert.equal(field(out, '/total').source, 'reviewed');
    assert.deepEqual(calls, [[a.org.id, att]]);
    assert.equal(warnings.length, 1);
    // a refused review does not call it
    await assert.rejects(svc.review(a.org.id, chat.threadId, att, { fields: [{ path: '/nope', value: 1 }] }, { userId: null }));
    assert.equal(calls.length, 1);
  });

  it('documents the review route and the new fields in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/schema/' })).json();
    const op = doc.paths['/api/v2/chats/{thread_id}/attachments/{id}/extraction/review/'];
    assert.ok(op?.post, 'review route documented');
    const list = doc.paths['/api/v2/chats/{thread_id}/attachments/'].get;
    assert.ok(list.parameters.some((p: any) => p.name === 'needs_review'));
    assert.match(JSON.stringify(doc), /needs_review/);
    assert.match(JSON.stringify(doc), /review_threshold/);
  });
});
