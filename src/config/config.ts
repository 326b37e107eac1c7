import net from 'node:net';
import path from 'node:path';
import { checkDatabaseUrl, checkHttpUrl, LOG_LEVELS, ocrLanguageInstalled } from './checks.js';
import { ConfigError } from './errors.js';

export { ConfigError };

/** Typed, frozen configuration parsed once from the environment at start. */
export interface Config {
  readonly host: string;
  readonly port: number;
  readonly dataDir: string;
  readonly databaseUrl: string | null;
  /** the embedded database (PGlite), used when databaseUrl is null */
  readonly embeddedDb: {
    /** MiB of PostgreSQL's shared buffer pool, resident in the process */
    readonly sharedBuffersMb: number;
    /** compile the database's WebAssembly with the optimising tier too (more memory, faster long queries) */
    readonly optimisingCompiler: boolean;
  };
  readonly logLevel: string;
  /** one access line per request at info; false writes none (errors are still logged) */
  readonly logRequests: boolean;
  /** how long a list answer may be served again while nothing was written; 0 turns the cache off */
  readonly responseCacheSeconds: number;
  readonly publicUrl: string | null;
  readonly workers: {
    readonly inProcess: boolean;
    /** documents (PDF, Office, text) one process runs at once; null sizes it to the machine */
    readonly concurrency: number | null;
    /** images (OCR) one process runs at once; null sizes it to the cores and memory */
    readonly ocrConcurrency: number | null;
    /** how often workers look for jobs nobody announced (retries, scheduled jobs, missed notifications) */
    readonly pollSeconds: number;
  };
  readonly shutdownTimeoutMs: number;
  readonly auth: {
    readonly oidcIssuer: string | null;
    readonly oidcAudience: string | null;
    readonly oidcAlgorithms: readonly string[];
    readonly jwksCacheSeconds: number;
    readonly jwksRefetchSeconds: number;
    readonly sessionTtlMinutes: number;
    readonly cookieSecure: 'auto' | 'always' | 'never';
    readonly ingestMinAgentVersion: string;
    readonly trustedOrigins: readonly string[];
    readonly trustProxy: boolean;
    /** failed sign-ins allowed per account and per client address in one window */
    readonly login: { readonly maxPerAccount: number; readonly maxPerAddress: number; readonly windowSeconds: number };
    /** how often worker processes delete expired session rows */
    readonly sessionPurgeMinutes: number;
    /** how long a resolved credential is reused without a database lookup; 0 turns the cache off */
    readonly cacheSeconds: number;
  };
  /** request throttling per credential (or per address when unauthenticated), in this process; max 0 turns it off */
  readonly rateLimit: { readonly max: number; readonly anonymousMax: number; readonly windowSeconds: number };
  readonly uploads: { readonly maxUploadBytes: number; readonly maxFilesPerRequest: number; readonly maxJsonBodyBytes: number };
  readonly sse: { readonly pollMs: number; readonly heartbeatMs: number };
  readonly storage: {
    readonly driver: 'local' | 's3';
    readonly s3: {
      readonly endpoint: string | null;
      readonly bucket: string;
      readonly region: string;
      readonly accessKeyId: string | null;
      readonly secretAccessKey: string | null;
      readonly forcePathStyle: boolean;
    };
  };
  readonly credits: { readonly perPage: number; readonly initialGrant: number };
  readonly pipeline: {
    readonly ocrLanguages: readonly string[];
    /** OCR engine: auto (text-line models for English, tesseract otherwise), lines or tesseract */
    readonly ocrEngine: 'auto' | 'lines' | 'tesseract';
    readonly parseTimeoutMs: number;
    readonly parseMemoryMb: number;
    readonly maxPages: number;
    readonly maxPixels: number;
    readonly jobRetryLimit: number;
    readonly jobRetryDelaySeconds: number;
    readonly jobExpireSeconds: number;
    readonly jobMaintenanceSeconds: number;
    /** test-only pause after recording one stage (crash tests); off in production */
    readonly testPause: { readonly stage: string; readonly ms: number };
    /** threads inside each OCR model operation; 0 picks from the cores */
    readonly ocrThreads: number;
    /** seconds without work before OCR engines and idle parse workers stop and give their memory back */
    readonly ocrIdleSeconds: number;
    /** the recogniser's pointwise convolutions in 8 bits where the processor has 8-bit dot products ('auto'), or always in float ('off') */
    readonly ocrInt8: 'auto' | 'off';
    /** megabytes of parse reservations running at once (0: no budget) */
    readonly parseMemoryBudgetMb: number;
  };
  readonly llm: {
    readonly baseUrl: string | null;
    readonly model: string | null;
    readonly apiKey: string | null;
    readonly timeoutMs: number;
    readonly chunkChars: number;
    readonly maxChunks: number;
  };
  readonly extraction: { readonly maxTestAttachments: number; readonly maxExportRows: number };
  readonly translator: { readonly url: string | null; readonly apiKey: string | null; readonly timeoutMs: number; readonly batchChars: number };
  readonly webhooks: {
    /** private, loopback or link-local ranges (CIDR) the operator allows as webhook targets; none by default */
    readonly allowPrivateCidrs: readonly string[];
    readonly timeoutMs: number;
    readonly maxResponseBytes: number;
    readonly retryLimit: number;
    /** base delay of the exponential backoff between attempts */
    readonly retryDelaySeconds: number;
    /** failed deliveries in a row (each after all its retries) that disable an endpoint */
    readonly disableAfterFailures: number;
  };
  /** chat turns, the struct builder and the Full Test (docs/builder.md) */
  readonly builder: { readonly turnCredits: number; readonly proposalCredits: number; readonly fullTestPerPage: number; readonly fullTestMaxDocuments: number };
  /** classification of batch documents into participating structs */
  readonly classification: { readonly engine: 'deterministic' | 'model'; readonly minScore: number };
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, def: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  const n = /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `between ${min} and ${max}`;
    throw new ConfigError(`${name} must be a whole number ${range} (got '${raw}')`);
  }
  return n;
}

/** A whole number in range, or null for `auto` (and when unset, with autoDefault). */
function intOrAuto(env: Env, name: string, min: number, max: number): number | null {
  const raw = env[name];
  if (raw === undefined || raw === '' || raw.trim().toLowerCase() === 'auto') return null;
  const n = /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) throw new ConfigError(`${name} must be auto or a whole number between ${min} and ${max} (got '${raw}')`);
  return n;
}

function bool(env: Env, name: string, def: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false (also 1/0, yes/no, on/off; got '${raw}')`);
}

function list(raw: string | undefined, def: string[]): string[] {
  if (raw === undefined || raw.trim() === '') return def;
  return raw.split(/[,+\s]+/).filter(Boolean);
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], def: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  if (!(allowed as readonly string[]).includes(raw)) throw new ConfigError(`${name} must be one of ${allowed.join(', ')} (got '${raw}')`);
  return raw as T;
}

function url(env: Env, name: string): string | null {
  const raw = env[name];
  return raw === undefined || raw === '' ? null : checkHttpUrl(name, raw);
}

function ocrLanguages(env: Env): string[] {
  const langs = list(env.OCR_LANGUAGES, ['eng']);
  const missing = langs.filter((l) => !ocrLanguageInstalled(l));
  if (missing.length) {
    // recognition data comes only from installed @tesseract.js-data/<code> packages, never a download
    throw new ConfigError(
      `OCR_LANGUAGES names ${missing.join(', ')}, whose recognition data is not installed; accepted: installed languages joined by + or , (e.g. eng+deu after npm install @tesseract.js-data/deu)`,
    );
  }
  return langs;
}

const JWS_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519'];

function algorithms(env: Env): string[] {
  const algs = list(env.OIDC_ALGORITHMS, ['RS256', 'ES256', 'PS256', 'EdDSA']);
  const bad = algs.filter((a) => !JWS_ALGORITHMS.includes(a));
  // symmetric and `none` algorithms are refused: a provider's public keys must not become shared secrets
  if (bad.length) throw new ConfigError(`OIDC_ALGORITHMS names ${bad.join(', ')}; accepted: ${JWS_ALGORITHMS.join(', ')} (comma-separated)`);
  return algs;
}

function origins(env: Env): string[] {
  return list(env.TRUSTED_ORIGINS, []).map((o) => checkHttpUrl('TRUSTED_ORIGINS', o));
}

function semver(env: Env, name: string, def: string): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  if (!/^v?\d{1,9}\.\d{1,9}\.\d{1,9}(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?(?:\+[0-9A-Za-z.-]+)?$/.test(raw)) {
    throw new ConfigError(`${name} must be a semantic version such as 1.4.0`);
  }
  return raw;
}

function cidrs(env: Env, name: string): string[] {
  const out = list(env[name], []);
  for (const c of out) {
    const [addr, bits, extra] = c.split('/');
    const v = net.isIP(addr ?? '');
    const n = /^\d{1,3}$/.test(bits ?? '') ? Number(bits) : NaN;
    if (extra !== undefined || v === 0 || !(n >= 0 && n <= (v === 4 ? 32 : 128))) {
      throw new ConfigError(`${name} must list CIDR ranges such as 127.0.0.0/8,::1/128 (got '${c}')`);
    }
  }
  return out;
}

function fraction(env: Env, name: string, def: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  const n = /^\s*(0(\.\d+)?|1(\.0+)?|\.\d+)\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isFinite(n)) throw new ConfigError(`${name} must be a number from 0 to 1 (got '${raw}')`);
  return n;
}

/** Parses the environment into a Config; throws ConfigError naming the bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const cfg: Config = {
    host: env.HOST || '127.0.0.1',
    port: int(env, 'PORT', 8080, 0, 65535),
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL ? checkDatabaseUrl(env.DATABASE_URL) : null,
    embeddedDb: {
      sharedBuffersMb: int(env, 'PGLITE_SHARED_BUFFERS_MB', 16, 1, 4096),
      optimisingCompiler: bool(env, 'PGLITE_OPTIMISING_COMPILER', false),
    },
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    logRequests: bool(env, 'LOG_REQUESTS', true),
    responseCacheSeconds: int(env, 'RESPONSE_CACHE_SECONDS', 2, 0, 60),
    publicUrl: url(env, 'PUBLIC_URL'),
    workers: {
      inProcess: bool(env, 'WORKERS_IN_PROCESS', true),
      concurrency: intOrAuto(env, 'WORKER_CONCURRENCY', 1, 64),
      ocrConcurrency: intOrAuto(env, 'WORKER_OCR_CONCURRENCY', 1, 64),
      pollSeconds: int(env, 'JOB_POLL_SECONDS', 2, 1, 3600),
    },
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_MS', 15000, 0),
    auth: {
      oidcIssuer: url(env, 'OIDC_ISSUER'),
      oidcAudience: env.OIDC_AUDIENCE || null,
      oidcAlgorithms: algorithms(env),
      jwksCacheSeconds: int(env, 'OIDC_JWKS_CACHE_SECONDS', 600, 1),
      jwksRefetchSeconds: int(env, 'OIDC_JWKS_REFETCH_SECONDS', 30, 1),
      sessionTtlMinutes: int(env, 'SESSION_TTL_MINUTES', 720, 1),
      cookieSecure: oneOf(env, 'COOKIE_SECURE', ['auto', 'always', 'never'] as const, 'auto'),
      ingestMinAgentVersion: semver(env, 'INGEST_MIN_AGENT_VERSION', '1.0.0'),
      trustedOrigins: origins(env),
      trustProxy: bool(env, 'TRUST_PROXY', false),
      login: {
        maxPerAccount: int(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', 10, 1, 1_000_000),
        maxPerAddress: int(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 50, 1, 1_000_000),
        windowSeconds: int(env, 'LOGIN_WINDOW_SECONDS', 900, 1, 86_400),
      },
      sessionPurgeMinutes: int(env, 'SESSION_PURGE_MINUTES', 60, 1, 60),
      cacheSeconds: int(env, 'AUTH_CACHE_SECONDS', 5, 0, 300),
    },
    rateLimit: {
      max: int(env, 'RATE_LIMIT_MAX', 300, 0, 1_000_000),
      anonymousMax: int(env, 'RATE_LIMIT_ANONYMOUS_MAX', 300, 0, 1_000_000),
      windowSeconds: int(env, 'RATE_LIMIT_WINDOW_SECONDS', 10, 1, 3600),
    },
    uploads: {
      maxUploadBytes: int(env, 'MAX_UPLOAD_BYTES', 50 * 1024 * 1024, 1),
      maxFilesPerRequest: int(env, 'MAX_FILES_PER_REQUEST', 20, 1, 1000),
      maxJsonBodyBytes: int(env, 'MAX_JSON_UPLOAD_BODY_BYTES', 100 * 1024 * 1024, 1024, 400 * 1024 * 1024),
    },
    sse: {
      pollMs: int(env, 'SSE_POLL_MS', 1000, 10, 60_000),
      heartbeatMs: int(env, 'SSE_HEARTBEAT_MS', 15_000, 10, 600_000),
    },
    storage: {
      driver: oneOf(env, 'STORAGE_DRIVER', ['local', 's3'] as const, env.S3_ENDPOINT ? 's3' : 'local'),
      s3: {
        endpoint: url(env, 'S3_ENDPOINT'),
        bucket: env.S3_BUCKET || 'structa',
        region: env.S3_REGION || 'us-east-1',
        accessKeyId: env.S3_ACCESS_KEY_ID || null,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY || null,
        forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', true),
      },
    },
    credits: {
      perPage: int(env, 'CREDITS_PER_PAGE', 1, 0),
      initialGrant: int(env, 'CREDITS_INITIAL_GRANT', 1000, 0),
    },
    pipeline: {
      ocrLanguages: ocrLanguages(env),
      ocrEngine: oneOf(env, 'OCR_ENGINE', ['auto', 'lines', 'tesseract'] as const, 'auto'),
      parseTimeoutMs: int(env, 'PARSE_TIMEOUT_MS', 300000, 1000),
      parseMemoryMb: int(env, 'PARSE_MEMORY_MB', 1024, 64),
      maxPages: int(env, 'MAX_PAGES', 2000, 1),
      maxPixels: int(env, 'MAX_PIXELS', 100_000_000, 1),
      jobRetryLimit: int(env, 'JOB_RETRY_LIMIT', 3, 0, 20),
      jobRetryDelaySeconds: int(env, 'JOB_RETRY_DELAY_SECONDS', 10, 0, 3600),
      // pg-boss refuses leases of 24 hours or more
      jobExpireSeconds: int(env, 'JOB_EXPIRE_SECONDS', 3600, 2, 86399),
      jobMaintenanceSeconds: int(env, 'JOB_MAINTENANCE_SECONDS', 30, 1, 3600),
      testPause: { stage: env.TEST_ONLY_PAUSE_STAGE || '', ms: int(env, 'TEST_ONLY_PAUSE_MS', 0, 0, 600000) },
      ocrThreads: int(env, 'OCR_THREADS', 0, 0, 64),
      ocrIdleSeconds: int(env, 'OCR_IDLE_SECONDS', 30, 1, 86400),
      ocrInt8: oneOf(env, 'OCR_INT8', ['auto', 'off'] as const, 'auto'),
      parseMemoryBudgetMb: int(env, 'PARSE_MEMORY_BUDGET_MB', 2560, 0),
    },
    llm: {
      baseUrl: url(env, 'LLM_BASE_URL'),
      model: env.LLM_MODEL || null,
      apiKey: env.LLM_API_KEY || null,
      timeoutMs: int(env, 'LLM_TIMEOUT_MS', 60000, 100),
      chunkChars: int(env, 'LLM_CHUNK_CHARS', 12000, 500),
      maxChunks: int(env, 'LLM_MAX_CHUNKS', 16, 1, 1000),
    },
    extraction: {
      maxTestAttachments: int(env, 'SCHEMA_TEST_MAX_ATTACHMENTS', 20, 1, 200),
      maxExportRows: int(env, 'EXTRACTION_EXPORT_MAX_ROWS', 10000, 1),
    },
    translator: {
      url: url(env, 'TRANSLATOR_URL'),
      apiKey: env.TRANSLATOR_API_KEY || null,
      timeoutMs: int(env, 'TRANSLATOR_TIMEOUT_MS', 60000, 100, 3600000),
      batchChars: int(env, 'TRANSLATOR_BATCH_CHARS', 5000, 100, 1000000),
    },
    webhooks: {
      allowPrivateCidrs: cidrs(env, 'WEBHOOK_ALLOW_PRIVATE_CIDRS'),
      timeoutMs: int(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100, 60_000),
      maxResponseBytes: int(env, 'WEBHOOK_MAX_RESPONSE_BYTES', 65_536, 0, 10 * 1024 * 1024),
      retryLimit: int(env, 'WEBHOOK_RETRY_LIMIT', 8, 0, 20),
      retryDelaySeconds: int(env, 'WEBHOOK_RETRY_DELAY_SECONDS', 30, 1, 3600),
      disableAfterFailures: int(env, 'WEBHOOK_DISABLE_AFTER_FAILURES', 10, 1, 1000),
    },
    builder: {
      turnCredits: int(env, 'CREDITS_PER_TURN', 1, 0),
      proposalCredits: int(env, 'CREDITS_PER_PROPOSAL', 5, 0),
      fullTestPerPage: int(env, 'CREDITS_PER_FULL_TEST_PAGE', 1, 0),
      fullTestMaxDocuments: int(env, 'FULL_TEST_MAX_DOCUMENTS', 50, 1, 1000),
    },
    classification: {
      engine: oneOf(env, 'CLASSIFIER', ['deterministic', 'model'] as const, 'deterministic'),
      minScore: fraction(env, 'CLASSIFY_MIN_SCORE', 0.2),
    },
  };
  if (cfg.classification.engine === 'model' && (!cfg.llm.baseUrl || !cfg.llm.model)) {
    throw new ConfigError('CLASSIFIER=model needs LLM_BASE_URL and LLM_MODEL');
  }
  return Object.freeze(cfg);
}
