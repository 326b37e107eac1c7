import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
import { GENERIC_PLAN } from './database.js';

const S = protocol.serialize;

/** Named statements kept per database; the least recently used one is closed beyond this. */
export const PREPARED_STATEMENTS_MAX = 256;

/** PostgreSQL's "cached plan must not change result type": a statement prepared before a schema change. */
const STALE_PLAN = '0A000';

/** Sets plan_cache_mode for the rest of the current transaction (the protocol's implicit one outside a transaction block). */
const SET_PLAN_MODE = `SELECT set_config('plan_cache_mode', $1, true)`;

interface Statement {
  name: string;
  /** parameter types PostgreSQL inferred, for serialising values as PGlite's own query does */
  paramTypes: number[];
  /** the statement's RowDescription (none for a statement without rows) */
  described: { name: string }[];
  /** runs with its generic plan (GENERIC_PLAN in its text) */
  generic: boolean;
}

type Parsers = PGlite['parsers'];

/** One protocol message of several parts (a Buffer is a Uint8Array). */
const concat = (parts: Uint8Array[]): Uint8Array => Buffer.concat(parts);

/**
 * Runs parameterised statements on PGlite as named prepared statements: each distinct SQL text is
 * parsed and described once, then every run is one bind, execute and sync sent to the database in
 * one message, where PGlite's own `query` sends six and parses and plans the text each time. Values
 * are serialised and rows parsed as `query` does (by the parameter types PostgreSQL inferred, with
 * the given parsers). Plans follow PostgreSQL's rules for prepared statements (`plan_cache_mode`).
 * Callers hold PGlite's query mutex: `run` is called from inside `_runExclusiveQuery`.
 */
export function preparedStatements(pg: PGlite, extraParsers: Parsers, max = PREPARED_STATEMENTS_MAX) {
  const cache = new Map<string, Statement>();
  let next = 0;
  let parsersFor: Parsers | null = null;
  let merged: Parsers = {};
  // merged once (PGlite replaces its map when it learns new array types), not per statement
  const parsers = (): Parsers => {
    if (parsersFor !== pg.parsers) {
      parsersFor = pg.parsers;
      merged = { ...pg.parsers, ...extraParsers };
    }
    return merged;
  };

  async function prepare(sql: string): Promise<Statement> {
    const name = `structa_${++next}`;
    const messages = await pg.execProtocolStream(concat([S.parse({ name, text: sql }), S.describe({ type: 'S', name }), S.sync()]), { syncToFs: false });
    const pd = messages.find((m) => m.name === 'parameterDescription') as { dataTypeIDs?: number[] } | undefined;
    const st: Statement = { name, paramTypes: pd?.dataTypeIDs ?? [], described: messages.filter((m) => m.name === 'rowDescription'), generic: sql.includes(GENERIC_PLAN) };
    cache.set(sql, st);
    if (cache.size > max) {
      const [oldSql, old] = cache.entries().next().value as [string, Statement];
      cache.delete(oldSql);
      await pg.execProtocolStream(concat([S.close({ type: 'S', name: old.name }), S.sync()]), { syncToFs: false });
    }
    return st;
  }

  async function forget(sql: string, st: Statement) {
    cache.delete(sql);
    await pg.execProtocolStream(concat([S.close({ type: 'S', name: st.name }), S.sync()]), { syncToFs: false }).catch(() => undefined);
  }

  // prepared on first use, like any statement (never closed: it is not in the cache)
  let planMode: Promise<string> | null = null;
  const setPlanMode = async () => {
    const name = 'structa_plan_mode';
    await pg.execProtocolStream(concat([S.parse({ name, text: SET_PLAN_MODE }), S.sync()]), { syncToFs: false });
    return name;
  };

  async function execute(st: Statement, params: unknown[], inTx: boolean): Promise<Results> {
    const values = params.map((v, i) => {
      if (v === null || v === undefined) return null;
      const serialise = pg.serializers[st.paramTypes[i]];
      return serialise ? serialise(v) : String(v);
    });
    const run = [S.bind({ statement: st.name, values }), S.execute({})];
    if (!st.generic) {
      const messages = await pg.execProtocolStream(concat([...run, S.sync()]), { syncToFs: false });
      return parse.parseResults([...(st.described as never[]), ...messages], parsers())[0];
    }
    // in the same message: the generic mode for this statement, set locally (ended by the Sync's
    // implicit transaction, or put back to the default inside a transaction block; undone with
    // the block if the statement fails)
    const mode = await (planMode ??= setPlanMode());
    const set = (m: string) => [S.bind({ statement: mode, values: [m] }), S.execute({})];
    const messages = await pg.execProtocolStream(concat([...set('force_generic_plan'), ...run, ...(inTx ? set('auto') : []), S.sync()]), { syncToFs: false });
    // the statement's messages are those between the mode's commandComplete and its own
    const first = messages.findIndex((m) => m.name === 'commandComplete');
    const own = messages.findIndex((m, i) => i > first && m.name === 'commandComplete');
    return parse.parseResults([...(st.described as never[]), ...messages.slice(first + 1, own + 1)], parsers())[0];
  }

  return {
    /** Runs one parameterised statement (caller holds the query mutex; inTx: inside a transaction block). */
    async run(sql: string, params: unknown[], inTx = false): Promise<Results> {
      try {
        return await runOnce(sql, params, inTx);
      } catch (e) {
        // the statement's text and values ride on the error, as PGlite's own query does
        if (e && typeof e === 'object') Object.assign(e, { query: sql, params });
        throw e;
      }
    },
    /** How many statements are prepared now. */
    size: () => cache.size,
  };

  async function runOnce(sql: string, params: unknown[], inTx: boolean): Promise<Results> {
      let st = cache.get(sql);
      if (st) {
        // most recently used last, so the first entry is the one to close
        cache.delete(sql);
        cache.set(sql, st);
      } else st = await prepare(sql);
      try {
        return await execute(st, params, inTx);
      } catch (e) {
        if ((e as { code?: string }).code !== STALE_PLAN) throw e;
        // the tables changed shape since it was prepared: prepare it again once (outside a transaction)
        await forget(sql, st);
        try {
          return await execute(await prepare(sql), params, inTx);
        } catch {
          throw e;
        }
      }
  }
}
