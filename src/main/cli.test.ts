import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const BIN = path.join(root, 'bin/structa.js');
const dirs: string[] = [];

function tempDir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'structa-cli-'));
  dirs.push(d);
  return d;
}

/** Runs the structa command with a clean environment (no DATABASE_URL from the caller). */
function structa(args: string[], env: Record<string, string> = {}) {
  const base: Record<string, string> = { PATH: process.env.PATH ?? '', DATA_DIR: env.DATA_DIR ?? tempDir(), LOG_LEVEL: 'silent' };
  const r = spawnSync(process.execPath, [BIN, ...args], { env: { ...base, ...env }, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

after(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('structa command line', () => {
  it('--help lists the commands and --version prints the package version', () => {
    const help = structa(['--help']);
    assert.equal(help.code, 0);
    for (const c of ['serve', 'worker', 'migrate', 'org create', 'org set', 'user create', 'apikey create', 'credits grant']) assert.match(help.out, new RegExp(`\\n  ${c} `));
    assert.equal(structa(['-h']).out, help.out);
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
    const v = structa(['--version']);
    assert.equal(v.code, 0);
    assert.equal(v.out.trim(), pkg.version);
  });

  it('<cmd> --help prints that command usage and exits 0 without touching DATA_DIR', () => {
    const dataDir = tempDir();
    for (const args of [['org', 'create', '--help'], ['org', 'set', '-h'], ['help', 'credits', 'grant'], ['credits', 'grant', '--org', 'x', '--help']]) {
      const r = structa(args, { DATA_DIR: dataDir });
      assert.equal(r.code, 0, r.err);
      assert.match(r.out, new RegExp(`^usage: structa ${args.filter((a) => !a.startsWith('-') && a !== 'help' && a !== 'x').join(' ')} `));
      assert.equal(r.err, '');
    }
    assert.match(structa(['org', 'set', '--help']).out, /--digital-uploads true\|false/);
    for (const cmd of ['serve', 'worker', 'migrate']) {
      const r = structa([cmd, '--help'], { DATA_DIR: dataDir });
      assert.equal(r.code, 0, r.err);
      assert.match(r.out, new RegExp(`^usage: structa ${cmd}\\n`));
    }
    assert.deepEqual(fs.readdirSync(dataDir), [], 'nothing was created');
  });

  it('unknown flags, missing values and unknown commands are usage errors naming them (exit 2)', () => {
    const cases: Array<[string[], RegExp]> = [
      [['org', 'set', '--org', 'acme', '--digital-upload', 'true'], /unknown flag --digital-upload \(accepted: --org, --digital-uploads, --ingest-allowlisted\)/],
      [['org', 'create', '--name'], /--name needs a value/],
      [['org', 'create'], /--name is required/],
      [['apikey', 'create', 'acme'], /unexpected argument 'acme'/],
      [['org', 'delete', '--org', 'acme'], /unknown command 'org delete --org acme'/],
      [['--verbose'], /unknown option '--verbose'/],
      [['serve', '--port', '9000'], /serve takes no arguments \(got '--port'\)/],
    ];
    for (const [args, msg] of cases) {
      const r = structa(args);
      assert.equal(r.code, 2, `${args.join(' ')}: ${r.err}`);
      assert.match(r.err, msg);
      assert.doesNotMatch(r.err, /internal_error|\n\s+at /);
      assert.equal(r.err.trim().split('\n').length, 1);
    }
  });

  it('admin commands refuse a DATA_DIR without a database and never create one; after migrate they run', () => {
    const dataDir = tempDir();
    const refused = structa(['org', 'create', '--name', 'Acme'], { DATA_DIR: dataDir });
    assert.equal(refused.code, 2);
    assert.match(refused.err, /DATA_DIR .* holds no Structa database/);
    assert.deepEqual(fs.readdirSync(dataDir), []);
    assert.equal(structa(['migrate'], { DATA_DIR: dataDir }).code, 0);
    const made = structa(['org', 'create', '--name', 'Acme', '--slug', 'acme'], { DATA_DIR: dataDir });
    assert.equal(made.code, 0, made.err);
    assert.equal((JSON.parse(made.out) as { slug: string }).slug, 'acme');
    const typo = structa(['org', 'set', '--org', 'acme', '--digital-upload', 'true'], { DATA_DIR: dataDir });
    assert.equal(typo.code, 2);
    assert.match(typo.err, /unknown flag --digital-upload/);
  });

  it('serve on a port already in use stops with one line naming HOST and PORT (exit 2)', async () => {
    const busy = net.createServer();
    await new Promise<void>((r) => busy.listen(0, '127.0.0.1', r));
    try {
      const port = String((busy.address() as net.AddressInfo).port);
      const r = await new Promise<{ code: number | null; err: string }>((resolve) => {
        const child = spawn(process.execPath, [BIN, 'serve'], {
          env: { PATH: process.env.PATH ?? '', DATA_DIR: tempDir(), LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: port, WORKERS_IN_PROCESS: 'false' },
        });
        let err = '';
        child.stderr.on('data', (d: Buffer) => (err += d.toString()));
        child.on('exit', (code) => resolve({ code, err }));
      });
      assert.equal(r.code, 2, r.err);
      assert.equal(r.err.trim(), `structa: HOST and PORT: cannot listen on 127.0.0.1:${port} (EADDRINUSE)`);
    } finally {
      busy.close();
    }
  });
});
