import assert from 'node:assert/strict';
import { fork, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { makePdf, multipartBody } from '../helpers/uploads.js';

const MIB = 1024 * 1024;
const SIZE = 100 * MIB;
// what the service may add while a 100 MiB file passes through it: a fraction of the file
const BOUND = 40 * MIB;

interface Ready {
  port: number;
  auth: Record<string, string>;
  chat: string;
}

function ask<T>(child: ChildProcess, m: string): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (r) => resolve(r as T));
    child.send(m);
  });
}

/** `total` bytes of a PDF: a real one, then filler produced block by block (never held whole here). */
function* pdfBytes(total: number): Generator<Buffer> {
  const head = makePdf(crypto.randomUUID());
  yield head;
  // 48 KiB: a multiple of 3, so each block's base64 can be sent on its own
  const block = crypto.randomBytes(48 * 1024);
  for (let left = total - head.length; left > 0; left -= block.length) yield left >= block.length ? block : block.subarray(0, left);
}

/** Streams a request body made of `parts` to the child and resolves with the status and body. */
function send(r: Ready, headers: Record<string, string>, parts: Iterable<Buffer>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: r.port, method: 'POST', path: `/api/v2/chats/${r.chat}/attachments/`, headers: { ...r.auth, ...headers } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    const it = parts[Symbol.iterator]();
    const pump = () => {
      for (let n = it.next(); !n.done; n = it.next()) if (!req.write(n.value)) return void req.once('drain', pump);
      req.end();
    };
    pump();
  });
}

describe('uploads keep memory flat', () => {
  let child: ChildProcess;
  let ready: Ready;
  before(async () => {
    const script = path.join(path.dirname(fileURLToPath(import.meta.url)), '../helpers/upload-memory-child.js');
    child = fork(script, [], {
      execArgv: ['--expose-gc'],
      env: { ...process.env, CHILD_ENV: JSON.stringify({ MAX_UPLOAD_BYTES: String(SIZE), MAX_JSON_UPLOAD_BODY_BYTES: String(150 * MIB) }) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    ready = await new Promise<Ready>((resolve) => child.once('message', (m) => resolve(m as Ready)));
  });
  after(async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.send('stop');
    await exited;
  });

  it('stores a 100 MiB multipart file with a bounded rise in resident memory', async (ctx) => {
    await ask(child, 'reset');
    const boundary = `----structa${crypto.randomBytes(8).toString('hex')}`;
    const frame = multipartBody([{ name: 'files', filename: 'big.pdf', content: 'X' }], boundary).payload.toString('latin1');
    const [open, close] = frame.split('\r\nX\r\n').map((s, i) => Buffer.from(i === 0 ? `${s}\r\n` : `\r\n${s}`, 'latin1'));
    const r = await send(ready, { 'content-type': `multipart/form-data; boundary=${boundary}` }, (function* () {
      yield open;
      yield* pdfBytes(SIZE);
      yield close;
    })());
    assert.equal(r.status, 201, r.body);
    assert.equal(JSON.parse(r.body).created.length, 1, r.body);
    const m = await ask<{ baseline: number; peak: number }>(child, 'report');
    ctx.diagnostic(`resident memory rose by ${((m.peak - m.baseline) / MIB).toFixed(1)} MiB`);
    assert.ok(m.peak - m.baseline < BOUND, `resident memory rose by ${((m.peak - m.baseline) / MIB).toFixed(1)} MiB`);
  });

  it('stores a 100 MiB file sent as base64 JSON with a bounded rise in resident memory', async (ctx) => {
    await ask(child, 'reset');
    const r = await send(ready, { 'content-type': 'application/json' }, (function* () {
      yield Buffer.from('{"files":[{"file_name":"big.pdf","content_base64":"');
      const bytes = pdfBytes(SIZE);
      // the PDF head is not a multiple of 3 bytes: carry the rest into the next block
      let carry = Buffer.alloc(0);
      for (const b of bytes) {
        const all = Buffer.concat([carry, b]);
        const cut = all.length - (all.length % 3);
        yield Buffer.from(all.subarray(0, cut).toString('base64'));
        carry = all.subarray(cut);
      }
      yield Buffer.from(`${carry.toString('base64')}"}]}`);
    })());
    assert.equal(r.status, 201, r.body);
    assert.equal(JSON.parse(r.body).created.length, 1, r.body);
    const m = await ask<{ baseline: number; peak: number }>(child, 'report');
    ctx.diagnostic(`resident memory rose by ${((m.peak - m.baseline) / MIB).toFixed(1)} MiB`);
    assert.ok(m.peak - m.baseline < BOUND, `resident memory rose by ${((m.peak - m.baseline) / MIB).toFixed(1)} MiB`);
  });
});
