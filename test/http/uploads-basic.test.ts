import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { makeOrg } from '../helpers/factories.js';
import { filesUnder, makeChat, makePdf, makePng, makeStructVersion, uploadForm, uploadJson } from '../helpers/uploads.js';

const FIELDS = [
  'created_at', 'extraction_struct_version_id', 'file_name', 'file_type', 'has_schema', 'id', 'is_from_kb', 'is_linked',
  'kb_file_id', 'page_count', 'processing_progress', 'processing_stage', 'processing_status', 'processor_document_id', 'target_language',
];

describe('upload to a chat (contract 4.1)', () => {
  let t: TestApp;
  let o: Awaited<ReturnType<typeof makeOrg>>;
  let chat: string;
  before(async () => {
    t = await createTestApp();
    o = await makeOrg(t.services);
    chat = await makeChat(t, o.auth);
  });
  after(async () => {
    await t.close();
  });

  it('creates pending rows with every ChatAttachment field and no size (multipart)', async () => {
    const r = await uploadForm(t, o.auth, chat, [{ name: 'a.pdf', bytes: makePdf() }, { name: 'b.png', bytes: makePng() }]);
    assert.equal(r.statusCode, 201, r.body);
    const body = r.json();
    assert.deepEqual(Object.keys(body).sort(), ['created', 'skipped_duplicates', 'skipped_unsupported']);
    assert.equal(body.created.length, 2);
    for (const a of body.created) {
      assert.deepEqual(Object.keys(a).sort(), FIELDS);
      assert.equal(a.processing_status, 'pending');
      assert.equal(a.processing_progress, 0);
      assert.equal(a.processing_stage, 'queued');
      assert.equal(a.has_schema, false);
      assert.equal(a.is_linked, false);
      assert.equal(a.is_from_kb, false);
      assert.equal(a.kb_file_id, null);
      assert.equal(a.target_language, '');
    }
    assert.deepEqual(body.created.map((a: any) => [a.file_name, a.file_type]), [['a.pdf', 'pdf'], ['b.png', 'png']]);
    const jobs = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'attachment.process'`);
    assert.equal(jobs.rows[0].n, 2);
    assert.equal((await filesUnder(path.join(t.dataDir, 'blobs'))).length, 2);
  });

  it('accepts the JSON form with pinning fields', async () => {
    const v = await makeStructVersion(t.db, o.org.id);
    const r = await uploadJson(t, o.auth, chat, [{ name: 'c.pdf', bytes: makePdf() }], { struct_version_id: v, target_language: 'pt-br' });
    assert.equal(r.statusCode, 201, r.body);
    const a = r.json().created[0];
    assert.equal(a.has_schema, true);
    assert.equal(a.target_language, 'pt-BR');
  });
});
