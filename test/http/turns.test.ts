import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { waitDone } from '../helpers/attachments.js';
import { quickOrg } from '../helpers/auth.js';
import { contractPdf, invoicePdf } from '../helpers/pdf-pages.js';
import { makeChat, uploadJson } from '../helpers/uploads.js';
import { insertStruct, insertTextAttachment } from '../helpers/extraction-rows.js';
import { createExtractionStage } from '../../src/domain/extraction/index.js';
import { createDeterministicExtractor } from '../../src/pipeline/extract/deterministic/index.js';
import { recognise } from '../../src/pipeline/recognise/index.js';
import { createBlobStore } from '../../src/storage/index.js';

type Org = Awaited<ReturnType<typeof quickOrg>>;

async function balance(t: TestApp, orgId: number): Promise<number> {
  return (await t.db.query<{ credit_balance: number }>(`SELECT credit_balance FROM organisations WHERE id = $1`, [orgId])).rows[0].credit_balance;
}

async function turnDebits(t: TestApp, orgId: number): Promise<number> {
  return (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM credit_ledger WHERE org_id = $1 AND reason = 'chat_turn'`, [orgId])).rows[0].n;
}

/** A chat holding the processed test contract. */
async function chatWithContract(t: TestApp, org: Org): Promise<string> {
  const thread = await makeChat(t, org.auth);
  const up = await uploadJson(t, org.auth, thread, [{ name: 'msa.pdf', bytes: contractPdf() }]);
  assert.equal(up.statusCode, 201, up.body);
  const s = await waitDone(t.db, up.json().created[0].id);
  assert.equal(s.processing_status, 'completed', s.processing_stage);
  return thread;
}

const ask = (t: TestApp, org: Org, thread: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/v2/chats/${thread}/turns/`, headers: org.auth, payload: body });

describe('chat turns without a model', () => {
  let t: TestApp;
  let a: Org;
  let b: Org;
  let thread: string;

  before(async () => {
    t = await createTestApp({ CREDITS_INITIAL_GRANT: '100', CREDITS_PER_TURN: '2' }, { workers: true });
    a = await quickOrg(t.services);
    b = await quickOrg(t.services);
    thread = await chatWithContract(t, a);
  });
  after(async () => {
    await t?.close();
  });

  it('answers from the chat documents, citing the page, box and text of the passage', async () => {
    const before = await balance(t, a.org.id);
    const r = await ask(t, a, thread, { question: 'Which law governs this agreement?' });
    assert.equal(r.statusCode, 201, r.body);
    const turn = r.json();
    assert.equal(turn.mode, 'retrieval');
    assert.equal(turn.model, null);
    assert.equal(turn.credits_spent, 2);
    assert.ok(turn.statements.length > 0);
    for (const s of turn.statements) {
      assert.equal(s.grounded, true);
      assert.ok(s.citations.length > 0);
      for (const c of s.citations) {
        assert.equal(c.file_name, 'msa.pdf');
        assert.ok(c.bbox.x1 > c.bbox.x0 && c.bbox.y1 > c.bbox.y0);
      }
    }
    const first = turn.statements[0].citations.find((c: any) => /governed by the laws/.test(c.text));
    assert.ok(first, JSON.stringify(turn.statements));
    assert.equal(first.page, 3);
    assert.match(turn.answer, /Delaware/);
    assert.equal(await balance(t, a.org.id), before - 2);
    assert.equal(await turnDebits(t, a.org.id), 1);
  });

  it('streams statements then the stored turn over SSE', async () => {
    const r = await ask(t, a, thread, { question: 'How long is the term of the agreement?', stream: true });
    assert.equal(r.statusCode, 200);
    assert.match(String(r.headers['content-type']), /text\/event-stream/);
    const events = [...r.body.matchAll(/event: (\w+)\nid: \d+\ndata: (.*)\n/g)].map((m) => ({ event: m[1], data: JSON.parse(m[2]) }));
    assert.ok(events.some((e) => e.event === 'statement'));
    const last = events.at(-1)!;
    assert.equal(last.event, 'turn');
    assert.ok(last.data.statements.some((s: any) => s.citations.some((c: any) => c.page === 2 && /two \(2\) years/.test(c.text))));
    assert.equal(await turnDebits(t, a.org.id), 2);
  });


  it('gives the extracted value of a field the question names, with its citation', async () => {
    const schema = { type: 'object', properties: { invoice_number: { type: 'string' }, total_amount: { type: 'number' } } };
    const { versionIds } = await insertStruct(t.db, { orgId: a.org.id, slug: 'turn-invoices', schema, versions: [{ schema }] });
    const chatId = (await t.db.query<{ id: number }>(`SELECT id FROM chats WHERE public_id = $1`, [thread])).rows[0].id;
    const text = ['ACME Trading Ltd', 'Invoice Number: INV-77', 'Total: 250.00'].join('\n');
    const att = await insertTextAttachment(t.db, createBlobStore(t.config), { orgId: a.org.id, chatId, text, fileName: 'inv.txt', structVersionId: versionIds[0] });
    const document = await recognise(new TextEncoder().encode(text), 'txt', { languages: ['eng'], maxPages: 10, maxPixels: 1e8, timeoutMs: 10000, memoryMb: 256 });
    const out = await createExtractionStage({ db: t.db, extractor: createDeterministicExtractor() }).compute({ orgId: a.org.id, attachmentId: att, run: 1, structVersionId: versionIds[0], document });
    await t.db.transaction((tx) => out.save(tx));
    const r = await ask(t, a, thread, { question: 'What is the invoice number?' });
    assert.equal(r.statusCode, 201, r.body);
    const v = r.json().statements.find((s: any) => s.kind === 'value');
    assert.ok(v, r.body);
    assert.match(v.text, /INV-77/);
    assert.equal(v.citations[0].attachment_id, att);
    assert.equal(v.citations[0].page, 1);
    assert.match(v.citations[0].text, /INV-77/);
  });

  it('lists the turns page by page', async () => {
    const r = await t.app.inject({ method: 'GET', url: `/api/v2/chats/${thread}/turns/?page_size=1`, headers: a.auth });
    assert.equal(r.statusCode, 200);
    const body = r.json();
    assert.equal(body.count, 3);
    assert.equal(body.results.length, 1);
    assert.match(body.results[0].question, /law/);
    assert.ok(body.next);
  });

  it('answers 404 to another organisation, with no side effect', async () => {
    const before = await balance(t, b.org.id);
    assert.equal((await ask(t, b, thread, { question: 'Which law governs?' })).statusCode, 404);
    assert.equal((await ask(t, b, thread, { question: 'Which law governs?', stream: true })).statusCode, 404);
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/v2/chats/${thread}/turns/`, headers: b.auth })).statusCode, 404);
    assert.equal(await balance(t, b.org.id), before);
  });

  it('refuses a turn without enough credits and writes nothing', async () => {
    const other = await quickOrg(t.services);
    const th = await makeChat(t, other.auth);
    await t.db.query(`UPDATE organisations SET credit_balance = 1 WHERE id = $1`, [other.org.id]);
    const r = await ask(t, other, th, { question: 'Anything?' });
    assert.equal(r.statusCode, 402);
    assert.equal(r.json().code, 'insufficient_credits');
    const s = await ask(t, other, th, { question: 'Anything?', stream: true });
    assert.equal(s.statusCode, 402);
    assert.equal((await t.db.query(`SELECT 1 FROM chat_turns WHERE org_id = $1`, [other.org.id])).rows.length, 0);
    assert.equal(await balance(t, other.org.id), 1);
  });
});

describe('chat turns with a model', () => {
  let t: TestApp;
  let a: Org;
  let server: http.Server;
  let requests = 0;

  before(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        requests++;
        if (body.includes('"proposed_fields"')) {
          const fields = [
            { name: 'invoice_no', type: 'string', description: 'The invoice number.', label: 'Invoice Number', value: 'INV-2024-0042' },
            { name: 'ship_date', type: 'date', description: 'When it shipped.', label: 'Ship Date', value: '1 January 1999' },
          ];
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: JSON.stringify({ fields }) } }] }));
          return;
        }
        const content = JSON.stringify({
          sentences: [
            { text: 'This Agreement is governed by the laws of the State of Delaware.', passages: [0] },
            { text: 'The agreement was signed aboard a submarine by seven penguins in 1887.', passages: [0] },
          ],
        });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    t = await createTestApp({ CREDITS_INITIAL_GRANT: '100', LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: 'loopback-model' }, { workers: true });
    a = await quickOrg(t.services);
  });
  after(async () => {
    await t?.close();
    await new Promise((r) => server?.close(r));
  });

  it('keeps the grounded sentence with its citation and never shows the ungrounded one as cited', async () => {
    const thread = await chatWithContract(t, a);
    const r = await ask(t, a, thread, { question: 'Which law governs this agreement?' });
    assert.equal(r.statusCode, 201, r.body);
    const turn = r.json();
    assert.ok(requests >= 1);
    assert.equal(turn.mode, 'model');
    assert.equal(turn.model, 'loopback-model');
    const good = turn.statements.find((s: any) => /Delaware/.test(s.text));
    assert.equal(good.grounded, true);
    assert.equal(good.citations[0].page, 3);
    assert.match(good.citations[0].text, /governed by the laws of the State of Delaware/);
    const bad = turn.statements.find((s: any) => /penguins/.test(s.text));
    assert.equal(bad.grounded, false);
    assert.deepEqual(bad.citations, []);
    assert.doesNotMatch(turn.answer, /penguins/);
    assert.equal(turn.credits_spent, 1);
  });

  it('lets the model propose fields, keeping only those grounded in the sample', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/v2/structs/', headers: a.auth, payload: { name: 'Model invoices' } });
    const slug = created.json().slug;
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/v2/structs/${slug}/samples/`,
      headers: a.auth,
      payload: { files: [{ file_name: 'invoice.pdf', content_base64: invoicePdf().toString('base64') }] },
    });
    assert.equal(up.statusCode, 201, up.body);
    assert.equal((await waitDone(t.db, up.json().attachment_id)).processing_status, 'completed');
    const r = await t.app.inject({ method: 'POST', url: `/api/v2/structs/${slug}/proposals/`, headers: a.auth, payload: {} });
    assert.equal(r.statusCode, 201, r.body);
    const p = r.json().latest_proposals_json;
    assert.equal(p.proposed_by, 'model:loopback-model');
    const names = p.fields.map((f: any) => f.name);
    assert.ok(names.includes('invoice_no'));
    assert.ok(!names.includes('ship_date'), 'a value not in the sample is not proposed');
    assert.ok(names.includes('line_items'), 'tables still come from the layout');
    const inv = p.fields.find((f: any) => f.name === 'invoice_no');
    assert.equal(inv.source, 'model');
    assert.equal(inv.citation.page, 1);
    assert.equal(inv.citation.text, 'INV-2024-0042');
  });
});
