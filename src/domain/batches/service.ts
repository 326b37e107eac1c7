import type { Database } from '../../db/database.js';
import { batchesRepo, type BatchRow } from '../../db/repositories/batches.js';
import { chatsRepo } from '../../db/repositories/chats.js';
import { classificationsRepo, type ClassificationRow } from '../../db/repositories/classifications.js';
import type { AttachmentInChat } from '../../db/repositories/attachments.js';
import { errors } from '../../errors/catalogue.js';
import type { BlobStore } from '../../storage/blob-store.js';
import type { AttachmentService, UploadResult } from '../attachments/service.js';
import type { Staging } from '../attachments/staging.js';
import { newChatPublicId } from '../chats/service.js';
import type { BatchHooks } from './hooks.js';
import type { ChatRef } from '../chats/ref.js';

/** A batch document with its classification (null when none was made). */
/** A batch as the domain hands it out, with its counts by state. */
export type Batch = BatchRow;
export type BatchDocument = AttachmentInChat & { classification: ClassificationRow | null };

/** Runs a hook; what it throws is ignored, since the state change it reports has committed already. */
async function safely(hook: () => Promise<void> | undefined): Promise<void> {
  try {
    await hook();
  } catch {
    // a failing listener must not undo or fail the processing that reported to it
  }
}

/** Batches: many documents with one pinned struct version or classification; org-scoped. */
export function batchService(deps: { db: Database; blobs: BlobStore; attachments: AttachmentService; hooks?: BatchHooks }) {
  const { db, blobs, attachments } = deps;
  const repo = batchesRepo(db);
  const hooks = deps.hooks ?? {};

  async function completed(orgId: number, batchId: number) {
    if (!(await repo.completeIfDone(orgId, batchId))) return;
    const b = await repo.byId(orgId, batchId);
    await safely(() => hooks.onBatchCompleted?.({ orgId, batchId, createdBy: b?.created_by ?? null }));
  }

  async function get(orgId: number, id: number): Promise<BatchRow> {
    const b = await repo.byId(orgId, id);
    if (!b) throw errors.notFound('batch');
    return b;
  }

  return {
    get,
    list: (orgId: number, limit: number, offset: number) => repo.list(orgId, limit, offset),

    /**
     * Creates a batch from staged files: the pin fields are checked first (400, staged blobs
     * removed), then the batch and its documents are written; when writing the documents fails
     * the batch is removed again. A batch whose files were all skipped is completed at once.
     */
    async create(
      ctx: { orgId: number; userId: number | null },
      staging: Staging,
      input: { name: string; structVersionId: string | number | null | undefined; targetLanguage: string },
    ): Promise<{ batch: BatchRow } & UploadResult> {
      let pinning;
      try {
        pinning = await attachments.resolvePinning(ctx.orgId, { structVersionId: input.structVersionId, targetLanguage: input.targetLanguage });
      } catch (e) {
        await staging.abort();
        throw e;
      }
      let ids: { batchId: number; chatId: number };
      try {
        ids = await db.transaction(async (tx) => {
          const chat = await chatsRepo(tx).insertForBatch(ctx.orgId, newChatPublicId(), ctx.userId);
          const b = await batchesRepo(tx).insert({
            orgId: ctx.orgId,
            chatId: chat.id,
            createdBy: ctx.userId,
            name: input.name,
            structVersionId: pinning.structVersionId,
            targetLanguage: pinning.targetLanguage,
          });
          return { batchId: b.id, chatId: chat.id };
        });
      } catch (e) {
        await staging.abort();
        throw e;
      }
      let r: UploadResult;
      try {
        r = await attachments.commitToChat(staging, { orgId: ctx.orgId, chatId: ids.chatId, userId: ctx.userId, pinning, batchId: ids.batchId });
      } catch (e) {
        await db.transaction((tx) => batchesRepo(tx).delete(ctx.orgId, ids.batchId)).catch(() => undefined);
        throw e;
      }
      if (r.created.length === 0) await completed(ctx.orgId, ids.batchId);
      return { batch: await get(ctx.orgId, ids.batchId), ...r };
    },

    /** Deletes the batch with its documents and their files. */
    async delete(orgId: number, id: number): Promise<void> {
      const r = await db.transaction((tx) => batchesRepo(tx).delete(orgId, id));
      if (!r.deleted) throw errors.notFound('batch');
      await Promise.all(r.blobKeys.map((k) => blobs.delete(k).catch(() => undefined)));
    },

    /** A page of the batch's documents with their classifications. */
    async documents(orgId: number, id: number, limit: number, offset: number): Promise<{ count: number; rows: BatchDocument[] }> {
      await get(orgId, id);
      const r = await repo.documents(orgId, id, limit, offset);
      const cls = new Map((await classificationsRepo(db).forAttachments(orgId, r.rows.map((a) => a.id))).map((c) => [c.attachment_id, c]));
      return { count: r.count, rows: r.rows.map((a) => ({ ...a, classification: cls.get(a.id) ?? null })) };
    },

    /** One document of the batch with its classification; 404 for an unknown batch or a document of another. */
    async document(orgId: number, batchId: number, id: number): Promise<BatchDocument> {
      await get(orgId, batchId);
      const a = await repo.document(orgId, batchId, id);
      if (!a) throw errors.notFound('attachment');
      const [c] = await classificationsRepo(db).forAttachments(orgId, [a.id]);
      return { ...a, classification: c ?? null };
    },

    /** Where the batch's documents are read from (its hidden chat); 404 for an unknown or other-tenant batch. */
    async chatRef(orgId: number, batchId: number): Promise<ChatRef> {
      return { chatId: (await get(orgId, batchId)).chat_id };
    },

    /**
     * Called by processing when a document finished: tells the hooks, and completes its batch
     * when it was the last pending one. Documents of no batch are ignored. `known` is the document as
     * the caller already read it (its batch is then not looked up).
     */
    async documentFinished(
      attachmentId: number,
      outcome: 'completed' | 'failed',
      known?: { org_id: number; batch_id: number | null; uploaded_by: number | null },
    ): Promise<void> {
      const a = known ? (known.batch_id === null ? null : { ...known, batch_id: known.batch_id }) : await repo.ofAttachment(attachmentId);
      if (!a) return;
      await safely(() => hooks.onBatchDocumentFinished?.({ orgId: a.org_id, batchId: a.batch_id, attachmentId, outcome, uploadedBy: a.uploaded_by }));
      await completed(a.org_id, a.batch_id);
    },
  };
}

export type BatchService = ReturnType<typeof batchService>;
