import type { Database } from '../../db/database.js';
import { extractionRepo, type ExtractionResultRow } from '../../db/repositories/extraction.js';
import { errors } from '../../errors/catalogue.js';
import { exportCsv, type ExportRow } from './csv.js';
import { exportXlsx } from './xlsx.js';
import type { ReviewedView } from './reviewed.js';
import { loadView, viewOf } from './view.js';
import type { ChatRef } from '../chats/ref.js';

/** The public shape of one attachment's result: reviewed values served, machine values kept beside them. */
export function presentResult(r: ExtractionResultRow, view: ReviewedView) {
  return {
    attachment_id: r.attachment_id,
    struct_version_id: r.struct_version_id,
    extractor: r.extractor,
    data: view.data,
    fields: view.fields,
    problems: view.problems,
    dropped: r.dropped,
    reviewed: view.reviewed,
    reviewed_at: view.reviewed_at,
    reviewed_by: view.reviewed_by,
    needs_review: view.needs_review,
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
  /** A chat's results with their reviewed views, oldest attachment first. */
  async function chatResults(orgId: number, threadId: string) {
    return resultsOfChat(orgId, await chatId(orgId, threadId));
  }
  /** The results of a chat (or a batch's documents) by its internal id. */
  async function resultsOfChat(orgId: number, id: number) {
    const rows = await repo.resultsForChat(orgId, id, opts.maxExportRows);
    const ids = rows.map((r) => r.attachment_id);
    const reviews = await repo.reviewsFor(orgId, ids);
    const marks = new Map((await repo.marksFor(orgId, ids)).map((m) => [m.attachment_id, m]));
    return rows.map((r) => {
      const version = r.struct_version_id === null ? null : { schema_json: r.schema_json, review_threshold: r.review_threshold };
      const view = viewOf(r, version, reviews.filter((x) => x.attachment_id === r.attachment_id), marks.get(r.attachment_id) ?? null);
      return { row: r, view };
    });
  }
  return {
    /**
     * The attachment's current result. 404 `not_found` for an unknown or other-tenant chat or
     * attachment; 409 `extraction_pending` while a pinned extraction has not run yet; 404
     * `extraction_not_found` when there is none (no version pinned, or processing failed).
     */
    async get(orgId: number, chat: ChatRef, attachmentId: number) {
      const cid = typeof chat === 'string' ? await chatId(orgId, chat) : chat.chatId;
      const a = await repo.attachmentInChat(orgId, cid, attachmentId);
      if (!a) throw errors.notFound('attachment');
      const r = await repo.resultFor(orgId, attachmentId);
      if (r) return presentResult(r, await loadView(db, orgId, r));
      // a batch document (read through its batch) may still be classified into a version
      if ((a.struct_version_id !== null || typeof chat !== 'string') && a.processing_status === 'pending') throw errors.extractionPending();
      throw errors.extractionNotFound();
    },
    /** Every result of a chat's attachments, oldest attachment first (at most maxExportRows). */
    async exportJson(orgId: number, threadId: string) {
      const results = await chatResults(orgId, threadId);
      return { thread_id: threadId, count: results.length, results: results.map(({ row, view }) => ({ ...presentResult(row, view), file_name: row.file_name })) };
    },
    /** The same results as CSV text. */
    async exportCsv(orgId: number, threadId: string): Promise<string> {
      return exportCsv(exportRows(await chatResults(orgId, threadId)));
    },
    /** The same results as an XLSX workbook. */
    async exportXlsx(orgId: number, threadId: string): Promise<Buffer> {
      return exportXlsx(exportRows(await chatResults(orgId, threadId)));
    },
    /** Exports of the documents held by a chat given by internal id (a batch's); the caller checked the tenant. */
    byChatId: {
      json: async (orgId: number, id: number) =>
        (await resultsOfChat(orgId, id)).map(({ row, view }) => ({ ...presentResult(row, view), file_name: row.file_name })),
      csv: async (orgId: number, id: number) => exportCsv(exportRows(await resultsOfChat(orgId, id))),
      xlsx: async (orgId: number, id: number) => exportXlsx(exportRows(await resultsOfChat(orgId, id))),
    },
  };
}

/** The rows the CSV and XLSX exports are made of. */
function exportRows(results: { row: import('../../db/repositories/extraction.js').ExtractionResultRow & { file_name: string; schema_json: unknown }; view: ReviewedView }[]): ExportRow[] {
  return results.map(({ row, view }) => ({
          attachment_id: row.attachment_id,
          file_name: row.file_name,
          struct_version_id: row.struct_version_id,
          extractor: row.extractor,
          data: view.data,
          problems: view.problems,
          schema_json: row.schema_json,
          needs_review: view.needs_review,
          reviewed_fields: view.fields.filter((f) => f.reviewed).map((f) => f.path),
        }));
}
