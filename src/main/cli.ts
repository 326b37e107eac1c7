import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type Config } from '../config/config.js';
import { probeDatabase } from '../config/probe-database.js';
import { migrate } from '../db/migrate.js';
import { openDatabase } from '../db/open.js';
import { runAdmin, sendAdmin } from './admin-socket.js';
import { adminSpecs, commandUsage, findAdminCommand, isHelpFlag, parseFlags, UsageError } from './admin-commands.js';
import { lockHolder, takeLock } from './embedded-lock.js';
import { EmbeddedBusyError, startRuntime } from './runtime.js';

const PROCESS_COMMANDS: Record<string, string> = {
  serve: 'API, web app and in-process workers; creates the embedded database under DATA_DIR when absent',
  worker: 'job workers only (needs DATABASE_URL)',
  migrate: 'apply database migrations and exit',
};

const USAGE = `usage: structa <command> [flags]

commands:
${Object.entries(PROCESS_COMMANDS)
  .map(([c, s]) => `  ${c.padEnd(16)} ${s}`)
  .join('\n')}
${Object.entries(adminSpecs)
  .map(([c, s]) => `  ${c.padEnd(16)} ${s.summary}`)
  .join('\n')}

  structa <command> --help   usage of one command
  structa --version          the version
Configuration comes from environment variables (docs/configuration.md); admin commands print
JSON on stdout (docs/operations.md).`;

/** Exit codes: 1 for a failure, 2 for a usage or configuration error. */
function fail(message: string, code = 1): never {
  process.stderr.write(`structa: ${message}\n`);
  process.exit(code);
}

function version(): string {
  // compiled to dist/src/main/cli.js; the package manifest sits at the package root
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const up of ['../../..', '../..']) {
    const file = path.resolve(here, up, 'package.json');
    if (fs.existsSync(file)) return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
  }
  return 'unknown';
}

/** Loads the configuration and, with DATABASE_URL, checks that the server answers. */
async function startConfig(): Promise<Config> {
  const config = loadConfig();
  if (config.databaseUrl) await probeDatabase(config.databaseUrl);
  return config;
}

async function serve(kind: 'serve' | 'worker') {
  const config = await startConfig();
  if (kind === 'worker' && !config.databaseUrl) {
    fail('`structa worker` needs DATABASE_URL: the embedded database belongs to `structa serve`, which runs its own workers', 2);
  }
  const rt = await startRuntime(config, { http: kind === 'serve', workers: kind === 'worker' || config.workers.inProcess }).catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'EADDRINUSE' || e.code === 'EACCES' || e.code === 'EADDRNOTAVAIL') {
      fail(`HOST and PORT: cannot listen on ${config.host}:${config.port} (${e.code})`, 2);
    }
    throw e;
  });
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
  const config = await startConfig();
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

/** True when DATA_DIR holds an embedded database (admin commands never create one). */
function hasEmbeddedData(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'));
}

async function admin(argv: string[]) {
  const cmd = findAdminCommand(argv);
  if (!cmd) fail(`unknown command '${argv.join(' ')}'; see structa --help`, 2);
  if (cmd.rest.some(isHelpFlag)) {
    process.stdout.write(commandUsage(cmd.name) + '\n');
    return;
  }
  parseFlags(cmd.rest, cmd.spec); // usage errors are reported before any database is opened
  const config = await startConfig();
  let reply;
  const holder = config.databaseUrl ? null : lockHolder(config.dataDir);
  if (holder) {
    // the running server owns the embedded database: ask it to run the command
    reply = await sendAdmin(holder.socket || path.join(config.dataDir, 'admin.sock'), argv).catch((e: Error) =>
      fail(`the embedded database is in use by process ${holder.pid} and its admin socket did not answer (${e.message})`),
    );
  } else {
    if (!config.databaseUrl && !hasEmbeddedData(config.dataDir)) {
      fail(
        `DATA_DIR (${config.dataDir}) holds no Structa database: set DATA_DIR to the directory \`structa serve\` uses, or create one with \`structa migrate\``,
        2,
      );
    }
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
  const [cmd, ...rest] = argv;
  try {
    if (!cmd || cmd === 'help' || isHelpFlag(cmd)) {
      const about = rest.length ? findAdminCommand(rest) : null;
      if (about) process.stdout.write(commandUsage(about.name) + '\n');
      else if (rest.length === 1 && PROCESS_COMMANDS[rest[0]]) process.stdout.write(`usage: structa ${rest[0]}\n${PROCESS_COMMANDS[rest[0]]}\n`);
      else if (rest.length) fail(`unknown command '${rest.join(' ')}'; see structa --help`, 2);
      else process.stdout.write(USAGE + '\n');
      return;
    }
    if (cmd === '--version' || cmd === '-v' || cmd === 'version') {
      process.stdout.write(version() + '\n');
      return;
    }
    if (Object.hasOwn(PROCESS_COMMANDS, cmd)) {
      if (rest.some(isHelpFlag)) {
        process.stdout.write(`usage: structa ${cmd}\n${PROCESS_COMMANDS[cmd]}; configured by environment variables (docs/configuration.md)\n`);
        return;
      }
      if (rest.length) fail(`${cmd} takes no arguments (got '${rest[0]}'); it is configured by environment variables`, 2);
      if (cmd === 'migrate') return await runMigrate();
      return await serve(cmd as 'serve' | 'worker');
    }
    if (cmd.startsWith('-')) fail(`unknown option '${cmd}'; see structa --help`, 2);
    return await admin(argv);
  } catch (e) {
    if (e instanceof ConfigError || e instanceof UsageError) fail(e.message, 2);
    if (e instanceof EmbeddedBusyError) fail(e.message);
    throw e;
  }
}
