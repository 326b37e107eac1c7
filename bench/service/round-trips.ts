// `node dist/bench/service/round-trips.js [--docs N] [--list]`: counts the database statements and
// round trips the service makes for N two-page PDFs (default 20, uploaded in one request) from upload
// to completed, through its own database port wrapped to count (docs/dispatch.md). Embedded database
// in memory, or the server named by DATABASE_URL (a scratch database: it is migrated and written).
import type { Database, Queryable } from '../../src/db/database.js';
import { multipart, twoPagePdf } from './pdf.js';
import { startInProcess } from './in-process.js';

const args = process.argv.slice(2);
const DOCS = args.includes('--docs') ? Number(args[args.indexOf('--docs') + 1]) : 20;
const LIST = args.includes('--list');

interface Counts {
  /** statements run on their own (each one round trip) */
  single: number;
  /** transactions (BEGIN and COMMIT: two round trips each) */
  transactions: number;
  /** statements inside transactions */
  inside: number;
}
const counts: Counts = { single: 0, transactions: 0, inside: 0 };
let counting = false;
const seen = new Map<string, number>();
const note = (sql: string, where: string) => {
  if (!counting || !LIST) return;
  const key = `${where} ${sql.replace(/\s+/g, ' ').trim().slice(0, 110)}`;
  seen.set(key, (seen.get(key) ?? 0) + 1);
};

function countQueries(q: Queryable, inside: boolean): Queryable {
  return {
    async query(sql, params) {
      if (counting) inside ? counts.inside++ : counts.single++;
      note(sql, inside ? '  tx' : 'one ');
      return q.query(sql, params);
    },
    async exec(sql) {
      if (counting) inside ? counts.inside++ : counts.single++;
      note(sql, inside ? '  tx' : 'one ');
      return q.exec(sql);
    },
  };
}

function counted(db: Database): Database {
  return {
    ...db,
    ...countQueries(db, false),
    kind: db.kind,
    transaction(fn) {
      if (counting) counts.transactions++;
      return db.transaction((tx) => fn(countQueries(tx, true)));
    },
    listen: db.listen.bind(db),
    close: db.close.bind(db),
  };
}

const svc = await startInProcess('round trips', counted);
const { raw, url, auth, chatId, slug } = svc;
try {
  await new Promise((r) => setTimeout(r, 300));

  counting = true;
  const { body, contentType } = multipart(Array.from({ length: DOCS }, (_, i) => ({ name: `d${i}.pdf`, bytes: twoPagePdf(`rt-${slug}-${i}`) })));
  const r = await fetch(url, { method: 'POST', headers: { ...auth, 'content-type': contentType }, body });
  if (r.status >= 300) throw new Error(`upload answered ${r.status}: ${await r.text()}`);
  await r.arrayBuffer();
  const uploaded = { ...counts };
  for (;;) {
    const q = await raw.query<{ n: number }>(`SELECT count(*)::int AS n FROM attachments WHERE chat_id = $1 AND processing_status <> 'pending'`, [chatId]);
    if (q.rows[0].n >= DOCS) break;
    await new Promise((res) => setTimeout(res, 50));
  }
  // what follows completion (webhook lookups, job completion) lands within moments
  await new Promise((res) => setTimeout(res, 1000));
  counting = false;
  const total = { ...counts };
  const trips = (c: Counts) => c.single + c.inside + 2 * c.transactions;
  const per = (n: number) => (n / DOCS).toFixed(1);
  console.log(`${raw.kind}: ${DOCS} two-page PDFs in one upload request, upload to completed`);
  console.log(`  upload request:    ${uploaded.single} single statements, ${uploaded.transactions} transactions holding ${uploaded.inside}; ${trips(uploaded)} round trips (${per(trips(uploaded))} per document)`);
  const work = { single: total.single - uploaded.single, transactions: total.transactions - uploaded.transactions, inside: total.inside - uploaded.inside };
  console.log(`  processing:        ${work.single} single statements, ${work.transactions} transactions holding ${work.inside}; ${trips(work)} round trips (${per(trips(work))} per document)`);
  console.log(`  total:             ${trips(total)} round trips, ${per(trips(total))} per document`);
  if (LIST) for (const [k, n] of [...seen].sort((a, b) => b[1] - a[1])) console.log(`${String(n).padStart(6)} ${k}`);
} finally {
  await svc.stop();
}
process.exit(0);
