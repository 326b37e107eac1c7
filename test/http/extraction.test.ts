import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createExtractionStage, ExtractionError } from '../../src/domain/extraction/index.js';
import type { Extractor } from '../../src/pipeline/extract/types.js';
import { recognise } from '../../src/pipeline/recognise/index.js';
import { createBlobStore } from '../../src/storage/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { insertChat, insertStruct, insertTextAttachment } from '../helpers/extraction-rows.js';
import { makeOrg } from '../helpers/factories.js';

const schema = {
  type: 'object',
  required: ['company', 'total', 'reference'],
  properties: { company: { type: 'string' }, total: { type: 'number' }, date: { type: 'string', format: 'date' }, paid: { type: 'boolean' }, reference: { type: 'string' } },
};
const recogniseOpts = { languages: ['eng'], maxPages: 10, maxPixels: 1e8, timeoutMs: 10000, memoryMb: 256 };

/** Reads "Label: value" lines whose label is a field name, verbatim (numbers and yes/no typed), so stored values are predictable. */
const labelExtractor: Extractor = {
  name: 'test-labels',
  async extract({ document, schema: s }) {
    const props = (s.properties ?? {}) as Record<string, { type?: string }>;
    const data: Record<string, unknown> = {};
    const fields = [];
    for (const line of document.pages[0].lines) {
      const m = /^(\w+):\s*(.*)$/.exec(line.text);
      if (!m || !props[m[1].toLowerCase()]) continue;
      const key = m[1].toLowerCase();
      const t = props[key].type;
      const value = t === 'number' ? Number(m[2]) : t === 'boolean' ? m[2] === 'yes' : m[2];
      data[key] = value;
      fields.push({ path: `/${key}`, value, confidence: 0.75, citations: [{ page: 1, bbox: line.bbox, text: line.text }] });
    }
    return { data, fields, problems: [], extractor: 'test-labels' };
  },
};
describe('extraction results and exports', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeOrg>>;
  let b: Awaited<ReturnType<typeof makeOrg>>;
  let chat: { id: number; threadId: string };
  let versionId: number;
  let att: number;

  async function runStage(attachmentId: number, run: number, text: string, version = versionId, orgId = a.org.id) {
    const document = await recognise(new TextEncoder().encode(text), 'txt', recogniseOpts);
    const stage = createExtractionStage({ db: t.db, extractor: labelExtractor });
    const out = await stage.compute({ orgId, attachmentId, run, structVersionId: version, document });
    await t.db.transaction((tx) => out.save(tx));
  }
  const get = (thread: string, id: number, org = a) =>
    t.app.inject({ method: 'GET', url: `/api/v2/chats/${thread}/attachments/${id}/extraction/`, headers: org.auth });

  before(async () => {
    t = await createTestApp();
    a = await makeOrg(t.services);
    b = await makeOrg(t.services);
    chat = await insertChat(t.db, a.org.id);
    ({ versionIds: [versionId] } = await insertStruct(t.db, { orgId: a.org.id, slug: 'receipt', schema, versions: [{ schema }] }));
    att = await insertTextAttachment(t.db, createBlobStore(t.config), { orgId: a.org.id, chatId: chat.id, text: 'x', structVersionId: versionId, status: 'pending' });
  });
  after(async () => {
    await t.close();
  });

  it('answers 409 extraction_pending while the pinned extraction has not run', async () => {
    const r = await get(chat.threadId, att);
    assert.equal(r.statusCode, 409);
    assert.equal(r.json().code, 'extraction_pending');
  });

  it('stores the result with values, confidences, citations and problems, and records the version', async () => {
    await runStage(att, 1, 'Company: ACME Trading\nTotal: 12.50\nDate: 31/12/2020');
    const r = await get(chat.threadId, att);
    assert.equal(r.statusCode, 200);
    const body = r.json();
    assert.deepEqual(Object.keys(body).sort(), [
      'attachment_id', 'created_at', 'data', 'dropped', 'extractor', 'fields', 'needs_review', 'problems', 'reviewed', 'reviewed_at', 'reviewed_by', 'struct_version_id',
    ]);
    assert.equal(body.attachment_id, att);
    assert.equal(body.struct_version_id, versionId);
    assert.equal(body.extractor, 'test-labels');
    assert.equal(body.data.company, 'ACME Trading');
    assert.equal(body.data.total, 12.5);
    const f = body.fields.find((x: any) => x.path === '/company');
    assert.ok(f.confidence >= 0 && f.confidence <= 1);
    assert.deepEqual(Object.keys(f.citations[0].bbox).sort(), ['x0', 'x1', 'y0', 'y1']);
    assert.equal(f.citations[0].page, 1);
    assert.match(f.citations[0].text, /ACME Trading/);
    // schema violations of the data are listed, never hidden
    assert.ok(body.problems.some((p: any) => p.path === '/date'));
    assert.ok(body.problems.some((p: any) => p.path === '/reference'));
    const row = await t.db.query<{ extraction_struct_version_id: number }>(`SELECT extraction_struct_version_id FROM attachments WHERE id = $1`, [att]);
    assert.equal(row.rows[0].extraction_struct_version_id, versionId);
  });

  it('replaces the result on a re-run and refuses a late write of an older run', async () => {
    await runStage(att, 2, 'Company: Globex\nTotal: 7');
    await runStage(att, 1, 'Company: Stale Corp\nTotal: 1');
    const body = (await get(chat.threadId, att)).json();
    assert.equal(body.data.company, 'Globex');
    assert.equal(body.data.total, 7);
    assert.deepEqual(body.problems, [{ path: '/reference', message: 'is required' }]);
    const n = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM extraction_results WHERE attachment_id = $1`, [att]);
    assert.equal(n.rows[0].n, 1);
  });

  it('fails permanently when the pinned version does not exist in the organisation', async () => {
    const other = await insertStruct(t.db, { orgId: b.org.id, slug: 'theirs', schema, versions: [{ schema }] });
    await assert.rejects(runStage(att, 3, 'Company: X', other.versionIds[0]), (e: unknown) => e instanceof ExtractionError && e.permanent && e.code === 'struct_version_not_found');
  });

  it('answers 404 extraction_not_found for an attachment without a result', async () => {
    const plain = await insertTextAttachment(t.db, createBlobStore(t.config), { orgId: a.org.id, chatId: chat.id, text: 'plain', fileName: 'plain.txt' });
    const r = await get(chat.threadId, plain);
    assert.equal(r.statusCode, 404);
    assert.equal(r.json().code, 'extraction_not_found');
  });

  it('serves a result through a chat the attachment is linked into', async () => {
    const chat2 = await insertChat(t.db, a.org.id);
    assert.equal((await get(chat2.threadId, att)).statusCode, 404);
    await t.db.query(`INSERT INTO chat_attachment_links (chat_id, attachment_id, org_id) VALUES ($1, $2, $3)`, [chat2.id, att, a.org.id]);
    assert.equal((await get(chat2.threadId, att)).statusCode, 200);
  });

  it('answers cross-tenant reads with the same 404 as unknown ids', async () => {
    const unknown = await get(chat.threadId, 999999);
    assert.equal(unknown.statusCode, 404);
    const cross = await get(chat.threadId, att, b);
    assert.equal(cross.statusCode, 404);
    const bChat = await insertChat(t.db, b.org.id);
    const viaOwnChat = await get(bChat.threadId, att, b);
    assert.equal(viaOwnChat.statusCode, 404);
    assert.deepEqual(Object.keys(cross.json()).sort(), ['code', 'message']);
    assert.deepEqual(viaOwnChat.json(), (await get(bChat.threadId, 999999, b)).json());
    const unknownChat = await get('no-such-thread', att, b);
    assert.deepEqual(cross.json(), unknownChat.json());
    const exp = await t.app.inject({ method: 'GET', url: `/api/v2/chats/${chat.threadId}/extraction/export/?format=csv`, headers: b.auth });
    assert.equal(exp.statusCode, 404);
    assert.deepEqual(exp.json(), unknownChat.json());
    const noAuth = await t.app.inject({ method: 'GET', url: `/api/v2/chats/${chat.threadId}/attachments/${att}/extraction/` });
    assert.equal(noAuth.statusCode, 401);
  });

  it("exports a chat's results as JSON and as injection-safe CSV", async () => {
    const evil = await insertTextAttachment(t.db, createBlobStore(t.config), { orgId: a.org.id, chatId: chat.id, text: 'evil', fileName: 'evil.txt', structVersionId: versionId });
    await runStage(evil, 1, 'Company: =HYPERLINK("http://x", "a, b")\nTotal: 3\nPaid: yes');
    const j = await t.app.inject({ method: 'GET', url: `/api/v2/chats/${chat.threadId}/extraction/export/`, headers: a.auth });
    assert.equal(j.statusCode, 200);
    assert.match(String(j.headers['content-type']), /application\/json/);
    const body = j.json();
    assert.equal(body.count, 2);
    assert.deepEqual(body.results.map((r: any) => r.attachment_id), [att, evil]);
    assert.equal(body.results[1].file_name, 'evil.txt');

    const c = await t.app.inject({ method: 'GET', url: `/api/v2/chats/${chat.threadId}/extraction/export/?format=csv`, headers: a.auth });
    assert.equal(c.statusCode, 200);
    assert.match(String(c.headers['content-type']), /^text\/csv/);
    assert.match(String(c.headers['content-disposition']), /^attachment; filename="extraction-[\w-]+\.csv"$/);
    const lines = c.body.split('\r\n');
    assert.equal(lines[0], 'attachment_id,file_name,struct_version_id,extractor,problem_count,needs_review,reviewed_fields,company,date,paid,reference,total');
    assert.equal(lines[1], `${att},doc.txt,${versionId},test-labels,1,true,,Globex,,,,7`);
    assert.equal(lines[2], `${evil},evil.txt,${versionId},test-labels,1,true,,"'=HYPERLINK(""http://x"", ""a, b"")",,true,,3`);

    const bad = await t.app.inject({ method: 'GET', url: `/api/v2/chats/${chat.threadId}/extraction/export/?format=xml`, headers: a.auth });
    assert.equal(bad.statusCode, 400);
  });

  it('runs the configured extractor through the services stage', async () => {
    const plain = await insertTextAttachment(t.db, createBlobStore(t.config), { orgId: a.org.id, chatId: chat.id, text: 'conf', fileName: 'conf.txt', structVersionId: versionId });
    const document = await recognise(new TextEncoder().encode('Company: Initech\nTotal: 42'), 'txt', recogniseOpts);
    const out = await t.services.extraction.stage.compute({ orgId: a.org.id, attachmentId: plain, run: 1, structVersionId: versionId, document });
    await t.db.transaction((tx) => out.save(tx));
    const body = (await get(chat.threadId, plain)).json();
    assert.equal(body.extractor, t.services.extraction.extractor.name);
    assert.equal(body.struct_version_id, versionId);
    for (const f of body.fields) {
      assert.ok(f.confidence >= 0 && f.confidence <= 1);
      assert.ok(f.citations.every((c: any) => c.page === 1));
    }
  });

  it('documents the routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/schema/' })).json();
    assert.ok(doc.paths['/api/v2/chats/{thread_id}/attachments/{id}/extraction/'].get);
    const exp = doc.paths['/api/v2/chats/{thread_id}/extraction/export/'].get;
    assert.ok(exp.responses['200'].content['text/csv']);
  });
});
