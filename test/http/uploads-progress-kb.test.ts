import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { attachmentEventsRepo } from '../../src/db/repositories/attachment-events.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { makeOrg } from '../helpers/factories.js';
import { makeChat, makePdf, makePng, uploadForm } from '../helpers/uploads.js';

interface Frame {
  id?: string;
  data?: any;
  comment?: string;
}

/** Reads an SSE response frame by frame. */
function sseReader(res: Response) {
  const reader = res.body!.getReader();
  const dec = new TextDecoder();
  let buf = '';
  let ended = false;
  return {
    get ended() {
      return ended;
    },
    async next(): Promise<Frame | null> {
      while (true) {
        const i = buf.indexOf('\n\n');
        if (i >= 0) {
          const raw = buf.slice(0, i);
          buf = buf.slice(i + 2);
          const f: Frame = {};
          for (const line of raw.split('\n')) {
            if (line.startsWith(':')) f.comment = line.slice(1).trim();
            else if (line.startsWith('id: ')) f.id = line.slice(4);
            else if (line.startsWith('data: ')) f.data = JSON.parse(line.slice(6));
          }
          return f;
        }
        const { value, done } = await reader.read();
        if (done) {
          ended = true;
          return null;
        }
        buf += dec.decode(value, { stream: true });
      }
    },
    /** The next event with data, skipping comments (heartbeats). */
    async event(): Promise<Frame | null> {
      for (;;) {
        const f = await this.next();
        if (f === null || f.data !== undefined) return f;
      }
    },
    cancel: () => reader.cancel().catch(() => undefined),
  };
}

describe('progress streams (SSE) and the knowledge base', () => {
  let t: TestApp;
  let base: string;
  let o: Awaited<ReturnType<typeof makeOrg>>;
  let other: Awaited<ReturnType<typeof makeOrg>>;
  before(async () => {
    t = await createTestApp({ SSE_POLL_MS: '20', SSE_HEARTBEAT_MS: '50' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const addr = t.app.server.address() as { port: number };
    base = `http://127.0.0.1:${addr.port}`;
    o = await makeOrg(t.services);
    other = await makeOrg(t.services);
  });
  after(async () => {
    await t.close();
  });

  // stands in for the worker (which may be another process): change the row, append an event
  async function advance(id: number, status: string, progress: number, stage: string) {
    await t.db.transaction(async (tx) => {
      await tx.query(`UPDATE attachments SET processing_status = $2, processing_progress = $3, processing_stage = $4 WHERE id = $1`, [id, status, progress, stage]);
      await attachmentEventsRepo(tx).appendCurrent(id);
    });
  }

  it('streams one document until a terminal state, with heartbeats, and resumes after Last-Event-ID', async () => {
    const chat = await makeChat(t, o.auth);
    const a = (await uploadForm(t, o.auth, chat, [{ name: 'a.pdf', bytes: makePdf() }])).json().created[0];
    const url = `${base}/api/v2/chats/${chat}/attachments/${a.id}/events/`;
    const res = await fetch(url, { headers: o.auth });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type')!, /^text\/event-stream/);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    const s = sseReader(res);
    const first = await s.event();
    assert.deepEqual(first!.data, { attachment_id: a.id, processing_status: 'pending', processing_progress: 0, processing_stage: 'queued' });
    // a heartbeat comment arrives while nothing happens
    for (;;) {
      const f = await s.next();
      if (f?.comment === 'heartbeat') break;
    }
    await advance(a.id, 'pending', 40, 'ocr');
    const second = await s.event();
    assert.deepEqual(second!.data, { attachment_id: a.id, processing_status: 'pending', processing_progress: 40, processing_stage: 'ocr' });
    assert.ok(Number(second!.id) > Number(first!.id));
    await advance(a.id, 'completed', 100, 'done');
    const third = await s.event();
    assert.equal(third!.data.processing_status, 'completed');
    assert.equal(await s.event(), null, 'the stream closes after a terminal state');

    const resumed = sseReader(await fetch(url, { headers: { ...o.auth, 'last-event-id': first!.id! } }));
    assert.deepEqual([(await resumed.event())!.id, (await resumed.event())!.id], [second!.id, third!.id]);
    assert.equal(await resumed.event(), null);
    const done = sseReader(await fetch(url, { headers: { ...o.auth, 'last-event-id': third!.id! } }));
    assert.equal(await done.event(), null, 'nothing after the terminal event: closes at once');
    const viaQuery = sseReader(await fetch(`${url}?last_event_id=${second!.id}`, { headers: o.auth }));
    assert.equal((await viaQuery.event())!.id, third!.id);
  });

  it('streams every document of a chat (including linked ones) and resumes', async () => {
    const chat = await makeChat(t, o.auth);
    const elsewhere = await makeChat(t, o.auth);
    const [a, b] = (await uploadForm(t, o.auth, chat, [{ name: 'a.pdf', bytes: makePdf() }, { name: 'b.png', bytes: makePng() }])).json().created;
    const c = (await uploadForm(t, o.auth, elsewhere, [{ name: 'c.pdf', bytes: makePdf() }])).json().created[0];
    await t.app.inject({ method: 'POST', url: `/api/v2/chats/${chat}/attachments/link/`, headers: o.auth, payload: { attachment_id: c.id } });
    const url = `${base}/api/v2/chats/${chat}/events/`;
    const s = sseReader(await fetch(url, { headers: o.auth }));
    const initial = [await s.event(), await s.event(), await s.event()];
    assert.deepEqual(initial.map((f) => f!.data.attachment_id), [a.id, b.id, c.id]);
    await advance(b.id, 'failed', 10, 'unreadable document');
    const f = await s.event();
    assert.deepEqual(f!.data, { attachment_id: b.id, processing_status: 'failed', processing_progress: 10, processing_stage: 'unreadable document' });
    await advance(c.id, 'completed', 100, 'done');
    assert.equal((await s.event())!.data.attachment_id, c.id);
    await s.cancel();
    const resumed = sseReader(await fetch(url, { headers: { ...o.auth, 'last-event-id': initial[2]!.id! } }));
    assert.deepEqual([(await resumed.event())!.data.attachment_id, (await resumed.event())!.data.attachment_id], [b.id, c.id]);
    await resumed.cancel();
  });

  it('answers 404 (JSON, no stream) for another organisation\'s stream ids, and 401 without credentials', async () => {
    const chat = await makeChat(t, o.auth);
    const a = (await uploadForm(t, o.auth, chat, [{ name: 'a.pdf', bytes: makePdf() }])).json().created[0];
    const theirChat = await makeChat(t, other.auth);
    for (const url of [
      `/api/v2/chats/${chat}/events/`,
      `/api/v2/chats/${chat}/attachments/${a.id}/events/`,
      `/api/v2/chats/${theirChat}/attachments/${a.id}/events/`,
      `/api/v2/chats/nope/events/`,
    ]) {
      const r = await fetch(base + url, { headers: other.auth });
      assert.equal(r.status, 404, url);
      assert.match(r.headers.get('content-type')!, /application\/json/);
      assert.equal((await r.json()).code, 'not_found');
    }
    assert.equal((await fetch(`${base}/api/v2/chats/${chat}/events/`)).status, 401);
  });

  it('writes rows and jobs together or not at all: a failing transaction leaves no row, job or blob', async () => {
    const blobCount = async () => (await fs.promises.readdir(path.join(t.dataDir, 'blobs'), { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length;
    const jobCount = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'attachment.process'`)).rows[0].n;
    const blobsBefore = await blobCount();
    const jobsBefore = await jobCount();
    const staging = await t.services.attachments.stage(o.org.id);
    await staging.add('a.pdf', makePdf());
    await staging.add('b.pdf', makePdf());
    assert.equal(await blobCount(), blobsBefore + 2);
    // a chat id that does not exist: the insert fails inside the transaction
    await assert.rejects(
      t.services.attachments.commitToChat(staging, { orgId: o.org.id, chatId: 2_000_000_000, userId: null, pinning: { structVersionId: null, targetLanguage: '' } }),
    );
    assert.equal(await blobCount(), blobsBefore);
    assert.equal(await jobCount(), jobsBefore);
  });

  it('keeps a user\'s knowledge-base files and copies them into a chat (domain service, user principal)', async () => {
    const chat = await makeChat(t, o.auth);
    const chatRow = await t.services.chats.get(o.org.id, chat);
    const pdf = makePdf();
    const staging = await t.services.attachments.stage(o.org.id);
    await staging.add('../kb/contract.pdf', pdf);
    await staging.add('again.pdf', pdf);
    await staging.add('x.exe', pdf);
    const up = await t.services.kb.commit(staging, { orgId: o.org.id, userId: o.user.id });
    assert.equal(up.created.length, 1);
    assert.equal(up.created[0].file_name, 'contract.pdf');
    assert.deepEqual(up.skipped_duplicates, [{ file_name: 'again.pdf', reason: 'duplicate' }]);
    assert.deepEqual(up.skipped_unsupported, [{ file_name: 'x.exe', reason: 'unsupported_type' }]);
    const again = await t.services.kb.commit(await (async () => {
      const s2 = await t.services.attachments.stage(o.org.id);
      await s2.add('third.pdf', pdf);
      return s2;
    })(), { orgId: o.org.id, userId: o.user.id });
    assert.deepEqual(again.skipped_duplicates, [{ file_name: 'third.pdf', reason: 'duplicate' }]);
    const list = await t.services.kb.list(o.org.id, o.user.id, 20, 0);
    assert.equal(list.count, 1);
    const kbId = up.created[0].id;

    const pinning = await t.services.attachments.resolvePinning(o.org.id, { targetLanguage: 'de' });
    const copied = await t.services.attachments.copyFromKb({ orgId: o.org.id, chatId: chatRow.id, userId: o.user.id, kbFileIds: [kbId], pinning });
    assert.equal(copied.created.length, 1);
    const att = copied.created[0];
    assert.equal(att.is_from_kb, true);
    assert.equal(att.kb_file_id, kbId);
    assert.equal(att.processing_status, 'pending');
    assert.equal(att.target_language, 'de');
    const twice = await t.services.attachments.copyFromKb({ orgId: o.org.id, chatId: chatRow.id, userId: o.user.id, kbFileIds: [kbId], pinning });
    assert.equal(twice.skipped_duplicates.length, 1);
    // the copy is visible over HTTP with the KB fields
    const r = await t.app.inject({ method: 'GET', url: `/api/v2/chats/${chat}/attachments/${att.id}/`, headers: o.auth });
    assert.equal(r.json().is_from_kb, true);
    assert.equal(r.json().kb_file_id, kbId);
    // another user (of another org) cannot use or delete this KB file
    await assert.rejects(
      t.services.attachments.copyFromKb({ orgId: other.org.id, chatId: chatRow.id, userId: other.user.id, kbFileIds: [kbId], pinning }),
      (e: any) => e.status === 404,
    );
    await assert.rejects(t.services.kb.delete(other.org.id, other.user.id, kbId), (e: any) => e.status === 404);
    // deleting the KB file leaves the chat's copy and its bytes in place
    await t.services.kb.delete(o.org.id, o.user.id, kbId);
    assert.equal((await t.services.kb.list(o.org.id, o.user.id, 20, 0)).count, 0);
    const d = await t.app.inject({ method: 'GET', url: `/api/v2/chats/${chat}/attachments/${att.id}/download/`, headers: o.auth });
    assert.deepEqual(d.rawPayload, pdf);
  });
});
