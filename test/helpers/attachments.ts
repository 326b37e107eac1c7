import crypto from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { Config } from '../../src/config/config.js';
import type { Database } from '../../src/db/database.js';
import { QUEUES } from '../../src/jobs/names.js';
import { enqueue } from '../../src/jobs/registry.js';
import { newBlobKey } from '../../src/storage/blob-store.js';
import { createBlobStore } from '../../src/storage/index.js';

/** Creates a chat of the organisation; returns its internal and public ids. */
export async function makeChat(db: Database, orgId: number, title = 'chat'): Promise<{ id: number; publicId: string }> {
  const publicId = `ch_${crypto.randomBytes(8).toString('hex')}`;
  const r = await db.query<{ id: number }>(`INSERT INTO chats (public_id, org_id, title) VALUES ($1, $2, $3) RETURNING id`, [publicId, orgId, title]);
  return { id: r.rows[0].id, publicId };
}

export interface NewAttachment {
  orgId: number;
  chatId: number;
  fileName: string;
  bytes?: Uint8Array | string;
  fileType?: string;
  structVersionId?: number;
  /** store no blob (a file that cannot be read on any attempt) */
  missingBlob?: boolean;
  /** how many processing jobs to enqueue with the row (duplicates test idempotency) */
  jobs?: number;
}

/** Stores the bytes, inserts the attachment row and enqueues its processing job in one transaction, as an upload does. */
export async function addAttachment(rt: { db: Database; boss: PgBoss; config: Config }, a: NewAttachment): Promise<number> {
  const bytes = typeof a.bytes === 'string' ? new TextEncoder().encode(a.bytes) : (a.bytes ?? new Uint8Array());
  const key = newBlobKey();
  if (!a.missingBlob) await createBlobStore(rt.config).put(key, bytes);
  const sha = crypto.createHash('sha256').update(bytes).update(crypto.randomBytes(8)).digest('hex');
  return rt.db.transaction(async (tx) => {
    const r = await tx.query<{ id: number }>(
      `INSERT INTO attachments (org_id, chat_id, file_name, file_type, mime_type, sha256, size_bytes, blob_key, struct_version_id)
       VALUES ($1, $2, $3, $4, 'text/plain', $5, $6, $7, $8) RETURNING id`,
      [a.orgId, a.chatId, a.fileName, a.fileType ?? 'txt', sha, bytes.length, key, a.structVersionId ?? null],
    );
    const id = r.rows[0].id;
    for (let i = 0; i < (a.jobs ?? 1); i++) await enqueue(rt.boss, tx, QUEUES.processAttachment, { attachment_id: id });
    return id;
  });
}

/** Polls until fn returns a truthy value or the bound is reached (then throws with the last value seen). */
export async function waitFor<T>(fn: () => Promise<T>, what: string, timeoutMs = 30000, everyMs = 50): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < until) {
    last = await fn();
    if (last) return last;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`timed out waiting for ${what}; last: ${JSON.stringify(last)}`);
}

export interface AttachmentState {
  processing_status: string;
  processing_progress: number;
  processing_stage: string;
  processing_run: number;
  page_count: number;
  processor_document_id: string | null;
}

/** The processing columns of an attachment. */
export async function attachmentState(db: Database, id: number): Promise<AttachmentState> {
  const r = await db.query<AttachmentState>(
    `SELECT processing_status, processing_progress, processing_stage, processing_run, page_count, processor_document_id FROM attachments WHERE id = $1`,
    [id],
  );
  return r.rows[0];
}

/** Waits until the attachment is completed or failed. */
export async function waitDone(db: Database, id: number, timeoutMs = 30000): Promise<AttachmentState> {
  return (await waitFor(async () => {
    const s = await attachmentState(db, id);
    return s.processing_status !== 'pending' ? s : null;
  }, `attachment ${id} to finish`, timeoutMs))!;
}

/** The progress events of an attachment, oldest first. */
export async function eventsOf(db: Database, id: number) {
  return (
    await db.query<{ processing_status: string; processing_progress: number; processing_stage: string }>(
      `SELECT processing_status, processing_progress, processing_stage FROM attachment_events WHERE attachment_id = $1 ORDER BY id`,
      [id],
    )
  ).rows;
}

/** A plain-text document with headings and enough body text for several chunks. */
export function sampleText(topic: string, paragraphs = 6): string {
  const out: string[] = [];
  for (let i = 1; i <= paragraphs; i++) {
    out.push(`# Section ${i} ${topic}`);
    for (let j = 0; j < 4; j++) {
      out.push(`Paragraph ${i}.${j} of the ${topic} agreement states the supplier delivers goods within thirty days of the order and invoices monthly.`);
    }
    out.push('');
  }
  return out.join('\n');
}
