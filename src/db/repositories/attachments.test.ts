import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { freshDatabase, type TestDatabase } from '../../../test/helpers/db.js';
import { attachmentsRepo, type NewFile } from './attachments.js';

describe('attachmentsRepo.insertNewWithEvents', () => {
  let t: TestDatabase;
  let org: number;
  let chat: number;
  let other: number;
  before(async () => {
    t = await freshDatabase();
    const id = async (sql: string, params: unknown[]) => Number((await t.db.query<{ id: string }>(sql, params)).rows[0].id);
    const slug = `ins-${crypto.randomBytes(3).toString('hex')}`;
    org = await id(`INSERT INTO organisations (slug, name) VALUES ($1, $1) RETURNING id`, [slug]);
    chat = await id(`INSERT INTO chats (public_id, org_id) VALUES ($1, $2) RETURNING id`, [`th_${slug}`, org]);
    other = await id(`INSERT INTO chats (public_id, org_id) VALUES ($1, $2) RETURNING id`, [`th_o_${slug}`, org]);
  });
  after(() => t.drop());

  const file = (name: string, sha = crypto.randomBytes(32).toString('hex'), kbFileId: number | null = null): NewFile => ({
    fileName: name,
    fileType: 'pdf',
    mimeType: 'application/pdf',
    sha256: sha,
    sizeBytes: name.length,
    blobKey: `ab/${crypto.randomBytes(8).toString('hex')}`,
    kbFileId,
  });

  it('inserts the files in their order with one event each, leaving out bytes the chat holds or has linked', async () => {
    const into = { orgId: org, chatId: chat, uploadedBy: null, structVersionId: null, targetLanguage: 'de', batchId: null };
    const repo = attachmentsRepo(t.db);
    assert.deepEqual(await repo.insertNewWithEvents(into, []), []);
    const [held] = await repo.insertNewWithEvents(into, [file('held.pdf')]);
    // a document of another chat linked into this one
    const [linked] = await repo.insertNewWithEvents({ ...into, chatId: other }, [file('linked.pdf')]);
    await t.db.query(`INSERT INTO chat_attachment_links (org_id, chat_id, attachment_id) VALUES ($1, $2, $3)`, [org, chat, linked!.id]);
    const files = [file('b.pdf'), file('again.pdf', held!.sha256), file('a.pdf'), file('via-link.pdf', linked!.sha256), file('c.pdf', undefined, null)];
    const rows = await t.db.transaction((tx) => attachmentsRepo(tx).insertNewWithEvents(into, files));
    assert.deepEqual(rows.map((r) => r?.file_name ?? null), ['b.pdf', null, 'a.pdf', null, 'c.pdf']);
    const made = rows.filter((r) => r !== null);
    assert.ok(made[0]!.id < made[1]!.id && made[1]!.id < made[2]!.id, 'ids rise in the files order');
    for (const [i, r] of rows.entries()) {
      if (!r) continue;
      assert.equal(r.blob_key, files[i].blobKey);
      assert.equal(r.sha256, files[i].sha256);
      assert.deepEqual([r.org_id, r.chat_id, r.processing_status, r.processing_stage, r.target_language, r.is_from_kb, r.kb_file_id], [org, chat, 'pending', 'queued', 'de', false, null]);
    }
    const events = await t.db.query<{ attachment_id: number; processing_stage: string }>(
      `SELECT attachment_id, processing_stage FROM attachment_events WHERE attachment_id = ANY($1::bigint[]) ORDER BY id`,
      [made.map((r) => r!.id)],
    );
    assert.deepEqual(events.rows.map((e) => [Number(e.attachment_id), e.processing_stage]), made.map((r) => [r!.id, 'queued']));
  });
});
