import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { batchService } from '../../src/domain/batches/service.js';
import type { BatchCompleted, BatchDocumentFinished } from '../../src/domain/batches/hooks.js';
import { createClassificationStage } from '../../src/domain/classification/stage.js';
import { createProcessor } from '../../src/domain/processing/processor.js';
import { createBlobStore } from '../../src/storage/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { makeOrg } from '../helpers/factories.js';
import { filesForm, makeChat, makePdf, uploadForm } from '../helpers/uploads.js';

const attempt = { retryCount: 0, retryLimit: 0 };

const invoiceSchema = {
  type: 'object',
  properties: {
    invoice_number: { type: 'string', title: 'Invoice number' },
    total: { type: 'number', title: 'Total amount' },
    line_items: { type: 'array', items: { type: 'object', properties: { description: { type: 'string' }, amount: { type: 'number' } } } },
  },
};
const ndaSchema = {
  type: 'object',
  properties: { effective_date: { type: 'string', format: 'date', title: 'Effective date' }, governing_law: { type: 'string', title: 'Governing law' } },
};

const INVOICE = 'INVOICE Invoice number INV-2041 Supplier invoice Total amount 120.00 EUR';
const NDA = 'MUTUAL NON-DISCLOSURE AGREEMENT confidentiality Effective date 1 March 2024 Governing law Delaware';
const RECIPE = 'Banana bread recipe: three ripe bananas, flour, sugar, butter, bake forty minutes';

describe('batches and classification', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeOrg>>;
  let b: Awaited<ReturnType<typeof makeOrg>>;
  let invoice: { slug: string; version: number };
  let nda: { slug: string; version: number };

  const call = (org: typeof a, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: org.auth, ...(payload ? { payload } : {}) });

  async function struct(org: typeof a, name: string, description: string, schema: object): Promise<{ slug: string; version: number }> {
    const s = (await call(org, 'POST', '/api/v2/structs/', { name, description, schema_json: schema, black_hole_enabled: true })).json();
    const p = await call(org, 'POST', `/api/v2/structs/${s.slug}/publish/`);
    assert.equal(p.statusCode, 200, p.body);
    return { slug: s.slug, version: p.json().current_version.id };
  }

  async function createBatch(org: typeof a, files: { name: string; bytes: Buffer }[], fields: Record<string, string> = {}) {
    const body = filesForm(files, fields);
    return t.app.inject({ method: 'POST', url: '/api/v2/batches/', headers: { ...org.auth, ...body.headers }, payload: body.payload });
  }

  async function processAll(ids: number[], processor = t.services.processor) {
    for (const id of ids) assert.equal(await processor.process(id, attempt), 'completed');
  }

  const documents = async (org: typeof a, id: number) => (await call(org, 'GET', `/api/v2/batches/${id}/documents/?page_size=100`)).json().results;

  before(async () => {
    t = await createTestApp();
    a = await makeOrg(t.services);
    b = await makeOrg(t.services);
    invoice = await struct(a, 'Invoice', 'A supplier invoice with its invoice number and total amount', invoiceSchema);
    nda = await struct(a, 'Non-disclosure agreement', 'A confidentiality agreement: effective date and governing law', ndaSchema);
  });
  after(async () => {
    await t.close();
  });

  let batchId: number;
  let docIds: number[];

  it('creates a batch from a multipart upload with the upload rules and per-file skips', async () => {
    const inv = makePdf(INVOICE);
    const r = await createBatch(
      a,
      [
        { name: 'invoice.pdf', bytes: inv },
        { name: 'nda.pdf', bytes: makePdf(NDA) },
        { name: 'recipe.pdf', bytes: makePdf(RECIPE) },
        { name: 'again.pdf', bytes: inv },
        { name: 'notes.exe', bytes: Buffer.from('MZ') },
      ],
      { name: 'March intake' },
    );
    assert.equal(r.statusCode, 201, r.body);
    const body = r.json();
    assert.equal(body.batch.name, 'March intake');
    assert.equal(body.batch.classify, true);
    assert.equal(body.batch.struct_version_id, null);
    assert.equal(body.batch.status, 'processing');
    assert.deepEqual(body.batch.counts, { pending: 3, completed: 0, failed: 0, unclassified: 0 });
    assert.equal(body.created.length, 3);
    assert.ok(body.created.every((c: { processing_status: string; extraction_struct_version_id: null }) => c.processing_status === 'pending' && c.extraction_struct_version_id === null));
    assert.deepEqual(body.skipped_duplicates, [{ file_name: 'again.pdf', reason: 'duplicate' }]);
    assert.deepEqual(body.skipped_unsupported, [{ file_name: 'notes.exe', reason: 'unsupported_type' }]);
    batchId = body.batch.id;
    docIds = body.created.map((c: { id: number }) => c.id);
  });

  it('classifies between two participating structs and ends unclassified when nothing fits', async () => {
    await processAll(docIds);
    const docs = await documents(a, batchId);
    const [inv, agreement, recipe] = docs;
    assert.equal(inv.classification.status, 'classified');
    assert.equal(inv.classification.struct_version_id, invoice.version);
    assert.equal(inv.extraction_struct_version_id, invoice.version);
    assert.equal(inv.processing_stage, 'completed');
    assert.ok(inv.classification.score >= inv.classification.threshold);
    assert.ok(inv.classification.reasons.length > 0);
    assert.equal(agreement.classification.struct_version_id, nda.version);
    assert.equal(agreement.extraction_struct_version_id, nda.version);
    assert.equal(recipe.processing_status, 'completed');
    assert.equal(recipe.processing_stage, 'unclassified');
    assert.equal(recipe.classification.status, 'unclassified');
    assert.equal(recipe.classification.struct_version_id, null);
    assert.equal(recipe.extraction_struct_version_id, null);
    assert.deepEqual(recipe.classification.candidates.map((c: { struct_slug: string }) => c.struct_slug).sort(), [invoice.slug, nda.slug].sort());
    const ex = await t.db.query(`SELECT 1 FROM extraction_results WHERE attachment_id = $1`, [recipe.id]);
    assert.equal(ex.rows.length, 0);
  });

  it('shows counts by state and overall progress; completes the batch', async () => {
    const r = await call(a, 'GET', `/api/v2/batches/${batchId}/`);
    assert.equal(r.statusCode, 200);
    const body = r.json();
    assert.equal(body.status, 'completed');
    assert.deepEqual(body.counts, { pending: 0, completed: 3, failed: 0, unclassified: 1 });
    assert.equal(body.progress, 100);
    assert.equal(body.document_count, 3);
    assert.ok(body.completed_at);
    // billed as uploads: one processing debit per document
    const debits = await t.db.query<{ attachment_id: number; reason: string }>(
      `SELECT attachment_id, reason FROM credit_ledger WHERE kind = 'debit' AND attachment_id = ANY($1::bigint[]) ORDER BY attachment_id`,
      [docIds],
    );
    assert.deepEqual(debits.rows.map((d) => [Number(d.attachment_id), d.reason]), docIds.map((id) => [id, 'upload_processing']));
  });

  it('takes an archived struct out of classification at once', async () => {
    const lease = await struct(a, 'Lease agreement', 'A residential lease between landlord and tenant with the monthly rent', {
      type: 'object',
      properties: { landlord: { type: 'string' }, tenant: { type: 'string' }, monthly_rent: { type: 'number' } },
    });
    const text = 'LEASE AGREEMENT between the landlord and the tenant, monthly rent 900';
    const r1 = await createBatch(a, [{ name: 'lease.pdf', bytes: makePdf(text) }]);
    await processAll([r1.json().created[0].id]);
    assert.equal((await documents(a, r1.json().batch.id))[0].classification.struct_version_id, lease.version);
    assert.equal((await call(a, 'DELETE', `/api/v2/structs/${lease.slug}/`)).json().status, 'archived');
    const r2 = await createBatch(a, [{ name: 'lease-2.pdf', bytes: makePdf(`${text} again`) }]);
    await processAll([r2.json().created[0].id]);
    const [doc] = await documents(a, r2.json().batch.id);
    assert.notEqual(doc.classification.struct_version_id, lease.version);
    assert.ok(doc.classification.candidates.every((c: { struct_slug: string }) => c.struct_slug !== lease.slug));
  });

  it('takes a deprecated version and a withdrawn black hole out of classification at once', async () => {
    const dep = await call(a, 'POST', `/api/v2/structs/${invoice.slug}/versions/1/deprecate/`);
    assert.equal(dep.statusCode, 200, dep.body);
    const r = await createBatch(a, [{ name: 'invoice-2.pdf', bytes: makePdf(`${INVOICE} second`) }]);
    const id = r.json().created[0].id;
    await processAll([id]);
    const [doc] = await documents(a, r.json().batch.id);
    assert.notEqual(doc.classification.struct_version_id, invoice.version);
    assert.ok(doc.classification.candidates.every((c: { struct_version_id: number }) => c.struct_version_id !== invoice.version));
    // the NDA struct: withdrawing black hole and publishing takes it out; archiving takes it out too
    await call(a, 'PATCH', `/api/v2/structs/${nda.slug}/`, { black_hole_enabled: false });
    await call(a, 'POST', `/api/v2/structs/${nda.slug}/publish/`);
    const r2 = await createBatch(a, [{ name: 'nda-2.pdf', bytes: makePdf(`${NDA} second`) }]);
    await processAll([r2.json().created[0].id]);
    const [doc2] = await documents(a, r2.json().batch.id);
    assert.equal(doc2.classification.status, 'unclassified');
    assert.deepEqual(doc2.classification.candidates, []);
  });

  it('pins a version for every document: extraction_struct_version_id is that version, no classification', async () => {
    const v = await struct(a, 'Pinned invoice', 'pinned', invoiceSchema);
    const r = await createBatch(a, [{ name: 'p.pdf', bytes: makePdf(`${INVOICE} pinned`) }], { struct_version_id: String(v.version) });
    assert.equal(r.statusCode, 201, r.body);
    assert.equal(r.json().batch.struct_version_id, v.version);
    assert.equal(r.json().batch.classify, false);
    assert.equal(r.json().created[0].has_schema, true);
    await processAll([r.json().created[0].id]);
    const [doc] = await documents(a, r.json().batch.id);
    assert.equal(doc.extraction_struct_version_id, v.version);
    assert.equal(doc.classification, null);
  });

  it('refuses a version of another organisation (400) and writes nothing', async () => {
    const other = await struct(b, 'Theirs', 'x', invoiceSchema);
    const before = (await call(a, 'GET', '/api/v2/batches/')).json().count;
    const r = await createBatch(a, [{ name: 'x.pdf', bytes: makePdf('x') }], { struct_version_id: String(other.version) });
    assert.equal(r.statusCode, 400);
    assert.equal(r.json().code, 'invalid_struct_version');
    assert.equal((await call(a, 'GET', '/api/v2/batches/')).json().count, before);
    const bad = await createBatch(a, [{ name: 'x.pdf', bytes: makePdf('x') }], { colour: 'red' });
    assert.equal(bad.statusCode, 400);
    const ctl = await createBatch(a, [{ name: 'x.pdf', bytes: makePdf('x') }], { name: 'a\u0007b' });
    assert.equal(ctl.statusCode, 400);
    assert.equal(ctl.json().code, 'invalid_text');
    const long = await call(a, 'POST', '/api/v2/batches/', { files: [{ file_name: 'x.pdf', content_base64: makePdf('x').toString('base64') }], name: 'n'.repeat(201) });
    assert.equal(long.statusCode, 400);
  });

  it('completes at once a batch whose files were all skipped', async () => {
    const r = await createBatch(a, [{ name: 'only.exe', bytes: Buffer.from('MZ') }]);
    assert.equal(r.statusCode, 201, r.body);
    assert.equal(r.json().created.length, 0);
    assert.equal(r.json().batch.status, 'completed');
    assert.equal(r.json().batch.progress, 100);
    assert.ok(r.json().batch.completed_at);
  });

  it('accepts the JSON form of the upload', async () => {
    const r = await call(a, 'POST', '/api/v2/batches/', { files: [{ file_name: 'j.pdf', content_base64: makePdf('json form').toString('base64') }], name: 'json' });
    assert.equal(r.statusCode, 201, r.body);
    assert.equal(r.json().batch.name, 'json');
    assert.equal(r.json().created.length, 1);
  });

  it('lists batches page by page, newest first, only the caller organisation', async () => {
    const r = await call(a, 'GET', '/api/v2/batches/?page_size=2');
    assert.equal(r.statusCode, 200);
    const body = r.json();
    assert.ok(body.count >= 5);
    assert.equal(body.results.length, 2);
    assert.ok(body.next);
    assert.equal(body.previous, null);
    const theirs = (await call(b, 'GET', '/api/v2/batches/')).json();
    assert.equal(theirs.count, 0);
    // the chats holding batch documents are not chats of the organisation
    const chats = (await call(a, 'GET', '/api/v2/chats/')).json();
    assert.equal(chats.count, 0);
  });

  it('exports the results as JSON, CSV and XLSX', async () => {
    const j = await call(a, 'GET', `/api/v2/batches/${batchId}/export/`);
    assert.equal(j.statusCode, 200);
    assert.equal(j.json().batch_id, batchId);
    assert.equal(j.json().count, 2);
    const c = await call(a, 'GET', `/api/v2/batches/${batchId}/export/?format=csv`);
    assert.equal(c.statusCode, 200);
    assert.match(c.headers['content-type'] as string, /text\/csv/);
    assert.match(c.body.split('\r\n')[0], /^attachment_id,file_name,struct_version_id/);
    const x = await call(a, 'GET', `/api/v2/batches/${batchId}/export/?format=xlsx`);
    assert.equal(x.statusCode, 200);
    assert.match(x.headers['content-type'] as string, /spreadsheetml/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    const results = wb.getWorksheet('results')!;
    assert.equal(results.rowCount, 3);
    const header = (results.getRow(1).values as unknown[]).slice(1);
    assert.ok(header.includes('invoice_number') && header.includes('governing_law'), header.join());
    assert.ok(wb.getWorksheet('line_items'));
    const bad = await call(a, 'GET', `/api/v2/batches/${batchId}/export/?format=pdf`);
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().code, 'invalid_format');
  });

  it('streams the progress of the batch and closes when it is done', async () => {
    const r = await call(a, 'GET', `/api/v2/batches/${batchId}/events/`);
    assert.equal(r.statusCode, 200);
    assert.match(r.headers['content-type'] as string, /text\/event-stream/);
    const data = r.body.split('\n').filter((l) => l.startsWith('data: ')).map((l) => JSON.parse(l.slice(6)));
    for (const id of docIds) {
      const last = data.filter((d) => d.attachment_id === id).at(-1);
      assert.equal(last.processing_status, 'completed');
    }
  });

  it('answers 404 to another organisation on every batch route, with no side effect', async () => {
    for (const [method, url] of [
      ['GET', `/api/v2/batches/${batchId}/`],
      ['GET', `/api/v2/batches/${batchId}/documents/`],
      ['GET', `/api/v2/batches/${batchId}/export/?format=csv`],
      ['GET', `/api/v2/batches/${batchId}/events/`],
      ['DELETE', `/api/v2/batches/${batchId}/`],
      ['GET', `/api/v2/batches/999999/`],
    ] as const) {
      const r = await call(b, method, url);
      assert.equal(r.statusCode, 404, `${method} ${url}`);
      assert.equal(r.json().code, 'not_found');
    }
    assert.equal((await call(a, 'GET', `/api/v2/batches/${batchId}/`)).statusCode, 200);
  });

  it('reads a batch document, its text, pages, page images and extraction through the batch; its hidden chat is not addressable', async () => {
    const [inv, , recipe] = await documents(a, batchId);
    const base = `/api/v2/batches/${batchId}/documents`;
    const d = await call(a, 'GET', `${base}/${inv.id}/`);
    assert.equal(d.statusCode, 200, d.body);
    assert.equal(d.json().id, inv.id);
    assert.equal(d.json().classification.struct_version_id, invoice.version);
    assert.equal(d.json().extraction_struct_version_id, invoice.version);
    const text = await call(a, 'GET', `${base}/${inv.id}/text/`);
    assert.equal(text.statusCode, 200, text.body);
    assert.match(text.json().text, /INV-2041/);
    const pages = await call(a, 'GET', `${base}/${inv.id}/pages/`);
    assert.equal(pages.statusCode, 200, pages.body);
    assert.equal(pages.json().count, 1);
    const img = await call(a, 'GET', `${base}/${inv.id}/pages/1/image/?width=200&format=png`);
    assert.equal(img.statusCode, 200, img.body);
    assert.equal(img.headers['content-type'], 'image/png');
    assert.equal((await call(a, 'GET', `${base}/${inv.id}/pages/2/image/`)).json().code, 'page_not_found');
    const ex = await call(a, 'GET', `${base}/${inv.id}/extraction/`);
    assert.equal(ex.statusCode, 200, ex.body);
    assert.equal(ex.json().struct_version_id, invoice.version);
    const none = await call(a, 'GET', `${base}/${recipe.id}/extraction/`);
    assert.equal(none.statusCode, 404);
    assert.equal(none.json().code, 'extraction_not_found', 'an unclassified document has no result');

    // a document of another batch, or of a chat, is not a document of this batch
    const other = await createBatch(a, [{ name: 'other.pdf', bytes: makePdf('another batch document') }]);
    const otherDoc = other.json().created[0].id;
    const chat = await makeChat(t, a.auth);
    const chatDoc = (await uploadForm(t, a.auth, chat, [{ name: 'c.pdf', bytes: makePdf('a chat document') }])).json().created[0].id;
    for (const id of [otherDoc, chatDoc, 999999999]) {
      for (const tail of ['', 'text/', 'pages/', 'pages/1/image/', 'extraction/']) {
        const r = await call(a, 'GET', `${base}/${id}/${tail}`);
        assert.equal(r.statusCode, 404, `${id} ${tail}`);
        assert.equal(r.json().code, 'not_found');
      }
    }
    // another organisation: 404 on every batch document route, like an unknown batch
    for (const tail of ['', 'text/', 'pages/', 'pages/1/image/', 'extraction/']) {
      for (const url of [`${base}/${inv.id}/${tail}`, `/api/v2/batches/999999999/documents/${inv.id}/${tail}`]) {
        const r = await call(b, 'GET', url);
        assert.equal(r.statusCode, 404, url);
        assert.equal(r.json().code, 'not_found');
      }
    }

    // the hidden chat holding the batch's documents answers 404 on the chat routes
    const hidden = (await t.db.query<{ public_id: string }>(`SELECT c.public_id FROM chats c JOIN batches b ON b.chat_id = c.id WHERE b.id = $1`, [batchId])).rows[0].public_id;
    const chatBase = `/api/v2/chats/${hidden}/attachments/${inv.id}`;
    for (const [method, url] of [
      ['GET', `/api/v2/chats/${hidden}/`],
      ['GET', `/api/v2/chats/${hidden}/attachments/`],
      ['GET', `${chatBase}/`],
      ['GET', `${chatBase}/text/`],
      ['GET', `${chatBase}/pages/`],
      ['GET', `${chatBase}/chunks/`],
      ['GET', `${chatBase}/pages/1/image/`],
      ['GET', `${chatBase}/extraction/`],
      ['GET', `/api/v2/chats/${hidden}/extraction/export/`],
      ['GET', `/api/v2/chats/${hidden}/search/?q=INV-2041`],
      ['POST', `${chatBase}/reprocess/`],
      ['DELETE', `${chatBase}/`],
      ['DELETE', `/api/v2/chats/${hidden}/`],
    ] as const) {
      const r = await call(a, method, url);
      assert.equal(r.statusCode, 404, `${method} ${url}: ${r.body}`);
    }
    assert.equal((await documents(a, batchId)).length, 3, 'nothing was removed or reprocessed');
    assert.equal((await call(a, 'GET', '/api/v2/chats/?page_size=100')).json().results.some((c: { thread_id: string }) => c.thread_id === hidden), false);

    // search names the batch of a batch document, not its hidden chat
    const s = await call(a, 'GET', '/api/v2/search/?q=INV-2041');
    assert.equal(s.statusCode, 200, s.body);
    const hit = s.json().results.find((h: { attachment_id: number }) => h.attachment_id === inv.id);
    assert.ok(hit, 'the batch document is found');
    assert.equal(hit.chat_id, null);
    assert.equal(hit.batch_id, batchId);
    await t.services.processor.process(chatDoc, attempt);
    const cs = (await call(a, 'GET', '/api/v2/search/?q=%22a%20chat%20document%22')).json().results.find((h: { attachment_id: number }) => h.attachment_id === chatDoc);
    assert.equal(cs.chat_id, chat);
    assert.equal(cs.batch_id, null);
  });

  it('deletes a batch with its documents and files', async () => {
    const keys = (await t.db.query<{ blob_key: string }>(`SELECT blob_key FROM attachments WHERE batch_id = $1`, [batchId])).rows.map((r) => r.blob_key);
    assert.equal(keys.length, 3);
    const r = await call(a, 'DELETE', `/api/v2/batches/${batchId}/`);
    assert.equal(r.statusCode, 204);
    assert.equal((await call(a, 'GET', `/api/v2/batches/${batchId}/`)).statusCode, 404);
    assert.equal((await t.db.query(`SELECT 1 FROM attachments WHERE id = ANY($1::bigint[])`, [docIds])).rows.length, 0);
    const blobs = createBlobStore(t.config);
    for (const k of keys) await assert.rejects(blobs.get(k));
  });

  it('tells the hooks when batch documents finish and once when the batch completes', async () => {
    const finished: BatchDocumentFinished[] = [];
    const completed: BatchCompleted[] = [];
    const batches = batchService({
      db: t.db,
      blobs: createBlobStore(t.config),
      attachments: t.services.attachments,
      hooks: { onBatchDocumentFinished: async (e) => void finished.push(e), onBatchCompleted: async (e) => void completed.push(e) },
    });
    const processor = createProcessor({
      db: t.db,
      blobs: createBlobStore(t.config),
      credits: t.services.credits,
      recognition: { languages: ['eng'], maxPages: 10, maxPixels: 1e7, timeoutMs: 10000, memoryMb: 256 },
      extraction: t.services.extraction.stage,
      classifier: createClassificationStage(t.db, { minScore: 0.3, model: null }),
      afterFinished: (id, outcome) => batches.documentFinished(id, outcome),
    });
    const r = await createBatch(a, [{ name: 'h1.pdf', bytes: makePdf('hook one') }, { name: 'h2.pdf', bytes: makePdf('hook two') }]);
    const ids = r.json().created.map((c: { id: number }) => c.id);
    await processAll([ids[0]], processor);
    assert.equal(completed.length, 0);
    await processAll([ids[1]], processor);
    assert.deepEqual(finished.map((f) => [f.attachmentId, f.outcome, f.batchId]), ids.map((id: number) => [id, 'completed', r.json().batch.id]));
    assert.deepEqual(completed, [{ orgId: a.org.id, batchId: r.json().batch.id, createdBy: null }]);
  });

  it('keeps extraction_struct_version_id null for chat attachments, and exports chats as XLSX', async () => {
    const thread = await makeChat(t, a.auth);
    const v = await struct(a, 'Chat invoice', 'chat', invoiceSchema);
    const up = await uploadForm(t, a.auth, thread, [{ name: 'c.pdf', bytes: makePdf(`${INVOICE} chat`) }], { struct_version_id: String(v.version) });
    const id = up.json().created[0].id;
    await processAll([id]);
    const att = (await call(a, 'GET', `/api/v2/chats/${thread}/attachments/${id}/`)).json();
    assert.equal(att.has_schema, true);
    assert.equal(att.extraction_struct_version_id, null);
    const x = await call(a, 'GET', `/api/v2/chats/${thread}/extraction/export/?format=xlsx`);
    assert.equal(x.statusCode, 200);
    assert.match(x.headers['content-disposition'] as string, /\.xlsx"/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    assert.equal(wb.getWorksheet('results')!.rowCount, 2);
  });
});
