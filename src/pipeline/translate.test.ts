import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createTranslator, splitText } from './translate.js';

type Mode = 'ok' | 'http500' | 'notjson' | 'short' | 'hang' | 'string';

describe('splitText', () => {
  it('keeps short text whole', () => {
    assert.deepEqual(splitText('abc', 10), [{ text: 'abc', joiner: '' }]);
  });
  it('splits at line breaks, else spaces, else anywhere, and rejoins losslessly', () => {
    const text = 'alpha beta gamma\ndelta epsilon\n' + 'x'.repeat(25) + ' zeta eta theta';
    const parts = splitText(text, 12);
    for (const p of parts) assert.ok(p.text.length <= 12, JSON.stringify(p));
    assert.equal(parts.map((p) => p.text + p.joiner).join(''), text);
    assert.ok(parts.some((p) => p.joiner === '\n'));
    assert.ok(parts.some((p) => p.joiner === ''));
  });
  it('does not cut a surrogate pair', () => {
    const parts = splitText('abcd\u{1F600}efgh', 5);
    assert.equal(parts[0].text, 'abcd');
    assert.equal(parts.map((p) => p.text).join(''), 'abcd\u{1F600}efgh');
  });
});

describe('translator client against a loopback service', () => {
  let server: http.Server;
  let url: string;
  let mode: Mode = 'ok';
  const bodies: { q: string[] }[] = [];

  before(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const body = JSON.parse(raw) as { q: string[]; target: string };
        bodies.push(body);
        if (mode === 'hang') return; // never answers
        if (mode === 'http500') return void res.writeHead(500).end('{"error":"boom"}');
        if (mode === 'notjson') return void res.writeHead(200).end('<html>');
        const out = body.q.map((s) => `${body.target}:${s}`);
        const translatedText = mode === 'short' ? out.slice(1) : mode === 'string' ? out[0] : out;
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ translatedText }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  const pages = [
    { number: 1, text: 'one two three four five six seven' },
    { number: 2, text: '   ' },
    { number: 3, text: 'eight nine' },
  ];

  it('batches within the bounds, skips empty pages and reassembles pages in order', async () => {
    mode = 'ok';
    bodies.length = 0;
    const seen: number[] = [];
    const tr = createTranslator({ url, apiKey: null, timeoutMs: 5000, batchChars: 15, batchItems: 2 });
    const r = await tr.translate(pages, 'it', { onProgress: (f) => void seen.push(f) });
    assert.ok(r.ok);
    assert.deepEqual(r.pages.map((p) => p.number), [1, 2, 3]);
    assert.equal(r.pages[1].text, '');
    assert.equal(r.pages[2].text, 'it:eight nine');
    assert.equal(r.pages[0].text.split('it:').join(''), pages[0].text);
    for (const b of bodies) {
      assert.ok(b.q.length <= 2);
      assert.ok(b.q.join('').length <= 15);
      assert.ok(!('api_key' in b));
    }
    assert.equal(seen.length, bodies.length);
    assert.equal(seen.at(-1), 1);
  });

  it('accepts a single translatedText string for a single text', async () => {
    mode = 'string';
    const tr = createTranslator({ url, apiKey: 'k', timeoutMs: 5000, batchChars: 1000 });
    const r = await tr.translate([{ number: 1, text: 'hello' }], 'fr');
    assert.deepEqual(r, { ok: true, pages: [{ number: 1, text: 'fr:hello' }] });
  });

  for (const [m, code] of [
    ['http500', 'translator_error'],
    ['notjson', 'translator_bad_response'],
    ['short', 'translator_bad_response'],
    ['hang', 'translator_timeout'],
  ] as const) {
    it(`returns ${code} as a value when the service answers ${m}`, async () => {
      mode = m;
      const tr = createTranslator({ url, apiKey: null, timeoutMs: 300, batchChars: 1000 });
      const r = await tr.translate(pages, 'de');
      assert.equal(r.ok, false);
      assert.match((r as { reason: string }).reason, new RegExp(`^${code}: `));
    });
  }
});
