import crypto from 'node:crypto';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { openSession, quickOrg } from '../helpers/auth.js';
import { makeKey, startIdp, type TestIdp } from '../helpers/idp.js';
import { filesForm, filesUnder, makeChat, makePdf, makeStructVersion, multipartBody, type Part } from '../helpers/uploads.js';

type Org = Awaited<ReturnType<typeof quickOrg>>;

describe('agent ingest: POST /api/v2/ingest/documents/ (idempotent) and GET of its status', () => {
  let idp: TestIdp;
  let t: TestApp;
  let a: Org;
  let b: Org;
  let closed: Org;
  const V = { 'x-agent-version': '1.4.0' };

  before(async () => {
    idp = await startIdp({ keys: [await makeKey('k1')], clients: [{ clientId: 'agent-a' }, { clientId: 'agent-a2' }, { clientId: 'agent-b' }, { clientId: 'agent-closed' }] });
    t = await createTestApp({ OIDC_ISSUER: idp.issuer, OIDC_AUDIENCE: idp.audience, INGEST_MIN_AGENT_VERSION: '1.2.0' });
    a = await quickOrg(t.services, { ingestAllowlisted: true });
    b = await quickOrg(t.services, { ingestAllowlisted: true });
    closed = await quickOrg(t.services);
    await t.services.identity.link({ orgSlug: a.org.slug, email: a.user.email, subject: 'agent-a' });
    await t.services.identity.link({ orgSlug: b.org.slug, email: b.user.email, subject: 'agent-b' });
    await t.services.identity.link({ orgSlug: closed.org.slug, email: closed.user.email, subject: 'agent-closed' });
    const second = await t.services.tenancy.createUser({ orgSlug: a.org.slug, email: `second-${a.org.slug}@example.test`, role: 'member' });
    await t.services.identity.link({ orgSlug: a.org.slug, email: second.user.email, subject: 'agent-a2' });
  });
  after(async () => {
    await t?.close();
    await idp?.close();
  });

  const bearer = async (client: string, scope?: string) => ({ authorization: `Bearer ${await idp.token(client, scope)}`, ...V });

  function send(headers: Record<string, string>, file: { name: string; bytes: Buffer } | null, fields: Record<string, string> = {}) {
    const parts: Part[] = Object.entries(fields).map(([name, content]) => ({ name, content }));
    if (file) parts.push({ name: 'file', filename: file.name, content: file.bytes });
    const body = multipartBody(parts);
    return t.app.inject({ method: 'POST', url: '/api/v2/ingest/documents/', headers: { ...headers, ...body.headers }, payload: body.payload });
  }
  const status = (headers: Record<string, string>, id: number) => t.app.inject({ method: 'GET', url: `/api/v2/ingest/documents/${id}/`, headers });
  const count = async (table: string, orgId: number) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE org_id = $1`, [orgId])).rows[0].n;

  it('stores a document in the inbox chat; a retry with the same key answers the first result and stores nothing twice', async () => {
    const h = await bearer('agent-a');
    const pdf = { name: 'scan.pdf', bytes: makePdf('ingest one') };
    const first = await send({ ...h, 'idempotency-key': 'k-0001' }, pdf);
    assert.equal(first.statusCode, 201, first.body);
    assert.equal(first.headers['idempotent-replayed'], 'false');
    const doc = first.json();
    assert.equal(doc.outcome, 'created');
    assert.equal(doc.idempotency_key, 'k-0001');
    assert.equal(doc.file_name, 'scan.pdf');
    assert.equal(doc.attachment.processing_status, 'pending');
    assert.equal(doc.attachment.is_linked, false);
    const blobs = (await filesUnder(t.dataDir)).length;
    const before = { att: await count('attachments', a.org.id), ing: await count('ingest_documents', a.org.id) };

    const again = await send({ ...h, 'idempotency-key': 'k-0001' }, pdf);
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.deepEqual(again.json(), doc);
    // the same key in the form field instead of the header
    const viaField = await send(h, pdf, { idempotency_key: 'k-0001' });
    assert.equal(viaField.statusCode, 200);
    assert.equal(viaField.json().id, doc.id);
    assert.deepEqual({ att: await count('attachments', a.org.id), ing: await count('ingest_documents', a.org.id) }, before);
    assert.equal((await filesUnder(t.dataDir)).length, blobs, 'no blob kept for a replay');

    const chats = (await t.app.inject({ method: 'GET', url: '/api/v2/chats/', headers: a.auth })).json().results;
    const inbox = chats.find((c: { thread_id: string }) => c.thread_id === doc.chat_id);
    assert.equal(inbox.title, 'Desktop ingest');

    const s = await status(h, doc.id);
    assert.equal(s.statusCode, 200, s.body);
    assert.equal(s.json().attachment.id, doc.attachment.id);
  });

  it('concurrent retries with one key create exactly one document', async () => {
    const h = { ...(await bearer('agent-a')), 'idempotency-key': 'race-1' };
    const pdf = { name: 'race.pdf', bytes: makePdf('race') };
    const before = await count('attachments', a.org.id);
    const rs = await Promise.all(Array.from({ length: 6 }, () => send(h, pdf)));
    const codes = rs.map((r) => r.statusCode).sort();
    assert.deepEqual(codes, [200, 200, 200, 200, 200, 201], rs.map((r) => r.body).join('\n'));
    assert.equal(new Set(rs.map((r) => r.json().id)).size, 1);
    assert.equal(await count('attachments', a.org.id), before + 1);
  });

  it('409 when a key is reused for other bytes or another chat; bad keys and refused files are 4xx with nothing stored', async () => {
    const h = await bearer('agent-a');
    const pdf = { name: 'a.pdf', bytes: makePdf('reuse') };
    assert.equal((await send({ ...h, 'idempotency-key': 'reuse' }, pdf)).statusCode, 201);
    const other = await send({ ...h, 'idempotency-key': 'reuse' }, { name: 'b.pdf', bytes: makePdf('other bytes') });
    assert.equal(other.statusCode, 409);
    assert.equal(other.json().code, 'idempotency_key_reused');
    const chat = await makeChat(t, a.auth);
    const moved = await send({ ...h, 'idempotency-key': 'reuse' }, pdf, { chat_id: chat });
    assert.equal(moved.statusCode, 409);
    const before = await count('attachments', a.org.id);
    for (const [headers, fields, code] of [
      [h, {}, 'invalid_idempotency_key'],
      [{ ...h, 'idempotency-key': 'has space' }, {}, 'invalid_idempotency_key'],
      [{ ...h, 'idempotency-key': 'x'.repeat(201) }, {}, 'invalid_idempotency_key'],
      [{ ...h, 'idempotency-key': 'one' }, { idempotency_key: 'two' }, 'invalid_idempotency_key'],
      [{ ...h, 'idempotency-key': 'sv' }, { struct_version_id: '999999' }, 'invalid_struct_version'],
    ] as [Record<string, string>, Record<string, string>, string][]) {
      const r = await send(headers, { name: 'n.pdf', bytes: makePdf('never stored') }, fields);
      assert.equal(r.statusCode, 400, `${code}: ${r.body}`);
      assert.equal(r.json().code, code);
    }
    const html = await send({ ...h, 'idempotency-key': 'html' }, { name: 'x.pdf', bytes: Buffer.from('<html><body>not a pdf</body></html>') });
    assert.equal(html.statusCode, 415);
    assert.equal(html.json().code, 'unsupported_type');
    const none = await send({ ...h, 'idempotency-key': 'none' }, null);
    assert.equal(none.statusCode, 400);
    assert.equal(none.json().code, 'no_files');
    const json = await t.app.inject({ method: 'POST', url: '/api/v2/ingest/documents/', headers: { ...h, 'idempotency-key': 'j' }, payload: { files: [] } });
    assert.equal(json.statusCode, 415);
    assert.equal(await count('attachments', a.org.id), before);
    // a failed request does not take the key
    assert.equal((await send({ ...h, 'idempotency-key': 'html' }, { name: 'ok.pdf', bytes: makePdf('later ok') })).statusCode, 201);
  });

  it('sends to a named chat of the organisation; another organisation\'s chat and ingested documents are 404; keys are per user', async () => {
    const h = await bearer('agent-a');
    const chat = await makeChat(t, a.auth, 'Invoices');
    const r = await send({ ...h, 'idempotency-key': 'to-chat' }, { name: 'inv.pdf', bytes: makePdf('to chat') }, { chat_id: chat });
    assert.equal(r.statusCode, 201, r.body);
    assert.equal(r.json().chat_id, chat);
    const list = (await t.app.inject({ method: 'GET', url: `/api/v2/chats/${chat}/attachments/`, headers: a.auth })).json();
    assert.equal(list.results[0].id, r.json().attachment.id);
    // the same bytes again under a new key: the chat's dedupe answers with the existing document
    const dup = await send({ ...h, 'idempotency-key': 'to-chat-2' }, { name: 'inv-copy.pdf', bytes: makePdf('to chat') }, { chat_id: chat });
    assert.equal(dup.statusCode, 201, dup.body);
    assert.equal(dup.json().outcome, 'duplicate');
    assert.equal(dup.json().attachment.id, r.json().attachment.id);

    const hb = await bearer('agent-b');
    const chatB = await makeChat(t, b.auth);
    const cross = await send({ ...h, 'idempotency-key': 'cross' }, { name: 'x.pdf', bytes: makePdf('cross') }, { chat_id: chatB });
    assert.equal(cross.statusCode, 404);
    assert.equal(cross.json().code, 'not_found');
    assert.equal((await status(hb, r.json().id)).statusCode, 404);
    assert.equal((await status(await bearer('agent-a2'), r.json().id)).statusCode, 404, "another user's ingested document");
    assert.equal((await status(h, 999999999)).statusCode, 404);
    // keys belong to the user: another user's same key is a new document
    const same = await send({ ...(await bearer('agent-a2')), 'idempotency-key': 'to-chat' }, { name: 'inv.pdf', bytes: makePdf('second user') });
    assert.equal(same.statusCode, 201);
    assert.notEqual(same.json().id, r.json().id);
  });

  async function batch(o: Org, fields: Record<string, string> = {}, files = [{ name: 'first.pdf', bytes: makePdf(`batch ${crypto.randomUUID()}`) }]) {
    const body = filesForm(files, fields);
    const r = await t.app.inject({ method: 'POST', url: '/api/v2/batches/', headers: { ...o.auth, ...body.headers }, payload: body.payload });
    assert.equal(r.statusCode, 201, r.body);
    return r.json().batch as { id: number; status: string };
  }
  const stored = async (attachmentId: number) =>
    (await t.db.query<{ batch_id: number | null; struct_version_id: number | null; target_language: string }>(
      `SELECT batch_id, struct_version_id, target_language FROM attachments WHERE id = $1`, [attachmentId])).rows[0];

  it('sends a document into a batch with the batch\'s pinning or classification; same key + other target is 409; other organisations\' batches are 404', async () => {
    const h = await bearer('agent-a');
    const version = await makeStructVersion(t.db, a.org.id);
    const pinned = await batch(a, { struct_version_id: String(version), target_language: 'de' });
    const classified = await batch(a);
    const pdf = { name: 'to-batch.pdf', bytes: makePdf('ingest into a batch') };
    const first = await send({ ...h, 'idempotency-key': 'b-1' }, pdf, { batch_id: String(pinned.id) });
    assert.equal(first.statusCode, 201, first.body);
    const doc = first.json();
    assert.equal(doc.batch_id, pinned.id);
    assert.equal(doc.chat_id, null, 'the batch\'s hidden chat is not shown');
    assert.equal(doc.outcome, 'created');
    assert.deepEqual(await stored(doc.attachment.id), { batch_id: pinned.id, struct_version_id: version, target_language: 'de' });
    const listed = (await t.app.inject({ method: 'GET', url: `/api/v2/batches/${pinned.id}/documents/`, headers: a.auth })).json();
    assert.equal(listed.count, 2);
    assert.ok(listed.results.some((x: { id: number }) => x.id === doc.attachment.id));

    const again = await send({ ...h, 'idempotency-key': 'b-1' }, pdf, { batch_id: String(pinned.id) });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.deepEqual(again.json(), doc);
    const before = { att: await count('attachments', a.org.id), ing: await count('ingest_documents', a.org.id) };
    for (const fields of [{ batch_id: String(classified.id) }, { chat_id: await makeChat(t, a.auth) }, {}] as Record<string, string>[]) {
      const r = await send({ ...h, 'idempotency-key': 'b-1' }, pdf, fields);
      assert.equal(r.statusCode, 409, JSON.stringify(fields));
      assert.equal(r.json().code, 'idempotency_key_reused');
    }
    const inbox = await send({ ...h, 'idempotency-key': 'b-2' }, { name: 'inbox.pdf', bytes: makePdf('inbox first') });
    assert.equal(inbox.statusCode, 201);
    assert.equal(inbox.json().batch_id, null);
    assert.equal((await send({ ...h, 'idempotency-key': 'b-2' }, { name: 'inbox.pdf', bytes: makePdf('inbox first') }, { batch_id: String(pinned.id) })).statusCode, 409);
    assert.equal(await count('attachments', a.org.id), before.att + 1);
    assert.equal(await count('ingest_documents', a.org.id), before.ing + 1);

    const cls = await send({ ...h, 'idempotency-key': 'b-3' }, { name: 'c.pdf', bytes: makePdf('classify me') }, { batch_id: String(classified.id) });
    assert.equal(cls.statusCode, 201, cls.body);
    assert.deepEqual(await stored(cls.json().attachment.id), { batch_id: classified.id, struct_version_id: null, target_language: '' });
    const st = await status(h, cls.json().id);
    assert.equal(st.statusCode, 200);
    assert.equal(st.json().batch_id, classified.id);
    assert.equal(st.json().chat_id, null);

    const foreign = await batch(b);
    const n = { att: await count('attachments', a.org.id), ing: await count('ingest_documents', a.org.id), bAtt: await count('attachments', b.org.id) };
    for (const [fields, code, http] of [
      [{ batch_id: String(foreign.id) }, 'not_found', 404],
      [{ batch_id: '999999999' }, 'not_found', 404],
      [{ batch_id: 'abc' }, 'not_found', 404],
      [{ batch_id: String(pinned.id), chat_id: await makeChat(t, a.auth) }, 'validation_error', 400],
      [{ batch_id: String(pinned.id), struct_version_id: String(version) }, 'validation_error', 400],
      [{ batch_id: String(pinned.id), target_language: 'fr' }, 'validation_error', 400],
    ] as [Record<string, string>, string, number][]) {
      const r = await send({ ...h, 'idempotency-key': `bad-${crypto.randomUUID()}` }, { name: 'n.pdf', bytes: makePdf('never') }, fields);
      assert.equal(r.statusCode, http, `${JSON.stringify(fields)}: ${r.body}`);
      assert.equal(r.json().code, code);
    }
    assert.deepEqual({ att: await count('attachments', a.org.id), ing: await count('ingest_documents', a.org.id), bAtt: await count('attachments', b.org.id) }, n);
  });

  it('a document sent into a completed batch makes it processing again', async () => {
    const h = await bearer('agent-a');
    const done = await batch(a, {}, [{ name: 'only.exe', bytes: Buffer.from('MZ') }]);
    assert.equal(done.status, 'completed');
    const r = await send({ ...h, 'idempotency-key': 'reopen' }, { name: 'late.pdf', bytes: makePdf('late arrival') }, { batch_id: String(done.id) });
    assert.equal(r.statusCode, 201, r.body);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/v2/batches/${done.id}/`, headers: a.auth })).json();
    assert.equal(detail.status, 'processing');
    assert.equal(detail.completed_at, null);
    assert.equal(detail.document_count, 1);
  });

  it('keeps the ingest guards in order: 401, 403 identity_provider_required, 404 not allowlisted, 400/426 version, 403 scope', async () => {
    const pdf = { name: 'g.pdf', bytes: makePdf('guards') };
    const k = { 'idempotency-key': 'guard' };
    assert.equal((await send({ ...V, ...k }, pdf)).statusCode, 401);
    for (const headers of [a.auth, (await openSession(t.db, a.user.id, a.org.id)).headers]) {
      const r = await send({ ...headers, ...V, ...k }, pdf);
      assert.equal(r.statusCode, 403);
      assert.equal(r.json().code, 'identity_provider_required');
      assert.equal((await status({ ...headers, ...V }, 1)).json().code, 'identity_provider_required');
    }
    const c = await bearer('agent-closed', '');
    assert.equal((await send({ ...c, ...k, 'x-agent-version': '0.1.0' }, pdf)).statusCode, 404);
    assert.equal((await status({ ...c, 'x-agent-version': '0.1.0' }, 1)).statusCode, 404);
    const ro = await bearer('agent-a', 'ingest:read');
    assert.equal((await send({ ...ro, ...k, 'x-agent-version': 'junk' }, pdf)).statusCode, 400);
    const old = await send({ ...ro, ...k, 'x-agent-version': '1.0.0' }, pdf);
    assert.equal(old.statusCode, 426);
    assert.equal(old.headers.upgrade, 'structa-agent/1.2.0');
    const noWrite = await send({ ...ro, ...k }, pdf);
    assert.equal(noWrite.statusCode, 403);
    assert.equal(noWrite.json().code, 'insufficient_scope');
    const wo = await bearer('agent-a', 'ingest:write');
    const noRead = await status(wo, 1);
    assert.equal(noRead.statusCode, 403);
    assert.equal(noRead.json().code, 'insufficient_scope');
  });
});
