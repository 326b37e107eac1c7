import { recognise } from '../../src/pipeline/recognise/index.js';
import crypto from 'node:crypto';
import type { Queryable } from '../../src/db/database.js';
import type { BlobStore } from '../../src/storage/blob-store.js';
import { newBlobKey } from '../../src/storage/blob-store.js';

/** Inserts a chat of the organisation; returns its ids. */
export async function insertChat(db: Queryable, orgId: number): Promise<{ id: number; threadId: string }> {
  const threadId = crypto.randomUUID();
  const r = await db.query<{ id: number }>(`INSERT INTO chats (public_id, org_id) VALUES ($1, $2) RETURNING id`, [threadId, orgId]);
  return { id: r.rows[0].id, threadId };
}

/** Inserts a plain-text attachment with its bytes in the blob store. */
export async function insertTextAttachment(
  db: Queryable,
  blobs: BlobStore,
  input: { orgId: number; chatId: number; text: string; status?: 'pending' | 'completed' | 'failed'; structVersionId?: number | null; fileName?: string },
): Promise<number> {
  const bytes = new TextEncoder().encode(input.text);
  const key = newBlobKey();
  await blobs.put(key, bytes);
  const r = await db.query<{ id: number }>(
    `INSERT INTO attachments (org_id, chat_id, file_name, file_type, mime_type, sha256, size_bytes, blob_key, processing_status, page_count, struct_version_id)
     VALUES ($1, $2, $3, 'txt', 'text/plain', $4, $5, $6, $7, 1, $8) RETURNING id`,
    [
      input.orgId,
      input.chatId,
      input.fileName ?? 'doc.txt',
      crypto.createHash('sha256').update(bytes).digest('hex'),
      bytes.length,
      key,
      input.status ?? 'completed',
      input.structVersionId ?? null,
    ],
  );
  const id = r.rows[0].id;
  if ((input.status ?? 'completed') === 'completed') {
    // what the pipeline stores for a completed document
    const doc = await recognise(bytes, 'txt', { languages: ['eng'], maxPages: 10, maxPixels: 1e7, timeoutMs: 10_000, memoryMb: 256 });
    const { pages, ...record } = doc;
    await db.query(
      `INSERT INTO attachment_documents (attachment_id, org_id, run, page_count, document, plain_text) VALUES ($1, $2, 1, $3, $4, $5)`,
      [id, input.orgId, doc.pageCount, JSON.stringify(record), input.text],
    );
    // the pages one row each, as the pipeline writes them
    for (const page of pages) {
      await db.query(`INSERT INTO attachment_pages (attachment_id, org_id, run, number, page) VALUES ($1, $2, 1, $3, $4)`, [id, input.orgId, page.number, JSON.stringify(page)]);
    }
  }
  return id;
}

/** Inserts a struct with a draft schema and, optionally, published versions; returns ids. */
export async function insertStruct(
  db: Queryable,
  input: { orgId: number; slug: string; schema: unknown; annotations?: unknown; versions?: { schema: unknown; annotations?: unknown }[] },
): Promise<{ structId: number; versionIds: number[] }> {
  const s = await db.query<{ id: number }>(
    `INSERT INTO structs (org_id, slug, name, schema_json, annotations_json) VALUES ($1, $2, $2, $3::jsonb, $4::jsonb) RETURNING id`,
    [input.orgId, input.slug, JSON.stringify(input.schema), JSON.stringify(input.annotations ?? {})],
  );
  const structId = s.rows[0].id;
  const versionIds: number[] = [];
  for (const [i, v] of (input.versions ?? []).entries()) {
    const r = await db.query<{ id: number }>(
      `INSERT INTO struct_versions (struct_id, org_id, version_number, schema_json, annotations_json, draft_revision)
       VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, 1) RETURNING id`,
      [structId, input.orgId, i + 1, JSON.stringify(v.schema), JSON.stringify(v.annotations ?? {})],
    );
    versionIds.push(r.rows[0].id);
  }
  if (versionIds.length) await db.query(`UPDATE structs SET current_version_id = $2, status = 'active' WHERE id = $1`, [structId, versionIds.at(-1)]);
  return { structId, versionIds };
}
