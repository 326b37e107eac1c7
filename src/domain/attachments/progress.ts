import type { Database } from '../../db/database.js';
import { attachmentEventsRepo, type AttachmentEventRow } from '../../db/repositories/attachment-events.js';
import { attachmentsRepo } from '../../db/repositories/attachments.js';

/** A stored progress event. */
export type ProgressEvent = AttachmentEventRow;

/** The data of one progress event as streamed to clients. */
export function progressData(e: AttachmentEventRow) {
  return {
    attachment_id: e.attachment_id,
    processing_status: e.processing_status,
    processing_progress: e.processing_progress,
    processing_stage: e.processing_stage,
  };
}

export const TERMINAL = new Set(['completed', 'failed']);

/** Reads progress events from the database, so streams work whichever process runs the worker. */
export function progressService(db: Database) {
  const events = attachmentEventsRepo(db);
  return {
    forAttachmentSince: (orgId: number, attachmentId: number, afterId: number) => events.forAttachmentSince(orgId, attachmentId, afterId),
    forChatSince: (orgId: number, chatId: number, afterId: number) => events.forChatSince(orgId, chatId, afterId),
    /** The attachment's current status (null when it is gone). */
    async currentStatus(orgId: number, attachmentId: number): Promise<string | null> {
      return (await attachmentsRepo(db).byId(orgId, attachmentId))?.processing_status ?? null;
    },
  };
}

export type ProgressService = ReturnType<typeof progressService>;
