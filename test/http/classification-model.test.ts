import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createClassificationStage } from '../../src/domain/classification/stage.js';
import { recognise } from '../../src/pipeline/recognise/index.js';
import { createBlobStore } from '../../src/storage/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { insertChat, insertTextAttachment } from '../helpers/extraction-rows.js';
import { makeOrg } from '../helpers/factories.js';

const recogniseOpts = { languages: ['eng'], maxPages: 10, maxPixels: 1e8, timeoutMs: 10000, memoryMb: 256 };

// Classification by a configured OpenAI-compatible model, served by a real HTTP server on loopback.
describe('classification by a model', () => {
  let t: TestApp;
  let o: Awaited<ReturnType<typeof makeOrg>>;
  let server: http.Server;
  let baseUrl: string;
  let answer: (body: Record<string, unknown>) => { status: number; body: unknown };
  const seen: Record<string, unknown>[] = [];
  const headers: http.IncomingHttpHeaders[] = [];
  let receipt: { slug: string; version: number };
  let lease: { slug: string; version: number };

  async function struct(name: string): Promise<{ slug: string; version: number }> {
    const s = (await t.app.inject({ method: 'POST', url: '/api/v2/structs/', headers: o.auth, payload: { name, schema_json: { type: 'object', properties: { total: { type: 'number' } } }, black_hole_enabled: true } })).json();
    const p = await t.app.inject({ method: 'POST', url: `/api/v2/structs/${s.slug}/publish/`, headers: o.auth });
    return { slug: s.slug, version: p.json().current_version.id };
  }

  async function classify(text: string) {
    const chat = await insertChat(t.db, o.org.id);
    const id = await insertTextAttachment(t.db, createBlobStore(t.config), { orgId: o.org.id, chatId: chat.id, text });
    const stage = createClassificationStage(t.db, { minScore: 0.5, model: { baseUrl, model: 'sorter-1', apiKey: 'k-test', timeoutMs: 5000 } });
    const document = await recognise(new TextEncoder().encode(text), 'txt', recogniseOpts);
    const out = await stage.classify({ orgId: o.org.id, attachmentId: id, run: 1, document });
    await t.db.transaction((tx) => out.save(tx));
    const row = (await t.db.query<{ method: string; struct_version_id: number | null; score: number; reasons: string[] }>(`SELECT * FROM attachment_classifications WHERE attachment_id = $1`, [id])).rows[0];
    return { chosen: out.structVersionId, row };
  }

  before(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
        seen.push(body);
        headers.push(req.headers);
        const a = answer(body);
        res.writeHead(a.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(a.body));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    t = await createTestApp();
    o = await makeOrg(t.services);
    receipt = await struct('Receipt');
    lease = await struct('Lease');
  });
  after(async () => {
    await t.close();
    await new Promise((r) => server.close(r));
  });

  const completion = (content: object) => ({ status: 200, body: { choices: [{ message: { role: 'assistant', content: JSON.stringify(content) } }] } });

  it('records the struct the model chose, with its confidence and reason', async () => {
    answer = (body) => {
      const schema = (body.response_format as { json_schema: { name: string; schema: { properties: { struct: { enum: string[] } } } } }).json_schema;
      assert.equal(schema.name, 'classification');
      return completion({ struct: schema.schema.properties.struct.enum.find((s) => s === lease.slug), confidence: 0.82, reason: 'rent and tenant' });
    };
    const r = await classify('The tenant pays the monthly rent to the landlord.');
    assert.equal(r.chosen, lease.version);
    assert.equal(r.row.method, 'model');
    assert.equal(r.row.score, 0.82);
    assert.deepEqual(r.row.reasons, ['model: rent and tenant']);
    const last = seen.at(-1)!;
    assert.equal(last.model, 'sorter-1');
    assert.equal(headers.at(-1)!.authorization, 'Bearer k-test');
    const user = JSON.parse((last.messages as { role: string; content: string }[])[1].content);
    assert.deepEqual(user.structs.map((s: { slug: string }) => s.slug).sort(), [receipt.slug, lease.slug].sort());
    assert.match(user.document, /monthly rent/);
  });

  it('ends unclassified when the model names none or is not confident enough', async () => {
    answer = () => completion({ struct: 'none', confidence: 0.9, reason: 'a recipe' });
    const none = await classify('Banana bread: flour and sugar.');
    assert.equal(none.chosen, null);
    assert.equal(none.row.struct_version_id, null);
    answer = () => completion({ struct: receipt.slug, confidence: 0.2, reason: 'unsure' });
    const low = await classify('Something vague.');
    assert.equal(low.chosen, null);
    assert.equal(low.row.method, 'model');
  });

  it('falls back to the deterministic scoring when the model fails', async () => {
    answer = () => ({ status: 500, body: { error: 'down' } });
    const r = await classify('Receipt total 12.00');
    assert.equal(r.row.method, 'deterministic');
    assert.match(r.row.reasons[0], /model unavailable \(model endpoint answered HTTP 500\)/);
  });
});
