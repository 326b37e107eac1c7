// The service started in this process for the per-document benchmarks (round-trips.ts, warm.ts): its
// database port wrapped by the caller, an organisation with an API key, credits and a chat, and the
// chat's attachments URL, warmed by one request so the key's lookup is not counted per document.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/config/config.js';
import type { Database } from '../../src/db/database.js';
import { openDatabase } from '../../src/db/open.js';
import { creditsRepo } from '../../src/db/repositories/credits.js';
import { startRuntime } from '../../src/main/runtime.js';

export interface InProcessService {
  /** the database as opened, not wrapped */
  raw: Database;
  /** the chat's attachments route, and the chat's row id */
  url: string;
  chatId: number;
  /** a word unique to this run (the organisation's slug), for documents of distinct bytes */
  slug: string;
  auth: { authorization: string };
  /** stops the service and removes its data directory */
  stop(): Promise<void>;
}

/** Starts the service with workers on a temporary data directory (or DATABASE_URL's server) and an organisation named `name`. */
export async function startInProcess(name: string, wrap: (db: Database) => Database): Promise<InProcessService> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `structa-${name.replace(/\s+/g, '-')}-`));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '0', MAX_FILES_PER_REQUEST: '50' });
  const raw = await openDatabase(config);
  const rt = await startRuntime(config, { http: true, workers: true, listen: true, db: wrap(raw), logger: false });
  const stop = async () => {
    await rt.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const port = (rt.app!.server.address() as AddressInfo).port;
    const slug = `${name.replace(/\s+/g, '-')}-${crypto.randomBytes(3).toString('hex')}`;
    const org = await rt.services.tenancy.createOrg({ name, slug });
    const { user } = await rt.services.tenancy.createUser({ orgSlug: slug, email: `${slug}@example.test`, password: `${name} service 1`, role: 'owner' });
    const { secret } = await rt.services.apiKeys.create(org.id, user.id);
    await raw.transaction((tx) => creditsRepo(tx).grant(org.id, 1_000_000, name));
    const chat = await rt.services.chats.create(org.id, name, user.id);
    const url = `http://127.0.0.1:${port}/api/v2/chats/${chat.public_id}/attachments/`;
    const auth = { authorization: `Bearer ${secret}` };
    // one request first, so the key lookup and its last_used_at write are not counted per document
    await fetch(url, { headers: auth }).then((r) => r.arrayBuffer());
    return { raw, url, chatId: chat.id, slug, auth, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
