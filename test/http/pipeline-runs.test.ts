import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { processingRepo } from '../../src/db/repositories/processing.js';
import { createProcessor, ProcessingError } from '../../src/domain/processing/processor.js';
import { runAdmin } from '../../src/main/admin-socket.js';
import { createBlobStore } from '../../src/storage/index.js';
import type { ExtractionStage } from '../../src/pipeline/stages.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { addAttachment, attachmentState, eventsOf, makeChat, sampleText } from '../helpers/attachments.js';
import { makeOrg } from '../helpers/factories.js';

// Runs driven directly (no queue workers): fencing, duplicates, retries and credits, queue depth.
describe('processing runs', () => {
  let t: TestApp;
  let o: Awaited<ReturnType<typeof makeOrg>>;
  let chat: { id: number; publicId: string };
  const attempt = { retryCount: 0, retryLimit: 2 };

  before(async () => {
    t = await createTestApp({ CREDITS_INITIAL_GRANT: '25', CREDITS_PER_PAGE: '2' });
    o = await makeOrg(t.services);
    chat = await makeChat(t.db, o.org.id);
  });
  after(async () => {
    await t.close();
  });

  const chunkCount = async (id: number) =>
    (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM attachment_chunks WHERE attachment_id = $1`, [id])).rows[0].n;

  it('refuses a stale run: its progress and late completion change nothing', async () => {
    const id = await addAttachment(t, { orgId: o.org.id, chatId: chat.id, fileName: 's.txt', bytes: sampleText('stale', 3) });
    // run 1 starts, then loses its lease; run 2 takes over and completes
    const stale = await t.db.transaction((tx) => processingRepo(tx).beginRun(id));
    assert.equal(stale!.processing_run, 1);
    assert.equal(await t.services.processor.process(id, attempt), 'completed');
    const done = await attachmentState(t.db, id);
    assert.equal(done.processing_run, 2);
    const chunks = await chunkCount(id);
    const events = (await eventsOf(t.db, id)).length;
    const late = await t.db.transaction((tx) =>
      processingRepo(tx).complete({
        attachmentId: id,
        orgId: o.org.id,
        run: 1,
        processorDocumentId: `doc_${id}_1`,
        pageCount: 9,
        document: { pages: [] },
        plainText: 'stale text',
        chunks: [{ seq: 0, pageStart: 1, pageEnd: 1, charStart: 0, charEnd: 5, heading: null, text: 'stale' }],
        extractionStructVersionId: null,
      }),
    );
    assert.equal(late, null);
    assert.equal(await t.db.transaction((tx) => processingRepo(tx).progress(id, 1, 'chunking', 70)), false);
    assert.equal(await processingRepo(t.db).progressSteps(id, 1, [{ stage: 'chunking', progress: 60 }, { stage: 'indexing', progress: 90 }]), false);
    assert.equal(await t.db.transaction((tx) => processingRepo(tx).fail(id, 1, 'late failure')), null);
    assert.deepEqual(await attachmentState(t.db, id), done);
    assert.equal(await chunkCount(id), chunks);
    assert.equal((await eventsOf(t.db, id)).length, events);
  });

  it('runs the same job twice, also at once, to the same end state with one debit', async () => {
    const id = await addAttachment(t, { orgId: o.org.id, chatId: chat.id, fileName: 'twice.txt', bytes: sampleText('twice', 4) });
    const outcomes = await Promise.all([t.services.processor.process(id, attempt), t.services.processor.process(id, attempt)]);
    assert.equal(outcomes.filter((x) => x === 'completed').length, 1);
    assert.ok(outcomes.every((x) => ['completed', 'superseded', 'skipped'].includes(x)), outcomes.join());
    const first = await attachmentState(t.db, id);
    const chunks = await chunkCount(id);
    assert.equal(await t.services.processor.process(id, attempt), 'skipped');
    assert.deepEqual(await attachmentState(t.db, id), first);
    assert.equal(await chunkCount(id), chunks);
    const debits = await t.db.query(`SELECT amount FROM credit_ledger WHERE attachment_id = $1`, [id]);
    assert.deepEqual(debits.rows, [{ amount: -2 }]);
  });

  it('debits once when a retry repeats the billed work, and extraction output is saved in the completing transaction', async () => {
    const sv = await t.db.query<{ id: number }>(
      `WITH s AS (INSERT INTO structs (org_id, slug, name) VALUES ($1, 'invoice', 'Invoice') RETURNING id)
       INSERT INTO struct_versions (struct_id, org_id, version_number, schema_json, annotations_json, draft_revision)
       SELECT id, $1, 1, '{}', '{}', 1 FROM s RETURNING id`,
      [o.org.id],
    );
    const versionId = sv.rows[0].id;
    let calls = 0;
    const saved: number[] = [];
    const extraction: ExtractionStage = {
      async compute(input) {
        calls++;
        if (calls === 1) throw new ProcessingError('extractor_unavailable', 'the extractor did not answer', false);
        await input.onProgress?.(0.5);
        return { save: async (tx) => void saved.push((await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM attachment_chunks WHERE attachment_id = $1`, [input.attachmentId])).rows[0].n) };
      },
    };
    const processor = createProcessor({
      db: t.db,
      blobs: createBlobStore(t.config),
      credits: t.services.credits,
      recognition: { languages: ['eng'], maxPages: 10, maxPixels: 1e6, timeoutMs: 10000, memoryMb: 256 },
      extraction,
    });
    const id = await addAttachment(t, { orgId: o.org.id, chatId: chat.id, fileName: 'inv.txt', bytes: 'Invoice 42\nTotal 10.00', structVersionId: versionId });
    const balance = await t.services.credits.balance(o.org.id);
    await assert.rejects(processor.process(id, { retryCount: 0, retryLimit: 2 }), ProcessingError);
    const between = await attachmentState(t.db, id);
    assert.equal(between.processing_status, 'pending');
    assert.equal(between.processing_stage, 'retrying after extractor_unavailable (attempt 1 of 3)');
    assert.equal(await processor.process(id, { retryCount: 1, retryLimit: 2 }), 'completed');
    assert.equal(await t.services.credits.balance(o.org.id), balance - 2);
    assert.deepEqual(saved, [1]);
    const row = await t.db.query<{ extraction_struct_version_id: number }>(`SELECT extraction_struct_version_id FROM attachments WHERE id = $1`, [id]);
    assert.equal(row.rows[0].extraction_struct_version_id, versionId);
    const stages = (await eventsOf(t.db, id)).map((e) => e.processing_stage);
    assert.ok(stages.includes('extracting_fields'));
    const ev = await eventsOf(t.db, id);
    for (let i = 1; i < ev.length; i++) assert.ok(ev[i].processing_progress >= ev[i - 1].processing_progress);
  });

  it('fails a still-pending attachment whose job gave up without its worker', async () => {
    const id = await addAttachment(t, { orgId: o.org.id, chatId: chat.id, fileName: 'lost.txt', bytes: 'x' });
    const run = await t.db.transaction((tx) => processingRepo(tx).beginRun(id));
    assert.equal(await t.services.processor.abandon(id, 4), true);
    const s = await attachmentState(t.db, id);
    assert.equal(s.processing_status, 'failed');
    assert.match(s.processing_stage, /^processing_abandoned: /);
    assert.equal(await t.db.transaction((tx) => processingRepo(tx).progress(id, run!.processing_run, 'chunking', 60)), false);
    assert.equal(await t.services.processor.abandon(id, 4), false);
  });

  it('shows waiting jobs as queue depth in /metrics', async () => {
    for (let i = 0; i < 3; i++) await addAttachment(t, { orgId: o.org.id, chatId: chat.id, fileName: `q${i}.txt`, bytes: `queued ${i}` });
    const r = await t.app.inject({ method: 'GET', url: '/metrics' });
    const m = /structa_queue_jobs\{queue="attachment.process",state="created"\} (\d+)/.exec(r.body);
    assert.ok(m && Number(m[1]) >= 3, r.body.slice(0, 200));
  });

  it('grants initial credits to new organisations and more through the admin command', async () => {
    const fresh = await makeOrg(t.services);
    assert.equal(await t.services.credits.balance(fresh.org.id), 25);
    const r = await runAdmin(t.services, ['credits', 'grant', '--org', fresh.org.slug, '--amount', '10', '--reason', 'support top-up']);
    assert.deepEqual(r, { ok: true, result: { org: fresh.org.slug, amount: 10, balance: 35 } });
    const bad = await runAdmin(t.services, ['credits', 'grant', '--org', fresh.org.slug, '--amount', '-5']);
    assert.equal(bad.ok, false);
    const list = await t.app.inject({ method: 'GET', url: '/api/v2/credits/?page_size=1', headers: fresh.auth });
    const body = list.json();
    assert.equal(body.balance, 35);
    assert.equal(body.count, 2);
    assert.equal(body.results[0].reason, 'support top-up');
    assert.match(body.next, /page=2/);
  });
});
