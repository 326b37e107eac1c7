import type { Database } from '../../db/database.js';
import { attachmentsRepo, type AttachmentRow } from '../../db/repositories/attachments.js';
import { batchesRepo } from '../../db/repositories/batches.js';
import { chatsRepo } from '../../db/repositories/chats.js';
import { ingestDocumentsRepo, type IngestDocumentRow } from '../../db/repositories/ingest-documents.js';
import { errors } from '../../errors/catalogue.js';
import type { AttachmentService, Pinning } from '../attachments/service.js';
import type { Staging } from '../attachments/staging.js';
import { newChatPublicId } from '../chats/service.js';

/** Title of the chat that receives a user's documents when the agent names no chat. */
export const INBOX_TITLE = 'Desktop ingest';

/** An ingested document with its attachment as seen from the chat it was sent to (null once deleted). */
export interface IngestedDocument extends IngestDocumentRow {
  attachment: (AttachmentRow & { is_linked: boolean }) | null;
}

/** A client idempotency key: 1-200 visible ASCII characters. */
export function validIdempotencyKey(k: unknown): k is string {
  return typeof k === 'string' && /^[\x21-\x7e]{1,200}$/.test(k);
}

/** Thrown inside the commit when another request took the key first: rolls back everything of this one. */
class KeyTaken extends Error {}
class InboxTaken extends Error {}

/**
 * Documents sent by desktop agents: one document per request, keyed by the client's idempotency key
 * (unique per user), through the chat upload's staging, checks and commit. A retry with the same key
 * answers the first result and writes nothing.
 */
export function ingestDocumentService(deps: { db: Database; attachments: AttachmentService }) {
  const { db, attachments } = deps;
  const repo = ingestDocumentsRepo(db);

  async function withAttachment(orgId: number, row: IngestDocumentRow): Promise<IngestedDocument> {
    const a = row.attachment_id === null ? null : await attachmentsRepo(db).byId(orgId, row.attachment_id);
    return { ...row, attachment: a ? { ...a, is_linked: a.chat_id !== row.chat_id } : null };
  }

  /** The user's inbox chat, made on first use (concurrent first uses agree on one). */
  async function inbox(orgId: number, userId: number): Promise<number> {
    const existing = await repo.inboxChat(orgId, userId);
    if (existing !== null) return existing;
    try {
      return await db.transaction(async (tx) => {
        const chat = await chatsRepo(tx).insert(orgId, newChatPublicId(), INBOX_TITLE, userId);
        if (!(await ingestDocumentsRepo(tx).setInbox(orgId, userId, chat.id))) throw new InboxTaken();
        return chat.id;
      });
    } catch (e) {
      if (!(e instanceof InboxTaken)) throw e;
      return (await repo.inboxChat(orgId, userId))!;
    }
  }

  /** The first result of the key, or 409 when this request differs from the first (other bytes, chat or batch). */
  async function replay(orgId: number, row: IngestDocumentRow, sha256: string | null, chatId: number | null): Promise<IngestedDocument> {
    if ((sha256 !== null && sha256 !== row.sha256) || (chatId !== null && chatId !== row.chat_id)) throw errors.idempotencyKeyReused();
    return withAttachment(orgId, row);
  }

  return {
    /**
     * Ingests the one staged document into the named chat, the named batch (with the batch's pinned
     * version or classification; a completed batch is processing again) or the user's inbox. Answers the stored
     * result and whether it is a replay of an earlier request with the same key. The staging is
     * always consumed: its blobs are removed whenever nothing new is stored.
     */
    async ingest(
      s: Staging,
      input: { orgId: number; userId: number; key: string; chatPublicId: string | null; batchId: number | null; pinning: () => Promise<Pinning> },
    ): Promise<{ document: IngestedDocument; replayed: boolean }> {
      const { orgId, userId, key } = input;
      const sha = s.staged[0]?.sha256 ?? null;
      let target: number;
      let pinning: Pinning;
      let batchId: number | null = null;
      try {
        let chatId: number | null = null;
        let batchPinning: Pinning | null = null;
        if (input.chatPublicId !== null) {
          const chat = await chatsRepo(db).byPublicId(orgId, input.chatPublicId);
          if (!chat) throw errors.notFound('chat');
          chatId = chat.id;
        } else if (input.batchId !== null) {
          const b = await batchesRepo(db).byId(orgId, input.batchId);
          if (!b) throw errors.notFound('batch');
          chatId = b.chat_id;
          batchId = b.id;
          batchPinning = { structVersionId: b.struct_version_id, targetLanguage: b.target_language };
        }
        const first = await repo.byKey(orgId, userId, key);
        if (first) {
          await s.abort();
          return { document: await replay(orgId, first, sha, chatId ?? (await repo.inboxChat(orgId, userId))), replayed: true };
        }
        const refused = s.skippedUnsupported[0];
        if (refused) throw errors.ingestFileRefused(refused.reason);
        target = chatId ?? (await inbox(orgId, userId));
        pinning = batchPinning ?? (await input.pinning());
      } catch (e) {
        await s.abort();
        throw e;
      }
      const f = s.staged[0];
      try {
        // commitToChat removes the staged blobs itself when its transaction fails
        await attachments.commitToChat(s, {
          orgId,
          chatId: target,
          userId,
          pinning,
          batchId,
          async inTransaction(tx, created) {
            if (batchId !== null && created.length > 0) await batchesRepo(tx).reopen(orgId, batchId);
            const r = ingestDocumentsRepo(tx);
            const attachmentId = created[0]?.id ?? (await r.attachmentWithBytes(orgId, target, f.sha256));
            const ok = await r.insert(orgId, userId, { key, chatId: target, attachmentId, outcome: created.length ? 'created' : 'duplicate', sha256: f.sha256, fileName: f.fileName });
            if (!ok) throw new KeyTaken();
          },
        });
      } catch (e) {
        if (!(e instanceof KeyTaken)) throw e;
        // a concurrent request with the same key committed first: its result is the answer
        return { document: await replay(orgId, (await repo.byKey(orgId, userId, key))!, f.sha256, target), replayed: true };
      }
      return { document: await withAttachment(orgId, (await repo.byKey(orgId, userId, key))!), replayed: false };
    },

    /** An ingested document of the user with its attachment's current state; 404 for others' and unknown ids. */
    async status(orgId: number, userId: number, id: number): Promise<IngestedDocument> {
      const row = await repo.byId(orgId, userId, id);
      if (!row) throw errors.notFound('ingested document');
      return withAttachment(orgId, row);
    },
  };
}

export type IngestDocumentService = ReturnType<typeof ingestDocumentService>;
