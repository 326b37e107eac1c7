import type { Database } from '../../db/database.js';
import { extractionRepo, type ExtractionResultRow } from '../../db/repositories/extraction.js';
import { errors } from '../../errors/catalogue.js';
import { exportCsv } from './csv.js';

/** The public shape of one attachment's result. */
export function presentResult(r: ExtractionResultRow) {
  return {
    attachment_id: r.attachment_id,
    struct_version_id: r.struct_version_id,
    extractor: r.extractor,
    data: r.data,
    fields: r.fields,
    problems: r.problems,
    dropped: r.dropped,
    created_at: new Date(r.created_at).toISOString(),
  };
}

/** Reading and exporting extraction results, scoped to the caller's organisation. */
export function extractionResultsService(db: Database, opts: { maxExportRows: number }) {
  const repo = extractionRepo(db);
  async function chatId(orgId: number, threadId: string): Promise<number> {
    const id = await repo.chatIdForThread(orgId, threadId);
    if (id === null) throw errors.notFound('chat');
    return id;
  }
  return {
    /**
     * The attachment's current result. 404 `not_found` for an unknown or other-tenant chat or
     * attachment; 409 `extraction_pending` while a pinned extraction has not run yet; 404
     * `extraction_not_found` when there is none (no version pinned, or processing failed).
     */
    async get(orgId: number, threadId: string, attachmentId: number) {
      const cid = await chatId(orgId, threadId);
      const a = await repo.attachmentInChat(orgId, cid, attachmentId);
      if (!a) throw errors.notFound('attachment');
      const r = await repo.resultFor(orgId, attachmentId);
      if (r) return presentResult(r);
      if (a.struct_version_id !== null && a.processing_status === 'pending') throw errors.extractionPending();
      throw errors.extractionNotFound();
    },
    /** Every result of a chat's attachments, oldest attachment first (at most maxExportRows). */
    async exportJson(orgId: number, threadId: string) {
      const rows = await repo.resultsForChat(orgId, await chatId(orgId, threadId), opts.maxExportRows);
      return { thread_id: threadId, count: rows.length, results: rows.map((r) => ({ ...presentResult(r), file_name: r.file_name })) };
    },
    /** The same results as CSV text. */
    async exportCsv(orgId: number, threadId: string): Promise<string> {
      const rows = await repo.resultsForChat(orgId, await chatId(orgId, threadId), opts.maxExportRows);
      return exportCsv(rows);
    },
  };
}
