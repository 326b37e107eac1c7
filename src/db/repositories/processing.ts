import type { Chunk } from '../../pipeline/chunk.js';
import { GENERIC_PLAN, type Queryable } from '../database.js';
import { attachmentEventsRepo, stepTime, updateWithEvent } from './attachment-events.js';
import type { DebitOutcome } from './credits.js';
import { attachmentForEvent, subscribersOf, type AttachmentForEvent } from './events.js';

/** A stage a run passed through, written with a later write (its event first): stage name, whole percent and when it was reached. */
export interface PassedStep {
  stage: string;
  progress: number;
  /** when the run reached it (its event's time); absent: the time of the write */
  at?: Date;
}
const stepArrays = (steps: PassedStep[]) => [steps.map((x) => x.stage), steps.map((x) => x.progress), steps.map((x) => (x.at ?? new Date()).toISOString())];

/** What a processing run needs to know about its attachment. */
export interface RunTarget {
  id: number;
  org_id: number;
  chat_id: number;
  file_type: string;
  blob_key: string;
  struct_version_id: number | null;
  target_language: string;
  processing_run: number;
  /** the attachment's progress when the run started */
  processing_progress: number;
  /** the batch of the document, null for chat uploads */
  batch_id: number | null;
}

/** The translation outcome a completing run stores (absent when none was asked). */
export interface TranslationOutput {
  targetLanguage: string;
  status: 'completed' | 'unavailable' | 'failed';
  reason: string | null;
  pages: { number: number; text: string }[];
}

/** The debit a run makes once its page count is known (see `recognised`). */
export interface RunDebit {
  orgId: number;
  /** credits to debit; 0 debits nothing */
  amount: number;
  reason: string;
  /** idempotency key: a second debit with the same key pays nothing */
  key: string;
}

/** What `recognised` found: the run superseded (nothing written), or the debit's outcome and the balance before it. */
export type RecognisedOutcome = { current: false } | { current: true; debit: DebitOutcome | 'free'; balance: number };

/** A chunk as written: the chunker's output. */
export type ChunkRow = Chunk;

/**
 * SQL of processing runs. Every write is fenced by the run number taken at the start of the run:
 * it only applies while `processing_run` still equals that number and the attachment is pending,
 * so a stale worker's late writes change nothing. Each change appends a progress event in the same
 * transaction. Call the writers inside a transaction.
 */
export function processingRepo(db: Queryable) {
  const events = attachmentEventsRepo(db);
  return {
    /** Starts a new run of a pending attachment: takes the next run number; null when not pending (nothing to do). */
    async beginRun(attachmentId: number): Promise<RunTarget | null> {
      // the update and its progress event in one statement (one round trip)
      const r = await db.query<RunTarget>(
        updateWithEvent(
          `UPDATE attachments SET processing_run = processing_run + 1, processing_stage = 'detecting',
             processing_progress = GREATEST(processing_progress, 2), updated_at = now()
           WHERE id = $1 AND processing_status = 'pending' RETURNING *`,
          'SELECT id, org_id, chat_id, file_type, blob_key, struct_version_id, target_language, processing_run, processing_progress, batch_id FROM u',
        ),
        [attachmentId],
      );
      return r.rows[0] ?? null;
    },

    /**
     * Writes one recognised page of a run (its JSON text as recognition produced it), while the run
     * is current; false (nothing written) when it was superseded. The pages stay invisible to
     * readers until `complete` switches the attachment's document to this run.
     */
    async writePage(attachmentId: number, run: number, number: number, pageJson: string): Promise<boolean> {
      const r = await db.query(
        `INSERT INTO attachment_pages (attachment_id, org_id, run, number, page)
         SELECT id, org_id, $2, $3, $4::jsonb FROM attachments WHERE id = $1 AND processing_run = $2 AND processing_status = 'pending'
         ON CONFLICT (attachment_id, run, number) DO UPDATE SET page = EXCLUDED.page`,
        [attachmentId, run, number, pageJson],
      );
      return (r.rowCount ?? 0) > 0;
    },

    /** Up to `limit` pages a run wrote, in page order, after page number `after` (read them in batches). */
    async runPages<P>(attachmentId: number, run: number, after: number, limit: number): Promise<P[]> {
      const r = await db.query<{ page: P }>(
        `SELECT page FROM attachment_pages WHERE attachment_id = $1 AND run = $2 AND number > $3 ORDER BY number LIMIT $4`,
        [attachmentId, run, after, limit],
      );
      return r.rows.map((x) => x.page);
    },

    /**
     * Deletes the pages of runs older than `run` that no document shows (left by a run that failed,
     * was superseded or whose worker died), and those of `run` itself when `andRun` is set (a run
     * that failed): the stored document's pages are never touched.
     */
    async discardHiddenPages(attachmentId: number, run: number, andRun = false): Promise<void> {
      await db.query(
        `DELETE FROM attachment_pages p WHERE p.attachment_id = $1 AND (p.run < $2 OR ($3::boolean AND p.run = $2))
           AND NOT EXISTS (SELECT 1 FROM attachment_documents d WHERE d.attachment_id = $1 AND d.run = p.run)`,
        [attachmentId, run, andRun],
      );
    },

    /** Records progress of a run (progress never goes down); false when the run was superseded. */
    async progress(attachmentId: number, run: number, stage: string, progress: number, pageCount?: number): Promise<boolean> {
      // the update and its progress event in one statement: atomic without a transaction, one round trip
      const r = await db.query(
        updateWithEvent(
          `UPDATE attachments SET processing_stage = $3, processing_progress = GREATEST(processing_progress, $4),
             page_count = COALESCE($5, page_count), updated_at = now()
           WHERE id = $1 AND processing_run = $2 AND processing_status = 'pending' RETURNING *`,
          'SELECT 1 FROM u',
        ),
        [attachmentId, run, stage, Math.max(0, Math.min(99, Math.round(progress))), pageCount ?? null],
      );
      return r.rows.length > 0;
    },

    /**
     * Records several stages a run passed through at once, in rising progress (each above the
     * attachment's progress so far): the attachment takes the last, and each stage gets its event in
     * order, in one statement; false when the run was superseded. For stages with no work between
     * them worth showing on its own.
     */
    async progressSteps(attachmentId: number, run: number, steps: PassedStep[]): Promise<boolean> {
      const pct = (p: number) => Math.max(0, Math.min(99, Math.round(p)));
      const last = steps[steps.length - 1];
      const r = await db.query(
        `WITH u AS (UPDATE attachments SET processing_stage = $3, processing_progress = GREATEST(processing_progress, $4), updated_at = now()
           WHERE id = $1 AND processing_run = $2 AND processing_status = 'pending' RETURNING *),
         ev AS (INSERT INTO attachment_events (org_id, chat_id, attachment_id, processing_status, processing_progress, processing_stage, created_at)
           SELECT u.org_id, u.chat_id, u.id, u.processing_status, s.progress, s.stage, ${stepTime('s.at')}
           FROM u CROSS JOIN unnest($5::text[], $6::int[], $7::text[]) WITH ORDINALITY AS s(stage, progress, at, n)
           WHERE s.n > 1 OR NOT EXISTS (
             SELECT 1 FROM (SELECT e.processing_status, e.processing_progress, e.processing_stage FROM attachment_events e
                            WHERE e.attachment_id = u.id ORDER BY e.id DESC LIMIT 1) l
             WHERE l.processing_status = u.processing_status AND l.processing_progress = s.progress AND l.processing_stage = s.stage)
           ORDER BY s.n)
         SELECT 1 FROM u`,
        [attachmentId, run, last.stage, pct(last.progress), ...stepArrays(steps.map((x) => ({ ...x, progress: pct(x.progress) })))],
      );
      return r.rows.length > 0;
    },

    /**
     * Records the end of recognition (stage, progress and page count, with its event, as `progress`)
     * and debits the run's charge once per key, in one statement: the update locks the attachment
     * row while the run is current, so the debit is made only by the current run. The balance never
     * goes below zero: without enough credits only the progress is written ('insufficient'). `pages`
     * are the run's recognised pages the caller held back instead of writing them one by one
     * (`writePage`); they are written in the same statement, only while the run is current. `before`
     * are steps of recognition not written yet (a run recognised in moments): their events come first.
     */
    async recognised(
      attachmentId: number,
      run: number,
      stage: string,
      progress: number,
      pageCount: number,
      debit: RunDebit,
      pages: { number: number; json: string }[] = [],
      before: PassedStep[] = [],
    ): Promise<RecognisedOutcome> {
      // pages held back by the caller are written with it (one JSON array of {number, page}); none when they were written one by one
      const held = pages.length === 0 ? null : `[${pages.map((p) => `{"number":${p.number},"page":${p.json}}`).join(',')}]`;
      const r = await db.query<{ current: boolean; seen: boolean; debited: boolean; balance: number | null }>(
        updateWithEvent(
          `UPDATE attachments SET processing_stage = $3, processing_progress = GREATEST(processing_progress, $4),
             page_count = $5, updated_at = now()
           WHERE id = $1 AND processing_run = $2 AND processing_status = 'pending' RETURNING *`,
          `SELECT EXISTS (SELECT 1 FROM u) AS current, EXISTS (SELECT 1 FROM seen) AS seen, EXISTS (SELECT 1 FROM d) AS debited,
             (SELECT credit_balance FROM organisations WHERE id = $6) AS balance`,
          `,
    seen AS (SELECT 1 FROM credit_ledger WHERE idempotency_key = $8 AND $7::int > 0),
    d AS (UPDATE organisations SET credit_balance = credit_balance - $7::int
          WHERE id = $6 AND $7::int > 0 AND credit_balance >= $7::int AND EXISTS (SELECT 1 FROM u) AND NOT EXISTS (SELECT 1 FROM seen)
          RETURNING id),
    l AS (INSERT INTO credit_ledger (org_id, amount, kind, reason, attachment_id, idempotency_key)
          SELECT $6, -$7::int, 'debit', $9, $1, $8 FROM d),
    pg AS (INSERT INTO attachment_pages (attachment_id, org_id, run, number, page)
           SELECT u.id, u.org_id, $2, p.number, p.page FROM u CROSS JOIN jsonb_to_recordset($10::jsonb) AS p(number int, page jsonb)
           ON CONFLICT (attachment_id, run, number) DO UPDATE SET page = EXCLUDED.page)`,
          ['$11', '$12', '$13'],
        ),
        [attachmentId, run, stage, Math.max(0, Math.min(99, Math.round(progress))), pageCount, debit.orgId, debit.amount, debit.key, debit.reason, held, ...stepArrays(before)],
      );
      const row = r.rows[0];
      if (!row?.current) return { current: false };
      const outcome: DebitOutcome | 'free' = debit.amount === 0 ? 'free' : row.seen ? 'already_debited' : row.debited ? 'debited' : 'insufficient';
      return { current: true, debit: outcome, balance: row.balance ?? 0 };
    },

    /**
     * Ends a run as failed with the reason in processing_stage (and its event); the attachment as
     * events describe it (with the endpoints subscribed to attachment.failed), null when superseded.
     */
    async fail(attachmentId: number, run: number, reason: string): Promise<AttachmentForEvent | null> {
      const r = await db.query<AttachmentForEvent>(
        updateWithEvent(
          `UPDATE attachments SET processing_status = 'failed', processing_stage = $3, updated_at = now()
           WHERE id = $1 AND processing_run = $2 AND processing_status = 'pending' RETURNING *`,
          `SELECT ${attachmentForEvent('u', 'c')}, ${subscribersOf('u', 'attachment.failed')} FROM u JOIN chats c ON c.id = u.chat_id`,
        ),
        [attachmentId, run, reason],
      );
      return r.rows[0] ?? null;
    },

    /** Fails a still-pending attachment whose job gave up without its worker (killed or timed out); fences out any straggler. */
    async abandon(attachmentId: number, reason: string): Promise<boolean> {
      const r = await db.query(
        `UPDATE attachments SET processing_status = 'failed', processing_stage = $2, processing_run = processing_run + 1, updated_at = now()
         WHERE id = $1 AND processing_status = 'pending'`,
        [attachmentId, reason],
      );
      if (r.rowCount === 0) return false;
      await events.appendCurrent(attachmentId);
      return true;
    },

    /**
     * Replaces the outputs of the attachment with this run's and marks it completed, all or nothing;
     * returns the attachment as events describe it, or null (and nothing written) when the run was
     * superseded. Four statements: hold the run and delete the previous outputs (with every other
     * run's pages); write the document, its chunks and translation; the caller's own rows; the
     * completion with its event. The run's pages were written page by page before (`writePage`):
     * the document row naming this run is what makes them visible, in the same transaction. The
     * attachment returned carries the endpoints subscribed to attachment.completed.
     */
    async complete(input: {
      attachmentId: number;
      orgId: number;
      run: number;
      processorDocumentId: string;
      pageCount: number;
      /** the document-level record without its pages (page count, format, languages) */
      document: unknown;
      plainText: string;
      chunks: ChunkRow[];
      extractionStructVersionId: number | null;
      translation?: TranslationOutput | null;
      beforeComplete?: (tx: Queryable) => Promise<void>;
      /** the final processing_stage (default `completed`) */
      finalStage?: string;
      /** stages passed since the last progress write (e.g. chunking and indexing of a short document): their events come before the completion's */
      before?: PassedStep[];
    }): Promise<AttachmentForEvent | null> {
      const { attachmentId: id, orgId, run } = input;
      // the row lock fences the run; the deletes apply only while it is held
      const held = await db.query(
        `WITH held AS (SELECT id FROM attachments WHERE id = $1 AND org_id = $2 AND processing_run = $3 AND processing_status = 'pending' FOR UPDATE),
           c AS (DELETE FROM attachment_chunks WHERE attachment_id = $1 AND EXISTS (SELECT 1 FROM held)),
           d AS (DELETE FROM attachment_documents WHERE attachment_id = $1 AND EXISTS (SELECT 1 FROM held)),
           t AS (DELETE FROM attachment_translations WHERE attachment_id = $1 AND EXISTS (SELECT 1 FROM held)),
           p AS (DELETE FROM attachment_pages WHERE attachment_id = $1 AND run <> $3 AND EXISTS (SELECT 1 FROM held))
         SELECT id FROM held`,
        [id, orgId, run],
      );
      if (held.rows.length === 0) return null;
      const chunkRows = (batch: ChunkRow[]) =>
        JSON.stringify(batch.map((c) => ({ seq: c.seq, page_start: c.pageStart, page_end: c.pageEnd, char_start: c.charStart, char_end: c.charEnd, heading: c.heading, text: c.text })));
      const insertChunks = `INSERT INTO attachment_chunks (org_id, attachment_id, run, seq, page_start, page_end, char_start, char_end, heading, text)
           SELECT $2, $1, $3, c.seq, c.page_start, c.page_end, c.char_start, c.char_end, c.heading, c.text
           FROM jsonb_to_recordset($4::jsonb) AS c(seq int, page_start int, page_end int, char_start int, char_end int, heading text, text text)`;
      // the document, the first chunks and the translation in one statement; batches keep each statement's size bounded
      const tr = input.translation ?? null;
      await db.query(
        `WITH doc AS (INSERT INTO attachment_documents (attachment_id, org_id, run, page_count, document, plain_text) VALUES ($1, $2, $3, $5, $6, $7)),
           tr AS (INSERT INTO attachment_translations (attachment_id, org_id, run, target_language, status, reason, pages)
                  SELECT $1, $2, $3, $9, $10, $11, $12::jsonb WHERE $8::boolean)
         ${insertChunks}`,
        [id, orgId, run, chunkRows(input.chunks.slice(0, 500)), input.pageCount, JSON.stringify(input.document), input.plainText,
          tr !== null, tr?.targetLanguage ?? null, tr?.status ?? null, tr?.reason ?? null, tr ? JSON.stringify(tr.pages) : null],
      );
      for (let i = 500; i < input.chunks.length; i += 500) {
        await db.query(insertChunks, [id, orgId, run, chunkRows(input.chunks.slice(i, i + 500))]);
      }
      await input.beforeComplete?.(db);
      // generic plan: planned for each run's values it cost twice its work (docs/dispatch.md)
      const done = await db.query<AttachmentForEvent>(
        GENERIC_PLAN +
        updateWithEvent(
          `UPDATE attachments SET processing_status = 'completed', processing_progress = 100, processing_stage = $5,
             page_count = $2, processor_document_id = $3,
             extraction_struct_version_id = COALESCE($4, extraction_struct_version_id), updated_at = now()
           WHERE id = $1 RETURNING *`,
          `SELECT ${attachmentForEvent('u', 'c')}, ${subscribersOf('u', 'attachment.completed')} FROM u JOIN chats c ON c.id = u.chat_id`,
          '',
          ['$6', '$7', '$8'],
        ),
        [id, input.pageCount, input.processorDocumentId, input.extractionStructVersionId, input.finalStage ?? 'completed', ...stepArrays(input.before ?? [])],
      );
      return done.rows[0];
    },

    /**
     * Re-opens a finished attachment for a new processing request: pending, progress 0, stage queued,
     * and a new run number (which also fences out anything older). Null when it is still pending.
     */
    async reopen(orgId: number, attachmentId: number): Promise<number | null> {
      const r = await db.query<{ processing_run: number }>(
        `UPDATE attachments SET processing_status = 'pending', processing_progress = 0, processing_stage = 'queued',
           processing_run = processing_run + 1, updated_at = now()
         WHERE id = $1 AND org_id = $2 AND processing_status <> 'pending' RETURNING processing_run`,
        [attachmentId, orgId],
      );
      const row = r.rows[0];
      if (!row) return null;
      await events.appendCurrent(attachmentId);
      return row.processing_run;
    },
  };
}
