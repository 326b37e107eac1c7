import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ProgressEventData } from '../../src/http/routes/progress-streams.js';
import { makePdf as makeScanPdf, textPng } from '../helpers/recognise-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { eventsOf, waitDone } from '../helpers/attachments.js';
import { makeOrg } from '../helpers/factories.js';
import { makeChat, uploadForm } from '../helpers/uploads.js';

type Ev = { processing_status: string; processing_progress: number; processing_stage: string };

function assertNoRepeats(ev: Ev[], what: string) {
  for (let i = 1; i < ev.length; i++) {
    const [a, b] = [ev[i - 1], ev[i]];
    const same = a.processing_status === b.processing_status && a.processing_progress === b.processing_progress && a.processing_stage === b.processing_stage;
    assert.ok(!same, `${what}: event ${i} repeats ${JSON.stringify(b)} in ${JSON.stringify(ev)}`);
  }
}

/** The data lines of a finished SSE response, parsed with their raw text kept to check key order. */
function sseData(body: string): { raw: string; data: any }[] {
  return body
    .split('\n')
    .filter((l) => l.startsWith('data: '))
    .map((l) => ({ raw: l.slice(6), data: JSON.parse(l.slice(6)) }));
}

describe('progress events: no repeats, per-page OCR progress, schema key order', () => {
  let t: TestApp;
  let o: Awaited<ReturnType<typeof makeOrg>>;
  let chat: string;
  let ids: Record<string, number>;
  before(async () => {
    t = await createTestApp({ SSE_POLL_MS: '20', WORKER_CONCURRENCY: '1' }, { workers: true });
    o = await makeOrg(t.services);
    chat = await makeChat(t, o.auth);
    const scan = makeScanPdf([
      { scan: ['Invoice 4711', 'Total 120.00 EUR'] },
      { scan: ['Delivery note 88', 'Two boxes'] },
      { scan: ['Terms of payment', 'Thirty days net'] },
    ]);
    const text = makeScanPdf([['First page of text'], ['Second page of text']]);
    const r = await uploadForm(t, o.auth, chat, [
      { name: 'scan.pdf', bytes: Buffer.from(scan) },
      { name: 'text.pdf', bytes: Buffer.from(text) },
      { name: 'one.png', bytes: Buffer.from(textPng(['Receipt 12', 'Paid in cash'])) },
    ]);
    assert.equal(r.statusCode, 201, r.body);
    ids = Object.fromEntries(r.json().created.map((a: any) => [a.file_name, a.id]));
    for (const id of Object.values(ids)) {
      const s = await waitDone(t.db, id, 120_000);
      assert.equal(s.processing_status, 'completed', s.processing_stage);
    }
  });
  after(async () => {
    await t.close();
  });

  it('stores no event that repeats the one before it', async () => {
    for (const [name, id] of Object.entries(ids)) {
      const ev = await eventsOf(t.db, id);
      assert.ok(ev.length >= 5, `${name}: ${JSON.stringify(ev)}`);
      assertNoRepeats(ev, name);
      for (let i = 1; i < ev.length; i++) assert.ok(ev[i].processing_progress >= ev[i - 1].processing_progress, name);
    }
  });

  it('moves the OCR progress page by page through a multi-page scan', async () => {
    const ev = await eventsOf(t.db, ids['scan.pdf']);
    const ocr = ev.filter((e) => /^ocr page \d\/3$/.test(e.processing_stage));
    assert.deepEqual([...new Set(ocr.map((e) => e.processing_stage))], ['ocr page 1/3', 'ocr page 2/3', 'ocr page 3/3'], JSON.stringify(ev));
    const pct = [...new Set(ocr.map((e) => e.processing_progress))];
    // at least one step per page (detection within a page adds more)
    assert.ok(pct.length >= 3, JSON.stringify(ocr));
    // strictly between the start of text extraction (5) and its end (55), rising
    assert.ok(pct.every((p, i) => p >= 5 && p < 55 && (i === 0 || p > pct[i - 1])), JSON.stringify(pct));
    // a one-page scan reports its page when OCR starts, then advances within the page (after
    // detection) before the end of recognition, instead of sitting at 5% and jumping to 55%
    const one = await eventsOf(t.db, ids['one.png']);
    const page = one.filter((e) => e.processing_stage === 'ocr page 1/1').map((e) => e.processing_progress);
    assert.ok(page.some((p) => p > 5 && p < 55), JSON.stringify(one));
  });

  it('streams each event once, with data keys in the schema order, on the document and chat streams', async () => {
    const order = Object.keys(ProgressEventData.properties);
    assert.deepEqual(order, ['attachment_id', 'processing_status', 'processing_progress', 'processing_stage']);
    for (const [name, id] of Object.entries(ids)) {
      const r = await t.app.inject({ method: 'GET', url: `/api/v2/chats/${chat}/attachments/${id}/events/`, headers: o.auth });
      assert.equal(r.statusCode, 200);
      const frames = sseData(r.body);
      assert.equal(frames.at(-1)!.data.processing_status, 'completed', name);
      for (const f of frames) {
        assert.deepEqual(Object.keys(f.data), order);
        assert.ok(f.raw.startsWith(`{"attachment_id":${id},"processing_status":`), f.raw);
      }
      assertNoRepeats(frames.map((f) => f.data), `stream of ${name}`);
      assert.deepEqual(frames.map((f) => f.data), (await eventsOf(t.db, id)).map((e) => ({ attachment_id: id, ...e })));
    }
  });

  it('skips a stored repeat on the stream (rows written before repeats were refused)', async () => {
    const id = ids['text.pdf'];
    const last = await t.db.query<{ id: number }>(`SELECT max(id)::int AS id FROM attachment_events WHERE attachment_id = $1`, [id]);
    // a legacy repeat of the terminal event, inserted directly
    await t.db.query(
      `INSERT INTO attachment_events (org_id, chat_id, attachment_id, processing_status, processing_progress, processing_stage)
       SELECT org_id, chat_id, attachment_id, 'pending', 90, 'indexing' FROM attachment_events WHERE id = $1`,
      [last.rows[0].id],
    );
    await t.db.query(
      `INSERT INTO attachment_events (org_id, chat_id, attachment_id, processing_status, processing_progress, processing_stage)
       SELECT org_id, chat_id, attachment_id, 'pending', 90, 'indexing' FROM attachment_events WHERE id = $1`,
      [last.rows[0].id],
    );
    // the document is completed: its stream sends what follows the given id, then ends
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/v2/chats/${chat}/attachments/${id}/events/`,
      headers: { ...o.auth, 'last-event-id': String(last.rows[0].id) },
    });
    const text = r.body;
    const frames = sseData(text);
    assert.equal(frames.length, 1, text);
    assert.equal(frames[0].data.processing_stage, 'indexing');
  });
});
