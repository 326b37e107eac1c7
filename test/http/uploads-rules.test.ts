import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { makeOrg } from '../helpers/factories.js';
import {
  filesForm, filesUnder, makeChat, makeDocx, makePdf, makePng, makeStructVersion, makeZip, multipartBody, uploadForm, uploadJson,
} from '../helpers/uploads.js';

const FIELDS = [
  'created_at', 'extraction_struct_version_id', 'file_name', 'file_type', 'has_schema', 'id', 'is_from_kb', 'is_linked',
  'kb_file_id', 'page_count', 'processing_progress', 'processing_stage', 'processing_status', 'processor_document_id', 'target_language',
];

const MAX = 4096;

describe('upload rules, limits and hostile input', () => {
  let t: TestApp;
  let o: Awaited<ReturnType<typeof makeOrg>>;
  let other: Awaited<ReturnType<typeof makeOrg>>;
  let digital: Awaited<ReturnType<typeof makeOrg>>;
  before(async () => {
    t = await createTestApp({ MAX_UPLOAD_BYTES: String(MAX), MAX_FILES_PER_REQUEST: '8', MAX_JSON_UPLOAD_BODY_BYTES: '65536' });
    o = await makeOrg(t.services);
    other = await makeOrg(t.services);
    digital = await makeOrg(t.services, { digitalUploads: true });
  });
  after(async () => {
    await t.close();
  });

  const blobs = () => filesUnder(path.join(t.dataDir, 'blobs'));
  const rows = async (chat: string) =>
    (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM attachments a JOIN chats c ON c.id = a.chat_id WHERE c.public_id = $1`, [chat])).rows[0].n;
  const bigPdf = (size: number) => Buffer.concat([makePdf(), Buffer.alloc(size, 0x25)]).subarray(0, size);

  it('creates pending rows with every ChatAttachment field and no size (multipart)', async () => {
    const chat0 = await makeChat(t, o.auth);
    const r = await uploadForm(t, o.auth, chat0, [{ name: 'a.pdf', bytes: makePdf() }, { name: 'b.png', bytes: makePng() }]);
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
    // documents go to the documents lane, images to the OCR lane (docs/dispatch.md)
    const jobs = await t.db.query<{ name: string; data: { attachment_id: number } }>(
      `SELECT name, data FROM pgboss.job WHERE name IN ('attachment.process', 'attachment.process.ocr') ORDER BY created_on`,
    );
    assert.deepEqual(jobs.rows.map((j) => [j.data.attachment_id, j.name]).sort(), [
      [body.created[0].id, 'attachment.process'],
      [body.created[1].id, 'attachment.process.ocr'],
    ]);
    const ev = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM attachment_events WHERE processing_stage = 'queued'`);
    assert.equal(ev.rows[0].n, 2);
    assert.equal((await filesUnder(path.join(t.dataDir, 'blobs'))).length, 2);
  });

  it('accepts the JSON form with pinning fields', async () => {
    const v = await makeStructVersion(t.db, o.org.id);
    const chat0 = await makeChat(t, o.auth);
    const r = await uploadJson(t, o.auth, chat0, [{ name: 'c.pdf', bytes: makePdf() }], { struct_version_id: v, target_language: 'pt-br' });
    assert.equal(r.statusCode, 201, r.body);
    const a = r.json().created[0];
    assert.equal(a.has_schema, true);
    assert.equal(a.target_language, 'pt-BR');
  });

  it('skips unsupported extensions and digital formats when digital uploads are off', async () => {
    const chat = await makeChat(t, o.auth);
    const r = await uploadForm(t, o.auth, chat, [
      { name: 'a.exe', bytes: makePdf() },
      { name: 'b.docx', bytes: makeDocx() },
      { name: 'noext', bytes: makePdf() },
      { name: 'ok.pdf', bytes: makePdf() },
    ]);
    assert.equal(r.statusCode, 201, r.body);
    assert.deepEqual(r.json().skipped_unsupported, [
      { file_name: 'a.exe', reason: 'unsupported_type' },
      { file_name: 'b.docx', reason: 'unsupported_type' },
      { file_name: 'noext', reason: 'unsupported_type' },
    ]);
    assert.equal(r.json().created.length, 1);
  });

  it('accepts digital formats when the organisation has them enabled, sniffing their content', async () => {
    const chat = await makeChat(t, digital.auth);
    const r = await uploadJson(t, digital.auth, chat, [
      { name: 'letter.docx', bytes: makeDocx() },
      { name: 'notes.TXT', bytes: Buffer.from('hello\nworld\n') },
      { name: 'fake.docx', bytes: makeZip() },
      { name: 'bin.txt', bytes: Buffer.from([0x68, 0x00, 0x69]) },
      { name: 'latin1.csv', bytes: Buffer.from([0x61, 0xe9, 0x0a]) },
    ]);
    assert.equal(r.statusCode, 201, r.body);
    assert.deepEqual(r.json().created.map((a: any) => a.file_type), ['docx', 'txt']);
    assert.deepEqual(r.json().skipped_unsupported.map((s: any) => s.file_name), ['fake.docx', 'bin.txt', 'latin1.csv']);
  });

  it('refuses type confusion: HTML named .pdf, PNG+ZIP polyglot, PNG bytes named .pdf', async () => {
    const chat = await makeChat(t, o.auth);
    const polyglot = Buffer.concat([makePng(), makeZip()]);
    const r = await uploadForm(t, o.auth, chat, [
      { name: 'x.pdf', bytes: Buffer.from('<html><body><img src=x onerror=alert(1)></body></html>') },
      { name: 'poly.png', bytes: polyglot },
      { name: 'png.pdf', bytes: makePng() },
    ]);
    assert.equal(r.statusCode, 201, r.body);
    assert.equal(r.json().created.length, 0);
    assert.deepEqual(r.json().skipped_unsupported.map((s: any) => s.reason), ['unsupported_type', 'unsupported_type', 'unsupported_type']);
  });

  it('judges too_large on bytes received and never stores a truncated file (multipart and JSON)', async () => {
    const chat = await makeChat(t, o.auth);
    const before = (await blobs()).length;
    const exact = bigPdf(MAX);
    const over = bigPdf(MAX + 1);
    const huge = bigPdf(MAX * 3);
    const r = await uploadForm(t, o.auth, chat, [{ name: 'over.pdf', bytes: over }, { name: 'huge.pdf', bytes: huge }, { name: 'exact.pdf', bytes: exact }]);
    assert.equal(r.statusCode, 201, r.body);
    assert.deepEqual(r.json().skipped_unsupported, [
      { file_name: 'over.pdf', reason: 'too_large' },
      { file_name: 'huge.pdf', reason: 'too_large' },
    ]);
    assert.equal(r.json().created.length, 1);
    const j = await uploadJson(t, o.auth, chat, [{ name: 'big.pdf', bytes: bigPdf(MAX + 10) }]);
    assert.equal(j.statusCode, 201);
    assert.deepEqual(j.json().skipped_unsupported, [{ file_name: 'big.pdf', reason: 'too_large' }]);
    assert.equal(await rows(chat), 1);
    assert.equal((await blobs()).length, before + 1);
    assert.deepEqual((await blobs()).filter((f) => f.endsWith('.tmp')), []);
  });

  it('dedupes by content within a request and across requests', async () => {
    const chat = await makeChat(t, o.auth);
    const pdf = makePdf();
    const r1 = await uploadForm(t, o.auth, chat, [{ name: 'one.pdf', bytes: pdf }, { name: 'again.pdf', bytes: pdf }]);
    assert.equal(r1.json().created.length, 1);
    assert.deepEqual(r1.json().skipped_duplicates, [{ file_name: 'again.pdf', reason: 'duplicate' }]);
    const r2 = await uploadJson(t, o.auth, chat, [{ name: 'renamed.pdf', bytes: pdf }]);
    assert.equal(r2.statusCode, 201);
    assert.deepEqual(r2.json(), { created: [], skipped_duplicates: [{ file_name: 'renamed.pdf', reason: 'duplicate' }], skipped_unsupported: [] });
    // the same bytes are welcome in another chat
    const chat2 = await makeChat(t, o.auth);
    assert.equal((await uploadForm(t, o.auth, chat2, [{ name: 'one.pdf', bytes: pdf }])).json().created.length, 1);
  });

  it('keeps exactly one of many concurrent identical uploads', async () => {
    const chat = await makeChat(t, o.auth);
    const before = (await blobs()).length;
    const pdf = makePdf();
    const all = await Promise.all(Array.from({ length: 30 }, (_, i) => uploadForm(t, o.auth, chat, [{ name: `race${i}.pdf`, bytes: pdf }])));
    assert.ok(all.every((r) => r.statusCode === 201));
    assert.equal(all.reduce((n, r) => n + r.json().created.length, 0), 1);
    assert.equal(all.reduce((n, r) => n + r.json().skipped_duplicates.length, 0), 29);
    assert.equal(await rows(chat), 1);
    assert.equal((await blobs()).length, before + 1);
  });

  it('answers 400 too_many_files over the per-request cap and stores nothing', async () => {
    const chat = await makeChat(t, o.auth);
    const before = (await blobs()).length;
    const files = Array.from({ length: 9 }, (_, i) => ({ name: `f${i}.pdf`, bytes: makePdf() }));
    const m = await uploadForm(t, o.auth, chat, files);
    assert.equal(m.statusCode, 400);
    assert.equal(m.json().code, 'too_many_files');
    const j = await uploadJson(t, o.auth, chat, files);
    assert.equal(j.statusCode, 400);
    assert.equal(j.json().code, 'too_many_files');
    assert.equal(await rows(chat), 0);
    assert.equal((await blobs()).length, before);
  });

  it('answers 400 for a malformed multipart body (no closing boundary) and stores nothing', async () => {
    const chat = await makeChat(t, o.auth);
    const before = (await blobs()).length;
    const body = multipartBody([{ name: 'files', filename: 'a.pdf', content: makePdf() }], undefined, false);
    const r = await t.app.inject({ method: 'POST', url: `/api/v2/chats/${chat}/attachments/`, headers: { ...o.auth, ...body.headers }, payload: body.payload });
    assert.equal(r.statusCode, 400, r.body);
    assert.equal(r.json().code, 'invalid_multipart');
    // a complete first file followed by a cut-off second: the first is not kept either
    const two = multipartBody([{ name: 'files', filename: 'a.pdf', content: makePdf() }, { name: 'files', filename: 'b.pdf', content: makePdf() }]);
    const cut = two.payload.subarray(0, two.payload.length - 60);
    const r2 = await t.app.inject({ method: 'POST', url: `/api/v2/chats/${chat}/attachments/`, headers: { ...o.auth, ...two.headers }, payload: cut });
    assert.equal(r2.statusCode, 400);
    assert.equal(await rows(chat), 0);
    assert.equal((await blobs()).length, before);
  });

  it('answers 413 for a field flood and an oversize JSON body, storing nothing', async () => {
    const chat = await makeChat(t, o.auth);
    const before = (await blobs()).length;
    const flood = multipartBody([
      { name: 'files', filename: 'a.pdf', content: makePdf() },
      ...Array.from({ length: 200 }, () => ({ name: 'target_language', content: 'de' })),
    ]);
    const r = await t.app.inject({ method: 'POST', url: `/api/v2/chats/${chat}/attachments/`, headers: { ...o.auth, ...flood.headers }, payload: flood.payload });
    assert.ok([400, 413].includes(r.statusCode), r.body);
    const big = await uploadJson(t, o.auth, chat, [{ name: 'a.pdf', bytes: bigPdf(3000) }, { name: 'b.pdf', bytes: bigPdf(60_000) }]);
    assert.equal(big.statusCode, 413);
    assert.equal(big.json().code, 'payload_too_large');
    assert.equal(await rows(chat), 0);
    assert.equal((await blobs()).length, before);
  });

  it('answers 400 for no files, unknown fields, bad base64 and a missing body', async () => {
    const chat = await makeChat(t, o.auth);
    const empty = filesForm([], { target_language: 'de' });
    const r1 = await t.app.inject({ method: 'POST', url: `/api/v2/chats/${chat}/attachments/`, headers: { ...o.auth, ...empty.headers }, payload: empty.payload });
    assert.equal(r1.statusCode, 400);
    assert.equal(r1.json().code, 'no_files');
    const odd = filesForm([{ name: 'a.pdf', bytes: makePdf() }], { colour: 'blue' });
    const r2 = await t.app.inject({ method: 'POST', url: `/api/v2/chats/${chat}/attachments/`, headers: { ...o.auth, ...odd.headers }, payload: odd.payload });
    assert.equal(r2.statusCode, 400);
    const wrongField = multipartBody([{ name: 'file', filename: 'a.pdf', content: makePdf() }]);
    const r3 = await t.app.inject({ method: 'POST', url: `/api/v2/chats/${chat}/attachments/`, headers: { ...o.auth, ...wrongField.headers }, payload: wrongField.payload });
    assert.equal(r3.statusCode, 400);
    const r4 = await t.app.inject({ method: 'POST', url: `/api/v2/chats/${chat}/attachments/`, headers: o.auth, payload: { files: [{ file_name: 'a.pdf', content_base64: '***' }] } });
    assert.equal(r4.statusCode, 400);
    const r5 = await t.app.inject({ method: 'POST', url: `/api/v2/chats/${chat}/attachments/`, headers: o.auth, payload: { files: [] } });
    assert.equal(r5.json().code, 'no_files');
    const r6 = await t.app.inject({ method: 'POST', url: `/api/v2/chats/${chat}/attachments/`, headers: { ...o.auth, 'content-type': 'text/plain' }, payload: 'x' });
    assert.equal(r6.statusCode, 415);
    const r7 = await t.app.inject({ method: 'POST', url: `/api/v2/chats/${chat}/attachments/`, headers: o.auth, payload: { files: [{ file_name: 'a.pdf', content_base64: '' }], extra: 1 } });
    assert.equal(r7.statusCode, 400);
    assert.equal(await rows(chat), 0);
  });

  it('checks struct_version_id: integer >= 1, the organisation\'s own, not deprecated, struct not archived', async () => {
    const chat = await makeChat(t, o.auth);
    const mine = await makeStructVersion(t.db, o.org.id);
    const theirs = await makeStructVersion(t.db, other.org.id);
    const deprecated = await makeStructVersion(t.db, o.org.id, { deprecated: true });
    const archived = await makeStructVersion(t.db, o.org.id, { archived: true });
    const before = (await blobs()).length;
    for (const v of [String(theirs), String(deprecated), String(archived), '999999999']) {
      const r = await uploadForm(t, o.auth, chat, [{ name: 'a.pdf', bytes: makePdf() }], { struct_version_id: v });
      assert.equal(r.statusCode, 400, v);
      assert.equal(r.json().code, 'invalid_struct_version');
    }
    for (const v of ['0', '-1', 'abc', '1.5', '99999999999999999999']) {
      const r = await uploadForm(t, o.auth, chat, [{ name: 'a.pdf', bytes: makePdf() }], { struct_version_id: v });
      assert.equal(r.statusCode, 400, v);
    }
    for (const v of [0, 'x', theirs]) {
      const r = await uploadJson(t, o.auth, chat, [{ name: 'a.pdf', bytes: makePdf() }], { struct_version_id: v });
      assert.equal(r.statusCode, 400, String(v));
    }
    assert.equal(await rows(chat), 0);
    assert.equal((await blobs()).length, before);
    const ok = await uploadForm(t, o.auth, chat, [{ name: 'a.pdf', bytes: makePdf() }], { struct_version_id: String(mine) });
    assert.equal(ok.statusCode, 201);
    assert.equal(ok.json().created[0].has_schema, true);
    assert.equal(ok.json().created[0].extraction_struct_version_id, null);
    const row = await t.db.query<{ struct_version_id: number }>(`SELECT struct_version_id FROM attachments WHERE id = $1`, [ok.json().created[0].id]);
    assert.equal(row.rows[0].struct_version_id, mine);
  });

  it('checks target_language: at most 10 characters and an ISO 639-1 code (region allowed)', async () => {
    const chat = await makeChat(t, o.auth);
    for (const v of ['xx', 'english', 'de-DE-x-abc', 'd', 'deu', 'de_DEU', '12']) {
      const r = await uploadForm(t, o.auth, chat, [{ name: 'a.pdf', bytes: makePdf() }], { target_language: v });
      assert.equal(r.statusCode, 400, v);
    }
    const long = await uploadJson(t, o.auth, chat, [{ name: 'a.pdf', bytes: makePdf() }], { target_language: 'abcdefghijk' });
    assert.equal(long.statusCode, 400);
    const ok = await uploadForm(t, o.auth, chat, [{ name: 'a.pdf', bytes: makePdf() }, { name: 'b.pdf', bytes: makePdf() }], { target_language: 'FR' });
    assert.deepEqual(ok.json().created.map((a: any) => a.target_language), ['fr', 'fr']);
    const region = await uploadJson(t, o.auth, chat, [{ name: 'c.pdf', bytes: makePdf() }], { target_language: 'es-419' });
    assert.equal(region.json().created[0].target_language, 'es-419');
  });

  it('sanitises names for display and judges the extension on the last suffix, case-insensitively', async () => {
    const chat = await makeChat(t, o.auth);
    const long = 'n'.repeat(10_000) + '.pdf';
    const r = await uploadJson(t, o.auth, chat, [
      { name: '../../x.pdf', bytes: makePdf() },
      { name: '..\\..\\win.pdf', bytes: makePdf() },
      { name: 'nul\u0000.pdf', bytes: makePdf() },
      { name: 'A.PDF', bytes: makePdf() },
      { name: 'a.pdf.exe', bytes: makePdf() },
      { name: 'inv\u202Efdp.pdf', bytes: makePdf() },
      { name: '<img src=x onerror=alert(1)>.pdf', bytes: makePdf() },
    ]);
    const r2 = await uploadJson(t, o.auth, chat, [
      { name: long, bytes: makePdf() },
      { name: 'a.pdf\u0000.exe', bytes: makePdf() },
    ]);
    assert.equal(r.statusCode, 201, r.body);
    assert.equal(r2.statusCode, 201, r2.body);
    const names = [...r.json().created, ...r2.json().created].map((a: any) => a.file_name);
    assert.deepEqual(names.slice(0, 6), ['x.pdf', 'win.pdf', 'nul.pdf', 'A.PDF', 'invfdp.pdf', '<img src=x onerror=alert(1)>.pdf']);
    assert.equal(names[6].length, 255);
    assert.ok(names[6].endsWith('.pdf'));
    assert.deepEqual(r.json().skipped_unsupported, [{ file_name: 'a.pdf.exe', reason: 'unsupported_type' }]);
    assert.deepEqual(r2.json().skipped_unsupported, [{ file_name: 'a.pdf.exe', reason: 'unsupported_type' }]);
    assert.equal(r.json().created[3].file_type, 'pdf');
    // stored under generated keys only
    // (a processing job started at once may be writing a blob: its temporary name is generated too)
    for (const f of await filesUnder(path.join(t.dataDir, 'blobs'))) assert.match(f, /^[a-z0-9]{32}(\.\d+\.\d+\.tmp)?$/);
    assert.equal(fs.existsSync(path.join(t.dataDir, 'x.pdf')), false);
  });

  it('answers 404 for an unknown chat and for another organisation\'s chat, with the same body and nothing stored', async () => {
    const chat = await makeChat(t, o.auth);
    const before = (await blobs()).length;
    const theirs = await uploadForm(t, other.auth, chat, [{ name: 'a.pdf', bytes: makePdf() }]);
    const unknown = await uploadForm(t, other.auth, 'no-such-chat', [{ name: 'a.pdf', bytes: makePdf() }]);
    assert.equal(theirs.statusCode, 404);
    assert.deepEqual(theirs.json(), unknown.json());
    const j = await uploadJson(t, other.auth, chat, [{ name: 'a.pdf', bytes: makePdf() }]);
    assert.equal(j.statusCode, 404);
    assert.equal((await blobs()).length, before);
    const anon = await uploadForm(t, {}, chat, [{ name: 'a.pdf', bytes: makePdf() }]);
    assert.equal(anon.statusCode, 401);
  });
});
