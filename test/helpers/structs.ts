import crypto from 'node:crypto';
import type { Queryable } from '../../src/db/database.js';

/** A form-mode receipt schema: 6 leaf fields, one table section. */
export function receiptSchema(): Record<string, unknown> {
  return {
    type: 'object',
    mode: 'form',
    required: ['merchant', 'total'],
    properties: {
      merchant: { type: 'string', title: 'Merchant' },
      date: { type: 'string', format: 'date' },
      total: { type: 'number' },
      currency: { type: 'string', enum: ['EUR', 'USD', 'GBP'] },
      line_items: {
        type: 'array',
        'x-section': true,
        title: 'Line items',
        items: { type: 'object', properties: { description: { type: 'string' }, amount: { type: 'number' } } },
      },
    },
  };
}

/** A document-mode NDA schema with two group sections. */
export function ndaSchema(): Record<string, unknown> {
  return {
    type: 'object',
    mode: 'document',
    properties: {
      parties: {
        type: 'object',
        'x-section': true,
        title: 'Parties',
        properties: { disclosing_party: { type: 'string' }, receiving_party: { type: 'string' } },
      },
      term: {
        type: 'object',
        'x-section': true,
        title: 'Term',
        properties: { effective_date: { type: 'string', format: 'date' }, duration_months: { type: 'integer', minimum: 1 } },
      },
      governing_law: { type: 'string' },
    },
  };
}

/** Inserts a chat and an attachment row for an organisation (plain SQL); returns the attachment id. */
export async function insertAttachment(db: Queryable, orgId: number, fileName = 'sample.pdf'): Promise<number> {
  const chat = await db.query<{ id: number }>(`INSERT INTO chats (public_id, org_id) VALUES ($1, $2) RETURNING id`, [crypto.randomUUID(), orgId]);
  const att = await db.query<{ id: number }>(
    `INSERT INTO attachments (org_id, chat_id, file_name, file_type, mime_type, sha256, size_bytes, blob_key, page_count)
     VALUES ($1, $2, $3, 'pdf', 'application/pdf', $4, 10, 'k', 3) RETURNING id`,
    [orgId, chat.rows[0].id, fileName, crypto.randomBytes(32).toString('hex')],
  );
  return att.rows[0].id;
}
