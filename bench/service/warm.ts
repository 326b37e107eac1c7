// `node dist/bench/service/warm.js [--rounds N] [--docs N] [--list]`: CPU per document of a warm
// service (docs/dispatch.md). The service runs in this process with its workers; each round uploads
// N two-page PDFs (default 100) 20 to a request, two requests at a time, and waits until all are
// processed; a warm-up round comes first and is not counted. Prints, per round, the process's CPU per
// document (all threads), its main thread's, and on a server the PostgreSQL processes' own (from
// /proc), with the statements per document its database port ran (pg-boss's included).
// Embedded database in a temporary directory, or the server named by DATABASE_URL (a scratch
// database: it is migrated and written).
import fs from 'node:fs';
import os from 'node:os';
import type { Database, Queryable } from '../../src/db/database.js';
import { multipart, twoPagePdf } from './pdf.js';
import { startInProcess } from './in-process.js';

const args = process.argv.slice(2);
const opt = (name: string, dflt: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : dflt);
const ROUNDS = opt('--rounds', 3);
const DOCS = opt('--docs', 100);
const PER_UPLOAD = 20;
const LIST = args.includes('--list');

let statements = 0;
const seen = new Map<string, { n: number; ms: number }>();
const note = (sql: string, ms: number) => {
  statements++;
  if (!LIST) return;
  const key = sql.replace(/\s+/g, ' ').trim().slice(0, 90);
  const s = seen.get(key) ?? { n: 0, ms: 0 };
  s.n++;
  s.ms += ms;
  seen.set(key, s);
};

function timed(q: Queryable): Queryable {
  return {
    async query(sql, params) {
      const t0 = performance.now();
      try {
        return await q.query(sql, params);
      } finally {
        note(sql, performance.now() - t0);
      }
    },
    async exec(sql) {
      const t0 = performance.now();
      try {
        return await q.exec(sql);
      } finally {
        note(sql, performance.now() - t0);
      }
    },
  };
}

function counted(db: Database): Database {
  return { ...db, ...timed(db), kind: db.kind, transaction: (fn) => db.transaction((tx) => fn(timed(tx))), listen: db.listen.bind(db), close: db.close.bind(db) };
}

/** CPU time in ms (user + system) of the task or process whose stat file this is. */
function statCpu(file: string): number {
  try {
    const s = fs.readFileSync(file, 'utf8');
    const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/** CPU of every process named postgres on this machine (the server's backends and helpers). */
function postgresCpu(): number {
  let ms = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    ms += statCpu(`/proc/${pid}/stat`);
  }
  return ms;
}

const svc = await startInProcess('warm', counted);
const { raw, url, auth, chatId, slug } = svc;
try {
  let uploaded = 0;

  async function upload(n: number) {
    const files = Array.from({ length: n }, (_, i) => ({ name: `d${uploaded + i}.pdf`, bytes: twoPagePdf(`${slug}-${uploaded + i}`) }));
    uploaded += n;
    const { body, contentType } = multipart(files);
    const r = await fetch(url, { method: 'POST', headers: { ...auth, 'content-type': contentType }, body });
    if (r.status >= 300) throw new Error(`upload answered ${r.status}: ${await r.text()}`);
    await r.arrayBuffer();
  }

  async function round() {
    const target = uploaded + DOCS;
    const requests = Array.from({ length: Math.ceil(DOCS / PER_UPLOAD) }, (_, i) => Math.min(PER_UPLOAD, DOCS - i * PER_UPLOAD));
    // two requests at a time
    const lanes = [0, 1].map(async (k) => {
      for (let i = k; i < requests.length; i += 2) await upload(requests[i]);
    });
    await Promise.all(lanes);
    for (;;) {
      const q = await raw.query<{ n: number }>(`SELECT count(*)::int AS n FROM attachments WHERE chat_id = $1 AND processing_status <> 'pending'`, [chatId]);
      if (q.rows[0].n >= target) break;
      await new Promise((res) => setTimeout(res, 20));
    }
    // the last jobs' completion lands within moments
    await new Promise((res) => setTimeout(res, 300));
  }

  const mainTask = `/proc/self/task/${process.pid}/stat`;
  const server = raw.kind !== 'pglite';
  await round(); // warm-up
  console.log(`${raw.kind}: ${DOCS} two-page PDFs a round, ${PER_UPLOAD} to an upload, load average ${os.loadavg()[0].toFixed(1)}`);
  for (let r = 1; r <= ROUNDS; r++) {
    seen.clear();
    const s0 = statements;
    const c0 = process.cpuUsage();
    const m0 = statCpu(mainTask);
    const p0 = server ? postgresCpu() : 0;
    const t0 = performance.now();
    await round();
    const wall = performance.now() - t0;
    const c = process.cpuUsage(c0);
    const per = (ms: number) => (ms / DOCS).toFixed(2);
    const line = [
      `round ${r}: CPU ${per((c.user + c.system) / 1000)} ms/doc`,
      `main thread ${per(statCpu(mainTask) - m0)}`,
      ...(server ? [`postgres ${per(postgresCpu() - p0)}`] : []),
      `statements ${((statements - s0) / DOCS).toFixed(2)}/doc`,
      `wall ${per(wall)} ms/doc`,
    ];
    console.log(`  ${line.join(', ')}`);
    if (LIST) {
      for (const [k, s] of [...seen].sort((a, b) => b[1].ms - a[1].ms).slice(0, 15)) {
        console.log(`    ${(s.n / DOCS).toFixed(2).padStart(6)}/doc ${(s.ms / s.n).toFixed(2).padStart(6)} ms  ${k}`);
      }
    }
  }
} finally {
  await svc.stop();
}
process.exit(0);
