import { Type } from '@sinclair/typebox';
import type { RouteDeps } from '../app.js';
import { principalOf } from '../auth/authenticate.js';
import type { FastifyReply } from 'fastify';
import { lastEventId, openSse, type SseWriter } from '../sse.js';
import { errorResponses } from '../schemas.js';
import type { App } from '../types.js';
import type { Services } from '../../services/index.js';
import type { ProgressEvent as AttachmentEventRow } from '../../domain/attachments/progress.js';
import { progressData, TERMINAL } from '../../domain/attachments/progress.js';
import { AttachmentParams, ChatAttachment, ThreadParams } from './attachment-schemas.js';
import { BatchParams } from './batch-schemas.js';

/** What a stream route reads of its request: headers, the resume query and the id. */
type StreamRequest = { headers: Record<string, string | string[] | undefined>; query: { last_event_id?: string }; id: unknown };

const StreamQuery = Type.Object({ last_event_id: Type.Optional(Type.String({ maxLength: 20, description: 'alternative to the Last-Event-ID header' })) });
const EventStream = Type.Unsafe<unknown>({ type: 'string', description: 'text/event-stream' });

/** The data of one progress event: the attachment's id, then its three progress fields in ChatAttachment's order. */
export const ProgressEventData = Type.Object(
  {
    attachment_id: Type.Integer(),
    ...Type.Pick(ChatAttachment, ['processing_status', 'processing_progress', 'processing_stage']).properties,
  },
  { additionalProperties: false },
);

const DATA_KEYS = Object.keys(ProgressEventData.properties) as (keyof ReturnType<typeof progressData>)[];

/** The event data with its keys in the schema's property order, whatever order the row had. */
export function eventData(e: AttachmentEventRow): Record<string, unknown> {
  const d = progressData(e);
  return Object.fromEntries(DATA_KEYS.map((k) => [k, d[k]]));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** SSE progress streams per document and per chat, read from attachment_events by polling the table. */
export function progressStreamRoutes(app: App, deps: RouteDeps<Services>) {
  const { chats, attachments, progress } = deps.services;
  const { pollMs, heartbeatMs } = deps.config.sse;
  const open = new Set<SseWriter>();
  app.addHook('preClose', async () => {
    for (const w of open) w.end();
  });

  /**
   * Answers the request with a Server-Sent Events stream resuming after its Last-Event-ID, fed from
   * `fetch` until the client leaves, the server closes, or `terminalCheck` says so.
   */
  async function pump(
    req: StreamRequest,
    reply: FastifyReply,
    fetch: (after: number) => Promise<AttachmentEventRow[]>,
    terminalCheck: (() => Promise<boolean>) | null,
    /** false: a finished document does not end the stream (a batch's stream ends when the batch is done) */
    closeOnTerminalEvent = true,
  ) {
    const after = lastEventId(req.headers['last-event-id'], req.query.last_event_id);
    reply.hijack();
    const sse = openSse(reply.raw, { 'x-request-id': String(req.id) });
    open.add(sse);
    const beat = setInterval(() => sse.comment('heartbeat'), heartbeatMs);
    try {
      let last = after;
      // what was last sent per attachment: a stored repeat (from before repeats were refused) is skipped
      const sent = new Map<number, string>();
      while (!sse.closed) {
        // status first, events second: a status seen as terminal here has its event (written in the
        // same transaction) visible to the read below, so the last event is never skipped
        const terminal = terminalCheck ? await terminalCheck() : false;
        const rows = await fetch(last);
        for (const e of rows) {
          last = e.id;
          const data = eventData(e);
          const key = JSON.stringify(data);
          if (sent.get(e.attachment_id) !== key) {
            sent.set(e.attachment_id, key);
            sse.event(e.id, data);
          }
          if (terminalCheck && closeOnTerminalEvent && TERMINAL.has(e.processing_status)) return;
        }
        if (rows.length > 0) continue;
        if (terminal) return;
        await sleep(pollMs);
      }
    } catch {
      // the database went away (shutdown) or the client left: end the stream quietly
    } finally {
      clearInterval(beat);
      open.delete(sse);
      sse.end();
    }
  }

  app.get(
    '/api/v2/chats/:thread_id/attachments/:id/events/',
    {
      preHandler: deps.auth.required,
      schema: {
        tags: ['attachments'],
        summary: 'Progress of one document (Server-Sent Events)',
        description: 'Events carry id = event id and data {attachment_id, processing_status, processing_progress, processing_stage} in that order; never the same data twice in a row; resumes after Last-Event-ID; closes after completed/failed.',
        params: AttachmentParams,
        querystring: StreamQuery,
        response: { 200: EventStream, ...errorResponses(400, 401, 404) },
      },
    },
    async (req, reply) => {
      const p = principalOf(req);
      const chat = await chats.get(p.orgId, req.params.thread_id);
      const a = await attachments.get(p.orgId, chat.id, req.params.id);
      await pump(
        req,
        reply,
        (n) => progress.forAttachmentSince(p.orgId, a.id, n),
        async () => {
          const s = await progress.currentStatus(p.orgId, a.id);
          return s === null || TERMINAL.has(s);
        },
      );
    },
  );

  app.get(
    '/api/v2/chats/:thread_id/events/',
    {
      preHandler: deps.auth.required,
      schema: {
        tags: ['chats'],
        summary: "Progress of every document in a chat (Server-Sent Events)",
        description: 'Same event format as the per-document stream; stays open until the client leaves.',
        params: ThreadParams,
        querystring: StreamQuery,
        response: { 200: EventStream, ...errorResponses(400, 401, 404) },
      },
    },
    async (req, reply) => {
      const p = principalOf(req);
      const chat = await chats.get(p.orgId, req.params.thread_id);
      await pump(req, reply, (n) => progress.forChatSince(p.orgId, chat.id, n), null);
    },
  );

  app.get(
    '/api/v2/batches/:batch_id/events/',
    {
      preHandler: deps.auth.required,
      schema: {
        tags: ['batches'],
        summary: "Progress of every document of a batch (Server-Sent Events)",
        description: 'Same event format as the per-document stream; closes once no document of the batch is pending and every event was sent.',
        params: BatchParams,
        querystring: StreamQuery,
        response: { 200: EventStream, ...errorResponses(400, 401, 404) },
      },
    },
    async (req, reply) => {
      const p = principalOf(req);
      const batch = await deps.services.batches.get(p.orgId, req.params.batch_id);
      await pump(
        req,
        reply,
        (n) => progress.forChatSince(p.orgId, batch.chat_id, n),
        async () => {
          const b = await deps.services.batches.get(p.orgId, batch.id).catch(() => null);
          return b === null || b.pending_count === 0;
        },
        false,
      );
    },
  );
}
