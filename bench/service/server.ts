// The service under benchmark, in its own process: started from the environment, with one
// organisation, API key and chat; answers the orchestrator's requests over IPC.
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/config/config.js';
import { startRuntime } from '../../src/main/runtime.js';
import { answerParent, benchTenant } from '../child-ipc.js';

type Command = { id: number; op: 'seed'; chats: number; perChat: number } | { id: number; op: 'chat' } | { id: number; op: 'wait'; chat: string; total: number } | { id: number; op: 'rss' } | { id: number; op: 'cpu' } | { id: number; op: 'peak' } | { id: number; op: 'stop' };

const rt = await startRuntime(loadConfig(process.env), { http: true, workers: true, listen: true, logger: process.env.LOG_LEVEL === 'silent' ? false : undefined });
const port = (rt.app!.server.address() as AddressInfo).port;
const slug = `bench-${crypto.randomBytes(3).toString('hex')}`;
const { org, user, secret } = await benchTenant(rt, slug);

let peak = process.memoryUsage.rss();
setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 100).unref();

async function newChat(): Promise<{ id: number; publicId: string }> {
  const c = await rt.services.chats.create(org.id, 'bench', user.id);
  return { id: c.id, publicId: c.public_id };
}

async function handle(m: Command): Promise<unknown> {
  switch (m.op) {
    case 'chat':
      return (await newChat()).publicId;
    case 'seed': {
      // completed documents in new chats of the organisation, written directly (the list reads rows only)
      for (let c = 0; c < m.chats; c++) {
        const chat = await newChat();
        await rt.db.query(
          `INSERT INTO attachments (org_id, chat_id, file_name, file_type, mime_type, sha256, size_bytes, blob_key, processing_status, processing_progress, processing_stage, page_count)
           SELECT $1, $2, 'seed-' || g || '.pdf', 'pdf', 'application/pdf', md5($4 || '-' || g), 1000, 'seed/' || $4 || '-' || g, 'completed', 100, 'completed', 2
           FROM generate_series(1, $3::int) g`,
          [org.id, chat.id, m.perChat, String(chat.id)],
        );
        if (c === 0) {
          // the first seeded chat is the one the list benchmark reads
          (globalThis as { listChat?: string }).listChat = chat.publicId;
        }
      }
      await rt.db.exec('ANALYZE attachments');
      return (globalThis as { listChat?: string }).listChat;
    }
    case 'wait': {
      // until every document of the chat is completed or failed; returns the moment (ms) it happened
      for (;;) {
        const r = await rt.db.query<{ done: number; failed: number }>(
          `SELECT count(*) FILTER (WHERE a.processing_status <> 'pending')::int AS done, count(*) FILTER (WHERE a.processing_status = 'failed')::int AS failed
           FROM attachments a JOIN chats c ON c.id = a.chat_id WHERE c.public_id = $1`,
          [m.chat],
        );
        if (r.rows[0].done >= m.total) return { at: Date.now(), failed: r.rows[0].failed };
        await new Promise((res) => setTimeout(res, 100));
      }
    }
    case 'rss':
      return process.memoryUsage.rss();
    case 'cpu': {
      // CPU time of the whole process (all its threads), ms
      const u = process.cpuUsage();
      return (u.user + u.system) / 1000;
    }
    case 'peak':
      return peak;
    case 'stop':
      await rt.stop();
      setImmediate(() => process.exit(0));
      return true;
  }
}

answerParent(handle);
process.send!({ ready: true, port, apiKey: secret, rss: process.memoryUsage.rss() });
