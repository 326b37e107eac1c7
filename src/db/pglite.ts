import { PGlite, types, type PGliteOptions } from '@electric-sql/pglite';
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import type { Database, Queryable, QueryResult } from './database.js';
import { DEFAULT_SHARED_BUFFERS_MB, pgliteStartParams } from './pglite-params.js';
import { preparedStatements } from './pglite-prepared.js';
import { startVacuum } from './pglite-vacuum.js';

const parsers = {
  [types.INT8]: (v: string) => Number(v),
  [types.NUMERIC]: (v: string) => Number(v),
  [types.TIMESTAMPTZ]: (v: string) => new Date(v),
};

type Prepared = ReturnType<typeof preparedStatements>;

/**
 * The port over PGlite (inTx: inside a transaction, which already holds PGlite's transaction
 * mutex). Statements with parameters run as prepared statements (pglite-prepared.ts) under PGlite's
 * own mutexes, as its `query` would; statements without parameters take the simple protocol.
 */
function wrap(pg: PGlite, q: { exec: PGlite['exec'] }, prepared: Prepared, inTx: boolean, isClosed: () => boolean = () => false): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      if (isClosed()) throw new Error('Transaction is closed');
      if (params.length === 0) {
        // simple protocol: allows several statements, answers with the last result
        const all = await q.exec(sql, { parsers });
        const last = all[all.length - 1];
        return { rows: (last?.rows ?? []) as T[], rowCount: Math.max(last?.affectedRows ?? 0, last?.rows.length ?? 0) };
      }
      const run = () => pg._runExclusiveQuery(() => prepared.run(sql, params, inTx));
      const r = inTx ? await run() : await pg._runExclusiveTransaction(run);
      if (!inTx) await pg.syncToFs();
      // PGlite reports 0 affected rows for a SELECT; count its rows as pg does
      return { rows: r.rows as T[], rowCount: Math.max(r.affectedRows ?? 0, r.rows.length) };
    },
    async exec(sql: string): Promise<void> {
      if (isClosed()) throw new Error('Transaction is closed');
      await q.exec(sql);
    },
  };
}

export interface PgliteOptions {
  /** MiB of PostgreSQL's shared buffer pool (default 16) */
  sharedBuffersMb?: number;
  /** let V8 optimise the database's hot WebAssembly functions (default false: baseline code only) */
  optimisingCompiler?: boolean;
}

/**
 * Starts PGlite. Its WebAssembly is compiled here, by default with V8's baseline compiler only:
 * the optimising tier's code and compile memory cost about 40-55 MiB of resident memory for the
 * life of the process, for about 7% less CPU on statement-heavy work (docs/operations.md, Memory).
 * The flag is restored once the database is ready; the PDF and OCR engines compile later, in their
 * workers, with V8's defaults.
 */
async function startPglite(options: PGliteOptions, optimising: boolean): Promise<PGlite> {
  if (!optimising) v8.setFlagsFromString('--liftoff-only');
  try {
    // compilation is asynchronous: the flag stays until the database is ready
    const pg = new PGlite(options);
    await pg.waitReady;
    return pg;
  } finally {
    if (!optimising) v8.setFlagsFromString('--no-liftoff-only');
  }
}

/** Creates the database in an empty dataDir from a child process (see pglite-init.ts); rejects when it fails. */
function initInChild(dataDir: string, sharedBuffersMb: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./pglite-init.js', import.meta.url), [dataDir, String(sharedBuffersMb)], { execArgv: [], stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`creating the embedded database failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/** Opens an embedded PostgreSQL (PGlite) in dataDir, or in memory when dataDir is null. */
export async function openPglite(dataDir: string | null, o: PgliteOptions = {}): Promise<Database> {
  const sharedBuffersMb = o.sharedBuffersMb ?? DEFAULT_SHARED_BUFFERS_MB;
  if (dataDir && !fs.existsSync(path.join(dataDir, 'PG_VERSION'))) await initInChild(dataDir, sharedBuffersMb);
  const pg = await startPglite({ ...(dataDir ? { dataDir } : {}), startParams: pgliteStartParams(sharedBuffersMb) }, o.optimisingCompiler ?? false);
  return wrapPglite(pg);
}

/** Wraps an open PGlite instance as the Database port; dead rows are cleared in the background (pglite-vacuum.ts). */
export function wrapPglite(pg: PGlite): Database {
  const prepared = preparedStatements(pg, parsers);
  const base = wrap(pg, pg, prepared, false);
  // straight on PGlite, not through the service's port: clearing dead rows changes no answer
  const vacuum = startVacuum(base, pg.waitReady);
  return {
    kind: 'pglite',
    ...base,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return pg.transaction(async (tx) => {
        let closed = false;
        try {
          return await fn(wrap(pg, tx, prepared, true, () => closed));
        } finally {
          closed = true;
        }
      });
    },
    async listen(channel, onMessage, onConnect) {
      const stop = await pg.listen(channel, (payload) => onMessage(payload, false));
      onConnect?.();
      return async () => {
        await stop().catch(() => undefined);
      };
    },
    async close() {
      await vacuum.stop();
      await pg.close();
    },
    async dump(): Promise<Blob> {
      return (await pg.dumpDataDir('none')) as Blob;
    },
  };
}
