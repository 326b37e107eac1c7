import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'structa-config-'));
after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function refused(env: Record<string, string>, name: string, accepted: RegExp) {
  assert.throws(() => loadConfig(env), (e: unknown) => {
    assert.ok(e instanceof ConfigError, String(e));
    assert.ok(e.message.startsWith(name), e.message);
    assert.match(e.message, accepted);
    return true;
  });
}

/** A port on which nothing listens. */
async function closedPort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
}

describe('configuration', () => {
  it('the defaults load', () => {
    const c = loadConfig({});
    assert.equal(c.logLevel, 'info');
    assert.deepEqual(c.pipeline.ocrLanguages, ['eng']);
    assert.equal(c.databaseUrl, null);
    assert.deepEqual({ max: c.rateLimit.max, windowSeconds: c.rateLimit.windowSeconds }, { max: 300, windowSeconds: 10 });
    assert.deepEqual(c.embeddedDb, { sharedBuffersMb: 16, optimisingCompiler: false });
    assert.deepEqual(loadConfig({ PGLITE_SHARED_BUFFERS_MB: '64', PGLITE_OPTIMISING_COMPILER: 'true' }).embeddedDb, { sharedBuffersMb: 64, optimisingCompiler: true });
    assert.equal(c.pipeline.ocrInt8, 'auto');
    assert.equal(loadConfig({ OCR_INT8: 'off' }).pipeline.ocrInt8, 'off');
  });

  it('refuses bad values naming the variable and what it accepts', () => {
    refused({ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL', /fatal, error, warn, info, debug, trace, silent/);
    refused({ DATABASE_URL: 'garbage' }, 'DATABASE_URL', /postgres:\/\//);
    refused({ DATABASE_URL: 'mysql://h/db' }, 'DATABASE_URL', /postgres:\/\/ or postgresql:\/\//);
    refused({ OCR_LANGUAGES: 'xx' }, 'OCR_LANGUAGES', /not installed.*accepted/);
    refused({ OCR_LANGUAGES: 'eng+zzz' }, 'OCR_LANGUAGES', /zzz/);
    refused({ PORT: 'eighty' }, 'PORT', /whole number between 0 and 65535/);
    refused({ PGLITE_SHARED_BUFFERS_MB: '0' }, 'PGLITE_SHARED_BUFFERS_MB', /between 1 and 4096/);
    refused({ PORT: '0x50' }, 'PORT', /whole number/);
    refused({ WORKER_CONCURRENCY: '1.5' }, 'WORKER_CONCURRENCY', /between 1 and 64/);
    refused({ MAX_UPLOAD_BYTES: '-1' }, 'MAX_UPLOAD_BYTES', /at least 1/);
    refused({ JOB_EXPIRE_SECONDS: '86400' }, 'JOB_EXPIRE_SECONDS', /between 2 and 86399/);
    refused({ WORKERS_IN_PROCESS: 'maybe' }, 'WORKERS_IN_PROCESS', /true or false/);
    refused({ PUBLIC_URL: 'example.com' }, 'PUBLIC_URL', /http:\/\/ or https:\/\//);
    refused({ TRUSTED_ORIGINS: 'https://a.test,b.test' }, 'TRUSTED_ORIGINS', /http/);
    refused({ OIDC_ALGORITHMS: 'HS256' }, 'OIDC_ALGORITHMS', /RS256/);
    refused({ OCR_INT8: 'on' }, 'OCR_INT8', /auto, off/);
  });

  it('accepts the installed OCR language in either separator', () => {
    assert.deepEqual(loadConfig({ OCR_LANGUAGES: 'eng' }).pipeline.ocrLanguages, ['eng']);
    assert.equal(loadConfig({ LOG_LEVEL: 'silent', PORT: ' 8081 ' }).port, 8081);
  });

  it('structa serve stops with one line and exit 2 on a bad value or an unreachable DATABASE_URL', async () => {
    const bad: Array<[Record<string, string>, RegExp]> = [
      [{ LOG_LEVEL: 'verbose' }, /^structa: LOG_LEVEL must be one of/],
      [{ DATABASE_URL: 'garbage' }, /^structa: DATABASE_URL must be/],
      [{ DATABASE_URL: `postgres://u:secret-pw@127.0.0.1:${await closedPort()}/x` }, /^structa: DATABASE_URL: cannot use the PostgreSQL server at 127\.0\.0\.1:\d+\/x/],
      [{ OCR_LANGUAGES: 'xx' }, /^structa: OCR_LANGUAGES names xx/],
      [{ SSE_POLL_MS: 'soon' }, /^structa: SSE_POLL_MS must be a whole number/],
    ];
    for (const [env, msg] of bad) {
      const r = spawnSync(process.execPath, [path.join(root, 'bin/structa.js'), 'serve'], {
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: '0', ...env },
        encoding: 'utf8',
        timeout: 30_000,
      });
      assert.equal(r.status, 2, `${JSON.stringify(env)}: ${r.stderr}`);
      assert.match(r.stderr, msg);
      assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
      assert.doesNotMatch(r.stderr, /secret-pw/);
    }
  });

  it('docs/configuration.md lists every variable the configuration reads exactly once', () => {
    const source = fs.readFileSync(path.join(root, 'src/config/config.ts'), 'utf8');
    const read = new Set<string>();
    for (const m of source.matchAll(/env\.([A-Z][A-Z0-9_]+)|\(env, '([A-Z][A-Z0-9_]+)'/g)) read.add(m[1] ?? m[2]);
    assert.ok(read.size > 40, `found ${read.size} variables`);
    const doc = fs.readFileSync(path.join(root, 'docs/configuration.md'), 'utf8');
    const counts = new Map<string, number>();
    for (const line of doc.split('\n')) {
      if (!line.startsWith('| `')) continue;
      const first = line.split('|')[1];
      for (const m of first.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) counts.set(m[1], (counts.get(m[1]) ?? 0) + 1);
    }
    const missing = [...read].filter((v) => !counts.has(v));
    const twice = [...counts].filter(([, n]) => n > 1).map(([v]) => v);
    assert.deepEqual({ missing, twice }, { missing: [], twice: [] });
  });
});
