import { createRequire } from 'node:module';
import { ConfigError } from './errors.js';

const require = createRequire(import.meta.url);

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** True when the recognition data of an OCR language (`@tesseract.js-data/<code>`) is installed. */
export function ocrLanguageInstalled(lang: string): boolean {
  if (!/^[a-z][a-z_]{1,15}$/i.test(lang)) return false;
  try {
    require.resolve(`@tesseract.js-data/${lang}/package.json`);
    return true;
  } catch {
    return false;
  }
}

/** Checks a PostgreSQL connection URL's shape (the server is probed separately at start). */
export function checkDatabaseUrl(raw: string): string {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new ConfigError('DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/database');
  }
  if (u.protocol !== 'postgres:' && u.protocol !== 'postgresql:') {
    throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql:// (got ${u.protocol}//)`);
  }
  return raw;
}

/** Checks an http(s) URL variable; returns it unchanged. */
export function checkHttpUrl(name: string, raw: string): string {
  let u: URL | null = null;
  try {
    u = new URL(raw);
  } catch {
    /* reported below */
  }
  if (!u || (u.protocol !== 'http:' && u.protocol !== 'https:')) throw new ConfigError(`${name} must be an http:// or https:// URL`);
  return raw;
}
