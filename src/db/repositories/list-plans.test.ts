// Every chat-scoped list and lookup reads through indexes: EXPLAIN of each query, on an
// organisation of 20,000 documents with their chunks and events (ANALYZEd), shows no sequential
// scan over attachments, chunks or events.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Queryable, QueryResult } from '../database.js';
import { freshDatabase, type TestDatabase } from '../../../test/helpers/db.js';
import { attachmentEventsRepo } from './attachment-events.js';
import { attachmentsRepo } from './attachments.js';
import { chatsRepo } from './chats.js';
import { extractionRepo } from './extraction.js';
import { outputsRepo } from './outputs.js';

const BIG_TABLES = ['attachments', 'attachment_chunks', 'attachment_events', 'chats'];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function seqScans(n: PlanNode, out: string[] = []): string[] {
  if (n['Node Type'] === 'Seq Scan' && n['Relation Name'] && BIG_TABLES.includes(n['Relation Name'])) out.push(n['Relation Name']);
  for (const c of n.Plans ?? []) seqScans(c, out);
  return out;
}

/** A Queryable that runs each query and records the plan of every SELECT it ran. */
function explaining(db: Queryable, plans: { sql: string; plan: PlanNode }[]): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      if (/^\s*(SELECT|WITH)/i.test(sql)) {
        const r = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
        const raw = r.rows[0]['QUERY PLAN'];
        const json = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
        plans.push({ sql, plan: json[0].Plan });
      }
      return db.query<T>(sql, params);
    },
    exec: (sql) => db.exec(sql),
  };
}

describe('list query plans on a large organisation', () => {
  let t: TestDatabase;
  let org: number;
  let chat: number;
  let attachment: number;

  before(async () => {
    t = await freshDatabase();
    const db = t.db;
    org = (await db.query<{ id: number }>(`INSERT INTO organisations (name, slug) VALUES ('Big', 'big-org') RETURNING id`)).rows[0].id;
    await db.query(`INSERT INTO chats (public_id, org_id, title) SELECT 'ch_' || g, $1, 'chat ' || g FROM generate_series(1, 1000) g`, [org]);
    chat = (await db.query<{ id: number }>(`SELECT id FROM chats WHERE public_id = 'ch_500'`)).rows[0].id;
    // 20 documents per chat, 20,000 in the organisation
    await db.query(
      `INSERT INTO attachments (org_id, chat_id, file_name, file_type, mime_type, sha256, size_bytes, blob_key, processing_status, created_at)
       SELECT $1, c.id, 'f' || g || '.pdf', 'pdf', 'application/pdf', md5(c.id || '-' || g), 1000, 'k' || c.id || '-' || g, 'completed',
              now() - (g || ' seconds')::interval
       FROM chats c, generate_series(1, 20) g WHERE c.org_id = $1`,
      [org],
    );
    // five documents of other chats linked into the chat
    await db.query(
      `INSERT INTO chat_attachment_links (chat_id, attachment_id, org_id)
       SELECT $2, a.id, $1 FROM attachments a WHERE a.org_id = $1 AND a.chat_id <> $2 ORDER BY a.id LIMIT 5`,
      [org, chat],
    );
    await db.query(
      `INSERT INTO attachment_chunks (org_id, attachment_id, run, seq, page_start, page_end, char_start, char_end, text)
       SELECT $1, a.id, 1, g, 1, 1, 0, 10, 'invoice total amount ' || a.id || ' word' || g FROM attachments a, generate_series(1, 3) g WHERE a.org_id = $1`,
      [org],
    );
    await db.query(
      `INSERT INTO attachment_events (org_id, chat_id, attachment_id, processing_status, processing_progress, processing_stage)
       SELECT $1, a.chat_id, a.id, 'pending', g * 30, 'stage' FROM attachments a, generate_series(1, 3) g WHERE a.org_id = $1`,
      [org],
    );
    await db.query(
      `INSERT INTO extraction_results (attachment_id, org_id, run, extractor, data, fields)
       SELECT a.id, $1, 1, 'deterministic', '{}', '[]' FROM attachments a WHERE a.org_id = $1`,
      [org],
    );
    attachment = (await db.query<{ id: number }>(`SELECT id FROM attachments WHERE chat_id = $1 ORDER BY id LIMIT 1`, [chat])).rows[0].id;
    await db.exec('ANALYZE');
  });
  after(async () => {
    await t?.drop();
  });

  async function plansOf(run: (q: Queryable) => Promise<unknown>) {
    const plans: { sql: string; plan: PlanNode }[] = [];
    await run(explaining(t.db, plans));
    assert.ok(plans.length > 0, 'no query was explained');
    return plans;
  }

  const cases: [string, (q: Queryable) => Promise<unknown>][] = [
    ['the page of chats', (q) => chatsRepo(q).list(org, 20, 0)],
    ['the chat page of attachments (count and rows)', (q) => attachmentsRepo(q).listInChat(org, chat, 20, 0)],
    ['the chat page of attachments needing review', (q) => attachmentsRepo(q).listInChat(org, chat, 20, 0, { needsReview: false })],
    ['the chat page of attachments found with its chat', (q) => attachmentsRepo(q).listInThread(org, 'ch_500', 20, 0)],
    ['the chat page needing review found with its chat', (q) => attachmentsRepo(q).listInThread(org, 'ch_500', 20, 0, { needsReview: true })],
    ['an attachment in a chat', (q) => attachmentsRepo(q).inChat(org, chat, attachment)],
    ['an attachment in a chat (outputs)', (q) => outputsRepo(q).attachmentInChat(org, chat, attachment)],
    ['an attachment in a chat (extraction)', (q) => extractionRepo(q).attachmentInChat(org, chat, attachment)],
    ['the chunks of an attachment', (q) => outputsRepo(q).chunks(org, attachment, 20, 0)],
    ['a search in one chat', (q) => outputsRepo(q).search(org, 'invoice', chat, 20, 0)],
    ['the events of a chat', (q) => attachmentEventsRepo(q).forChatSince(org, chat, 0, 100)],
    ['the events of an attachment', (q) => attachmentEventsRepo(q).forAttachmentSince(org, attachment, 0, 100)],
    ['the extraction results of a chat', (q) => extractionRepo(q).resultsForChat(org, chat, 50)],
  ];
  for (const [what, run] of cases) {
    it(`${what}: no sequential scan over attachments, chunks, events or chats`, async () => {
      for (const p of await plansOf(run)) {
        // the total of an organisation-wide list (its chats) counts the organisation: only its page must use the index
        if (what === 'the page of chats' && /count\(\*\)/.test(p.sql)) continue;
        assert.deepEqual(seqScans(p.plan), [], `sequential scan in:\n${p.sql}\n${JSON.stringify(p.plan, null, 1)}`);
      }
    });
  }

  it('the chat page and the chat events answer what the old forms answered', async () => {
    const page = await attachmentsRepo(t.db).listInChat(org, chat, 100, 0);
    assert.equal(page.count, 25);
    assert.equal(page.rows.filter((r) => r.is_linked).length, 5);
    const events = await attachmentEventsRepo(t.db).forChatSince(org, chat, 0, 1000);
    assert.equal(events.length, 75);
    assert.deepEqual(events.map((e) => e.id), [...events.map((e) => e.id)].sort((a, b) => a - b));
  });
});
