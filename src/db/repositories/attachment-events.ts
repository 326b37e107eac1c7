import type { Queryable } from '../database.js';

export interface AttachmentEventRow {
  id: number;
  org_id: number;
  chat_id: number;
  attachment_id: number;
  processing_status: string;
  processing_progress: number;
  processing_stage: string;
  created_at: Date;
}

/**
 * One statement that runs `update` (an UPDATE of one attachment ending in `RETURNING *`) and appends
 * the event `appendCurrent` would append after it; its rows are the updated attachment's (none when
 * the update matched nothing), or those of `select` over `u`. Saves the separate round trip of appending.
 * `more` adds further common table expressions after the event's (`, name AS (...)`), for writes
 * that belong in the same statement (they see `u`). `before` names three parameters (a text[] of
 * stages, an int[] of progress and a text[] of the times they were reached, e.g. `['$11', '$12',
 * '$13']`) holding steps the run passed through while pending before this update: their events are
 * appended first, in order (the first one unless the latest event says the same; the caller keeps
 * consecutive steps distinct, and the last one distinct from the state the update leaves), each
 * with the time it was reached (see `stepTime`).
 */
/**
 * SQL for the time of a step written after it was reached (`at`, an ISO text the caller took when
 * the run reached it): never after the statement's own time nor before the attachment's latest
 * event, so a run's events stay in time order whatever the clocks of the service and the database
 * (`u` is the attachment being written).
 */
export function stepTime(at: string): string {
  return `GREATEST(LEAST(${at}::timestamptz, now()), (SELECT e.created_at FROM attachment_events e WHERE e.attachment_id = u.id ORDER BY e.id DESC LIMIT 1))`;
}

export function updateWithEvent(update: string, select = 'SELECT u.* FROM u', more = '', before?: [string, string, string]): string {
  const latestSays = (s: string) => `EXISTS (
        SELECT 1 FROM (SELECT e.processing_status, e.processing_progress, e.processing_stage FROM attachment_events e
                       WHERE e.attachment_id = u.id ORDER BY e.id DESC LIMIT 1) l
        WHERE l.processing_status = ${s}.processing_status AND l.processing_progress = ${s}.processing_progress
          AND l.processing_stage = ${s}.processing_stage)`;
  const ev = before
    ? `ev AS (INSERT INTO attachment_events (org_id, chat_id, attachment_id, processing_status, processing_progress, processing_stage, created_at)
      SELECT u.org_id, u.chat_id, u.id, s.processing_status, s.processing_progress, s.processing_stage, s.at
      FROM u CROSS JOIN LATERAL (
        SELECT 'pending'::text AS processing_status, x.progress AS processing_progress, x.stage AS processing_stage, x.n, ${stepTime('x.at')} AS at
        FROM unnest(${before[0]}::text[], ${before[1]}::int[], ${before[2]}::text[]) WITH ORDINALITY AS x(stage, progress, at, n)
        UNION ALL SELECT u.processing_status::text, u.processing_progress, u.processing_stage, 1 + cardinality(${before[0]}::text[]), now()) s
      WHERE s.n > 1 OR NOT ${latestSays('s')}
      ORDER BY s.n)`
    : `ev AS (INSERT INTO attachment_events (org_id, chat_id, attachment_id, processing_status, processing_progress, processing_stage)
      SELECT u.org_id, u.chat_id, u.id, u.processing_status, u.processing_progress, u.processing_stage FROM u
      WHERE NOT ${latestSays('u')})`;
  return `WITH u AS (${update}),
    ${ev}${more}
    ${select}`;
}

/** SQL for processing progress events (the source of the SSE streams). */
export function attachmentEventsRepo(db: Queryable) {
  return {
    /**
     * Appends an event with the attachment's current status/progress/stage, unless the attachment's
     * latest event already says exactly that (a stream never shows the same state twice in a row).
     */
    async appendCurrent(attachmentId: number): Promise<void> {
      await db.query(
        `INSERT INTO attachment_events (org_id, chat_id, attachment_id, processing_status, processing_progress, processing_stage)
         SELECT a.org_id, a.chat_id, a.id, a.processing_status, a.processing_progress, a.processing_stage FROM attachments a
         WHERE a.id = $1 AND NOT EXISTS (
           SELECT 1 FROM (SELECT processing_status, processing_progress, processing_stage FROM attachment_events
                          WHERE attachment_id = $1 ORDER BY id DESC LIMIT 1) l
           WHERE l.processing_status = a.processing_status AND l.processing_progress = a.processing_progress
             AND l.processing_stage = a.processing_stage)`,
        [attachmentId],
      );
    },
    /** Events of one attachment after an event id, oldest first. */
    async forAttachmentSince(orgId: number, attachmentId: number, afterId: number, limit = 100): Promise<AttachmentEventRow[]> {
      return (
        await db.query<AttachmentEventRow>(
          `SELECT * FROM attachment_events WHERE org_id = $1 AND attachment_id = $2 AND id > $3 ORDER BY id LIMIT $4`,
          [orgId, attachmentId, afterId, limit],
        )
      ).rows;
    },
    /** Events of every attachment homed in a chat after an event id, oldest first. */
    async forChatSince(orgId: number, chatId: number, afterId: number, limit = 100): Promise<AttachmentEventRow[]> {
      return (
        await db.query<AttachmentEventRow>(
          // two index walks in id order (the chat's own events, then those of documents linked into it), merged
          `SELECT * FROM (
             (SELECT e.* FROM attachment_events e WHERE e.chat_id = $2 AND e.org_id = $1 AND e.id > $3 ORDER BY e.id LIMIT $4)
             UNION ALL
             (SELECT e.* FROM chat_attachment_links l JOIN attachment_events e ON e.attachment_id = l.attachment_id AND e.org_id = $1
               WHERE l.chat_id = $2 AND l.org_id = $1 AND e.chat_id <> $2 AND e.id > $3 ORDER BY e.id LIMIT $4)
           ) x ORDER BY id LIMIT $4`,
          [orgId, chatId, afterId, limit],
        )
      ).rows;
    },
  };
}
