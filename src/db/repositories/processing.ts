import type { Chunk } from '../../pipeline/chunk.js';
import type { Queryable } from '../database.js';
import { attachmentEventsRepo, stepTime, updateWithEvent } from './attachment-events.js';
import type { DebitOutcome } from './credits.js';
import { attachmentForEvent, subscribersOf, type AttachmentForEvent } from './events.js';
import { runCompletion, stepArrays, type PassedStep } from './run-completion.js';

export type { Completion, PassedStep, TranslationOutput } from './run-completion.js';

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
  /** the user who uploaded it (notified when it ends), null for uploads with an API key */
  uploaded_by: number | null;
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
    ...runCompletion(db),
    /** Starts a new run of a pending attachment: takes the next run number; null when not pending (nothing to do). */
    async beginRun(attachmentId: number): Promise<RunTarget | null> {
      // the update and its progress event in one statement (one round trip)
      const r = await db.query<RunTarget>(
        updateWithEvent(
          `UPDATE attachments SET processing_run = processing_run + 1, processing_stage = 'detecting',
             processing_progress = GREATEST(processing_progress, 2), updated_at = now()
           WHERE id = $1 AND processing_status = 'pending' RETURNING *`,
          'SELECT id, org_id, chat_id, file_type, blob_key, struct_version_id, target_language, processing_run, processing_progress, batch_id, uploaded_by FROM u',
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
