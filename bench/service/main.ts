// `npm run bench:service`: the service against bare references, measured side by side in one run
// on the embedded database and on a PostgreSQL server (docs/dispatch.md).
import { fork, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { multipart, twoPagePdf } from './pdf.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
// --list-only: the list measurements alone (and start-up), e.g. to profile the list
const listOnly = args.includes('--list-only');
// --docs-only: start-up and the documents alone (no list, no uploads, no settling), e.g. to profile processing
const docsOnly = args.includes('--docs-only');
const DURATION = quick ? 3 : 10;
const LIST_CONNECTIONS = 50;
const UPLOAD_CONNECTIONS = 10;
const DOCS = quick ? 60 : 200;
const SETTLE_SECONDS = quick ? 15 : 60;
const CORES = os.availableParallelism();
const MiB = 1024 * 1024;
const step = (what: string) => process.stderr.write(`[${new Date().toISOString().slice(11, 19)}] ${what}\n`);
const fmt = (n: number, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '-');

interface Child {
  proc: ChildProcess;
  ready: { port: number; apiKey: string; rss: number };
  call<T>(op: string, extra?: object): Promise<T>;
}

// children still running when the benchmark ends (on an error) are killed with it
const children = new Set<ChildProcess>();
process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));

/** Forks a benchmark child and resolves when it reports ready, with its RPC. */
function start(file: string, env: Record<string, string>): Promise<Child & { startMs: number }> {
  const t0 = performance.now();
  // BENCH_CPU_PROF_DIR: the service writes a V8 CPU profile there when it stops (where its time goes)
  const prof = file === 'server.js' && process.env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`] : [];
  const proc = fork(path.join(here, file), [], { env: { ...process.env, ...env }, execArgv: [...process.execArgv, ...prof], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  children.add(proc);
  proc.once('exit', () => children.delete(proc));
  let next = 0;
  const waiting = new Map<number, { resolve: (v: any) => void; reject: (e: Error) => void }>();
  return new Promise((resolve, reject) => {
    proc.on('exit', (code) => reject(new Error(`${file} exited (${code})`)));
    proc.on('message', (m: any) => {
      if (m.ready) {
        resolve({
          proc,
          ready: m,
          startMs: performance.now() - t0,
          call: (op, extra = {}) =>
            new Promise((res, rej) => {
              const id = ++next;
              waiting.set(id, { resolve: res, reject: rej });
              proc.send({ id, op, ...extra });
            }),
        });
      } else if (m.id !== undefined) {
        const w = waiting.get(m.id);
        waiting.delete(m.id);
        if (m.error) w?.reject(new Error(m.error));
        else w?.resolve(m.result);
      }
    });
  });
}

async function stopChild(c: Child) {
  const gone = new Promise((r) => c.proc.once('exit', r));
  c.proc.removeAllListeners('exit');
  c.proc.once('exit', () => undefined);
  await c.call('stop').catch(() => undefined);
  await Promise.race([gone, new Promise((r) => setTimeout(r, 20000))]);
  if (c.proc.exitCode === null) c.proc.kill('SIGKILL');
}

interface Load {
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  bad: number;
}

async function load(opts: autocannon.Options): Promise<Load> {
  const r = await autocannon({ duration: DURATION, ...opts });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, ok: r['2xx'], bad: r.non2xx + r.errors + r.timeouts };
}

function uploadRequests(prefix: string): autocannon.Options['requests'] {
  let n = 0;
  return [
    {
      method: 'POST',
      setupRequest: (req) => {
        const { body, contentType } = multipart([{ name: `u${n}.pdf`, bytes: twoPagePdf(`${prefix}-${n++}`) }]);
        return { ...req, body, headers: { ...req.headers, 'content-type': contentType } };
      },
    },
  ];
}

/** CPU time (ms) of the benchmark's waited-for children so far (pdftotext runs), from /proc. */
function childrenCpuMs(): number {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields 16 and 17 (cutime, cstime) counted from the state field (3): indexes 13 and 14, in clock ticks
    return ((Number(f[13]) + Number(f[14])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

async function pdftotext(files: string[]): Promise<number> {
  const t = performance.now();
  let i = 0;
  await Promise.all(
    Array.from({ length: CORES }, async () => {
      while (i < files.length) {
        const f = files[i++];
        await new Promise<void>((resolve, reject) => {
          const p = spawn('pdftotext', ['-layout', f, '-'], { stdio: ['ignore', 'ignore', 'ignore'] });
          p.on('error', reject);
          p.on('exit', () => resolve());
        });
      }
    }),
  );
  return (performance.now() - t) / 1000;
}

type Column = Record<string, string>;

/** Runs every measurement on one database; returns the printed cells by row name. */
async function measure(kind: 'pglite' | 'postgres', databaseUrl: string | null, bare: Child, pdfFiles: string[]): Promise<Column> {
  const col: Column = {};
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'structa-bench-service-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    RATE_LIMIT_MAX: '0',
    RATE_LIMIT_ANONYMOUS_MAX: '0',
    MAX_FILES_PER_REQUEST: '20',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  try {
    step(`${kind}: first start`);
    const first = await start('server.js', env);
    col['start-up, empty data'] = `${fmt(first.startMs)} ms`;
    await stopChild(first);
    step(`${kind}: restart`);
    const svc = await start('server.js', env);
    col['start-up, restart'] = `${fmt(svc.startMs)} ms`;
    await new Promise((r) => setTimeout(r, 2000));
    col['RSS idle after restart'] = `${fmt((await svc.call<number>('rss')) / MiB)} MiB`;
    const base = `http://127.0.0.1:${svc.ready.port}`;
    const auth = { authorization: `Bearer ${svc.ready.apiKey}` };
    const bareBase = `http://127.0.0.1:${bare.ready.port}`;

    if (!docsOnly) {
      // authenticated list of a chat of 20 documents, with 20 and with 20,000 in the organisation
      const chat = await svc.call<string>('seed', { chats: 1, perChat: 20 });
      const url = `${base}/api/v2/chats/${chat}/attachments/`;
      const sample = await fetch(url, { headers: auth });
      const bytes = Buffer.from(await sample.arrayBuffer());
      if (sample.status !== 200) throw new Error(`list answered ${sample.status}: ${bytes.toString().slice(0, 200)}`);
      await new Promise<void>((resolve) => {
        bare.proc.once('message', () => resolve());
        bare.proc.send({ body: bytes.toString('base64') });
      });
      await load({ url, headers: auth, connections: LIST_CONNECTIONS, duration: 1 }); // warm-up
      step(`${kind}: list`);
      for (const [label, seed] of [['20', null], ['20,000', { chats: 999, perChat: 20 }]] as const) {
        if (seed) await svc.call('seed', seed);
        const ref = await load({ url: `${bareBase}/list`, connections: LIST_CONNECTIONS });
        const got = await load({ url, headers: auth, connections: LIST_CONNECTIONS });
        col[`list req/s, ${label} in org`] = `${fmt(got.rps)} (bare ${fmt(ref.rps)}: ${fmt((100 * got.rps) / ref.rps, 1)}%)${got.bad ? ` [${got.bad} not 2xx]` : ''}`;
        col[`list p50/p99 ms, ${label} in org`] = `${got.p50}/${got.p99} (bare ${ref.p50}/${ref.p99})`;
      }

      if (listOnly) {
        await stopChild(svc);
        return col;
      }

      // uploads of one small two-page PDF per request
      step(`${kind}: uploads`);
      const upChat = await svc.call<string>('chat');
      const refUp = await load({ url: `${bareBase}/upload`, connections: UPLOAD_CONNECTIONS, requests: uploadRequests(`bare-${kind}`) });
      const up = await load({ url: `${base}/api/v2/chats/${upChat}/attachments/`, headers: auth, connections: UPLOAD_CONNECTIONS, requests: uploadRequests(`svc-${kind}`) });
      col['upload req/s'] = `${fmt(up.rps)} (bare ${fmt(refUp.rps)})${up.bad ? ` [${up.bad} not 2xx]` : ''}`;
      col['upload p50/p99 ms'] = `${up.p50}/${up.p99} (bare ${refUp.p50}/${refUp.p99})`;
      await svc.call('wait', { chat: upChat, total: up.ok });
    }

    // DOCS two-page digital PDFs from upload to completed, against pdftotext on the same files
    step(`${kind}: ${pdfFiles.length} PDFs`);
    const docChat = await svc.call<string>('chat');
    const cpu0 = await svc.call<number>('cpu');
    const t0 = Date.now();
    const batches: Buffer[][] = [];
    for (let i = 0; i < pdfFiles.length; i += 20) batches.push(pdfFiles.slice(i, i + 20).map((f) => fs.readFileSync(f)));
    let b = 0;
    await Promise.all(
      Array.from({ length: 2 }, async () => {
        while (b < batches.length) {
          const i = b++;
          const { body, contentType } = multipart(batches[i].map((bytes, k) => ({ name: `d${i}-${k}.pdf`, bytes })));
          const r = await fetch(`${base}/api/v2/chats/${docChat}/attachments/`, { method: 'POST', headers: { ...auth, 'content-type': contentType }, body });
          if (r.status >= 300) throw new Error(`upload answered ${r.status}: ${(await r.text()).slice(0, 200)}`);
          await r.arrayBuffer();
        }
      }),
    );
    step(`${kind}: uploaded, waiting for completion`);
    const done = await svc.call<{ at: number; failed: number }>('wait', { chat: docChat, total: pdfFiles.length });
    const seconds = (done.at - t0) / 1000;
    const cpuMs = (await svc.call<number>('cpu')) - cpu0;
    const refCpu0 = childrenCpuMs();
    const refSeconds = await pdftotext(pdfFiles);
    const refCpuMs = childrenCpuMs() - refCpu0;
    const ours = pdfFiles.length / seconds;
    const theirs = pdfFiles.length / refSeconds;
    col[`${pdfFiles.length} two-page PDFs, upload to completed`] =
      `${fmt(seconds, 2)} s = ${fmt(ours, 1)} docs/s (pdftotext ${fmt(refSeconds, 2)} s = ${fmt(theirs, 1)} docs/s; ${fmt(ours / theirs, 2)}x)${done.failed ? ` [${done.failed} failed]` : ''}`;
    col['service process CPU per document'] = `${fmt(cpuMs / pdfFiles.length, 1)} ms (pdftotext ${fmt(refCpuMs / pdfFiles.length, 1)} ms; ${fmt(refCpuMs / cpuMs, 2)}x)`;
    col['RSS peak'] = `${fmt((await svc.call<number>('peak')) / MiB)} MiB`;
    if (!docsOnly) {
      await new Promise((r) => setTimeout(r, SETTLE_SECONDS * 1000));
      col[`RSS ${SETTLE_SECONDS} s after the work`] = `${fmt((await svc.call<number>('rss')) / MiB)} MiB`;
    }
    await stopChild(svc);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return col;
}

async function main(): Promise<number> {
  const server = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || null;
  const pdfDir = fs.mkdtempSync(path.join(os.tmpdir(), 'structa-bench-pdfs-'));
  const pdfFiles = Array.from({ length: DOCS }, (_, i) => {
    const f = path.join(pdfDir, `doc-${i}.pdf`);
    fs.writeFileSync(f, twoPagePdf(`doc-${i}`));
    return f;
  });
  console.log(`# Service benchmark (${CORES} cores, load average ${os.loadavg().map((l) => fmt(l, 1)).join(' ')}; list at ${LIST_CONNECTIONS} connections, uploads at ${UPLOAD_CONNECTIONS}, ${DURATION} s each)`);
  const bare = await start('bare.js', {});
  const columns: [string, Column][] = [];
  let dbName: string | null = null;
  try {
    if (!only || only === 'pglite') columns.push(['embedded (PGlite)', await measure('pglite', null, bare, pdfFiles)]);
    if (!only || only === 'postgres') {
      if (!server) console.log('PostgreSQL server: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
      else {
        dbName = `structa_bench_${crypto.randomBytes(4).toString('hex')}`;
        const admin = new pg.Client({ connectionString: server });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${dbName}`);
        await admin.end();
        const u = new URL(server);
        u.pathname = `/${dbName}`;
        columns.push(['PostgreSQL server', await measure('postgres', u.toString(), bare, pdfFiles)]);
      }
    }
  } finally {
    bare.proc.send({ stop: true });
    fs.rmSync(pdfDir, { recursive: true, force: true });
    if (dbName && server) {
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }
  const rows = [...new Set(columns.flatMap(([, c]) => Object.keys(c)))];
  const width = Math.max(...rows.map((r) => r.length));
  console.log(`\n${''.padEnd(width)} | ${columns.map(([h]) => h).join(' | ')}`);
  for (const r of rows) console.log(`${r.padEnd(width)} | ${columns.map(([, c]) => c[r] ?? '-').join(' | ')}`);
  console.log('\nTargets: list >= 20% of bare on the server, >= 10% embedded, p99 < 50 ms; >= 50 docs/s and >= 0.5x pdftotext.');

  if (!args.includes('--skip-pipeline')) {
    console.log('\n# Pipeline benchmark (npm run bench:pipeline)');
    await new Promise<void>((resolve) => {
      const p = spawn(process.execPath, [path.resolve(here, '../pipeline.js')], { stdio: 'inherit' });
      p.on('exit', () => resolve());
    });
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
