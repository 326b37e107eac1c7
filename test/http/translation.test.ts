import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { eventsOf, makeChat as makeChatRow, sampleText, waitDone } from '../helpers/attachments.js';
import { makeOrg } from '../helpers/factories.js';
import { makeChat, uploadJson } from '../helpers/uploads.js';

type Org = Awaited<ReturnType<typeof makeOrg>>;

interface Seen {
  q: unknown;
  source: unknown;
  target: unknown;
  format: unknown;
  api_key: unknown;
}

/** A LibreTranslate-compatible service on loopback: upper-cases each text and prefixes `[target] `. */
async function startTranslator(): Promise<{ url: string; seen: Seen[]; close: () => Promise<void> }> {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/translate') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as Seen;
      seen.push(body);
      const one = (s: string) => `[${String(body.target)}] ${s.toUpperCase()}`;
      const out = Array.isArray(body.q) ? body.q.map((s) => one(String(s))) : one(String(body.q));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ translatedText: out }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${port}`, seen, close: () => new Promise((r) => server.close(() => r())) };
}

/** A loopback URL nothing listens on (a port opened and closed again). */
async function deadUrl(): Promise<string> {
  const s = http.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as AddressInfo).port;
  await new Promise((r) => s.close(r));
  return `http://127.0.0.1:${port}`;
}

const att = (chat: string, id: number, rest: string) => `/api/v2/chats/${chat}/attachments/${id}/${rest}`;

async function upload(t: TestApp, o: Org, chat: string, name: string, text: string, extra: Record<string, unknown>): Promise<number> {
  const r = await uploadJson(t, o.auth, chat, [{ name, bytes: Buffer.from(text) }], extra);
  assert.equal(r.statusCode, 201, r.body);
  return r.json().created[0].id;
}

describe('translation pass with a translation service', () => {
  let t: TestApp;
  let svc: Awaited<ReturnType<typeof startTranslator>>;
  let a: Org;
  let b: Org;
  let chatA: string;
  let chatB: string;
  let doc: number;
  let plain: number;
  const text = sampleText('quillwort', 4);

  before(async () => {
    svc = await startTranslator();
    // a small batch size makes the page go out in several bounded requests
    t = await createTestApp({ TRANSLATOR_URL: svc.url, TRANSLATOR_API_KEY: 'k-test', TRANSLATOR_BATCH_CHARS: '300' }, { workers: true });
    a = await makeOrg(t.services, { digitalUploads: true });
    b = await makeOrg(t.services, { digitalUploads: true });
    chatA = await makeChat(t, a.auth);
    chatB = await makeChat(t, b.auth);
    doc = await upload(t, a, chatA, 'letter.txt', text, { target_language: 'de' });
    plain = await upload(t, a, chatA, 'plain.txt', 'nothing to translate here\n', {});
  });
  after(async () => {
    await t?.close();
    await svc?.close();
  });

  const get = (o: Org, url: string) => t.app.inject({ method: 'GET', url, headers: o.auth });

  it('runs the translating stage with rising progress and completes', async () => {
    const s = await waitDone(t.db, doc);
    assert.equal(s.processing_status, 'completed', s.processing_stage);
    const ev = await eventsOf(t.db, doc);
    const stages = ev.map((e) => e.processing_stage);
    assert.ok(stages.includes('translating'), String(stages));
    assert.ok(stages.indexOf('chunking') < stages.indexOf('translating'));
    assert.ok(stages.indexOf('translating') < stages.indexOf('indexing'));
    for (let i = 1; i < ev.length; i++) assert.ok(ev[i].processing_progress >= ev[i - 1].processing_progress, JSON.stringify(ev));
    assert.ok(ev.filter((e) => e.processing_stage === 'translating').length >= 2, 'progress reported per request');
  });

  it('sent bounded batches in the LibreTranslate format', () => {
    assert.ok(svc.seen.length >= 2, `requests: ${svc.seen.length}`);
    for (const r of svc.seen) {
      assert.ok(Array.isArray(r.q));
      assert.ok((r.q as string[]).join('').length <= 300);
      assert.equal(r.source, 'auto');
      assert.equal(r.target, 'de');
      assert.equal(r.format, 'text');
      assert.equal(r.api_key, 'k-test');
    }
  });

  it('serves the translation page by page', async () => {
    const r = await get(a, att(chatA, doc, 'translation/'));
    assert.equal(r.statusCode, 200, r.body);
    const body = r.json();
    assert.equal(body.attachment_id, doc);
    assert.equal(body.target_language, 'de');
    assert.equal(body.status, 'completed');
    assert.equal(body.reason, null);
    assert.ok(!Number.isNaN(Date.parse(body.created_at)));
    assert.equal(body.pages.length, 1);
    assert.equal(body.pages[0].number, 1);
    const original = (await get(a, att(chatA, doc, 'text/'))).json().text as string;
    // each piece came back prefixed; without the prefixes the pieces rejoin to the whole page
    assert.ok(body.pages[0].text.startsWith('[de] '));
    assert.equal(body.pages[0].text.split('[de] ').join(''), original.toUpperCase());
  });

  it('is readable from a chat the document is linked into', async () => {
    const other = await makeChatRow(t.db, a.org.id);
    await t.db.query(`INSERT INTO chat_attachment_links (chat_id, attachment_id, org_id) VALUES ($1, $2, $3)`, [other.id, doc, a.org.id]);
    const r = await get(a, att(other.publicId, doc, 'translation/'));
    assert.equal(r.statusCode, 200, r.body);
    assert.equal(r.json().status, 'completed');
  });

  it('answers 404 translation_not_found when no translation was asked', async () => {
    const s = await waitDone(t.db, plain);
    assert.equal(s.processing_status, 'completed');
    const r = await get(a, att(chatA, plain, 'translation/'));
    assert.equal(r.statusCode, 404);
    assert.equal(r.json().code, 'translation_not_found');
  });

  it('hides other tenants documents (404)', async () => {
    const r = await get(b, att(chatA, doc, 'translation/'));
    assert.equal(r.statusCode, 404);
    const r2 = await get(b, att(chatB, doc, 'translation/'));
    assert.equal(r2.statusCode, 404);
    assert.notEqual(r2.json().code, 'translation_not_found');
  });
});

describe('translation pass without a usable translation service', () => {
  let t: TestApp;
  let u: TestApp;
  let a: Org;
  let c: Org;

  before(async () => {
    t = await createTestApp({}, { workers: true });
    u = await createTestApp({ TRANSLATOR_URL: await deadUrl(), TRANSLATOR_TIMEOUT_MS: '5000' }, { workers: true });
    a = await makeOrg(t.services, { digitalUploads: true });
    c = await makeOrg(u.services, { digitalUploads: true });
  });
  after(async () => {
    await t?.close();
    await u?.close();
  });

  it('completes the document and records the translation as unavailable when none is configured', async () => {
    const chat = await makeChat(t, a.auth);
    const id = await upload(t, a, chat, 'memo.txt', sampleText('tamarisk', 2), { target_language: 'fr' });
    const s = await waitDone(t.db, id);
    assert.equal(s.processing_status, 'completed', s.processing_stage);
    const stages = (await eventsOf(t.db, id)).map((e) => e.processing_stage);
    assert.ok(!stages.includes('translating'), String(stages));
    const r = await t.app.inject({ method: 'GET', url: att(chat, id, 'translation/'), headers: a.auth });
    assert.equal(r.statusCode, 200, r.body);
    const body = r.json();
    assert.equal(body.status, 'unavailable');
    assert.equal(body.target_language, 'fr');
    assert.match(body.reason, /^translator_not_configured: /);
    assert.deepEqual(body.pages, []);
  });

  it('completes the document and records the translation as failed when the service is down', async () => {
    const chat = await makeChat(u, c.auth);
    const id = await upload(u, c, chat, 'memo.txt', sampleText('tamarisk', 2), { target_language: 'pt-BR' });
    const s = await waitDone(u.db, id);
    assert.equal(s.processing_status, 'completed', s.processing_stage);
    const stages = (await eventsOf(u.db, id)).map((e) => e.processing_stage);
    assert.ok(stages.includes('translating'), String(stages));
    const r = await u.app.inject({ method: 'GET', url: att(chat, id, 'translation/'), headers: c.auth });
    assert.equal(r.statusCode, 200, r.body);
    const body = r.json();
    assert.equal(body.status, 'failed');
    assert.equal(body.target_language, 'pt-BR');
    assert.match(body.reason, /^translator_unreachable: /);
    assert.deepEqual(body.pages, []);
    // the recognised text is there all the same
    const txt = await u.app.inject({ method: 'GET', url: att(chat, id, 'text/'), headers: c.auth });
    assert.equal(txt.statusCode, 200);
  });
});
