import type { Chunk } from '../../pipeline/chunk.js';
import { GENERIC_PLAN, type Queryable } from '../database.js';
import { updateWithEvent } from './attachment-events.js';
import { attachmentForEvent, subscribersOf, type AttachmentForEvent } from './events.js';

/** A stage a run passed through, written with a later write (its event first): stage name, whole percent and when it was reached. */
export interface PassedStep {
  stage: string;
  progress: number;
  /** when the run reached it (its event's time); absent: the time of the write */
  at?: Date;
}
/** The three array parameters (stages, progress, times) of `updateWithEvent`'s `before`. */
export const stepArrays = (steps: PassedStep[]) => [steps.map((x) => x.stage), steps.map((x) => x.progress), steps.map((x) => (x.at ?? new Date()).toISOString())];

/** The translation outcome a completing run stores (absent when none was asked). */
export interface TranslationOutput {
  targetLanguage: string;
  status: 'completed' | 'unavailable' | 'failed';
  reason: string | null;
  pages: { number: number; text: string }[];
}

/** What a completing run writes. */
export interface Completion {
  attachmentId: number;
  orgId: number;
  run: number;
  processorDocumentId: string;
  pageCount: number;
  /** the document-level record without its pages (page count, format, languages) */
  document: unknown;
  plainText: string;
  chunks: Chunk[];
  extractionStructVersionId: number | null;
  translation?: TranslationOutput | null;
  /** the final processing_stage (default `completed`) */
  finalStage?: string;
  /** stages passed since the last progress write (e.g. chunking and indexing of a short document): their events come before the completion's */
  before?: PassedStep[];
}

/** Chunks written by one statement at most; the rest follow in batches of this size (only `complete` takes more). */
export const CHUNKS_PER_STATEMENT = 500;

const chunkRows = (batch: Chunk[]) =>
  JSON.stringify(batch.map((c) => ({ seq: c.seq, page_start: c.pageStart, page_end: c.pageEnd, char_start: c.charStart, char_end: c.charEnd, heading: c.heading, text: c.text })));

// chunks from one JSON array ($4) of the attachment ($1) of org $2 under run $3
const CHUNK_COLUMNS = `INSERT INTO attachment_chunks (org_id, attachment_id, run, seq, page_start, page_end, char_start, char_end, heading, text)`;
const CHUNK_VALUES = `SELECT $2, $1, $3, c.seq, c.page_start, c.page_end, c.char_start, c.char_end, c.heading, c.text
           FROM jsonb_to_recordset($4::jsonb) AS c(seq int, page_start int, page_end int, char_start int, char_end int, heading text, text text)`;

/**
 * The common table expressions that replace the attachment's outputs with the run's, applied only
 * when `fence` (a CTE naming the attachment while the run holds it) has a row: the previous
 * document, chunks, translation and every other run's pages go, and the run's document, its first
 * chunks and its translation come. The deletes run before the inserts that would collide with
 * their rows (each insert reads its delete's count first). Parameters $1-$12 (see `outputValues`).
 */
function replaceOutputs(fence: string): string {
  const held = `EXISTS (SELECT 1 FROM ${fence})`;
  return `old_chunks AS (DELETE FROM attachment_chunks WHERE attachment_id = $1 AND ${held} RETURNING 1),
    old_doc AS (DELETE FROM attachment_documents WHERE attachment_id = $1 AND ${held} RETURNING 1),
    old_tr AS (DELETE FROM attachment_translations WHERE attachment_id = $1 AND ${held} RETURNING 1),
    old_pages AS (DELETE FROM attachment_pages WHERE attachment_id = $1 AND run <> $3 AND ${held}),
    new_doc AS (INSERT INTO attachment_documents (attachment_id, org_id, run, page_count, document, plain_text)
      SELECT $1, $2, $3, $5, $6, $7 WHERE ${held} AND (SELECT count(*) FROM old_doc) >= 0),
    new_tr AS (INSERT INTO attachment_translations (attachment_id, org_id, run, target_language, status, reason, pages)
      SELECT $1, $2, $3, $9, $10, $11, $12::jsonb WHERE $8::boolean AND ${held} AND (SELECT count(*) FROM old_tr) >= 0),
    new_chunks AS (${CHUNK_COLUMNS}
      ${CHUNK_VALUES}
      WHERE ${held} AND (SELECT count(*) FROM old_chunks) >= 0)`;
}

/** The values of $1-$12 of `replaceOutputs`. */
function outputValues(c: Completion): unknown[] {
  const tr = c.translation ?? null;
  return [c.attachmentId, c.orgId, c.run, chunkRows(c.chunks.slice(0, CHUNKS_PER_STATEMENT)), c.pageCount, JSON.stringify(c.document), c.plainText,
    tr !== null, tr?.targetLanguage ?? null, tr?.status ?? null, tr?.reason ?? null, tr ? JSON.stringify(tr.pages) : null];
}

/** Parameter names of the completing update's values. */
interface CompletingParams {
  pages: string;
  documentId: string;
  version: string;
  stage: string;
}

/**
 * The completing update of the attachment ($1) with its final stage, page count, document id and
 * extraction version (the parameters named by `p`), fenced by `where`; used with `updateWithEvent`.
 */
const completing = (where: string, p: CompletingParams) =>
  `UPDATE attachments SET processing_status = 'completed', processing_progress = 100, processing_stage = ${p.stage},
     page_count = ${p.pages}, processor_document_id = ${p.documentId},
     extraction_struct_version_id = COALESCE(${p.version}, extraction_struct_version_id), updated_at = now()
   WHERE ${where} RETURNING *`;

/** The values of the completing update after the page count: document id, extraction version, stage, and the steps passed before it. */
const completingValues = (c: Completion) => [c.processorDocumentId, c.extractionStructVersionId, c.finalStage ?? 'completed', ...stepArrays(c.before ?? [])];

const eventRow = (eventType: 'attachment.completed') => `SELECT ${attachmentForEvent('u', 'c')}, ${subscribersOf('u', eventType)} FROM u JOIN chats c ON c.id = u.chat_id`;

/**
 * SQL of a run's completion: its outputs replace the attachment's previous ones and the attachment
 * becomes completed with its event, all or nothing, only while the run is current (its number and
 * the attachment pending). The run's pages were written before (`writePage`, or with the end of
 * recognition): the document row naming this run is what makes them visible. The attachment
 * returned is the one events describe, with the endpoints subscribed to attachment.completed.
 */
export function runCompletion(db: Queryable) {
  return {
    /**
     * Completes a run in a transaction the caller holds, with its own rows (`beforeComplete`, written
     * after the outputs and before the completion); null, and nothing written, when the run was
     * superseded. Statements: the row lock with the outputs (first 500 chunks), any further chunks,
     * the caller's, the completion with its event.
     */
    async complete(c: Completion & { beforeComplete?: (tx: Queryable) => Promise<void> }): Promise<AttachmentForEvent | null> {
      const held = await db.query(
        `WITH held AS (SELECT id FROM attachments WHERE id = $1 AND org_id = $2 AND processing_run = $3 AND processing_status = 'pending' FOR UPDATE),
           ${replaceOutputs('held')}
         SELECT id FROM held`,
        outputValues(c),
      );
      if (held.rows.length === 0) return null;
      for (let i = CHUNKS_PER_STATEMENT; i < c.chunks.length; i += CHUNKS_PER_STATEMENT) {
        await db.query(`${CHUNK_COLUMNS} ${CHUNK_VALUES}`, [c.attachmentId, c.orgId, c.run, chunkRows(c.chunks.slice(i, i + CHUNKS_PER_STATEMENT))]);
      }
      await c.beforeComplete?.(db);
      // generic plan: planned for each run's values it cost twice its work (docs/dispatch.md)
      const done = await db.query<AttachmentForEvent>(
        GENERIC_PLAN +
          updateWithEvent(
            completing('id = $1', { pages: '$2', documentId: '$3', version: '$4', stage: '$5' }),
            eventRow('attachment.completed'),
            '',
            ['$6', '$7', '$8'],
          ),
        [c.attachmentId, c.pageCount, ...completingValues(c)],
      );
      return done.rows[0];
    },

    /**
     * Completes a run in one statement (atomic on its own: no transaction), when nothing else is
     * written with it: at most 500 chunks, no rows of the caller's, and an attachment.completed event
     * that writes nothing (no uploader to notify, no enabled endpoint subscribed). Null, and nothing
     * written, when any of that does not hold or the run was superseded: the caller then completes it
     * with `complete` in a transaction, which tells the two apart.
     */
    async completeAlone(c: Completion): Promise<AttachmentForEvent | null> {
      if (c.chunks.length > CHUNKS_PER_STATEMENT) return null;
      const quiet = `uploaded_by IS NULL AND NOT EXISTS (SELECT 1 FROM webhook_endpoints w
          WHERE w.org_id = $2 AND w.enabled AND 'attachment.completed' = ANY(w.event_types))`;
      const done = await db.query<AttachmentForEvent>(
        GENERIC_PLAN +
          updateWithEvent(
            completing(`id = $1 AND org_id = $2 AND processing_run = $3 AND processing_status = 'pending' AND ${quiet}`, { pages: '$5', documentId: '$13', version: '$14', stage: '$15' }),
            eventRow('attachment.completed'),
            `,\n    ${replaceOutputs('u')}`,
            ['$16', '$17', '$18'],
          ),
        [...outputValues(c), ...completingValues(c)],
      );
      return done.rows[0] ?? null;
    },
  };
}
