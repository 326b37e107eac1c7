import type { Queryable } from '../database.js';
import type { AttachmentRow } from './attachments.js';
import { chatIdForThread, chatScope } from './chat-scope.js';

/** An attachment as the ChatAttachment presenter needs it, seen from one chat. */
export type AttachmentView = Pick<
  AttachmentRow,
  | 'id' | 'chat_id' | 'file_name' | 'file_type' | 'processing_status' | 'processing_progress' | 'processing_stage'
  | 'page_count' | 'struct_version_id' | 'extraction_struct_version_id' | 'target_language' | 'is_from_kb'
  | 'kb_file_id' | 'processor_document_id' | 'created_at' | 'batch_id'
>;

export interface ChunkView {
  seq: number;
  page_start: number;
  page_end: number;
  char_start: number;
  char_end: number;
  heading: string | null;
  text: string;
}

export interface TranslationRow {
  target_language: string;
  status: 'completed' | 'unavailable' | 'failed';
  reason: string | null;
  pages: { number: number; text: string }[];
  created_at: Date;
}

export interface SearchHitRow {
  attachment_id: number;
  /** null for a batch document found by an organisation-wide search (its chat is hidden) */
  chat_public_id: string | null;
  batch_id: number | null;
  file_name: string;
  seq: number;
  page_start: number;
  page_end: number;
  rank: number;
  snippet: string;
}

const ATTACHMENT_COLS = `a.id, a.chat_id, a.file_name, a.file_type, a.processing_status, a.processing_progress, a.processing_stage,
  a.page_count, a.struct_version_id, a.extraction_struct_version_id, a.target_language, a.is_from_kb, a.kb_file_id,
  a.processor_document_id, a.created_at, a.batch_id`;

// ts_headline marks matches with these control characters; the domain escapes the text and turns them into <mark>
export const HIT_START = '\u0002';
export const HIT_STOP = '\u0003';
const HEADLINE_OPTS = `StartSel=${HIT_START}, StopSel=${HIT_STOP}, MaxWords=35, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

/** Read-side SQL for processing outputs (documents, chunks, search); every query is org-scoped. */
export function outputsRepo(db: Queryable) {
  return {
    /** The internal id of a chat of the organisation by its public id. */
    async chatId(orgId: number, publicId: string): Promise<number | null> {
      return chatIdForThread(db, orgId, publicId);
    },
    /** An attachment homed in or linked into the chat, within the organisation. */
    async attachmentInChat(orgId: number, chatId: number, attachmentId: number): Promise<AttachmentView | null> {
      const r = await db.query<AttachmentView>(
        `SELECT ${ATTACHMENT_COLS} FROM attachments a
         WHERE a.id = $3 AND ${chatScope('$1', '$2').holds()}`,
        [orgId, chatId, attachmentId],
      );
      return r.rows[0] ?? null;
    },
    async plainText(orgId: number, attachmentId: number): Promise<{ plain_text: string; page_count: number } | null> {
      const r = await db.query<{ plain_text: string; page_count: number }>(
        `SELECT plain_text, page_count FROM attachment_documents WHERE org_id = $1 AND attachment_id = $2`,
        [orgId, attachmentId],
      );
      return r.rows[0] ?? null;
    },
    /** The stored translation of an attachment (its last completed run's). */
    async translation(orgId: number, attachmentId: number): Promise<TranslationRow | null> {
      const r = await db.query<TranslationRow>(
        `SELECT target_language, status, reason, pages, created_at FROM attachment_translations WHERE org_id = $1 AND attachment_id = $2`,
        [orgId, attachmentId],
      );
      return r.rows[0] ?? null;
    },
    /** The whole stored recognised document of an attachment: its record with its pages (one row each) put back in. */
    async document(orgId: number, attachmentId: number): Promise<unknown | null> {
      const r = await db.query<{ document: unknown }>(
        `SELECT d.document || jsonb_build_object('pages', COALESCE(
             (SELECT jsonb_agg(p.page ORDER BY p.number) FROM attachment_pages p WHERE p.attachment_id = d.attachment_id AND p.run = d.run), '[]'::jsonb)) AS document
         FROM attachment_documents d WHERE d.org_id = $1 AND d.attachment_id = $2`,
        [orgId, attachmentId],
      );
      return r.rows[0]?.document ?? null;
    },
    /** A page range of the stored recognised document (the pages of the run its document names). */
    async pages(orgId: number, attachmentId: number, limit: number, offset: number): Promise<{ count: number; pages: unknown[] } | null> {
      const c = await db.query<{ n: number }>(
        `SELECT (SELECT count(*)::int FROM attachment_pages p WHERE p.attachment_id = d.attachment_id AND p.run = d.run) AS n
         FROM attachment_documents d WHERE d.org_id = $1 AND d.attachment_id = $2`,
        [orgId, attachmentId],
      );
      if (c.rows.length === 0) return null;
      const r = await db.query<{ p: unknown }>(
        `SELECT p.page AS p FROM attachment_documents d JOIN attachment_pages p ON p.attachment_id = d.attachment_id AND p.run = d.run
         WHERE d.org_id = $1 AND d.attachment_id = $2 ORDER BY p.number LIMIT $3 OFFSET $4`,
        [orgId, attachmentId, limit, offset],
      );
      return { count: c.rows[0].n, pages: r.rows.map((x) => x.p) };
    },
    async chunks(orgId: number, attachmentId: number, limit: number, offset: number): Promise<{ count: number; rows: ChunkView[] }> {
      const c = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM attachment_chunks WHERE org_id = $1 AND attachment_id = $2`, [orgId, attachmentId]);
      const r = await db.query<ChunkView>(
        `SELECT seq, page_start, page_end, char_start, char_end, heading, text FROM attachment_chunks
         WHERE org_id = $1 AND attachment_id = $2 ORDER BY seq LIMIT $3 OFFSET $4`,
        [orgId, attachmentId, limit, offset],
      );
      return { count: c.rows[0].n, rows: r.rows };
    },
    /**
     * Full-text search over the organisation's chunks (websearch syntax), best rank first; limited to
     * the attachments homed in or linked into one chat when chatId is given (hits then name that chat).
     */
    async search(orgId: number, query: string, chatId: number | null, limit: number, offset: number): Promise<{ count: number; rows: SearchHitRow[] }> {
      const scope = chatId === null
        ? ''
        : `AND ${chatScope('$1', '$3').holds()}`;
      const params: unknown[] = [orgId, query];
      if (chatId !== null) params.push(chatId);
      const from = `FROM attachment_chunks c JOIN attachments a ON a.id = c.attachment_id AND a.org_id = c.org_id,
        websearch_to_tsquery('simple', $2) q
        WHERE c.org_id = $1 AND c.tsv @@ q ${scope}`;
      const c = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params);
      const n = params.length;
      const chatCol = chatId === null ? `(SELECT public_id FROM chats WHERE id = a.chat_id AND kind = 'chat')` : `(SELECT public_id FROM chats WHERE id = $3)`;
      const r = await db.query<SearchHitRow>(
        `SELECT c.attachment_id, ${chatCol} AS chat_public_id, a.batch_id, a.file_name, c.seq, c.page_start, c.page_end,
           ts_rank(c.tsv, q)::float8 AS rank, ts_headline('simple', c.text, q, '${HEADLINE_OPTS}') AS snippet
         ${from} ORDER BY rank DESC, c.attachment_id, c.seq LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, limit, offset],
      );
      return { count: c.rows[0].n, rows: r.rows };
    },
  };
}
