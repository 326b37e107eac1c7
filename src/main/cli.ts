import path from 'node:path';
import { ConfigError, loadConfig } from '../config/config.js';
import { migrate } from '../db/migrate.js';
import { openDatabase } from '../db/open.js';
import { runAdmin, sendAdmin } from './admin-socket.js';
import { adminCommands } from './admin-commands.js';
import { lockHolder, takeLock } from './embedded-lock.js';
import { EmbeddedBusyError, startRuntime } from './runtime.js';

const USAGE = `usage: structa <command>
  serve                 API, web app and in-process workers
  worker                workers only (needs DATABASE_URL)
  migrate               apply migrations and exit
${Object.keys(adminCommands)
  .map((c) => `  ${c}`)
  .join('\n')}   (admin; JSON on stdout; see docs/operations.md)`;

function fail(message: string, code = 1): never {
  process.stderr.write(`structa: ${message}\n`);
  process.exit(code);
}

async function serve(kind: 'serve' | 'worker') {
  const config = loadConfig();
  if (kind === 'worker' && !config.databaseUrl) {
    fail('`structa worker` needs DATABASE_URL: the embedded database belongs to `structa serve`, which runs its own workers');
  }
  const rt = await startRuntime(config, { http: kind === 'serve', workers: kind === 'worker' || config.workers.inProcess });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    rt.app?.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), config.shutdownTimeoutMs + 5000);
    timer.unref();
    await rt.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  if (kind === 'worker') process.stdout.write(JSON.stringify({ msg: 'worker started', pid: process.pid }) + '\n');
}

async function runMigrate() {
  const config = loadConfig();
  let release = () => {};
  if (!config.databaseUrl) {
    const lock = takeLock(config.dataDir, '');
    if ('holder' in lock) fail(`the embedded database is in use by process ${lock.holder.pid} (which migrates at start); nothing to do`);
    release = lock.release;
  }
  const db = await openDatabase(config);
  try {
    const applied = await migrate(db);
    process.stdout.write(JSON.stringify({ applied }) + '\n');
  } finally {
    await db.close();
    release();
  }
}

async function admin(argv: string[]) {
  const config = loadConfig();
  let reply;
  const holder = config.databaseUrl ? null : lockHolder(config.dataDir);
  if (holder) {
    // the running server owns the embedded database: ask it to run the command
    reply = await sendAdmin(holder.socket || path.join(config.dataDir, 'admin.sock'), argv).catch((e: Error) =>
      fail(`the embedded database is in use by process ${holder.pid} and its admin socket did not answer (${e.message})`),
    );
  } else {
    const rt = await startRuntime(config, { http: false, workers: false }).catch((e) => {
      if (e instanceof EmbeddedBusyError) fail(e.message);
      throw e;
    });
    try {
      reply = await runAdmin(rt.services, argv);
    } finally {
      await rt.stop();
    }
  }
  if (!reply.ok) fail(`${reply.error?.code}: ${reply.error?.message}`, reply.error?.code === 'usage' ? 2 : 1);
  process.stdout.write(JSON.stringify(reply.result) + '\n');
}

/** Entry point of the `structa` command. */
export async function main(argv: string[]) {
  const [cmd] = argv;
  try {
    if (cmd === 'serve' || cmd === 'worker') return await serve(cmd);
    if (cmd === 'migrate') return await runMigrate();
    if (!cmd || cmd === 'help' || cmd === '--help') {
      process.stdout.write(USAGE + '\n');
      return;
    }
    return await admin(argv);
  } catch (e) {
    if (e instanceof ConfigError || e instanceof EmbeddedBusyError) fail(e.message);
    throw e;
  }
}

