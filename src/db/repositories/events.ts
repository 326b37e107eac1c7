import type { Queryable } from '../database.js';

/** An attachment as described in event payloads, with the user who uploaded it. */
export interface AttachmentForEvent {
  id: number;
  org_id: number;
  uploaded_by: number | null;
  /** null for a batch document (its chat is hidden) */
  chat_public_id: string | null;
  batch_id: number | null;
  file_name: string;
  file_type: string;
  processing_status: string;
  processing_stage: string;
  page_count: number;
  extraction_struct_version_id: number | null;
  processor_document_id: string | null;
  created_at: Date;
  /** the webhook endpoints subscribed to the event this row's write ends with, when that write read them (`subscribersOf`) */
  subscribers?: number[];
}

/**
 * The `subscribers` column of AttachmentForEvent: the enabled endpoints of attachment row `a`'s
 * organisation subscribed to `eventType` (a constant of EVENT_TYPES), as a JSON array of ids.
 */
export function subscribersOf(a: string, eventType: 'attachment.completed' | 'attachment.failed'): string {
  return `(SELECT COALESCE(json_agg(w.id ORDER BY w.id), '[]'::json) FROM webhook_endpoints w
     WHERE w.org_id = ${a}.org_id AND w.enabled AND '${eventType}' = ANY(w.event_types)) AS subscribers`;
}

/** The columns of AttachmentForEvent, read from attachment row `a` joined to its chat `c`. */
export function attachmentForEvent(a: string, c: string): string {
  return `${a}.id, ${a}.org_id, ${a}.uploaded_by, CASE WHEN ${c}.kind = 'chat' THEN ${c}.public_id END AS chat_public_id, ${a}.batch_id,
    ${a}.file_name, ${a}.file_type, ${a}.processing_status, ${a}.processing_stage, ${a}.page_count,
    CASE WHEN ${a}.batch_id IS NOT NULL THEN ${a}.extraction_struct_version_id END AS extraction_struct_version_id,
    ${a}.processor_document_id, ${a}.created_at`;
}

/** SQL the event publisher needs: the notification row and the attachment an event speaks of. */
export function eventsRepo(db: Queryable) {
  return {
    /**
     * Notifies `userId` (none when null) and returns the enabled endpoints of the organisation subscribed
     * to `kind`, in one statement.
     */
    async notifyAndSubscribers(orgId: number, userId: number | null, kind: string, message: string, data: unknown): Promise<{ id: number }[]> {
      const r = await db.query<{ id: number }>(
        `WITH n AS (INSERT INTO notifications (org_id, user_id, kind, message, data) SELECT $1, $2, $3, $4, $5::jsonb WHERE $2::bigint IS NOT NULL)
         SELECT id FROM webhook_endpoints WHERE org_id = $1 AND enabled AND $3 = ANY(event_types) ORDER BY id`,
        [orgId, userId, kind, message.slice(0, 1000), JSON.stringify(data)],
      );
      return r.rows;
    },
    async insertNotification(orgId: number, userId: number, kind: string, message: string, data: unknown): Promise<number> {
      const r = await db.query<{ id: number }>(
        `INSERT INTO notifications (org_id, user_id, kind, message, data) VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id`,
        [orgId, userId, kind, message.slice(0, 1000), JSON.stringify(data)],
      );
      return r.rows[0].id;
    },
    async attachment(attachmentId: number): Promise<AttachmentForEvent | null> {
      const r = await db.query<AttachmentForEvent>(`SELECT ${attachmentForEvent('a', 'c')} FROM attachments a JOIN chats c ON c.id = a.chat_id WHERE a.id = $1`, [attachmentId]);
      return r.rows[0] ?? null;
    },
  };
}
