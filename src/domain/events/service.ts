import type PgBoss from 'pg-boss';
import type { Queryable } from '../../db/database.js';
import { eventsRepo, type AttachmentForEvent } from '../../db/repositories/events.js';
import { webhooksRepo } from '../../db/repositories/webhooks.js';
import { batchesRepo } from '../../db/repositories/batches.js';
import { QUEUES } from '../../jobs/names.js';
import { enqueue } from '../../jobs/registry.js';
import { newMessageId } from '../webhooks/signing.js';

/** The event types an endpoint may subscribe to. */
export const EVENT_TYPES = ['attachment.completed', 'attachment.failed', 'batch.completed', 'extraction.reviewed'] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** The ping sent by the test route; not subscribable, sent to the one endpoint tested. */
export const PING_EVENT = 'webhook.ping';

/** Who gets a notification for an event: a user of the organisation (none when null). */
export interface Notify {
  userId: number | null;
  message: string;
}

/** The JSON text of an event message: `{type, timestamp, data}` (the Standard Webhooks payload shape). */
export function eventBody(type: string, data: unknown, at: Date = new Date()): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data });
}

/** The attachment as described in event payloads. */
export function attachmentData(a: AttachmentForEvent) {
  return {
    attachment: {
      id: a.id,
      chat_id: a.chat_public_id,
      batch_id: a.batch_id,
      file_name: a.file_name,
      file_type: a.file_type,
      processing_status: a.processing_status,
      processing_stage: a.processing_stage,
      page_count: a.page_count,
      extraction_struct_version_id: a.extraction_struct_version_id,
      processor_document_id: a.processor_document_id,
      created_at: new Date(a.created_at).toISOString(),
    },
  };
}

/**
 * Publishing events: one call writes the notification and one webhook delivery (with its job) per
 * subscribed endpoint, inside the caller's transaction, so the event exists exactly when the change
 * it reports was committed.
 */
export function eventService(deps: { boss: PgBoss }) {
  /** Enqueues one delivery of a message to an endpoint (in `tx`). */
  async function enqueueDelivery(tx: Queryable, orgId: number, d: { endpointId: number; messageId: string; eventType: string; body: string; redeliveryOf?: number }) {
    const row = await webhooksRepo(tx).insertDelivery(orgId, d);
    await enqueue(deps.boss, tx, QUEUES.deliverWebhook, { delivery_id: row.id });
    return row;
  }

  /**
   * Publishes an event of the organisation in `tx`: notifies `notify.userId` (when given) and queues a
   * signed delivery to every enabled endpoint subscribed to `type` (`subscribers` when the caller read
   * them in `tx`). Returns the deliveries queued.
   */
  async function publish(tx: Queryable, orgId: number, type: EventType, data: Record<string, unknown>, notify?: Notify, subscribers?: number[]): Promise<number> {
    // the notification and the subscriber look-up are one statement; subscribers the caller's own
    // write read in the same transaction spare the look-up when nobody is notified
    const endpoints = notify && notify.userId !== null
      ? await eventsRepo(tx).notifyAndSubscribers(orgId, notify.userId, type, notify.message, data)
      : subscribers
        ? subscribers.map((id) => ({ id }))
        : await webhooksRepo(tx).subscribers(orgId, type);
    if (endpoints.length === 0) return 0;
    const body = eventBody(type, data);
    for (const e of endpoints) await enqueueDelivery(tx, orgId, { endpointId: e.id, messageId: newMessageId(), eventType: type, body });
    return endpoints.length;
  }

  /**
   * Publishes attachment.completed or attachment.failed for an attachment that just ended (in `tx`); its
   * uploader is notified. `row` is the attachment as the ending write returned it (read when absent).
   * Without an uploader and with no endpoint subscribed it writes nothing (completions rely on it:
   * ProcessorDeps.onFinished).
   */
  async function attachmentFinished(tx: Queryable, attachmentId: number, row?: AttachmentForEvent | null): Promise<void> {
    const a = row ?? (await eventsRepo(tx).attachment(attachmentId));
    if (!a || a.processing_status === 'pending') return;
    const completed = a.processing_status === 'completed';
    const message = completed ? `${a.file_name} finished processing` : `${a.file_name} could not be processed: ${a.processing_stage}`;
    await publish(tx, a.org_id, completed ? 'attachment.completed' : 'attachment.failed', attachmentData(a), { userId: a.uploaded_by, message }, a.subscribers);
  }

  /** Publishes extraction.reviewed for an attachment of the organisation (in `tx`). */
  async function extractionReviewed(tx: Queryable, orgId: number, attachmentId: number, review: { reviewedBy: number | null }): Promise<void> {
    const a = await eventsRepo(tx).attachment(attachmentId);
    if (!a || a.org_id !== orgId) return;
    await publish(tx, orgId, 'extraction.reviewed', { ...attachmentData(a), reviewed_by_user_id: review.reviewedBy });
  }

  /** Publishes batch.completed once every document of the batch has finished (in `tx`); its creator is notified. */
  async function batchCompleted(tx: Queryable, orgId: number, batchId: number): Promise<void> {
    const b = await batchesRepo(tx).byId(orgId, batchId);
    if (!b) return;
    const batch = {
      id: b.id,
      name: b.name,
      document_count: b.document_count,
      counts: { completed: b.completed_count, failed: b.failed_count, unclassified: b.unclassified_count },
      created_at: new Date(b.created_at).toISOString(),
      completed_at: b.completed_at ? new Date(b.completed_at).toISOString() : null,
    };
    const message = `batch ${b.name || b.id} finished: ${b.completed_count} completed, ${b.failed_count} failed`;
    await publish(tx, orgId, 'batch.completed', { batch }, { userId: b.created_by, message });
  }

  return { publish, enqueueDelivery, attachmentFinished, extractionReviewed, batchCompleted };
}

export type EventService = ReturnType<typeof eventService>;
