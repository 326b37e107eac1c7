import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createProcessor } from '../../src/domain/processing/processor.js';
import { RecogniseError } from '../../src/pipeline/errors.js';
import type { recognise as realRecognise } from '../../src/pipeline/recognise/index.js';
import type { Page } from '../../src/pipeline/types.js';
import { createBlobStore } from '../../src/storage/index.js';
import type { Database, Queryable } from '../../src/db/database.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { addAttachment, attachmentState, eventsOf, makeChat } from '../helpers/attachments.js';
import { makeOrg } from '../helpers/factories.js';

type Recognise = typeof realRecognise;

function page(number: number): Page {
  const text = `page ${number} of a short document with a few words on its one line`;
  const bbox = { x0: 40, y0: 40, x1: 500, y1: 52 };
  return { number, width: 600, height: 800, source: 'text-layer', tables: [], lines: [{ text, bbox, confidence: 1, words: [{ text, bbox, confidence: 1 }] }] };
}

/** A recogniser that reports progress per page as the PDF reader does, waiting `pageMs` per page; `seen` runs after each report. */
function reporting(pages: number, pageMs: number, seen: () => Promise<void> = async () => {}, failAt?: number): Recognise {
  return async (_bytes, format, opts) => {
    for (let i = 0; i < pages; i++) {
      opts.onProgress?.({ stage: 'extracting_text', done: i, total: pages });
      await seen();
      if (failAt === i) throw new RecogniseError('internal', 'worker lost');
      if (pageMs > 0) await new Promise((r) => setTimeout(r, pageMs));
      const p = page(i + 1);
      await opts.onPage!(p, JSON.stringify(p));
    }
    opts.onProgress?.({ stage: 'extracting_text', done: pages, total: pages });
    return { pageCount: pages, pages: [], format };
  };
}

/** Progress of a run's recognition held while it is young: the same events, fewer statements. */
describe('recognition progress held while the run is young', () => {
  let t: TestApp;
  let o: Awaited<ReturnType<typeof makeOrg>>;
  let chat: { id: number; publicId: string };

  before(async () => {
    t = await createTestApp({ CREDITS_INITIAL_GRANT: '100000' });
    o = await makeOrg(t.services);
    chat = await makeChat(t.db, o.org.id);
  });
  after(async () => {
    await t.close();
  });

  const recording = (sql: string[]): Database => {
    const wrap = (q: Queryable): Queryable => ({
      query: (text, params) => (sql.push(text), q.query(text, params)),
      exec: (text) => (sql.push(text), q.exec(text)),
    });
    return { ...t.db, ...wrap(t.db), transaction: (fn) => t.db.transaction((tx) => fn(wrap(tx))) } as Database;
  };
  const processorWith = (recognise: Recognise, holdProgressMs: number | undefined, db: Database = t.db, holdPagesChars?: number) =>
    createProcessor({
      db,
      blobs: createBlobStore(t.config),
      credits: t.services.credits,
      recognition: { languages: ['eng'], maxPages: 2000, maxPixels: 1e6, timeoutMs: 10000, memoryMb: 256 },
      recognise,
      holdProgressMs,
      holdPagesChars,
    });
  const progressWrites = (sql: string[]) => sql.filter((q) => q.includes('unnest($5::text[], $6::int[], $7::text[])') || q.includes("processing_stage = $3, processing_progress = GREATEST(processing_progress, $4),\n             page_count = COALESCE")).length;
  const stages = async (id: number) => (await eventsOf(t.db, id)).map((e) => `${e.processing_status} ${e.processing_stage} ${e.processing_progress}`);
  const expected = [
    'pending detecting 2',
    'pending extracting_text 5',
    'pending extracting_text 30',
    'pending extracting_text 55',
    'pending chunking 60',
    'pending indexing 90',
    'completed completed 100',
  ];

  it('a document recognised in moments writes its early progress with the end of recognition, every event in order', async () => {
    const id = await addAttachment(t, { orgId: o.org.id, chatId: chat.id, fileName: 'fast.pdf', fileType: 'pdf', bytes: 'x' });
    const sql: string[] = [];
    assert.equal(await processorWith(reporting(2, 0), undefined, recording(sql)).process(id, { retryCount: 0, retryLimit: 0 }), 'completed');
    assert.equal(progressWrites(sql), 0, sql.join('\n---\n'));
    assert.deepEqual(await stages(id), expected);
  });

  it('steps written together keep the times they were reached: in order, never decreasing, a page apart', async () => {
    const id = await addAttachment(t, { orgId: o.org.id, chatId: chat.id, fileName: 'timed.pdf', fileType: 'pdf', bytes: 'x' });
    const sql: string[] = [];
    // two pages of 40 ms each: well within the hold, so every step of recognition is written with its end
    assert.equal(await processorWith(reporting(2, 40), undefined, recording(sql)).process(id, { retryCount: 0, retryLimit: 0 }), 'completed');
    assert.equal(progressWrites(sql), 0);
    const ev = (
      await t.db.query<{ processing_status: string; processing_stage: string; processing_progress: number; created_at: Date }>(
        `SELECT processing_status, processing_stage, processing_progress, created_at FROM attachment_events WHERE attachment_id = $1 ORDER BY id`,
        [id],
      )
    ).rows;
    assert.deepEqual(ev.map((e) => `${e.processing_status} ${e.processing_stage} ${e.processing_progress}`), expected);
    const at = ev.map((e) => e.created_at.getTime());
    for (let i = 1; i < at.length; i++) assert.ok(at[i] >= at[i - 1], `event ${i} before event ${i - 1}: ${ev.map((e) => e.created_at.toISOString()).join(' ')}`);
    // page 1 (30) was reached a page's time after recognition started (5), and its end (55) a page after that
    assert.ok(at[2] - at[1] >= 30, `${at[2] - at[1]} ms between 5 and 30`);
    assert.ok(at[3] - at[2] >= 30, `${at[3] - at[2]} ms between 30 and 55`);
  });

  it('the same document written as it comes (hold 0) gives the same events', async () => {
    const id = await addAttachment(t, { orgId: o.org.id, chatId: chat.id, fileName: 'live.pdf', fileType: 'pdf', bytes: 'x' });
    const sql: string[] = [];
    assert.equal(await processorWith(reporting(2, 0), 0, recording(sql)).process(id, { retryCount: 0, retryLimit: 0 }), 'completed');
    assert.equal(progressWrites(sql), 2);
    assert.deepEqual(await stages(id), expected);
  });

  it('a slow recognition writes what it held once the time is up, then each step as it comes: the row shows it meanwhile', async () => {
    const id = await addAttachment(t, { orgId: o.org.id, chatId: chat.id, fileName: 'slow.pdf', fileType: 'pdf', bytes: 'x' });
    const shown: string[] = [];
    const look = async () => {
      const s = await attachmentState(t.db, id);
      shown.push(`${s.processing_stage} ${s.processing_progress}`);
    };
    assert.equal(await processorWith(reporting(2, 150, look), 100).process(id, { retryCount: 0, retryLimit: 0 }), 'completed');
    // page 1 is reported before the hold ends (the row still shows the start of the run), page 2 after it
    assert.equal(shown[0], 'detecting 2');
    // the second report's write is chained behind the held steps; by then the held ones are written
    assert.ok(['extracting_text 5', 'extracting_text 30'].includes(shown[1]), shown.join(' | '));
    assert.deepEqual(await stages(id), expected);
  });

  it('a recognition that fails in moments still writes the steps it reached before it fails', async () => {
    const id = await addAttachment(t, { orgId: o.org.id, chatId: chat.id, fileName: 'broken.pdf', fileType: 'pdf', bytes: 'x' });
    assert.equal(await processorWith(reporting(2, 0, async () => {}, 1), undefined).process(id, { retryCount: 0, retryLimit: 0 }), 'failed');
    const ev = await stages(id);
    assert.deepEqual(ev.slice(0, 3), ['pending detecting 2', 'pending extracting_text 5', 'pending extracting_text 30']);
    assert.match(ev[3], /^failed /);
    assert.equal(ev.length, 4);
  });

  it('a retried run never shows less progress than the attachment had, and repeats no event', async () => {
    const id = await addAttachment(t, { orgId: o.org.id, chatId: chat.id, fileName: 'again.pdf', fileType: 'pdf', bytes: 'x' });
    await t.db.query(`UPDATE attachments SET processing_progress = 40 WHERE id = $1`, [id]);
    assert.equal(await processorWith(reporting(2, 0), undefined).process(id, { retryCount: 1, retryLimit: 2 }), 'completed');
    const ev = await stages(id);
    assert.deepEqual(ev, ['pending detecting 40', 'pending extracting_text 40', 'pending extracting_text 55', 'pending chunking 60', 'pending indexing 90', 'completed completed 100']);
  });

  it('a run superseded while it writes a page leaves nothing held to be written later', async () => {
    const id = await addAttachment(t, { orgId: o.org.id, chatId: chat.id, fileName: 'taken.pdf', fileType: 'pdf', bytes: 'x' });
    const sql: string[] = [];
    // another run takes the attachment over before the first page is stored (pages written as they come)
    const takeOver = async () => void (await t.db.query(`UPDATE attachments SET processing_run = processing_run + 1 WHERE id = $1`, [id]));
    assert.equal(await processorWith(reporting(2, 0, takeOver), 100, recording(sql), 0).process(id, { retryCount: 0, retryLimit: 0 }), 'superseded');
    const written = sql.length;
    await new Promise((r) => setTimeout(r, 250));
    assert.equal(sql.length, written, sql.slice(written).join('\n---\n'));
    assert.deepEqual(await stages(id), ['pending detecting 2']);
  });
});
