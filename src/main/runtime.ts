import path from 'node:path';
import type net from 'node:net';
import type PgBoss from 'pg-boss';
import type { Config } from '../config/config.js';
import type { Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { openDatabase } from '../db/open.js';
import { changeClock, CHANGES_CHANNEL, watchWrites, type ChangeClock } from '../db/write-watch.js';
import { buildApp } from '../http/app.js';
import { createMetrics } from '../http/metrics.js';
import { routeModules } from '../http/routes/index.js';
import type { App } from '../http/types.js';
import { createBoss } from '../jobs/boss.js';
import { jobDefinitions } from '../jobs/index.js';
import { workerLogger } from '../jobs/log.js';
import { registerJobMetrics } from '../jobs/metrics.js';
import { QUEUES } from '../jobs/names.js';
import { createQueues, startWorkers } from '../jobs/registry.js';
import { configureRecognition, shutdownRecognition } from '../pipeline/recognise/index.js';
import { createBlobStore } from '../storage/index.js';
import { serveAdminSocket } from './admin-socket.js';
import { takeLock } from './embedded-lock.js';
import { createAuthFor } from './auth.js';
import { createServices, type Services } from '../services/index.js';

export interface Runtime {
  config: Config;
  db: Database;
  boss: PgBoss;
  services: Services;
  app: App | null;
  /** moves on every write here and every change notified by another process */
  changes: ChangeClock;
  stop(): Promise<void>;
}

export class EmbeddedBusyError extends Error {}

/** Opens the database (taking the embedded lock), migrates, starts the queue, services, workers and HTTP as asked. */
export async function startRuntime(config: Config, opts: { http: boolean; workers: boolean; listen?: boolean; db?: Database; logger?: boolean }): Promise<Runtime> {
  const socketPath = path.join(config.dataDir, 'admin.sock');
  let releaseLock = () => {};
  if (!config.databaseUrl && !opts.db) {
    const lock = takeLock(config.dataDir, socketPath);
    if ('holder' in lock) {
      throw new EmbeddedBusyError(
        `the embedded database in ${config.dataDir} is in use by process ${lock.holder.pid}; stop it first or set DATABASE_URL to a PostgreSQL server`,
      );
    }
    releaseLock = lock.release;
  }
  let db: Database | null = null;
  let unlistenChanges: (() => Promise<void>) | null = null;
  const p = config.pipeline;
  configureRecognition({ ocrThreads: p.ocrThreads, idleSeconds: p.ocrIdleSeconds, int8: p.ocrInt8, memoryBudgetMb: p.parseMemoryBudgetMb });
  try {
    // every write through this process moves the clock; other processes' writes arrive as notifications
    const clock = changeClock();
    const raw = opts.db ?? (await openDatabase(config));
    db = watchWrites(raw, clock);
    await migrate(db);
    // only a process answering HTTP keeps answers to drop; its own writes moved the clock already,
    // so their echo is not counted again
    if (opts.http) {
      clock.setTrusted(false);
      unlistenChanges = await db.listen(
        CHANGES_CHANNEL,
        (_payload, fromSelf) => fromSelf || clock.bump(),
        () => clock.setTrusted(true),
        () => clock.setTrusted(false),
      );
    }
    // the queue's own statements (fetching, completing, maintenance) write only its schema, which no
    // answer reads, so they do not move the clock; jobs sent inside a transaction of ours still do
    const boss = createBoss(raw, { maintenance: opts.workers, maintenanceSeconds: config.pipeline.jobMaintenanceSeconds });
    boss.on('error', () => undefined);
    await boss.start();
    const ports = { config, db, boss, blobs: createBlobStore(config), log: opts.workers && opts.logger !== false ? workerLogger(config) : undefined };
    const services = createServices(ports);
    const jobs = jobDefinitions(ports, services);
    await createQueues(boss, jobs);
    for (const q of Object.values(QUEUES)) if (!jobs.some((j) => j.name === q)) await boss.createQueue(q);
    const metrics = createMetrics();
    const recordOutcome = registerJobMetrics(metrics.registry, boss, Object.values(QUEUES));
    const log = ports.log;
    const dispatcher = opts.workers
      ? await startWorkers(boss, db, jobs, {
          pollSeconds: config.workers.pollSeconds,
          onOutcome: recordOutcome,
          // the database being away (restart, outage) is waited out: fetching resumes when it answers
          onError: (queue, e) => log?.warn?.({ queue, err: e instanceof Error ? e.message : String(e) }, 'job queue unavailable'),
        })
      : null;
    let app: App | null = null;
    if (opts.http) {
      app = await buildApp({ config, db, services, auth: createAuthFor(config, services), routes: routeModules, metrics, logger: opts.logger, freshness: clock });
      if (opts.listen !== false) await app.listen({ host: config.host, port: config.port });
    }
    let admin: net.Server | null = null;
    if (!config.databaseUrl && !opts.db) admin = serveAdminSocket(socketPath, services);
    const openDb = db;
    return {
      config,
      db: openDb,
      boss,
      services,
      app,
      changes: clock,
      async stop() {
        admin?.close();
        if (app) await app.close(); // finishes in-flight requests
        await dispatcher?.stop(config.shutdownTimeoutMs);
        await boss.stop({ graceful: true, wait: true, timeout: config.shutdownTimeoutMs });
        await unlistenChanges?.();
        await shutdownRecognition();
        await openDb.close();
        releaseLock();
      },
    };
  } catch (e) {
    await unlistenChanges?.().catch(() => undefined);
    await db?.close().catch(() => undefined);
    releaseLock();
    throw e;
  }
}
