import type { Database } from '../../db/database.js';
import { kbFilesRepo, type KbFileRow } from '../../db/repositories/kb-files.js';
import { errors } from '../../errors/catalogue.js';
import type { BlobStore } from '../../storage/blob-store.js';
import type { Skipped, Staging } from '../attachments/staging.js';

/** A knowledge-base file as the area hands it out. */
export type KbFile = KbFileRow;

export interface KbUploadResult {
  created: KbFileRow[];
  skipped_duplicates: Skipped[];
  skipped_unsupported: Skipped[];
}

/** A user's own knowledge-base files: upload (staged like chat uploads), list, delete. */
export function kbService(db: Database, blobs: BlobStore) {
  const repo = kbFilesRepo(db);
  return {
    /** Writes staged files to the user's knowledge base; bytes the user already keeps are duplicates. */
    async commit(s: Staging, ctx: { orgId: number; userId: number }): Promise<KbUploadResult> {
      const created: KbFileRow[] = [];
      const duplicates: Skipped[] = [...s.skippedDuplicates];
      const losers: string[] = [];
      try {
        await db.transaction(async (tx) => {
          const txRepo = kbFilesRepo(tx);
          for (const f of s.staged) {
            const row = await txRepo.insertUnlessDuplicate({
              org_id: ctx.orgId,
              user_id: ctx.userId,
              file_name: f.fileName,
              file_type: f.format,
              sha256: f.sha256,
              size_bytes: f.size,
              blob_key: f.blobKey,
            });
            if (row) created.push(row);
            else {
              duplicates.push({ file_name: f.fileName, reason: 'duplicate' });
              losers.push(f.blobKey);
            }
          }
        });
      } catch (e) {
        await s.abort();
        throw e;
      }
      await Promise.all(losers.map((k) => blobs.delete(k).catch(() => undefined)));
      return { created, skipped_duplicates: duplicates, skipped_unsupported: s.skippedUnsupported };
    },
    list: (orgId: number, userId: number, limit: number, offset: number) => repo.list(orgId, userId, limit, offset),
    /** Deletes one of the user's files (404 for anyone else's); copies already in chats stay. */
    async delete(orgId: number, userId: number, id: number): Promise<void> {
      const row = await repo.delete(orgId, userId, id);
      if (!row) throw errors.notFound('knowledge-base file');
      await blobs.delete(row.blob_key).catch(() => undefined);
    },
  };
}

export type KbService = ReturnType<typeof kbService>;
