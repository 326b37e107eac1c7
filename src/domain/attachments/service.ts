import type PgBoss from 'pg-boss';
import type { Database, Queryable } from '../../db/database.js';
import { attachmentsRepo, type AttachmentInChat, type AttachmentRow } from '../../db/repositories/attachments.js';
import { kbFilesRepo } from '../../db/repositories/kb-files.js';
import { tenancyRepo } from '../../db/repositories/tenancy.js';
import { errors } from '../../errors/catalogue.js';
import { processingQueue } from '../../jobs/names.js';
import { enqueueMany } from '../../jobs/registry.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { normaliseTargetLanguage } from './language.js';
import { parseStructVersionId } from './pinning.js';
import { stageFiles, type Skipped, type Staging } from './staging.js';

/** An attachment as seen from one chat (`is_linked` when its home is another chat). */
export type { AttachmentInChat };

export interface UploadResult {
  created: AttachmentInChat[];
  skipped_duplicates: Skipped[];
  skipped_unsupported: Skipped[];
}

export interface Pinning {
  structVersionId: number | null;
  targetLanguage: string;
}

/** Uploads into chats, attachment reads, links and knowledge-base copies. */
export function attachmentService(deps: { db: Database; boss: PgBoss; blobs: BlobStore; maxUploadBytes: number }) {
  const { db, boss, blobs } = deps;
  const repo = attachmentsRepo(db);

  async function digitalEnabled(orgId: number): Promise<boolean> {
    return (await tenancyRepo(db).orgById(orgId))?.digital_uploads_enabled ?? false;
  }

  return {
    /** Starts collecting the files of one request for an organisation. */
    async stage(orgId: number): Promise<Staging> {
      return stageFiles(blobs, { maxBytes: deps.maxUploadBytes, digitalEnabled: await digitalEnabled(orgId) });
    },

    /**
     * The one check of struct_version_id (as a form's text or a JSON number) and target_language; 400
     * when the version is not an integer >= 1, not pinnable by the organisation, or the code invalid.
     */
    async resolvePinning(orgId: number, input: { structVersionId?: string | number | null; targetLanguage?: string | null }): Promise<Pinning> {
      const targetLanguage = normaliseTargetLanguage(input.targetLanguage ?? '');
      if (targetLanguage === null) throw errors.invalidTargetLanguage();
      let structVersionId = parseStructVersionId(input.structVersionId);
      if (structVersionId !== null) {
        structVersionId = await repo.pinnableStructVersion(orgId, structVersionId);
        if (structVersionId === null) throw errors.invalidStructVersion();
      }
      return { structVersionId, targetLanguage };
    },

    /**
     * Writes the staged files as attachments of the chat and their processing jobs in one transaction.
     * Bytes the chat already holds lose on the unique constraint and are reported as duplicates; their
     * blobs, and every blob when the transaction fails, are deleted.
     */
    async commitToChat(
      s: Staging,
      ctx: { orgId: number; chatId: number; userId: number | null; pinning: Pinning; batchId?: number | null; inTransaction?: (tx: Queryable, created: AttachmentInChat[]) => Promise<void> },
    ): Promise<UploadResult> {
      const created: AttachmentInChat[] = [];
      const duplicates: Skipped[] = [...s.skippedDuplicates];
      const losers: string[] = [];
      try {
        await db.transaction(async (tx) => {
          const txRepo = attachmentsRepo(tx);
          created.length = 0;
          duplicates.length = s.skippedDuplicates.length;
          losers.length = 0;
          const jobs: { name: string; payload: object }[] = [];
          // one statement for every file: the duplicate checks, the rows and their first progress events
          const rows = await txRepo.insertNewWithEvents(
            { orgId: ctx.orgId, chatId: ctx.chatId, uploadedBy: ctx.userId, structVersionId: ctx.pinning.structVersionId, targetLanguage: ctx.pinning.targetLanguage, batchId: ctx.batchId ?? null },
            s.staged.map((f) => ({ fileName: f.fileName, fileType: f.format, mimeType: f.mime, sha256: f.sha256, sizeBytes: f.size, blobKey: f.blobKey, kbFileId: f.kbFileId })),
          );
          s.staged.forEach((f, i) => {
            const row = rows[i];
            if (!row) {
              duplicates.push({ file_name: f.fileName, reason: 'duplicate' });
              losers.push(f.blobKey);
              return;
            }
            jobs.push({ name: processingQueue(f.format), payload: { attachment_id: row.id } });
            created.push({ ...row, is_linked: false });
          });
          // the processing jobs of every file in one statement, each queue announced once
          await enqueueMany(boss, tx, jobs);
          // the caller's own rows commit with the attachments, or nothing does
          await ctx.inTransaction?.(tx, created);
        });
      } catch (e) {
        await s.abort();
        throw e;
      }
      await Promise.all(losers.map((k) => blobs.delete(k).catch(() => undefined)));
      return { created, skipped_duplicates: duplicates, skipped_unsupported: s.skippedUnsupported };
    },

    /** Copies the user's chosen knowledge-base files into the chat (404 when one is not theirs). */
    async copyFromKb(ctx: { orgId: number; chatId: number; userId: number; kbFileIds: number[]; pinning: Pinning }): Promise<UploadResult> {
      const ids = [...new Set(ctx.kbFileIds)];
      const rows = await kbFilesRepo(db).byIds(ctx.orgId, ctx.userId, ids);
      if (rows.length !== ids.length) throw errors.notFound('knowledge-base file');
      const byId = new Map(rows.map((r) => [r.id, r]));
      const s = await this.stage(ctx.orgId);
      try {
        for (const id of ctx.kbFileIds) {
          const kb = byId.get(id)!;
          await s.addStream(kb.file_name, await blobs.stream(kb.blob_key), kb.id);
        }
      } catch (e) {
        await s.abort();
        throw e;
      }
      return this.commitToChat(s, { orgId: ctx.orgId, chatId: ctx.chatId, userId: ctx.userId, pinning: ctx.pinning });
    },

    list: (orgId: number, chatId: number, limit: number, offset: number, filter: { needsReview?: boolean } = {}) =>
      repo.listInChat(orgId, chatId, limit, offset, filter),

    /** A page of the attachments of the chat with this thread id, found with the chat in one query; 404 when there is no such chat. */
    async listInThread(orgId: number, threadId: string, limit: number, offset: number, filter: { needsReview?: boolean } = {}) {
      const r = await repo.listInThread(orgId, threadId, limit, offset, filter);
      if (!r) throw errors.notFound('chat');
      return r;
    },

    /** An attachment visible in the chat (home or linked), or a 404. */
    async get(orgId: number, chatId: number, id: number): Promise<AttachmentInChat> {
      const a = await repo.inChat(orgId, chatId, id);
      if (!a) throw errors.notFound('attachment');
      return a;
    },

    /** Removes the attachment from the chat: deletes it when the chat is its home, otherwise drops the link. */
    async remove(orgId: number, chatId: number, id: number): Promise<void> {
      const a = await this.get(orgId, chatId, id);
      if (a.is_linked) {
        await repo.unlink(orgId, chatId, id);
        return;
      }
      if (await repo.delete(orgId, id)) await blobs.delete(a.blob_key).catch(() => undefined);
    },

    /** The original bytes of an attachment visible in the chat. */
    async download(orgId: number, chatId: number, id: number) {
      const a = await this.get(orgId, chatId, id);
      return { attachment: a as AttachmentRow, stream: await blobs.stream(a.blob_key) };
    },

    /** Links an attachment of the organisation into another chat; `created` false when it was already there. */
    async link(orgId: number, chatId: number, attachmentId: number): Promise<{ attachment: AttachmentInChat; created: boolean }> {
      const existing = await repo.inChat(orgId, chatId, attachmentId);
      if (existing) return { attachment: existing, created: false };
      const a = await repo.byId(orgId, attachmentId);
      if (!a) throw errors.notFound('attachment');
      if (await repo.chatHoldsBytes(orgId, chatId, a.sha256)) {
        throw errors.conflict('duplicate', 'the chat already holds a document with the same bytes');
      }
      await repo.link(orgId, chatId, attachmentId);
      return { attachment: { ...a, is_linked: true }, created: true };
    },
  };
}

export type AttachmentService = ReturnType<typeof attachmentService>;
