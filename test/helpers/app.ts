import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config/config.js';
import { startRuntime, type Runtime } from '../../src/main/runtime.js';
import type { App } from '../../src/http/types.js';
import { freshDatabase, type TestDatabase } from './db.js';

export interface TestApp extends Runtime {
  app: App;
  dataDir: string;
  testDb: TestDatabase;
  close(): Promise<void>;
}

/** Starts the whole service (not listening) on a fresh database and a temporary DATA_DIR. */
export async function createTestApp(env: Record<string, string> = {}, opts: { workers?: boolean } = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'structa-test-'));
  const testDb = await freshDatabase();
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(testDb.url ? { DATABASE_URL: testDb.url } : {}), ...env });
  const rt = await startRuntime(config, { http: true, workers: opts.workers ?? false, listen: false, db: testDb.db, logger: env.LOG_LEVEL ? undefined : false });
  return {
    ...rt,
    app: rt.app!,
    dataDir,
    testDb,
    async close() {
      await rt.stop();
      await testDb.drop().catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
