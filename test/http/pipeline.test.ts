import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { addAttachment, attachmentState, eventsOf, makeChat, sampleText, waitDone, waitFor } from '../helpers/attachments.js';
import { makeOrg } from '../helpers/factories.js';
import { makePdf } from '../helpers/uploads.js';

type Org = Awaited<ReturnType<typeof makeOrg>>;

describe('processing pipeline with in-process workers', () => {
  let t: TestApp;
  let a: Org;
  let b: Org;
  let chatA: { id: number; publicId: string };
  let chatB: { id: number; publicId: string };
  let doc: number;
  const text = sampleText('zephyrine', 6);

  before(async () => {
    t = await createTestApp({ JOB_RETRY_LIMIT: '2', JOB_RETRY_DELAY_SECONDS: '1', CREDITS_INITIAL_GRANT: '50', WORKER_CONCURRENCY: '2' }, { workers: true });
    a = await makeOrg(t.services);
    b = await makeOrg(t.services);
    chatA = await makeChat(t.db, a.org.id);
    chatB = await makeChat(t.db, b.org.id);
    doc = await addAttachment(t, { orgId: a.org.id, chatId: chatA.id, fileName: 'contract.txt', bytes: text });
  });
  after(async () => {
    await t.close();
  });

  const get = (o: Org, url: string) => t.app.inject({ method: 'GET', url, headers: o.auth });
  const att = (chat: string, id: number, rest: string) => `/api/v2/chats/${chat}/attachments/${id}/${rest}`;

  it('completes with stage events and progress rising monotonically to 100', async () => {
    const s = await waitDone(t.db, doc);
    assert.equal(s.processing_status, 'completed', s.processing_stage);
    assert.equal(s.processing_progress, 100);
    assert.equal(s.processing_stage, 'completed');
    assert.equal(s.page_count, 1);
    assert.equal(s.processor_document_id, `doc_${doc}_1`);
    const ev = await eventsOf(t.db, doc);
    const stages = ev.map((e) => e.processing_stage);
    for (const st of ['detecting', 'extracting_text', 'chunking', 'indexing', 'completed']) assert.ok(stages.includes(st), `${st} in ${stages}`);
    assert.ok(stages.indexOf('chunking') < stages.indexOf('indexing'));
    for (let i = 1; i < ev.length; i++) assert.ok(ev[i].processing_progress >= ev[i - 1].processing_progress, JSON.stringify(ev));
    assert.equal(ev.at(-1)!.processing_progress, 100);
    assert.equal(ev.at(-1)!.processing_status, 'completed');
  });

  it('serves the recognised plain text and pages with lines, words and boxes', async () => {
    const r = await get(a, att(chatA.publicId, doc, 'text/'));
    assert.equal(r.statusCode, 200);
    const body = r.json();
    assert.equal(body.page_count, 1);
    assert.equal(body.processor_document_id, `doc_${doc}_1`);
    // long lines may be wrapped into several recognised lines: compare the words in order
    const words = (x: string) => x.split(/\s+/).filter(Boolean).join(' ');
    assert.equal(words(body.text), words(text));
    const p = await get(a, att(chatA.publicId, doc, 'pages/'));
    assert.equal(p.statusCode, 200);
    const pages = p.json();
    assert.equal(pages.count, 1);
    const [page] = pages.results;
    assert.equal(page.number, 1);
    assert.equal(page.lines[0].text, '# Section 1 zephyrine');
    assert.deepEqual(Object.keys(page.lines[0].words[0].bbox).sort(), ['x0', 'x1', 'y0', 'y1']);
  });

  it('places the word boxes of a PDF text layer when the pages are read, without storing them', async () => {
    // an organisation of its own: the other cases count this one's credits
    const c = await makeOrg(t.services);
    const chatC = await makeChat(t.db, c.org.id);
    const pdf = await addAttachment(t, { orgId: c.org.id, chatId: chatC.id, fileName: 'invoice.pdf', fileType: 'pdf', bytes: makePdf('Invoice number 4711 due') });
    const s = await waitDone(t.db, pdf);
    assert.equal(s.processing_status, 'completed', s.processing_stage);
    const stored = await t.db.query<{ page: { source: string; lines: Array<Record<string, unknown>> } }>(
      'SELECT p.page FROM attachment_pages p JOIN attachment_documents d ON d.attachment_id = p.attachment_id AND d.run = p.run WHERE p.attachment_id = $1 ORDER BY p.number',
      [pdf],
    );
    const page0 = stored.rows[0].page;
    assert.equal(page0.source, 'text-layer');
    assert.equal(page0.lines[0].words, undefined);
    const p = await get(c, att(chatC.publicId, pdf, 'pages/'));
    assert.equal(p.statusCode, 200);
    const [line] = p.json().results[0].lines;
    assert.equal(line.text, 'Invoice number 4711 due');
    assert.deepEqual(line.words.map((w: { text: string }) => w.text), ['Invoice', 'number', '4711', 'due']);
    const [w0, w1] = line.words;
    assert.ok(w0.bbox.x0 >= line.bbox.x0 - 0.01 && w0.bbox.x1 < w1.bbox.x0 && line.words[3].bbox.x1 <= line.bbox.x1 + 0.01);
    assert.equal(w0.confidence, 1);
  });

  it('serves page-referenced chunks, heading-aware, page by page', async () => {
    const r = await get(a, att(chatA.publicId, doc, 'chunks/?page_size=2'));
    assert.equal(r.statusCode, 200);
    const body = r.json();
    assert.ok(body.count >= 3, `count ${body.count}`);
    assert.equal(body.results.length, 2);
    assert.match(body.next, /page=2/);
    const c = body.results[0];
    assert.equal(c.index, 0);
    assert.equal(c.page_start, 1);
    assert.equal(c.page_end, 1);
    assert.equal(c.heading, 'Section 1 zephyrine');
    const full = (await get(a, att(chatA.publicId, doc, 'text/'))).json().text as string;
    assert.equal(full.slice(c.char_start, c.char_end), c.text);
  });

  it('finds text org-wide and in the chat with highlighted snippets and ranks', async () => {
    const r = await get(a, '/api/v2/search/?q=zephyrine%20supplier');
    assert.equal(r.statusCode, 200);
    const body = r.json();
    assert.ok(body.count >= 1);
    const hit = body.results[0];
    assert.equal(hit.attachment_id, doc);
    assert.equal(hit.chat_id, chatA.publicId);
    assert.equal(hit.page, 1);
    assert.match(hit.snippet, /<mark>zephyrine<\/mark>/i);
    assert.ok(hit.rank > 0);
    const c = await get(a, `/api/v2/chats/${chatA.publicId}/search/?q=zephyrine&page_size=1`);
    assert.equal(c.statusCode, 200);
    assert.equal(c.json().results.length, 1);
    assert.equal(c.json().results[0].chat_id, chatA.publicId);
    const none = await get(a, '/api/v2/search/?q=nonexistentwordxyz');
    assert.equal(none.json().count, 0);
    const odd = await get(a, `/api/v2/search/?q=${encodeURIComponent('"unclosed & | ! ( :* \\ \'')}`);
    assert.equal(odd.statusCode, 200);
  });

  it('answers 404 to another organisation on every route, and its search sees nothing', async () => {
    const unknown = await get(a, att(chatA.publicId, 999999, 'text/'));
    assert.equal(unknown.statusCode, 404);
    for (const url of [att(chatA.publicId, doc, 'text/'), att(chatA.publicId, doc, 'pages/'), att(chatA.publicId, doc, 'chunks/'), `/api/v2/chats/${chatA.publicId}/search/?q=zephyrine`, att(chatB.publicId, doc, 'text/')]) {
      const r = await get(b, url);
      assert.equal(r.statusCode, 404, url);
      assert.equal(r.json().code, 'not_found');
    }
    const re = await t.app.inject({ method: 'POST', url: att(chatA.publicId, doc, 'reprocess/'), headers: b.auth });
    assert.equal(re.statusCode, 404);
    const s = await get(b, '/api/v2/search/?q=zephyrine');
    assert.equal(s.json().count, 0);
    assert.equal((await attachmentState(t.db, doc)).processing_status, 'completed');
  });

  it('debits the upload once at the page rate and shows balance and ledger', async () => {
    const r = await get(a, '/api/v2/credits/');
    assert.equal(r.statusCode, 200);
    const body = r.json();
    assert.equal(body.balance, 49);
    const debits = body.results.filter((e: any) => e.kind === 'debit');
    assert.deepEqual(
      debits.map((e: any) => [e.amount, e.reason, e.attachment_id]),
      [[-1, 'upload_processing', doc]],
    );
    assert.ok(body.results.some((e: any) => e.kind === 'grant' && e.amount === 50 && e.reason === 'initial_grant'));
    assert.equal(body.count, 2);
  });

  it('reprocesses as a new billed run without duplicating chunks, and refuses while pending', async () => {
    const before = (await get(a, att(chatA.publicId, doc, 'chunks/'))).json().count;
    const r = await t.app.inject({ method: 'POST', url: att(chatA.publicId, doc, 'reprocess/'), headers: a.auth });
    assert.equal(r.statusCode, 202);
    assert.equal(r.json().id, doc);
    assert.equal(r.json().is_linked, false);
    assert.ok(['pending', 'completed'].includes(r.json().processing_status));
    const s = await waitDone(t.db, doc);
    assert.equal(s.processing_status, 'completed');
    assert.equal(s.processing_run, 3); // 1: upload run, 2: taken by the reprocess request, 3: its attempt
    assert.equal(s.processor_document_id, `doc_${doc}_3`);
    assert.equal((await get(a, att(chatA.publicId, doc, 'chunks/'))).json().count, before);
    const credits = (await get(a, '/api/v2/credits/')).json();
    assert.equal(credits.balance, 48);
    assert.deepEqual(credits.results[0].reason, 'reprocess');
    const id2 = await addAttachment(t, { orgId: a.org.id, chatId: chatA.id, fileName: 'p.txt', bytes: 'pending one', missingBlob: true });
    const busy = await t.app.inject({ method: 'POST', url: att(chatA.publicId, id2, 'reprocess/'), headers: a.auth });
    assert.equal(busy.statusCode, 409);
    assert.equal(busy.json().code, 'processing_in_progress');
  });

  it('fails without enough credits, with the reason in processing_stage and nothing debited', async () => {
    const poor = await makeOrg(t.services);
    await t.db.query(`UPDATE organisations SET credit_balance = 0 WHERE id = $1`, [poor.org.id]);
    const chat = await makeChat(t.db, poor.org.id);
    const id = await addAttachment(t, { orgId: poor.org.id, chatId: chat.id, fileName: 'x.txt', bytes: 'some words' });
    const s = await waitDone(t.db, id);
    assert.equal(s.processing_status, 'failed');
    assert.match(s.processing_stage, /^insufficient_credits: /);
    assert.equal(s.page_count, 1);
    assert.equal(s.processing_run, 1, 'not retried');
    const c = await get(poor, '/api/v2/credits/');
    assert.equal(c.json().balance, 0);
    assert.equal(c.json().results.filter((e: any) => e.kind === 'debit').length, 0);
    const text = await get(poor, att(chat.publicId, id, 'text/'));
    assert.equal(text.statusCode, 409);
    assert.equal(text.json().code, 'not_processed');
  });

  it('fails a permanently unreadable format at once, without retries', async () => {
    const id = await addAttachment(t, { orgId: a.org.id, chatId: chatA.id, fileName: 'x.xyz', fileType: 'xyz', bytes: 'junk' });
    const s = await waitDone(t.db, id);
    assert.equal(s.processing_status, 'failed');
    assert.match(s.processing_stage, /^unsupported_format: /);
    assert.equal(s.processing_run, 1);
  });

  it('retries a poison file with backoff a bounded number of times, then fails it with the reason; others complete meanwhile', async () => {
    const poison = await addAttachment(t, { orgId: a.org.id, chatId: chatA.id, fileName: 'gone.txt', bytes: 'never stored', missingBlob: true });
    const good = await addAttachment(t, { orgId: a.org.id, chatId: chatA.id, fileName: 'fine.txt', bytes: 'a healthy document' });
    assert.equal((await waitDone(t.db, good)).processing_status, 'completed');
    const s = await waitDone(t.db, poison, 60000);
    assert.equal(s.processing_status, 'failed');
    assert.match(s.processing_stage, /^blob_unavailable: /);
    assert.equal(s.processing_run, 3, 'first attempt and two retries');
    const stages = (await eventsOf(t.db, poison)).map((e) => e.processing_stage);
    assert.ok(stages.includes('retrying after blob_unavailable (attempt 1 of 3)'), stages.join(' | '));
    assert.ok(stages.includes('retrying after blob_unavailable (attempt 2 of 3)'), stages.join(' | '));
  });

  it('treats duplicate jobs of one attachment idempotently', async () => {
    const id = await addAttachment(t, { orgId: a.org.id, chatId: chatA.id, fileName: 'dup.txt', bytes: sampleText('duplicated', 3), jobs: 3 });
    const s = await waitDone(t.db, id);
    assert.equal(s.processing_status, 'completed');
    // let every duplicate job be worked, then check the end state is that of a single run
    await waitFor(async () => (await t.boss.getQueueSize('attachment.process', { before: 'completed' })) === 0, 'the queue to drain');
    const n = (await t.db.query<{ n: number; d: number }>(`SELECT count(*)::int AS n, count(DISTINCT seq)::int AS d FROM attachment_chunks WHERE attachment_id = $1`, [id])).rows[0];
    assert.equal(n.n, n.d);
    assert.ok(n.n >= 1);
    const debits = await t.db.query(`SELECT 1 FROM credit_ledger WHERE attachment_id = $1 AND kind = 'debit'`, [id]);
    assert.equal(debits.rows.length, 1);
    assert.equal((await attachmentState(t.db, id)).processing_status, 'completed');
  });

  it('reports queue depth and job outcomes in /metrics', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/metrics' });
    assert.equal(r.statusCode, 200);
    assert.match(r.body, /structa_queue_jobs\{queue="attachment.process",state="created"\} \d+/);
    assert.match(r.body, /structa_queue_jobs\{queue="attachment.process",state="active"\} \d+/);
    assert.match(r.body, /structa_jobs_total\{queue="attachment.process",outcome="completed"\} [1-9]/);
    assert.match(r.body, /structa_jobs_total\{queue="attachment.process",outcome="retried"\} [1-9]/);
    assert.match(r.body, /structa_jobs_total\{queue="attachment.process",outcome="failed"\} [1-9]/);
  });

  it('escapes document text in snippets so only the highlight markup is HTML', async () => {
    const id = await addAttachment(t, { orgId: a.org.id, chatId: chatA.id, fileName: 'x.txt', bytes: 'Note <img src=x onerror=alert(1)> quarzite & "more"' });
    assert.equal((await waitDone(t.db, id)).processing_status, 'completed');
    const r = await get(a, `/api/v2/chats/${chatA.publicId}/search/?q=quarzite`);
    const [hit] = r.json().results;
    assert.equal(hit.attachment_id, id);
    assert.ok(!hit.snippet.includes('<img'), hit.snippet);
    assert.match(hit.snippet, /&lt;img/);
    assert.match(hit.snippet, /<mark>quarzite<\/mark> &amp; &quot;more/);
  });
});
