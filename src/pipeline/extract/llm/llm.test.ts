import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import { documentFromPages } from '../../../../test/helpers/documents.js';
import type { Extractor } from '../types.js';
import { chunkDocument } from './prompt.js';
import { createLlmExtractor, runLlmExtraction, type LlmOptions } from './index.js';

interface Seen {
  url: string;
  method: string;
  headers: http.IncomingHttpHeaders;
  body: any;
}

/** A loopback server speaking the chat-completions protocol; `answer` decides each reply from the request. */
function modelServer() {
  const seen: Seen[] = [];
  let answer: (body: any) => { status?: number; content?: unknown; raw?: string; hang?: boolean } = () => ({ content: {} });
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      const body = JSON.parse(text);
      seen.push({ url: req.url ?? '', method: req.method ?? '', headers: req.headers, body });
      const a = answer(body);
      if (a.hang) return; // never answers: the client's timeout must end it
      res.writeHead(a.status ?? 200, { 'content-type': 'application/json' });
      res.end(
        a.raw ??
          JSON.stringify({
            id: 'chatcmpl-test',
            object: 'chat.completion',
            model: body.model,
            choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify(a.content) } }],
          }),
      );
    });
  });
  return {
    seen,
    server,
    set: (f: typeof answer) => (answer = f),
    async start() {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
    },
  };
}

const schema = {
  type: 'object',
  properties: {
    company: { type: 'string', title: 'Company' },
    total: { type: 'number' },
    date: { type: 'string', format: 'date' },
    items: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, amount: { type: 'number' } } } },
  },
};

describe('model-backed extractor', () => {
  const m = modelServer();
  let opts: LlmOptions;
  before(async () => {
    const base = await m.start();
    opts = { baseUrl: base, model: 'test-model', apiKey: 'test-key', timeoutMs: 5000, chunkChars: 4000, maxChunks: 16 };
  });
  beforeEach(() => {
    m.seen.length = 0;
  });
  after(() => {
    m.server.closeAllConnections();
    m.server.close();
  });

  const receipt = documentFromPages([['ACME TRADING SDN BHD', 'Date: 25/12/2018', 'Widget 2.50', 'Gadget 7.00', 'TOTAL 9.50']]);

  it('sends a well-formed request and keeps grounded values with citations', async () => {
    m.set(() => ({ content: { company: 'Acme Trading Sdn Bhd', total: '9.50', date: '2018-12-25', items: [{ name: 'Widget', amount: 2.5 }, { name: 'Gadget', amount: 7 }] } }));
    const out = await runLlmExtraction(opts, { document: receipt, schema, annotations: { company: { aliases: ['Seller'] } } });
    assert.ok(out.ok, !out.ok ? out.reason : '');
    assert.equal(m.seen.length, 1);
    const req = m.seen[0];
    assert.equal(req.method, 'POST');
    assert.equal(req.url, '/v1/chat/completions');
    assert.equal(req.headers.authorization, 'Bearer test-key');
    assert.match(String(req.headers['content-type']), /application\/json/);
    assert.equal(req.body.model, 'test-model');
    assert.equal(req.body.response_format.type, 'json_schema');
    assert.equal(req.body.response_format.json_schema.name, 'extraction');
    assert.equal(req.body.response_format.json_schema.strict, true);
    const rs = req.body.response_format.json_schema.schema;
    assert.equal(rs.additionalProperties, false);
    assert.deepEqual(rs.required, ['company', 'total', 'date', 'items']);
    assert.deepEqual(rs.properties.company.type, ['string', 'null']);
    assert.ok(req.body.messages.some((x: any) => x.role === 'user' && x.content.includes('ACME TRADING SDN BHD') && x.content.includes('Seller')));

    const r = out.result;
    assert.equal(r.extractor, 'llm:test-model');
    assert.deepEqual(r.data, { company: 'Acme Trading Sdn Bhd', total: 9.5, date: '2018-12-25', items: [{ name: 'Widget', amount: 2.5 }, { name: 'Gadget', amount: 7 }] });
    const byPath = new Map(r.fields.map((f) => [f.path, f]));
    assert.equal(byPath.get('/company')?.citations[0].text, 'ACME TRADING SDN BHD');
    assert.equal(byPath.get('/date')?.citations[0].text, '25/12/2018');
    assert.equal(byPath.get('/items/1/amount')?.citations[0].text, '7.00');
    for (const f of r.fields) {
      assert.ok(f.confidence > 0 && f.confidence <= 1);
      assert.equal(f.citations[0].page, 1);
    }
    assert.deepEqual(r.problems, []);
    assert.deepEqual(r.dropped, []);
  });

  it('drops values that cannot be found in the document and says why', async () => {
    m.set(() => ({ content: { company: 'Globex Corporation', total: 9.5, date: null, items: [{ name: 'Sprocket', amount: 99.99 }] } }));
    const out = await runLlmExtraction(opts, { document: receipt, schema, annotations: {} });
    assert.ok(out.ok);
    assert.deepEqual(out.result.data, { total: 9.5 });
    assert.deepEqual(
      out.result.dropped?.map((d) => [d.path, d.reason]),
      [
        ['/company', 'not_found_in_document'],
        ['/items/0/name', 'not_found_in_document'],
        ['/items/0/amount', 'not_found_in_document'],
      ],
    );
    assert.deepEqual(out.result.fields.map((f) => f.path), ['/total']);
  });

  it('drops values that break the field schema', async () => {
    m.set(() => ({ content: { company: 'ACME', total: 'TOTAL', date: 'Christmas', items: null } }));
    const out = await runLlmExtraction(opts, { document: receipt, schema, annotations: {} });
    assert.ok(out.ok);
    assert.deepEqual(out.result.data, { company: 'ACME' });
    assert.deepEqual(out.result.dropped?.map((d) => d.path).sort(), ['/date', '/total']);
    m.set(() => ({ content: { company: null, total: null, date: '25/12/2018', items: null } }));
    const iso = await runLlmExtraction(opts, { document: receipt, schema, annotations: {} });
    assert.ok(iso.ok);
    assert.deepEqual(iso.result.data, { date: '2018-12-25' });
  });

  it('chunks a long document into several requests and merges per field', async () => {
    const filler = (p: number) => Array.from({ length: 12 }, (_, i) => `Clause ${p}.${i} the parties agree to the terms written here in full.`);
    const doc = documentFromPages([
      ['MUTUAL NON-DISCLOSURE AGREEMENT', 'between Initech LLC and Hooli Inc', ...filler(1)],
      filler(2),
      [...filler(3), 'Payment due: 1,250.00'],
    ]);
    const small = { ...opts, chunkChars: 900 };
    const chunks = chunkDocument(doc, small.chunkChars);
    assert.ok(chunks.length >= 3, `expected at least 3 chunks, got ${chunks.length}`);
    for (const c of chunks) assert.ok(c.text.length <= small.chunkChars);
    m.set((body) => {
      const text: string = body.messages[1].content;
      return {
        content: {
          company: text.includes('Initech') ? 'Initech LLC' : text.includes('Clause 2.') ? 'Hooli Inc' : null,
          total: text.includes('1,250.00') ? 1250 : null,
          date: null,
          items: null,
        },
      };
    });
    const out = await runLlmExtraction(small, { document: doc, schema, annotations: {} });
    assert.ok(out.ok);
    assert.equal(m.seen.length, chunks.length);
    assert.ok(m.seen.every((s, i) => s.body.messages[1].content.includes(`part ${i + 1} of ${chunks.length}`)));
    assert.deepEqual(out.result.data, { company: 'Initech LLC', total: 1250 });
    const total = out.result.fields.find((f) => f.path === '/total');
    assert.equal(total?.citations[0].page, 3);
  });

  it('notes text beyond the chunk limit as a problem', async () => {
    m.set(() => ({ content: { company: null, total: null, date: null, items: null } }));
    const doc = documentFromPages([['a'.repeat(600)], ['b'.repeat(600)], ['c'.repeat(600)]]);
    const out = await runLlmExtraction({ ...opts, chunkChars: 700, maxChunks: 2 }, { document: doc, schema, annotations: {} });
    assert.ok(out.ok);
    assert.equal(m.seen.length, 2);
    assert.match(out.result.problems[0].message, /not read/);
  });

  it('returns failures as values: HTTP errors, bad output, timeouts, unreachable endpoints', async () => {
    m.set(() => ({ status: 500, raw: '{"error":{"message":"down"}}' }));
    const a = await runLlmExtraction(opts, { document: receipt, schema, annotations: {} });
    assert.deepEqual(a, { ok: false, reason: 'model endpoint answered HTTP 500' });
    m.set(() => ({ content: 'not an object' }));
    const b = await runLlmExtraction(opts, { document: receipt, schema, annotations: {} });
    assert.equal(b.ok, false);
    m.set(() => ({ hang: true }));
    const c = await runLlmExtraction({ ...opts, timeoutMs: 200 }, { document: receipt, schema, annotations: {} });
    assert.equal(c.ok, false);
    assert.match(!c.ok ? c.reason : '', /did not answer/);
    const d = await runLlmExtraction({ ...opts, baseUrl: 'http://127.0.0.1:1/' }, { document: receipt, schema, annotations: {} });
    assert.deepEqual(d, { ok: false, reason: 'model endpoint is unreachable' });
  });

  it('falls back to the deterministic extractor on an outage and lists the reason', async () => {
    m.set(() => ({ status: 503, raw: '' }));
    const doc = documentFromPages([['Company: ACME', 'Total: 9.50']]);
    const fallback: Extractor = {
      name: 'deterministic',
      extract: async () => ({ data: { company: 'ACME' }, fields: [], problems: [], extractor: 'deterministic' }),
    };
    const ex = createLlmExtractor(opts, fallback);
    const r = await ex.extract({ document: doc, schema, annotations: {} });
    assert.equal(r.extractor, 'deterministic');
    assert.deepEqual(r.data, { company: 'ACME' });
    assert.match(r.problems.at(-1)!.message, /HTTP 503.*deterministic result used/);
  });
});
