// The reference: bare Fastify in its own process, serving given bytes on GET /list and taking
// multipart uploads on POST /upload (hash each file, write it to disk), with no database.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import multipart from '@fastify/multipart';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'structa-bare-'));
const app = Fastify({ logger: false });
await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 20 } });
let body = Buffer.from('{}');
app.get('/list', async (_req, reply) => reply.header('content-type', 'application/json; charset=utf-8').send(body));
app.post('/upload', async (req) => {
  const out: { sha256: string; size: number }[] = [];
  for await (const part of req.files()) {
    const bytes = await part.toBuffer();
    const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
    await fs.promises.writeFile(path.join(dir, `${sha256}-${crypto.randomBytes(4).toString('hex')}`), bytes);
    out.push({ sha256, size: bytes.length });
  }
  return { created: out };
});
await app.listen({ host: '127.0.0.1', port: 0 });
process.on('message', async (m: { body?: string; stop?: boolean }) => {
  if (m.body !== undefined) {
    body = Buffer.from(m.body, 'base64');
    process.send!({ ok: true });
  }
  if (m.stop) {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  }
});
process.send!({ ready: true, port: (app.server.address() as AddressInfo).port });
