import { Type } from '@sinclair/typebox';
import type { RouteDeps } from '../app.js';
import { principalOf } from '../auth/authenticate.js';
import { pageBody, pageParams } from '../pagination.js';
import { errorResponses, PageQuery, Paginated } from '../schemas.js';
import { openSse } from '../sse.js';
import type { App } from '../types.js';
import type { Services } from '../../services/index.js';
import { isAppError } from '../../errors/app-error.js';

const ThreadParams = Type.Object({ thread_id: Type.String({ minLength: 1, maxLength: 200 }) });
const Box = Type.Object({ x0: Type.Number(), y0: Type.Number(), x1: Type.Number(), y1: Type.Number() });

const Citation = Type.Object({
  attachment_id: Type.Integer(),
  file_name: Type.String(),
  page: Type.Integer({ minimum: 1 }),
  bbox: Box,
  text: Type.String({ description: 'the quoted text of the document' }),
});

const Statement = Type.Object({
  text: Type.String(),
  kind: Type.Union([Type.Literal('value'), Type.Literal('passage'), Type.Literal('generated')]),
  grounded: Type.Boolean({ description: 'false: a generated sentence no retrieved passage supports; it has no citations and is left out of `answer`' }),
  citations: Type.Array(Citation),
});

const Turn = Type.Object(
  {
    id: Type.Integer(),
    question: Type.String(),
    answer: Type.String({ description: 'the grounded statements, one per line' }),
    statements: Type.Array(Statement),
    mode: Type.Union([Type.Literal('retrieval'), Type.Literal('model')]),
    model: Type.Union([Type.String(), Type.Null()]),
    credits_spent: Type.Integer(),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'ChatTurn' },
);

const TurnBody = Type.Object(
  {
    question: Type.String({ minLength: 1, maxLength: 2000 }),
    stream: Type.Optional(Type.Boolean({ description: 'answer as Server-Sent Events (also chosen by `Accept: text/event-stream`)' })),
  },
  { additionalProperties: false },
);

/** Chat turns: ask a chat's documents a question; list the chat's turns. */
export function turnRoutes(app: App, deps: RouteDeps<Services>) {
  const svc = deps.services.turns;
  app.post(
    '/api/v2/chats/:thread_id/turns/',
    {
      preHandler: deps.auth.required,
      schema: {
        tags: ['chats'],
        summary: "Ask a question of the chat's documents (a chat turn)",
        description:
          'Answers from the documents homed in and linked into the chat; every shown statement carries citations (attachment, page, box, quoted text). ' +
          'Costs CREDITS_PER_TURN; 402 `insufficient_credits` before anything is done or stored. With `stream: true` or `Accept: text/event-stream` ' +
          'the answer streams as Server-Sent Events: `statement` per statement, then `turn` with the stored turn (or `error`). See docs/builder.md.',
        params: ThreadParams,
        body: TurnBody,
        response: { 201: Turn, ...errorResponses(400, 401, 402, 404) },
      },
    },
    async (req, reply) => {
      const p = principalOf(req);
      const wantsStream = req.body.stream === true || String(req.headers.accept ?? '').includes('text/event-stream');
      if (!wantsStream) return reply.status(201).send(await svc.ask(p.orgId, req.params.thread_id, p.userId, req.body.question));
      // refusals (unknown chat, no credits) are plain JSON errors before the stream opens
      await svc.precheck(p.orgId, req.params.thread_id, req.body.question);
      reply.hijack();
      const sse = openSse(reply.raw, { 'x-request-id': String(req.id) });
      let n = 0;
      try {
        const turn = await svc.ask(p.orgId, req.params.thread_id, p.userId, req.body.question, (s) => sse.event(++n, s, 'statement'));
        sse.event(++n, turn, 'turn');
      } catch (e) {
        if (isAppError(e)) sse.event(++n, { code: e.code, message: e.message }, 'error');
        else {
          req.log.error({ err: e }, 'chat turn failed');
          sse.event(++n, { code: 'internal_error', message: 'an unexpected error occurred' }, 'error');
        }
      }
      sse.end();
    },
  );
  app.get(
    '/api/v2/chats/:thread_id/turns/',
    {
      config: { responseCache: true },
      preHandler: deps.auth.required,
      schema: {
        tags: ['chats'],
        summary: "The chat's turns, oldest first (page-based)",
        params: ThreadParams,
        querystring: PageQuery,
        response: { 200: Paginated(Turn), ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => {
      const pp = pageParams(req.query);
      const r = await svc.list(principalOf(req).orgId, req.params.thread_id, pp.limit, pp.offset);
      return pageBody(req, pp, r.count, r.results);
    },
  );
}
