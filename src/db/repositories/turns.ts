import type { Queryable } from '../database.js';

/** A stored chat turn. */
export interface TurnRow {
  id: number;
  question: string;
  answer: string;
  statements: unknown;
  mode: 'retrieval' | 'model';
  model: string | null;
  credits_spent: number;
  created_at: Date;
}

/** A chunk of a chat's document found by full-text search, with what a citation needs. */
export interface PassageRow {
  attachment_id: number;
  file_name: string;
  seq: number;
  page_start: number;
  page_end: number;
  char_start: number;
  char_end: number;
  text: string;
  rank: number;
}

/** An extraction result of a chat's document with its schema. */
export interface ChatResultRow {
  attachment_id: number;
  file_name: string;
  struct_version_id: number | null;
  schema_json: unknown;
}

const IN_CHAT = `(a.chat_id = $2 OR EXISTS (SELECT 1 FROM chat_attachment_links l WHERE l.chat_id = $2 AND l.attachment_id = a.id AND l.org_id = $1))`;

/** SQL for chat turns and the retrieval they read; every query is scoped by organisation id. */
export function turnsRepo(db: Queryable) {
  return {
    async insert(row: { orgId: number; chatId: number; askedBy: number | null; question: string; answer: string; statements: unknown; mode: string; model: string | null; credits: number }): Promise<TurnRow> {
      const r = await db.query<TurnRow>(
        `INSERT INTO chat_turns (org_id, chat_id, asked_by, question, answer, statements, mode, model, credits_spent)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9)
         RETURNING id, question, answer, statements, mode, model, credits_spent, created_at`,
        [row.orgId, row.chatId, row.askedBy, row.question, row.answer, JSON.stringify(row.statements), row.mode, row.model, row.credits],
      );
      return r.rows[0];
    },
    async page(orgId: number, chatId: number, limit: number, offset: number): Promise<{ count: number; rows: TurnRow[] }> {
      const c = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM chat_turns WHERE org_id = $1 AND chat_id = $2`, [orgId, chatId]);
      const r = await db.query<TurnRow>(
        `SELECT id, question, answer, statements, mode, model, credits_spent, created_at FROM chat_turns
          WHERE org_id = $1 AND chat_id = $2 ORDER BY id LIMIT $3 OFFSET $4`,
        [orgId, chatId, limit, offset],
      );
      return { count: c.rows[0].n, rows: r.rows };
    },
    /** The best chunks of the chat's homed and linked documents for a websearch-syntax query. */
    async passages(orgId: number, chatId: number, query: string, limit: number): Promise<PassageRow[]> {
      const r = await db.query<PassageRow>(
        `SELECT c.attachment_id, a.file_name, c.seq, c.page_start, c.page_end, c.char_start, c.char_end, c.text,
                ts_rank(c.tsv, q)::float8 AS rank
           FROM attachment_chunks c JOIN attachments a ON a.id = c.attachment_id AND a.org_id = c.org_id,
                websearch_to_tsquery('simple', $3) q
          WHERE c.org_id = $1 AND c.tsv @@ q AND ${IN_CHAT}
          ORDER BY rank DESC, c.attachment_id, c.seq LIMIT $4`,
        [orgId, chatId, query, limit],
      );
      return r.rows;
    },
    /** The extraction results of the chat's documents with the schema each was extracted with. */
    async results(orgId: number, chatId: number, limit: number): Promise<ChatResultRow[]> {
      const r = await db.query<ChatResultRow>(
        `SELECT a.id AS attachment_id, a.file_name, e.struct_version_id, COALESCE(v.schema_source, v.schema_json::json) AS schema_json
           FROM attachments a JOIN extraction_results e ON e.attachment_id = a.id AND e.org_id = a.org_id
           LEFT JOIN struct_versions v ON v.id = e.struct_version_id AND v.org_id = a.org_id
          WHERE a.org_id = $1 AND ${IN_CHAT} ORDER BY a.id LIMIT $3`,
        [orgId, chatId, limit],
      );
      return r.rows;
    },
  };
}
