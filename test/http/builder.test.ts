import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createExtractionStage } from '../../src/domain/extraction/index.js';
import { createDeterministicExtractor } from '../../src/pipeline/extract/deterministic/index.js';
import { recognise } from '../../src/pipeline/recognise/index.js';
import { createBlobStore } from '../../src/storage/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { waitDone } from '../helpers/attachments.js';
import { quickOrg } from '../helpers/auth.js';
import { insertChat, insertStruct, insertTextAttachment } from '../helpers/extraction-rows.js';
import { contractPdf, invoicePdf } from '../helpers/pdf-pages.js';

type Org = Awaited<ReturnType<typeof quickOrg>>;

async function balance(t: TestApp, orgId: number): Promise<number> {
  return (await t.db.query<{ credit_balance: number }>(`SELECT credit_balance FROM organisations WHERE id = $1`, [orgId])).rows[0].credit_balance;
}

async function debits(t: TestApp, orgId: number, reason: string): Promise<number> {
  return (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM credit_ledger WHERE org_id = $1 AND reason = $2`, [orgId, reason])).rows[0].n;
}

describe('struct builder, sections and Full Test', () => {
  let t: TestApp;
  let a: Org;
  let b: Org;

  const call = (org: Org, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: org.auth, ...(payload === undefined ? {} : { payload: payload as object }) });
  const newStruct = async (org: Org, name: string) => {
    const r = await call(org, 'POST', '/api/v2/structs/', { name });
    assert.equal(r.statusCode, 201, r.body);
    return r.json().slug as string;
  };
  const uploadSample = async (org: Org, slug: string, name: string, bytes: Buffer) => {
    const r = await call(org, 'POST', `/api/v2/structs/${slug}/samples/`, { files: [{ file_name: name, content_base64: bytes.toString('base64') }] });
    assert.equal(r.statusCode, 201, r.body);
    const id = r.json().attachment_id as number;
    const s = await waitDone(t.db, id);
    assert.equal(s.processing_status, 'completed', s.processing_stage);
    return { id, body: r.json() };
  };

  before(async () => {
    t = await createTestApp({ CREDITS_INITIAL_GRANT: '200', CREDITS_PER_PROPOSAL: '5', CREDITS_PER_FULL_TEST_PAGE: '2' }, { workers: true });
    a = await quickOrg(t.services);
    b = await quickOrg(t.services);
  });
  after(async () => {
    await t?.close();
  });

  it('proposes the fields of an invoice with citations, and accepting them makes a valid draft', async () => {
    const slug = await newStruct(a, 'Supplier invoices');
    const { id, body } = await uploadSample(a, slug, 'invoice.pdf', invoicePdf());
    assert.equal(body.struct.sample_attachment.id, id);
    assert.equal(body.struct.sample_attachment.summary, null);
    assert.equal(body.created.length, 1);
    // a sample is billed like any upload: once, at the page rate, when its processing starts
    const billed = await t.db.query<{ amount: number }>(`SELECT amount FROM credit_ledger WHERE org_id = $1 AND attachment_id = $2 AND reason = 'upload_processing'`, [a.org.id, id]);
    assert.deepEqual(billed.rows.map((r) => r.amount), [-1]);

    const before = await balance(t, a.org.id);
    const r = await call(a, 'POST', `/api/v2/structs/${slug}/proposals/`, {});
    assert.equal(r.statusCode, 201, r.body);
    assert.equal(await balance(t, a.org.id), before - 5);
    assert.equal(await debits(t, a.org.id, 'builder_proposal'), 1);
    const s = r.json();
    // proposing does not touch the draft
    assert.equal(s.field_count, 0);
    const fields = s.latest_proposals_json.fields as any[];
    const byName = new Map(fields.map((f) => [f.name, f]));
    for (const f of fields) {
      assert.ok(f.citation.page >= 1 && typeof f.citation.text === 'string' && f.citation.text.length > 0, JSON.stringify(f));
      assert.ok(typeof f.description === 'string' && f.description.length > 0);
    }
    assert.equal(byName.get('invoice_number')?.example, 'INV-2024-0042');
    assert.equal(byName.get('invoice_number')?.label, 'Invoice Number');
    assert.equal(byName.get('document_date')?.format, 'date');
    assert.equal(byName.get('total_amount')?.type, 'number');
    assert.equal(byName.get('total_amount')?.example, 184.8);
    const table = byName.get('line_items');
    assert.equal(table?.type, 'array');
    assert.deepEqual(table.columns.map((c: any) => c.name), ['description', 'quantity', 'unit_price', 'amount']);
    assert.equal(s.sample_attachment.summary.proposed_fields, fields.length);
    assert.equal(s.sample_attachment.summary.tables, 1);
    assert.equal(s.sample_attachment.summary.proposed_by, 'deterministic');

    assert.equal((await call(a, 'POST', `/api/v2/structs/${slug}/proposals/accept/`, { fields: ['nope'] })).json().code, 'unknown_proposals');
    const acc = await call(a, 'POST', `/api/v2/structs/${slug}/proposals/accept/`, {});
    assert.equal(acc.statusCode, 200, acc.body);
    const draft = acc.json();
    assert.deepEqual(Object.keys(draft.schema_json.properties).sort(), fields.map((f) => f.name).sort());
    assert.equal(draft.schema_json.properties.line_items.items.properties.quantity.type, 'number');
    assert.equal(draft.annotations_json['/invoice_number'].label, 'Invoice Number');
    const pub = await call(a, 'POST', `/api/v2/structs/${slug}/publish/`);
    assert.ok(pub.statusCode === 200 || pub.statusCode === 201, pub.body);
  });

  it('accepts only the chosen proposals', async () => {
    const slug = await newStruct(a, 'Some fields');
    const { id } = await uploadSample(a, slug, 'invoice-2.pdf', invoicePdf());
    assert.equal((await call(a, 'POST', `/api/v2/structs/${slug}/proposals/`, { attachment_id: id })).statusCode, 201);
    const acc = await call(a, 'POST', `/api/v2/structs/${slug}/proposals/accept/`, { fields: ['invoice_number', 'total_amount'] });
    assert.equal(acc.statusCode, 200, acc.body);
    assert.deepEqual(Object.keys(acc.json().schema_json.properties), ['invoice_number', 'total_amount']);
  });

  it('finds the sections of a multi-section contract and keeps them in published versions', async () => {
    const slug = await newStruct(a, 'Contracts');
    await uploadSample(a, slug, 'msa.pdf', contractPdf());
    const r = await call(a, 'POST', `/api/v2/structs/${slug}/proposals/`, {});
    assert.equal(r.statusCode, 201, r.body);
    const sections = (r.json().parsed_sections as any[]).filter((s) => s.kind === 'document');
    const find = (h: string) => sections.find((s) => s.heading === h);
    assert.equal(find('ARTICLE II')?.level, 1);
    assert.equal(find('ARTICLE II')?.page_start, 2);
    const law = find('5. Governing Law');
    assert.ok(law, JSON.stringify(sections.map((s) => s.heading)));
    assert.deepEqual([law.level, law.number, law.title, law.page_start, law.page_end], [2, '5', 'Governing Law', 3, 3]);
    assert.match(law.excerpt, /^This Agreement is governed by the laws of the State of Delaware/);
    assert.equal(find('1. Definitions')?.page_start, 1);
    assert.equal(r.json().latest_proposals_json.mode, 'document');
    assert.equal((await call(a, 'POST', `/api/v2/structs/${slug}/proposals/accept/`, {})).statusCode, 200);
    assert.ok([200, 201].includes((await call(a, 'POST', `/api/v2/structs/${slug}/publish/`)).statusCode));
    const v = await call(a, 'GET', `/api/v2/structs/${slug}/versions/1/`);
    assert.ok((v.json().parsed_sections as any[]).some((s) => s.kind === 'document' && s.heading === '5. Governing Law'));
  });

  it('refuses a proposal without enough credits and leaves the struct as it was', async () => {
    const org = await quickOrg(t.services);
    const slug = await newStruct(org, 'Poor');
    await uploadSample(org, slug, 'invoice.pdf', invoicePdf());
    await t.db.query(`UPDATE organisations SET credit_balance = 4 WHERE id = $1`, [org.org.id]);
    const r = await call(org, 'POST', `/api/v2/structs/${slug}/proposals/`, {});
    assert.equal(r.statusCode, 402);
    const s = (await call(org, 'GET', `/api/v2/structs/${slug}/`)).json();
    assert.equal(s.latest_proposals_json, null);
    assert.equal(s.sample_attachment.summary, null);
    assert.equal(await balance(t, org.org.id), 4);
  });

  it("answers 404 for another organisation's struct, sample and Full Test", async () => {
    const slug = await newStruct(a, 'Private');
    const { id } = await uploadSample(a, slug, 'private.pdf', invoicePdf());
    const bs = await newStruct(b, 'Mine');
    const sample = { files: [{ file_name: 'x.pdf', content_base64: invoicePdf().toString('base64') }] };
    assert.equal((await call(b, 'POST', `/api/v2/structs/${slug}/samples/`, sample)).statusCode, 404);
    assert.equal((await call(b, 'POST', `/api/v2/structs/${slug}/proposals/`, {})).statusCode, 404);
    assert.equal((await call(b, 'POST', `/api/v2/structs/${slug}/proposals/accept/`, {})).statusCode, 404);
    assert.equal((await call(b, 'POST', `/api/v2/structs/${slug}/full-tests/`, {})).statusCode, 404);
    assert.equal((await call(b, 'GET', `/api/v2/structs/${slug}/full-tests/1/`)).statusCode, 404);
    assert.equal((await call(b, 'POST', `/api/v2/structs/${bs}/proposals/`, { attachment_id: id })).statusCode, 404);
    assert.equal(await debits(t, b.org.id, 'builder_proposal'), 0);
  });

  it('runs a Full Test over the reviewed documents and compares two versions field by field', async () => {
    const v1 = { type: 'object', properties: { invoice_number: { type: 'string' }, total_amount: { type: 'string', pattern: '^NEVER$' } } };
    const v2 = { type: 'object', properties: { invoice_number: { type: 'string' }, total_amount: { type: 'number' } } };
    const { versionIds } = await insertStruct(t.db, { orgId: a.org.id, slug: 'full-test', schema: v2, versions: [{ schema: v1 }, { schema: v2 }] });
    const chat = await insertChat(t.db, a.org.id);
    const text = ['ACME Trading Ltd', 'Invoice Number: INV-77', 'Date: 5 March 2024', 'Total: 250.00'].join('\n');
    const att = await insertTextAttachment(t.db, createBlobStore(t.config), { orgId: a.org.id, chatId: chat.id, text, fileName: 'inv.txt', structVersionId: versionIds[1] });
    const document = await recognise(new TextEncoder().encode(text), 'txt', { languages: ['eng'], maxPages: 10, maxPixels: 1e8, timeoutMs: 10000, memoryMb: 256 });
    const out = await createExtractionStage({ db: t.db, extractor: createDeterministicExtractor() }).compute({ orgId: a.org.id, attachmentId: att, run: 1, structVersionId: versionIds[1], document });
    await t.db.transaction((tx) => out.save(tx));

    assert.equal((await call(a, 'POST', '/api/v2/structs/full-test/full-tests/', { versions: [1, 2] })).json().code, 'no_reviewed_documents');
    const rv = await call(a, 'POST', `/api/v2/chats/${chat.threadId}/attachments/${att}/extraction/review/`, {
      fields: [{ path: '/invoice_number', confirm: true }, { path: '/total_amount', confirm: true }],
    });
    assert.equal(rv.statusCode, 200, rv.body);

    const before = await balance(t, a.org.id);
    const r = await call(a, 'POST', '/api/v2/structs/full-test/full-tests/', { versions: [1, 2] });
    assert.equal(r.statusCode, 201, r.body);
    const ft = r.json();
    assert.deepEqual(ft.documents.map((d: any) => d.attachment_id), [att]);
    assert.equal(ft.credits_spent, 4);
    assert.equal(await balance(t, a.org.id), before - 4);
    assert.equal(await debits(t, a.org.id, 'full_test'), 1);
    const [r1, r2] = ft.runs;
    assert.equal(r1.per_field.find((f: any) => f.path === '/total_amount').missing, 1);
    assert.equal(r2.per_field.find((f: any) => f.path === '/total_amount').correct, 1);
    assert.ok(r1.differences.some((d: any) => d.path === '/total_amount' && d.match === 'missing'));
    const change = new Map(ft.comparison.fields.map((f: any) => [f.path, f.change]));
    assert.equal(change.get('/total_amount'), 'better');
    assert.equal(change.get('/invoice_number'), 'same');
    const g = await call(a, 'GET', `/api/v2/structs/full-test/full-tests/${ft.id}/`);
    assert.equal(g.statusCode, 200);
    assert.deepEqual(g.json(), ft);
  });
});
