import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as mupdf from 'mupdf';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { addAttachment, makeChat, waitDone } from '../helpers/attachments.js';
import { insertStruct } from '../helpers/extraction-rows.js';
import { makeOrg } from '../helpers/factories.js';
import { learningService } from '../../src/domain/learning/index.js';

type Org = Awaited<ReturnType<typeof makeOrg>>;

/** A one-page text PDF with each text at its own place ([text, x, y from the top] in points). */
function pdf(items: [string, number, number][]): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font('Helvetica'));
  let c = 'BT /F1 11 Tf\n';
  for (const [t, x, y] of items) c += `1 0 0 1 ${x} ${792 - y} Tm (${t.replace(/[()\\]/g, (m) => `\\${m}`)}) Tj\n`;
  c += 'ET';
  doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, doc.addObject({ Font: { F1: font } }), c));
  return doc.saveToBuffer('compress').asUint8Array();
}

/** A waybill of one carrier; "Frachtbrief" is a label no general rule knows. */
function waybill(ref: string, total: string, carrier = 'Harbour Freight Logistics Ltd', vat = 'GB 123 4567 89'): Uint8Array {
  return pdf([
    [carrier, 40, 60],
    ['12 Quay Street, Bristol BS1 4DJ', 40, 76],
    [`VAT Reg No: ${vat}`, 40, 92],
    [`Frachtbrief: ${ref}`, 40, 160],
    [`Total: ${total}`, 40, 200],
  ]);
}

const schema = { type: 'object', properties: { supplier: { type: 'string' }, waybill: { type: 'string' }, total: { type: 'number' } } };

describe('learning from reviewed documents', () => {
  let t: TestApp;
  let a: Org;
  let b: Org;
  let chatA: { id: number; publicId: string };
  let chatB: { id: number; publicId: string };
  let versionsA: number[];
  let versionB: number;
  let first: number;
  let second: number;

  /** Uploads a PDF pinned to a version, waits for the pipeline and returns the attachment and its stored result. */
  async function extract(o: Org, chat: { id: number }, version: number, bytes: Uint8Array) {
    const id = await addAttachment(t, { orgId: o.org.id, chatId: chat.id, fileName: 'waybill.pdf', fileType: 'pdf', bytes, structVersionId: version });
    const s = await waitDone(t.db, id, 60_000);
    assert.equal(s.processing_status, 'completed', s.processing_stage);
    const r = await t.db.query<{ data: Record<string, unknown>; fields: { path: string; citations: { text: string }[] }[] }>(
      `SELECT data, fields FROM extraction_results WHERE attachment_id = $1`,
      [id],
    );
    return { id, ...r.rows[0] };
  }

  /** A reviewer corrects values through the review route (which also teaches the struct through its hook). */
  async function correct(attachmentId: number, values: Record<string, unknown>) {
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/v2/chats/${chatA.publicId}/attachments/${attachmentId}/extraction/review/`,
      headers: a.auth,
      payload: { fields: Object.entries(values).map(([k, value]) => ({ path: `/${k}`, value })), complete: true },
    });
    assert.equal(r.statusCode, 200, r.body);
  }

  const list = (o: Org, slug: string, query = '') => t.app.inject({ method: 'GET', url: `/api/v2/structs/${slug}/learned/${query}`, headers: o.auth });
  const reset = (o: Org, slug: string, query = '') => t.app.inject({ method: 'DELETE', url: `/api/v2/structs/${slug}/learned/${query}`, headers: o.auth });

  before(async () => {
    t = await createTestApp({}, { workers: true });
    a = await makeOrg(t.services);
    b = await makeOrg(t.services);
    chatA = await makeChat(t.db, a.org.id);
    chatB = await makeChat(t.db, b.org.id);
    ({ versionIds: versionsA } = await insertStruct(t.db, { orgId: a.org.id, slug: 'waybill', schema, versions: [{ schema }, { schema }] }));
    ({ versionIds: [versionB] } = await insertStruct(t.db, { orgId: b.org.id, slug: 'waybill', schema, versions: [{ schema }] }));
    await insertStruct(t.db, { orgId: a.org.id, slug: 'a-only', schema, versions: [{ schema }] });
  });
  after(async () => {
    await t.close();
  });

  it('learns from a reviewed attachment what the general rules missed', async () => {
    const r = await extract(a, chatA, versionsA[0], waybill('HF-20931', '512.40'));
    first = r.id;
    assert.equal(r.data.waybill, undefined, 'no general rule reads a "Frachtbrief" label');
    await correct(first, { waybill: 'HF-20931' });
    const out = await t.services.learning.learnFromAttachment(a.org.id, first);
    assert.ok(out.fields.includes('/waybill'), out.fields.join());
    assert.ok(out.struct_id !== null);
    // learning again from the same attachment replaces what it taught, it does not add to it
    await t.services.learning.learnFromAttachment(a.org.id, first);
    const body = (await list(a, 'waybill')).json();
    assert.equal(body.per_field.find((x: { path: string }) => x.path === '/waybill').count, 1);
  });

  it('extracts a resembling document with the learned value, for every version of the struct', async () => {
    const r = await extract(a, chatA, versionsA[1], waybill('HF-30002', '77.00'));
    second = r.id;
    assert.equal(r.data.waybill, 'HF-30002');
    assert.equal(r.fields.find((f) => f.path === '/waybill')!.citations[0].text, 'HF-30002');
    assert.equal(r.data.total, 77);
  });

  it("never uses one organisation's knowledge in another", async () => {
    const r = await extract(b, chatB, versionB, waybill('HF-30003', '10.00'));
    assert.equal(r.data.waybill, undefined);
    const mine = (await list(b, 'waybill')).json();
    assert.equal(mine.count, 0);
    assert.deepEqual(mine.per_field, []);
    await assert.rejects(t.services.learning.learnFromAttachment(b.org.id, first), (e: { code?: string }) => e.code === 'extraction_not_found');
  });

  it('lists learned examples page by page with a count per field', async () => {
    const r = await list(a, 'waybill');
    assert.equal(r.statusCode, 200);
    const body = r.json();
    assert.equal(body.count, body.results.length);
    assert.ok(body.count >= 2);
    const ex = body.results.find((x: { path: string }) => x.path === '/waybill');
    assert.deepEqual(Object.keys(ex).sort(), ['attachment_id', 'created_at', 'id', 'label', 'path', 'raw', 'relation', 'shape', 'value']);
    assert.equal(ex.label, 'Frachtbrief');
    assert.equal(ex.relation, 'same-line');
    assert.equal(ex.shape, 'AA-99999');
    assert.equal(ex.value, 'HF-20931');
    assert.equal(ex.attachment_id, first);
    assert.deepEqual(
      body.per_field.map((x: { path: string }) => x.path),
      [...new Set(body.results.map((x: { path: string }) => x.path))].sort(),
    );
    const p1 = (await list(a, 'waybill', '?page=1&page_size=1')).json();
    assert.equal(p1.results.length, 1);
    assert.equal(p1.count, body.count);
    assert.match(p1.next, /page=2/);
    assert.equal(p1.previous, null);
    const one = (await list(a, 'waybill', '?field=/waybill')).json();
    assert.equal(one.count, 1);
    assert.equal((await list(a, 'waybill', '?page_size=0')).statusCode, 400);
    assert.equal((await list(a, 'waybill', '?field=waybill')).statusCode, 400, 'a field is named by JSON pointer');
  });

  it('answers 404 for an unknown or other-tenant struct and 401 without credentials', async () => {
    for (const r of [await list(b, 'a-only'), await list(a, 'nope'), await reset(b, 'a-only')]) {
      assert.equal(r.statusCode, 404);
      assert.deepEqual(r.json(), (await list(b, 'nope')).json());
    }
    const anon = await t.app.inject({ method: 'GET', url: '/api/v2/structs/waybill/learned/' });
    assert.equal(anon.statusCode, 401);
    // B resetting its own struct of the same name leaves A's knowledge alone
    assert.equal((await reset(b, 'waybill')).statusCode, 204);
    assert.ok((await list(a, 'waybill')).json().count >= 2);
  });

  it('resets one field, then everything', async () => {
    const r = await reset(a, 'waybill', '?field=/waybill');
    assert.equal(r.statusCode, 204);
    const body = (await list(a, 'waybill')).json();
    assert.ok(body.count >= 1);
    assert.ok(body.results.every((x: { path: string }) => x.path !== '/waybill'));
    const again = await extract(a, chatA, versionsA[1], waybill('HF-40004', '5.00'));
    assert.equal(again.data.waybill, undefined, 'a forgotten field is left to the general rules');
    assert.equal((await reset(a, 'waybill')).statusCode, 204);
    const none = (await list(a, 'waybill')).json();
    assert.equal(none.count, 0);
    assert.deepEqual(none.per_field, []);
  });

  it('keeps only the newest examples of each field, and the review hook skips what cannot be learned', async () => {
    const small = learningService({ db: t.db, documents: t.services.extraction.documents, maxExamplesPerField: 1 });
    await correct(second, { waybill: 'HF-30002' });
    await small.learnFromAttachment(a.org.id, first);
    await small.learnFromAttachment(a.org.id, second);
    const body = (await list(a, 'waybill')).json();
    assert.ok(body.count >= 2);
    assert.ok(body.per_field.every((x: { count: number }) => x.count === 1));
    assert.ok(body.results.every((x: { attachment_id: number }) => x.attachment_id === second));
    const sources = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM struct_learning_sources WHERE org_id = $1`, [a.org.id]);
    assert.equal(sources.rows[0].n, 1, 'a document with no example left is forgotten');
    // an attachment without a result (unknown, or another organisation's) is skipped without failing
    await t.services.onReviewed(a.org.id, 999_999);
    await t.services.onReviewed(b.org.id, second);
    assert.ok((await list(a, 'waybill')).json().results.every((x: { attachment_id: number }) => x.attachment_id === second));
  });
});
