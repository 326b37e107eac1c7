import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { freshDatabase, type TestDatabase } from '../../../test/helpers/db.js';
import { chatIdForThread, chatScope } from './chat-scope.js';

describe('chatScope', () => {
  let t: TestDatabase;
  const ids: Record<string, number> = {};
  before(async () => {
    t = await freshDatabase();
    const q = async (sql: string, params: unknown[]) => Number((await t.db.query<{ id: string }>(sql, params)).rows[0]?.id);
    for (const org of ['one', 'two']) ids[org] = await q(`INSERT INTO organisations (slug, name) VALUES ($1, $1) RETURNING id`, [`${org}-${crypto.randomBytes(3).toString('hex')}`]);
    ids.home = await q(`INSERT INTO chats (public_id, org_id) VALUES ('th_home', $1) RETURNING id`, [ids.one]);
    ids.other = await q(`INSERT INTO chats (public_id, org_id) VALUES ('th_other', $1) RETURNING id`, [ids.one]);
    ids.foreign = await q(`INSERT INTO chats (public_id, org_id) VALUES ('th_foreign', $1) RETURNING id`, [ids.two]);
    const attach = (org: number, chat: number, name: string) =>
      q(`INSERT INTO attachments (org_id, chat_id, file_name, file_type, mime_type, sha256, size_bytes, blob_key)
         VALUES ($1, $2, $3, 'txt', 'text/plain', $4, 1, $5) RETURNING id`, [org, chat, name, crypto.randomBytes(32).toString('hex'), `ab/${crypto.randomBytes(8).toString('hex')}`]);
    ids.homed = await attach(ids.one, ids.home, 'homed.txt');
    ids.linked = await attach(ids.one, ids.other, 'linked.txt');
    ids.elsewhere = await attach(ids.one, ids.other, 'elsewhere.txt');
    ids.theirs = await attach(ids.two, ids.foreign, 'theirs.txt');
    await t.db.query(`INSERT INTO chat_attachment_links (org_id, chat_id, attachment_id) VALUES ($1, $2, $3)`, [ids.one, ids.home, ids.linked]);
  });
  after(() => t.drop());

  it('finds a chat by thread id within its organisation only', async () => {
    assert.equal(await chatIdForThread(t.db, ids.one, 'th_home'), ids.home);
    assert.equal(await chatIdForThread(t.db, ids.two, 'th_home'), null);
    assert.equal(await chatIdForThread(t.db, ids.one, 'th_foreign'), null);
  });

  it('holds the attachments homed in or linked into the chat, and no other', async () => {
    const visible = async (org: number, chat: number) =>
      (await t.db.query<{ file_name: string }>(`SELECT a.file_name FROM attachments a WHERE ${chatScope('$1', '$2').holds()} ORDER BY a.file_name`, [org, chat])).rows.map((r) => r.file_name);
    assert.deepEqual(await visible(ids.one, ids.home), ['homed.txt', 'linked.txt']);
    assert.deepEqual(await visible(ids.one, ids.other), ['elsewhere.txt', 'linked.txt']);
    // another organisation naming the chat sees nothing of it
    assert.deepEqual(await visible(ids.two, ids.home), []);
  });

  it('scopes rows that name an attachment in another column', async () => {
    const sql = `SELECT count(*)::int AS n FROM (SELECT $1::bigint AS org_id, $3::bigint AS chat_id, $4::bigint AS attachment_id) e WHERE ${chatScope('$1', '$2').holds('e', 'attachment_id')}`;
    const n = async (chatOfRow: number, attachment: number) => (await t.db.query<{ n: number }>(sql, [ids.one, ids.home, chatOfRow, attachment])).rows[0].n;
    assert.equal(await n(ids.other, ids.linked), 1);
    assert.equal(await n(ids.other, ids.elsewhere), 0);
  });
});
