import { createHash } from 'node:crypto';
import type { Database } from '../../db/database.js';
import { outputsRepo } from '../../db/repositories/outputs.js';
import { pageImagesRepo } from '../../db/repositories/page-images.js';
import { AppError } from '../../errors/app-error.js';
import { errors } from '../../errors/catalogue.js';
import { PAGE_IMAGE_TYPES, renderPageImage, type PageImageFormat } from '../../pipeline/render/page-image.js';
import { RenderError, type RenderLimits } from '../../pipeline/render/render-host.js';
import type { BlobStore } from '../../storage/blob-store.js';
import type { ChatRef } from '../chats/ref.js';

export interface PageImageResult {
  data: Buffer;
  contentType: string;
  etag: string;
}

/** Rendered images kept in memory, newest last; bounded by total bytes. */
const CACHE_BYTES = 48 * 1024 * 1024;

/** Page images of a chat's documents, org-scoped, rendered on demand and cached by run, page, width and format. */
export function pageImageService(deps: { db: Database; blobs: BlobStore; maxPixels: number; render: RenderLimits }) {
  const outputs = outputsRepo(deps.db);
  const repo = pageImagesRepo(deps.db);
  const cache = new Map<string, PageImageResult>();
  let cached = 0;

  function remember(key: string, v: PageImageResult) {
    if (v.data.length > CACHE_BYTES / 4) return;
    cache.set(key, v);
    cached += v.data.length;
    for (const [k, old] of cache) {
      if (cached <= CACHE_BYTES) break;
      cache.delete(k);
      cached -= old.data.length;
    }
  }

  return {
    /**
     * The image of page `page` (1-based) of an attachment seen from a chat of the organisation:
     * 404 for unknown or other-tenant chats and attachments and for pages past the end, 409 before
     * the document was recognised and for documents without page images (Office and text files).
     */
    async render(orgId: number, chat: ChatRef, attachmentId: number, page: number, width: number, format: PageImageFormat): Promise<PageImageResult> {
      const chatId = typeof chat === 'string' ? await outputs.chatId(orgId, chat) : chat.chatId;
      if (chatId === null) throw errors.notFound('chat');
      const a = await outputs.attachmentInChat(orgId, chatId, attachmentId);
      if (!a) throw errors.notFound('attachment');
      const src = await repo.source(orgId, a.id);
      if (!src) throw errors.notFound('attachment');
      if (!PAGE_IMAGE_TYPES.has(src.file_type)) throw errors.pageImageUnavailable();
      if (src.run === null || src.page_count === null) {
        throw new AppError(409, 'not_processed', `the document has no recognised pages yet (processing is ${a.processing_status})`);
      }
      if (page > src.page_count) throw errors.pageNotFound(page, src.page_count);
      const key = `${a.id}:${src.run}:${page}:${width}:${format}`;
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key); // re-insert as newest
        cache.set(key, hit);
        return hit;
      }
      const geo = await repo.geometry(orgId, a.id, page);
      if (!geo) throw errors.pageNotFound(page, src.page_count);
      if (geo.source === 'digital') throw errors.pageImageUnavailable();
      const bytes = await deps.blobs.get(src.blob_key);
      let img;
      try {
        img = await renderPageImage({ bytes, fileType: src.file_type, page, rotation: geo.rotation, width, format, maxPixels: deps.maxPixels, limits: deps.render });
      } catch (err) {
        // bytes the recogniser read but that cannot be drawn in time or memory: a clear answer, not a 500
        if (err instanceof RenderError) throw errors.pageImageFailed(err.reason === 'unreadable' ? 'the document could not be read' : `drawing ${err.reason === 'timeout' ? 'took too long' : 'ran out of memory'}`);
        throw errors.pageImageFailed('the image could not be decoded');
      }
      const result: PageImageResult = {
        data: img.data,
        contentType: format === 'webp' ? 'image/webp' : 'image/png',
        etag: `"${createHash('sha256').update(`${orgId}:${key}`).digest('base64url').slice(0, 27)}"`,
      };
      remember(key, result);
      return result;
    },
  };
}

export type PageImageService = ReturnType<typeof pageImageService>;
