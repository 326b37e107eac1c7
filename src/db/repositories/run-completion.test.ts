import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { freshDatabase, type TestDatabase } from '../../../test/helpers/db.js';
import type { Chunk } from '../../pipeline/chunk.js';
import { processingRepo } from './processing.js';
import type { Completion } from './run-completion.js';

// The completion in one statement (completeAlone) against the one in a transaction (complete):
// the same rows, the same events, and nothing written when it may not run alone.
describe('run completion', () => {
  let t: TestDatabase;
  let org: number;
  let chat: number;
  let user: number;
  before(async () => {
    t = await freshDatabase();
    const id = async (sql: string, params: unknown[]) => Number((await t.db.query<{ id: string }>(sql, params)).rows[0].id);
    const slug = `rc-${crypto.randomBytes(3).toString('hex')}`;
    org = await id(`INSERT INTO organisations (slug, name) VALUES ($1, $1) RETURNING id`, [slug]);
    chat = await id(`INSERT INTO chats (public_id, org_id) VALUES ($1, $2) RETURNING id`, [`th_${slug}`, org]);
    user = await id(`INSERT INTO users (email) VALUES ($1) RETURNING id`, [`${slug}@example.test`]);
  });
  after(() => t.drop());

  /** A pending attachment with a started run (run 1) and its two recognised pages; its id. */
  async function started(uploadedBy: number | null = null): Promise<number> {
    const r = await t.db.query<{ id: number }>(
      `INSERT INTO attachments (org_id, chat_id, uploaded_by, file_name, file_type, mime_type, sha256, size_bytes, blob_key)
       VALUES ($1, $2, $3, 'a.pdf', 'pdf', 'application/pdf', $4, 1, $5) RETURNING id`,
      [org, chat, uploadedBy, crypto.randomBytes(32).toString('hex'), `ab/${crypto.randomBytes(8).toString('hex')}`],
    );
    const a = r.rows[0].id;
    const run = (await processingRepo(t.db).beginRun(a))!;
    assert.equal(run.uploaded_by, uploadedBy);
    for (const n of [1, 2]) assert.ok(await processingRepo(t.db).writePage(a, run.processing_run, n, JSON.stringify({ number: n, lines: [] })));
    return a;
  }

  const chunk = (seq: number, text: string): Chunk => ({ seq, pageStart: 1, pageEnd: 1, charStart: 0, charEnd: text.length, heading: null, text });
  const completion = (id: number, run: number, text: string, extra: Partial<Completion> = {}): Completion => ({
    attachmentId: id,
    orgId: org,
    run,
    processorDocumentId: `doc_${id}_${run}`,
    pageCount: 2,
    document: { pageCount: 2, format: 'pdf' },
    plainText: text,
    chunks: [chunk(0, `${text} one`), chunk(1, `${text} two`)],
    extractionStructVersionId: null,
    translation: { targetLanguage: 'de', status: 'completed', reason: null, pages: [{ number: 1, text: `${text} übersetzt` }] },
    before: [{ stage: 'chunking', progress: 60, at: new Date(Date.now() - 5) }, { stage: 'indexing', progress: 90 }],
    ...extra,
  });

  /** What a completion left: the attachment, its outputs and its events, without ids and times. */
  async function written(id: number) {
    const one = async (sql: string) => (await t.db.query(sql, [id])).rows;
    return {
      attachment: await one(`SELECT processing_status, processing_progress, processing_stage, processing_run, page_count, processor_document_id FROM attachments WHERE id = $1`),
      document: await one(`SELECT run, page_count, document, plain_text FROM attachment_documents WHERE attachment_id = $1`),
      chunks: await one(`SELECT run, seq, text, tsv::text AS tsv FROM attachment_chunks WHERE attachment_id = $1 ORDER BY seq`),
      translation: await one(`SELECT run, target_language, status, reason, pages FROM attachment_translations WHERE attachment_id = $1`),
      pages: await one(`SELECT run, number FROM attachment_pages WHERE attachment_id = $1 ORDER BY run, number`),
      events: await one(`SELECT processing_status, processing_progress, processing_stage FROM attachment_events WHERE attachment_id = $1 ORDER BY id`),
    };
  }
  const inTransaction = (c: Completion) => t.db.transaction((tx) => processingRepo(tx).complete(c));

  it('writes in one statement what the transaction writes, and returns the same row', async () => {
    const [alone, tx] = [await started(), await started()];
    const a = await processingRepo(t.db).completeAlone(completion(alone, 1, 'same'));
    const b = await inTransaction(completion(tx, 1, 'same'));
    assert.ok(a && b);
    const { id: _a, created_at: _ac, ...rowA } = a;
    const { id: _b, created_at: _bc, ...rowB } = b;
    assert.deepEqual({ ...rowA, processor_document_id: null }, { ...rowB, processor_document_id: null });
    assert.deepEqual(a.subscribers, []);
    assert.equal(a.processing_status, 'completed');
    const w = await written(alone);
    const sameDocId = (x: typeof w) => ({ ...x, attachment: x.attachment.map((r) => ({ ...r, processor_document_id: null })) });
    assert.deepEqual(sameDocId(w), sameDocId(await written(tx)));
    assert.equal(w.attachment[0].processor_document_id, `doc_${alone}_1`);
    assert.deepEqual(w.events.map((e) => `${e.processing_stage} ${e.processing_progress}`), ['detecting 2', 'chunking 60', 'indexing 90', 'completed 100']);
    assert.equal(w.chunks.length, 2);
    assert.deepEqual(w.pages, [{ run: 1, number: 1 }, { run: 1, number: 2 }]);
  });

  it('replaces the outputs of an earlier run, chunk for chunk, and drops its pages', async () => {
    for (const complete of [(c: Completion) => processingRepo(t.db).completeAlone(c), inTransaction]) {
      const id = await started();
      assert.ok(await complete(completion(id, 1, 'first')));
      assert.ok(await processingRepo(t.db).reopen(org, id));
      const run = (await processingRepo(t.db).beginRun(id))!.processing_run;
      assert.ok(await processingRepo(t.db).writePage(id, run, 1, '{"number":1,"lines":[]}'));
      assert.ok(await complete(completion(id, run, 'second', { translation: null })));
      const w = await written(id);
      assert.deepEqual(w.document.map((d) => [d.run, d.plain_text]), [[run, 'second']]);
      assert.deepEqual(w.chunks.map((c) => [c.run, c.seq, c.text]), [[run, 0, 'second one'], [run, 1, 'second two']]);
      assert.deepEqual(w.translation, []);
      assert.deepEqual(w.pages, [{ run, number: 1 }]);
      assert.equal(w.attachment[0].processor_document_id, `doc_${id}_${run}`);
    }
  });

  it('writes nothing and answers null when it may not complete alone; the transaction then does', async () => {
    const unchanged = async (id: number, c: Completion) => {
      const before = await written(id);
      assert.equal(await processingRepo(t.db).completeAlone(c), null);
      assert.deepEqual(await written(id), before);
    };
    // an uploader to notify
    const notified = await started(user);
    await unchanged(notified, completion(notified, 1, 'uploader'));
    assert.equal((await inTransaction(completion(notified, 1, 'uploader')))?.processing_status, 'completed');
    // a superseded run, for either way of completing
    const stale = await started();
    await unchanged(stale, completion(stale, 2, 'stale'));
    assert.equal(await inTransaction(completion(stale, 2, 'stale')), null);
    // more chunks than one statement takes
    const long = await started();
    const many = Array.from({ length: 501 }, (_, i) => chunk(i, `c${i}`));
    await unchanged(long, completion(long, 1, 'long', { chunks: many }));
    assert.ok(await inTransaction(completion(long, 1, 'long', { chunks: many })));
    assert.equal((await written(long)).chunks.length, 501);
    // an endpoint subscribed to attachment.completed; a disabled one or one for other events does not count
    const endpoint = (types: string[], enabled: boolean) =>
      t.db.query(`INSERT INTO webhook_endpoints (org_id, url, event_types, enabled, secret) VALUES ($1, 'https://example.test/h', $2, $3, 's') RETURNING id`, [org, types, enabled]);
    await endpoint(['attachment.completed'], false);
    await endpoint(['attachment.failed', 'batch.completed'], true);
    const quiet = await started();
    assert.ok(await processingRepo(t.db).completeAlone(completion(quiet, 1, 'quiet')));
    const subscribed = (await endpoint(['attachment.completed'], true)).rows[0] as { id: number };
    const heard = await started();
    await unchanged(heard, completion(heard, 1, 'heard'));
    assert.deepEqual((await inTransaction(completion(heard, 1, 'heard')))?.subscribers, [Number(subscribed.id)]);
    await t.db.query(`DELETE FROM webhook_endpoints WHERE org_id = $1`, [org]);
  });
});
