import pg from 'pg';
import { ConfigError } from './errors.js';

/**
 * Connects once to the PostgreSQL server of DATABASE_URL and runs `select 1`, so an unreachable or
 * refusing server stops the start with one line naming DATABASE_URL (never the password).
 */
export async function probeDatabase(url: string, timeoutMs = 10_000): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } catch (e) {
    const u = new URL(url);
    const where = `${u.hostname || 'localhost'}${u.port ? `:${u.port}` : ''}${u.pathname.length > 1 ? u.pathname : ''}`;
    const err = e as { code?: string; message?: string };
    const why = [err.code, err.message].filter(Boolean).join(' ') || String(e);
    throw new ConfigError(`DATABASE_URL: cannot use the PostgreSQL server at ${where} (${why.split('\n')[0]})`);
  } finally {
    await client.end().catch(() => undefined);
  }
}
