import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { wrapPglite } from './pglite.js';
import { migrate, MIGRATIONS_DIR } from './migrate.js';

describe('migration 0136 (recognised pages in a table of their own)', () => {
  it('moves the pages of documents stored before it into rows, in order, and leaves the record without them', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'structa-migrations-'));
    for (const f of fs.readdirSync(MIGRATIONS_DIR).filter((f) => f < '0136')) fs.copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(dir, f));
    const db = wrapPglite(new PGlite());
    try {
      await migrate(db, dir);
      const org = (await db.query<{ id: number }>(`INSERT INTO organisations (slug, name) VALUES ('m', 'M') RETURNING id`)).rows[0].id;
      const chat = (await db.query<{ id: number }>(`INSERT INTO chats (public_id, org_id, title) VALUES ('ch_m', $1, 'c') RETURNING id`, [org])).rows[0].id;
      const att = (await db.query<{ id: number }>(
        `INSERT INTO attachments (org_id, chat_id, file_name, file_type, mime_type, sha256, size_bytes, blob_key)
         VALUES ($1, $2, 'a.pdf', 'pdf', 'application/pdf', $3, 1, 'k') RETURNING id`,
        [org, chat, 'a'.repeat(64)],
      )).rows[0].id;
      const pages = [1, 2, 3].map((number) => ({ number, width: 10, height: 20, source: 'ocr', lines: [{ text: `p${number}` }], tables: [] }));
      await db.query(
        `INSERT INTO attachment_documents (attachment_id, org_id, run, page_count, document, plain_text) VALUES ($1, $2, 4, 3, $3, 'p1')`,
        [att, org, JSON.stringify({ pageCount: 3, pages, format: 'pdf', languages: ['eng'] })],
      );
      fs.copyFileSync(path.join(MIGRATIONS_DIR, '0136_attachment_pages.sql'), path.join(dir, '0136_attachment_pages.sql'));
      assert.deepEqual(await migrate(db, dir), ['0136_attachment_pages.sql']);
      const rows = await db.query<{ run: number; number: number; page: unknown }>(`SELECT run, number, page FROM attachment_pages WHERE attachment_id = $1 ORDER BY number`, [att]);
      assert.deepEqual(rows.rows, pages.map((page) => ({ run: 4, number: page.number, page })));
      const doc = await db.query<{ document: unknown }>(`SELECT document FROM attachment_documents WHERE attachment_id = $1`, [att]);
      assert.deepEqual(doc.rows[0].document, { pageCount: 3, format: 'pdf', languages: ['eng'] });
    } finally {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
