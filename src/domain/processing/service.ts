import type PgBoss from 'pg-boss';
import type { Database } from '../../db/database.js';
import { HIT_START, HIT_STOP, outputsRepo, type AttachmentView, type ChunkView } from '../../db/repositories/outputs.js';
import { processingRepo } from '../../db/repositories/processing.js';
import { AppError } from '../../errors/app-error.js';
import { errors } from '../../errors/catalogue.js';
import { processingQueue } from '../../jobs/names.js';
import { enqueue } from '../../jobs/registry.js';
import { withWords, type Page } from '../../pipeline/types.js';
import { searchQueryProblem } from './search-query.js';
import type { ChatRef } from '../chats/ref.js';

export interface ChatAttachmentView extends AttachmentView {
  is_linked: boolean;
}

export interface SearchHit {
  attachment_id: number;
  chat_id: string | null;
  batch_id: number | null;
  file_name: string;
  chunk_index: number;
  page: number;
  page_end: number;
  snippet: string;
  rank: number;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes a ts_headline snippet for HTML and turns its match markers into <mark> elements. */
export function renderSnippet(raw: string): string {
  return raw
    .replace(/[&<>"']/g, (c) => ESCAPES[c])
    .replace(/[\u0000-\u0001\u0004-\u0008\u000b-\u001f\u007f]/g, ' ')
    .split(HIT_START)
    .join('<mark>')
    .split(HIT_STOP)
    .join('</mark>');
}

function notReady(a: AttachmentView): AppError {
  return new AppError(409, 'not_processed', `the document has no recognised text yet (processing is ${a.processing_status})`);
}

/** Reading processing outputs (text, pages, chunks, search) and asking for a reprocess; org-scoped. */
export function processingService(db: Database, boss: PgBoss) {
  const repo = outputsRepo(db);

  /** The attachment seen from a chat of the organisation; 404 for unknown and other tenants alike. */
  async function inChat(orgId: number, chat: ChatRef, attachmentId: number): Promise<ChatAttachmentView> {
    const chatId = typeof chat === 'string' ? await repo.chatId(orgId, chat) : chat.chatId;
    if (chatId === null) throw errors.notFound('chat');
    const a = await repo.attachmentInChat(orgId, chatId, attachmentId);
    if (!a) throw errors.notFound('attachment');
    return { ...a, is_linked: a.chat_id !== chatId };
  }

  return {
    inChat,

    async text(orgId: number, chat: ChatRef, attachmentId: number) {
      const a = await inChat(orgId, chat, attachmentId);
      const t = await repo.plainText(orgId, a.id);
      if (!t) throw notReady(a);
      return { attachment_id: a.id, processor_document_id: a.processor_document_id, page_count: t.page_count, text: t.plain_text };
    },

    /**
     * The translation of a document: 404 when none was asked (or it was processed before translations
     * existed), 409 while the document is still being processed.
     */
    async translation(orgId: number, chat: ChatRef, attachmentId: number) {
      const a = await inChat(orgId, chat, attachmentId);
      if (a.target_language === '') throw errors.translationNotFound();
      const t = await repo.translation(orgId, a.id);
      if (!t) {
        if (a.processing_status === 'pending') throw errors.translationPending();
        throw errors.translationNotFound();
      }
      return {
        attachment_id: a.id,
        target_language: t.target_language,
        status: t.status,
        reason: t.reason,
        pages: t.pages,
        created_at: new Date(t.created_at).toISOString(),
      };
    },

    async pages(orgId: number, chat: ChatRef, attachmentId: number, limit: number, offset: number) {
      const a = await inChat(orgId, chat, attachmentId);
      const p = await repo.pages(orgId, a.id, limit, offset);
      if (!p) throw notReady(a);
      // text-layer lines are stored without their estimated word boxes: placed here
      return { count: p.count, pages: p.pages.map((x) => withWords(x as Page)) };
    },

    async chunks(orgId: number, chat: ChatRef, attachmentId: number, limit: number, offset: number): Promise<{ count: number; rows: ChunkView[] }> {
      const a = await inChat(orgId, chat, attachmentId);
      return repo.chunks(orgId, a.id, limit, offset);
    },

    /** Full-text search over the organisation, or one chat when chatPublicId is given. */
    async search(orgId: number, q: string, chatPublicId: string | null, limit: number, offset: number): Promise<{ count: number; hits: SearchHit[] }> {
      const problem = searchQueryProblem(q);
      if (problem) throw errors.invalidQuery(problem);
      let chatId: number | null = null;
      if (chatPublicId !== null) {
        chatId = await repo.chatId(orgId, chatPublicId);
        if (chatId === null) throw errors.notFound('chat');
      }
      const r = await repo.search(orgId, q, chatId, limit, offset);
      return {
        count: r.count,
        hits: r.rows.map((h) => ({
          attachment_id: h.attachment_id,
          chat_id: h.chat_public_id,
          batch_id: h.batch_id,
          file_name: h.file_name,
          chunk_index: h.seq,
          page: h.page_start,
          page_end: h.page_end,
          snippet: renderSnippet(h.snippet),
          rank: h.rank,
        })),
      };
    },

    /**
     * Re-runs processing of a finished (completed or failed) attachment: pending again with a new run
     * number, and its job enqueued in the same transaction. The new run is billed under its own key.
     */
    async reprocess(orgId: number, chat: string, attachmentId: number): Promise<ChatAttachmentView> {
      const seen = await inChat(orgId, chat, attachmentId);
      await db.transaction(async (tx) => {
        const run = await processingRepo(tx).reopen(orgId, seen.id);
        if (run === null) throw errors.conflict('processing_in_progress', 'the document is still being processed');
        await enqueue(boss, tx, processingQueue(seen.file_type), { attachment_id: seen.id, reprocess_run: run });
      });
      return inChat(orgId, chat, attachmentId);
    },
  };
}

export type ProcessingService = ReturnType<typeof processingService>;
