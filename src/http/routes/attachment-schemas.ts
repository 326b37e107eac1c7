import { Type } from '@sinclair/typebox';
import type { AttachmentInChat } from '../../domain/attachments/service.js';
import type { Skipped } from '../../domain/attachments/staging.js';

const Nullable = <T extends ReturnType<typeof Type.Integer> | ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

/** ChatAttachment (contract 2.1): every field always present, no size, no hash, no storage key. */
export const ChatAttachment = Type.Object(
  {
    id: Type.Integer(),
    file_name: Type.String(),
    file_type: Type.String(),
    processing_status: Type.Union([Type.Literal('pending'), Type.Literal('completed'), Type.Literal('failed')]),
    processing_progress: Type.Integer({ minimum: 0, maximum: 100 }),
    processing_stage: Type.String(),
    page_count: Type.Integer(),
    has_schema: Type.Boolean(),
    extraction_struct_version_id: Nullable(Type.Integer()),
    target_language: Type.String(),
    is_from_kb: Type.Boolean(),
    kb_file_id: Nullable(Type.Integer()),
    processor_document_id: Nullable(Type.String()),
    is_linked: Type.Boolean(),
    created_at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

export const SkippedDuplicate = Type.Object({ file_name: Type.String(), reason: Type.Literal('duplicate') });
export const SkippedUnsupported = Type.Object({
  file_name: Type.String(),
  reason: Type.Union([Type.Literal('unsupported_type'), Type.Literal('too_large')]),
});

export const UploadResponse = Type.Object({
  created: Type.Array(ChatAttachment),
  skipped_duplicates: Type.Array(SkippedDuplicate),
  skipped_unsupported: Type.Array(SkippedUnsupported),
});

export const ThreadParams = Type.Object({ thread_id: Type.String({ minLength: 1, maxLength: 64 }) });
export const AttachmentParams = Type.Object({
  thread_id: Type.String({ minLength: 1, maxLength: 64 }),
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
});

/** Presents an attachment as seen from a chat (or with no chat context: is_linked false). */
export function presentAttachment(
  a: Pick<
    AttachmentInChat,
    | 'id' | 'file_name' | 'file_type' | 'processing_status' | 'processing_progress' | 'processing_stage' | 'page_count'
    | 'struct_version_id' | 'extraction_struct_version_id' | 'target_language' | 'is_from_kb' | 'kb_file_id'
    | 'processor_document_id' | 'is_linked'
  > & { created_at: Date | string; batch_id?: number | null },
) {
  return {
    id: a.id,
    file_name: a.file_name,
    file_type: a.file_type,
    processing_status: a.processing_status,
    processing_progress: a.processing_progress,
    processing_stage: a.processing_stage,
    page_count: a.page_count,
    has_schema: a.struct_version_id !== null,
    // the contract: the producing version for batch documents, null for every other attachment
    extraction_struct_version_id: a.batch_id !== undefined && a.batch_id !== null ? a.extraction_struct_version_id : null,
    target_language: a.target_language,
    is_from_kb: a.is_from_kb,
    kb_file_id: a.kb_file_id,
    processor_document_id: a.processor_document_id,
    is_linked: a.is_linked,
    created_at: new Date(a.created_at).toISOString(),
  };
}

/** Presents an upload result. */
export function presentUpload(r: { created: AttachmentInChat[]; skipped_duplicates: Skipped[]; skipped_unsupported: Skipped[] }) {
  return {
    created: r.created.map(presentAttachment),
    skipped_duplicates: r.skipped_duplicates as { file_name: string; reason: 'duplicate' }[],
    skipped_unsupported: r.skipped_unsupported as { file_name: string; reason: 'unsupported_type' | 'too_large' }[],
  };
}

/** A safe Content-Disposition for a download: ASCII fallback plus RFC 6266/5987 `filename*`. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_') || 'file';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
