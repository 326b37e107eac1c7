import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { outputsRepo } from '../../src/db/repositories/outputs.js';
import { pageImagesRepo } from '../../src/db/repositories/page-images.js';
import { processingRepo } from '../../src/db/repositories/processing.js';
import { createProcessor } from '../../src/domain/processing/processor.js';
import { chunkDocument, plainText } from '../../src/pipeline/chunk.js';
import { RecogniseError } from '../../src/pipeline/errors.js';
import type { recognise as realRecognise } from '../../src/pipeline/recognise/index.js';
import type { Page, RecognisedDocument } from '../../src/pipeline/types.js';
import { createBlobStore } from '../../src/storage/index.js';
import type { Database, Queryable } from '../../src/db/database.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { addAttachment, attachmentState, eventsOf, makeChat } from '../helpers/attachments.js';
import { makeOrg } from '../helpers/factories.js';

/** A page of `lines` lines of `word` text; every 7th page starts with a taller (heading) line. */
function page(number: number, word: string, lines = 12): Page {
  return {
    number,
    width: 600,
    height: 800,
    source: 'ocr',
    tables: [],
    lines: Array.from({ length: lines }, (_, i) => {
      const tall = number % 7 === 0 && i === 0;
      const y0 = 40 + i * 20;
      const text = tall ? `Part ${number} ${word}` : `${word} page ${number} line ${i + 1} with some more words to fill the chunk`;
      return { text, bbox: { x0: 40, y0, x1: 500, y1: y0 + (tall ? 24 : 12) }, confidence: 0.9, words: [{ text, bbox: { x0: 40, y0, x1: 500, y1: y0 + 12 }, confidence: 0.9 }] };
    }),
  };
}

type Recognise = typeof realRecognise;

/** A recogniser that hands its pages over one by one in the given order, failing after `failAfter` pages when set. */
function fakeRecogniser(order: number[], word: string, failAfter?: { n: number; error: Error }): Recognise {
  return async (_bytes, format, opts) => {
    let handed = 0;
    for (const n of order) {
      if (failAfter && handed === failAfter.n) throw failAfter.error;
      const p = page(n, word);
      await opts.onPage!(p, JSON.stringify(p));
      handed++;
    }
    return { pageCount: order.length, pages: [], format, languages: ['eng'] };
  };
}

/** Recognised pages stored one row per page and run; what readers see across re-runs, failures, deletion and tenants. */
describe('recognised pages stored page by page', () => {
  let t: TestApp;
  let o: Awaited<ReturnType<typeof makeOrg>>;
  let chat: { id: number; publicId: string };

  before(async () => {
    t = await createTestApp({ CREDITS_INITIAL_GRANT: '100000', CREDITS_PER_PAGE: '0' });
    o = await makeOrg(t.services);
    chat = await makeChat(t.db, o.org.id);
  });
  after(async () => {
    await t.close();
  });

  // every page written as it comes (holdPagesChars 0) unless the test says otherwise
  const processorWith = (recognise: Recognise, holdPagesChars = 0, db: Database = t.db) =>
    createProcessor({
      db,
      blobs: createBlobStore(t.config),
      credits: t.services.credits,
      recognition: { languages: ['eng'], maxPages: 2000, maxPixels: 1e6, timeoutMs: 10000, memoryMb: 256 },
      recognise,
      holdPagesChars,
    });
  /** The database port with every statement's text recorded (transactions' statements included). */
  const recording = (sql: string[]): Database => {
    const wrap = (q: Queryable): Queryable => ({
      query: (text, params) => (sql.push(text), q.query(text, params)),
      exec: (text) => (sql.push(text), q.exec(text)),
    });
    return { ...t.db, ...wrap(t.db), transaction: (fn) => t.db.transaction((tx) => fn(wrap(tx))) } as Database;
  };
  const pageRows = async (id: number) =>
    (await t.db.query<{ run: number; number: number }>(`SELECT run, number FROM attachment_pages WHERE attachment_id = $1 ORDER BY run, number`, [id])).rows;
  const visibleWords = async (id: number) => {
    const doc = (await outputsRepo(t.db).document(o.org.id, id)) as RecognisedDocument;
    return new Set(doc.pages.flatMap((p) => p.lines.map((l) => l.text.split(' ')[0])));
  };
  const reprocess = async (id: number) => {
    const run = await processingRepo(t.db).reopen(o.org.id, id);
    assert.ok(run);
    return { retryCount: 0, retryLimit: 0, reprocessRun: run };
  };

  it('writes pages handed over out of order, reads them back in order, and chunks them in batches as the whole document would be', async () => {
    const n = 123; // more than two read-back batches
    const order = Array.from({ length: n }, (_, i) => i + 1).sort((a, b) => (a % 3) - (b % 3) || a - b);
    const id = await addAttachment(t, { orgId: o.org.id, chatId: chat.id, fileName: 'long.pdf', fileType: 'pdf', bytes: 'x' });
    assert.equal(await processorWith(fakeRecogniser(order, 'alpha')).process(id, { retryCount: 0, retryLimit: 0 }), 'completed');
    const s = await attachmentState(t.db, id);
    assert.equal(s.page_count, n);
    const rows = await pageRows(id);
    assert.equal(rows.length, n);
    assert.ok(rows.every((r) => r.run === s.processing_run));

    const whole: RecognisedDocument = { pageCount: n, pages: Array.from({ length: n }, (_, i) => page(i + 1, 'alpha')), format: 'pdf', languages: ['eng'] };
    const doc = (await outputsRepo(t.db).document(o.org.id, id)) as RecognisedDocument;
    assert.deepEqual(doc, whole);
    const stored = await t.db.query<{ document: Record<string, unknown> }>(`SELECT document FROM attachment_documents WHERE attachment_id = $1`, [id]);
    assert.deepEqual(stored.rows[0].document, { pageCount: n, format: 'pdf', languages: ['eng'] });

    const range = await outputsRepo(t.db).pages(o.org.id, id, 5, 60);
    assert.equal(range!.count, n);
    assert.deepEqual((range!.pages as Page[]).map((p) => p.number), [61, 62, 63, 64, 65]);
    assert.deepEqual(await pageImagesRepo(t.db).geometry(o.org.id, id, 7), { width: 600, height: 800, rotation: 0, source: 'ocr' });
    assert.equal(await pageImagesRepo(t.db).geometry(o.org.id, id, n + 1), null);

    const text = await outputsRepo(t.db).plainText(o.org.id, id);
    assert.equal(text!.plain_text, plainText(whole));
    const chunks = await t.db.query(
      `SELECT seq, page_start AS "pageStart", page_end AS "pageEnd", char_start AS "charStart", char_end AS "charEnd", heading, text
       FROM attachment_chunks WHERE attachment_id = $1 ORDER BY seq`,
      [id],
    );
    const expected = chunkDocument(whole);
    assert.ok(expected.some((c) => c.heading !== null), 'the document has headings');
    assert.deepEqual(chunks.rows, expected);
  });

  it('re-processing replaces the pages: only the new run is visible and the old rows are gone', async () => {
    const id = await addAttachment(t, { orgId: o.org.id, chatId: chat.id, fileName: 'r.pdf', fileType: 'pdf', bytes: 'x' });
    assert.equal(await processorWith(fakeRecogniser([1, 2, 3, 4], 'old')).process(id, { retryCount: 0, retryLimit: 0 }), 'completed');
    assert.equal(await processorWith(fakeRecogniser([2, 1], 'new')).process(id, await reprocess(id)), 'completed');
    const s = await attachmentState(t.db, id);
    assert.deepEqual(await pageRows(id), [{ run: s.processing_run, number: 1 }, { run: s.processing_run, number: 2 }]);
    assert.deepEqual([...(await visibleWords(id))], ['new']);
    assert.equal((await outputsRepo(t.db).pages(o.org.id, id, 10, 0))!.count, 2);
  });

  it('a run that fails mid-document leaves the previous pages visible and none of its own', async () => {
    const id = await addAttachment(t, { orgId: o.org.id, chatId: chat.id, fileName: 'f.pdf', fileType: 'pdf', bytes: 'x' });
    assert.equal(await processorWith(fakeRecogniser([1, 2, 3], 'old')).process(id, { retryCount: 0, retryLimit: 0 }), 'completed');
    const before = await pageRows(id);

    // a retryable failure after two pages: they stay hidden while the attempt waits for its retry
    const flaky = fakeRecogniser([1, 2, 3, 4, 5], 'new', { n: 2, error: new RecogniseError('internal', 'worker lost') });
    const attempt = await reprocess(id);
    await assert.rejects(processorWith(flaky).process(id, { ...attempt, retryLimit: 1 }));
    assert.equal((await pageRows(id)).length, before.length + 2);
    assert.deepEqual([...(await visibleWords(id))], ['old']);
    assert.equal((await outputsRepo(t.db).pages(o.org.id, id, 10, 0))!.count, 3);

    // the last attempt fails for good after three pages: the document keeps its old pages, and no row of the failed runs is left
    const broken = fakeRecogniser([1, 2, 3, 4, 5], 'new', { n: 3, error: new RecogniseError('corrupt_file', 'broken') });
    assert.equal(await processorWith(broken).process(id, { ...attempt, retryCount: 1, retryLimit: 1 }), 'failed');
    assert.equal((await attachmentState(t.db, id)).processing_status, 'failed');
    assert.deepEqual(await pageRows(id), before);
    assert.deepEqual([...(await visibleWords(id))], ['old']);
  });

  it('a superseded run stops writing pages and never shows them', async () => {
    const id = await addAttachment(t, { orgId: o.org.id, chatId: chat.id, fileName: 's.pdf', fileType: 'pdf', bytes: 'x' });
    let takeOver: (() => Promise<unknown>) | null = null;
    const interrupted: Recognise = async (_b, format, opts) => {
      const p1 = page(1, 'stale');
      await opts.onPage!(p1, JSON.stringify(p1));
      await takeOver!();
      const p2 = page(2, 'stale');
      await opts.onPage!(p2, JSON.stringify(p2));
      return { pageCount: 2, pages: [], format };
    };
    takeOver = () => processorWith(fakeRecogniser([1], 'fresh')).process(id, { retryCount: 0, retryLimit: 0 });
    assert.equal(await processorWith(interrupted).process(id, { retryCount: 0, retryLimit: 0 }), 'superseded');
    const s = await attachmentState(t.db, id);
    assert.equal(s.processing_status, 'completed');
    assert.deepEqual(await pageRows(id), [{ run: s.processing_run, number: 1 }]);
    assert.deepEqual([...(await visibleWords(id))], ['fresh']);
  });

  it('deleting an attachment deletes its pages', async () => {
    const id = await addAttachment(t, { orgId: o.org.id, chatId: chat.id, fileName: 'd.pdf', fileType: 'pdf', bytes: 'x' });
    assert.equal(await processorWith(fakeRecogniser([1, 2], 'gone')).process(id, { retryCount: 0, retryLimit: 0 }), 'completed');
    assert.equal((await pageRows(id)).length, 2);
    await t.db.query(`DELETE FROM attachments WHERE id = $1`, [id]);
    assert.equal((await pageRows(id)).length, 0);
  });

  it('another organisation reads none of the pages', async () => {
    const other = await makeOrg(t.services);
    const id = await addAttachment(t, { orgId: o.org.id, chatId: chat.id, fileName: 'x.pdf', fileType: 'pdf', bytes: 'x' });
    assert.equal(await processorWith(fakeRecogniser([1, 2], 'mine')).process(id, { retryCount: 0, retryLimit: 0 }), 'completed');
    assert.equal(await outputsRepo(t.db).document(other.org.id, id), null);
    assert.equal(await outputsRepo(t.db).pages(other.org.id, id, 10, 0), null);
    assert.equal(await pageImagesRepo(t.db).geometry(other.org.id, id, 1), null);
    assert.equal((await outputsRepo(t.db).pages(o.org.id, id, 10, 0))!.count, 2);
  });
  it('holds a short document in memory: its pages are written with the end of recognition, chunked as the stored document would be, and never read back', async () => {
    const id = await addAttachment(t, { orgId: o.org.id, chatId: chat.id, fileName: 'short.pdf', fileType: 'pdf', bytes: 'x' });
    const sql: string[] = [];
    assert.equal(await processorWith(fakeRecogniser([3, 1, 2], 'held'), 1 << 20, recording(sql)).process(id, { retryCount: 0, retryLimit: 0 }), 'completed');
    assert.ok(!sql.some((q) => /INSERT INTO attachment_pages[\s\S]*VALUES|SELECT page FROM attachment_pages/.test(q) || q.includes('$4::jsonb FROM attachments')), 'no page written alone nor read back');
    assert.ok(!sql.some((q) => q.startsWith('DELETE FROM attachment_pages')), 'the first run has no earlier attempt to clean up after');
    const s = await attachmentState(t.db, id);
    assert.deepEqual(await pageRows(id), [1, 2, 3].map((number) => ({ run: s.processing_run, number })));
    const whole: RecognisedDocument = { pageCount: 3, pages: [1, 2, 3].map((n) => page(n, 'held')), format: 'pdf', languages: ['eng'] };
    assert.deepEqual(await outputsRepo(t.db).document(o.org.id, id), whole);
    const chunks = await t.db.query(
      `SELECT seq, page_start AS "pageStart", page_end AS "pageEnd", char_start AS "charStart", char_end AS "charEnd", heading, text
       FROM attachment_chunks WHERE attachment_id = $1 ORDER BY seq`,
      [id],
    );
    assert.deepEqual(chunks.rows, chunkDocument(whole));
    // straight from chunking to indexing: both stages written with the completion, each with its event, in order
    assert.equal(sql.filter((q) => q.includes('unnest($5::text[], $6::int[], $7::text[])')).length, 0, 'no progress statement of its own');
    // (the completion's steps: one statement without a transaction, nobody being notified)
    assert.equal(sql.filter((q) => q.includes('unnest($16::text[], $17::int[], $18::text[])')).length, 1);
    const events = (await eventsOf(t.db, id)).map((e) => `${e.processing_stage} ${e.processing_progress}`);
    assert.deepEqual(events.slice(-3), ['chunking 60', 'indexing 90', 'completed 100']);
  });

  it('writes pages one by one once the held pages pass the bound, the held ones first', async () => {
    const one = JSON.stringify(page(1, 'big')).length;
    const id = await addAttachment(t, { orgId: o.org.id, chatId: chat.id, fileName: 'big.pdf', fileType: 'pdf', bytes: 'x' });
    const sql: string[] = [];
    // room for two pages: the third writes all three, the rest come one by one
    assert.equal(await processorWith(fakeRecogniser([1, 2, 3, 4, 5], 'big'), 2 * one + 10, recording(sql)).process(id, { retryCount: 0, retryLimit: 0 }), 'completed');
    assert.equal(sql.filter((q) => q.includes('$4::jsonb FROM attachments')).length, 5);
    const s = await attachmentState(t.db, id);
    assert.deepEqual(await pageRows(id), [1, 2, 3, 4, 5].map((number) => ({ run: s.processing_run, number })));
    assert.deepEqual([...(await visibleWords(id))], ['big']);
    assert.equal((await outputsRepo(t.db).pages(o.org.id, id, 10, 0))!.count, 5);
  });

  it('a held document whose recognition fails leaves no page behind, and a superseded one writes none', async () => {
    const id = await addAttachment(t, { orgId: o.org.id, chatId: chat.id, fileName: 'hf.pdf', fileType: 'pdf', bytes: 'x' });
    const flaky = fakeRecogniser([1, 2, 3], 'lost', { n: 2, error: new RecogniseError('internal', 'worker lost') });
    await assert.rejects(processorWith(flaky, 1 << 20).process(id, { retryCount: 0, retryLimit: 1 }));
    assert.deepEqual(await pageRows(id), []);

    let takeOver: (() => Promise<unknown>) | null = null;
    const interrupted: Recognise = async (_b, format, opts) => {
      const p1 = page(1, 'stale');
      await opts.onPage!(p1, JSON.stringify(p1));
      await takeOver!();
      return { pageCount: 1, pages: [], format };
    };
    takeOver = () => processorWith(fakeRecogniser([1, 2], 'fresh'), 1 << 20).process(id, { retryCount: 1, retryLimit: 1 });
    assert.equal(await processorWith(interrupted, 1 << 20).process(id, { retryCount: 1, retryLimit: 1 }), 'superseded');
    const s = await attachmentState(t.db, id);
    assert.equal(s.processing_status, 'completed');
    assert.deepEqual(await pageRows(id), [1, 2].map((number) => ({ run: s.processing_run, number })));
    assert.deepEqual([...(await visibleWords(id))], ['fresh']);
  });
});
