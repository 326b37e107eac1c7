import { Type } from '@sinclair/typebox';
import type { RouteDeps } from '../app.js';
import { principalOf } from '../auth/authenticate.js';
import { pageBody, pageParams } from '../pagination.js';
import { errorResponses, PageQuery, Paginated } from '../schemas.js';
import type { App } from '../types.js';
import type { Services } from '../../services/index.js';
import type { Chat as ChatRow } from '../../domain/chats/service.js';
import { ThreadParams } from './attachment-schemas.js';

const Chat = Type.Object(
  {
    thread_id: Type.String({ description: 'public id of the chat (22 url-safe characters); used in paths' }),
    title: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

const Title = Type.String({ maxLength: 200, description: 'up to 200 characters; control characters are removed' });

function present(c: ChatRow) {
  return { thread_id: c.public_id, title: c.title, created_at: c.created_at.toISOString(), updated_at: c.updated_at.toISOString() };
}

// titles are shown in lists: no control or bidi characters, no surrounding whitespace
function cleanTitle(t: string | undefined): string {
  return (t ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
}

/** Chats (threads) of the caller's organisation. */
export function chatRoutes(app: App, deps: RouteDeps<Services>) {
  const chats = deps.services.chats;
  const tags = ['chats'];

  app.post(
    '/api/v2/chats/',
    {
      preHandler: deps.auth.required,
      // a POST without a body creates an untitled chat, as a POST of {} does
      preValidation: async (req) => {
        if (req.body === undefined) req.body = {};
      },
      schema: {
        tags,
        summary: 'Create a chat',
        description: 'The body may be omitted (an untitled chat).',
        body: Type.Object({ title: Type.Optional(Title) }, { additionalProperties: false }),
        response: { 201: Chat, ...errorResponses(400, 401) },
      },
    },
    async (req, reply) => {
      const p = principalOf(req);
      const c = await chats.create(p.orgId, cleanTitle(req.body.title), p.userId);
      return reply.status(201).send(present(c));
    },
  );

  app.get(
    '/api/v2/chats/',
    {
      config: { responseCache: true },
      preHandler: deps.auth.required,
      schema: { tags, summary: 'List chats, newest first', querystring: PageQuery, response: { 200: Paginated(Chat), ...errorResponses(400, 401) } },
    },
    async (req) => {
      const pp = pageParams(req.query);
      const r = await chats.list(principalOf(req).orgId, pp.limit, pp.offset);
      return pageBody(req, pp, r.count, r.rows.map(present));
    },
  );

  app.get(
    '/api/v2/chats/:thread_id/',
    {
      preHandler: deps.auth.required,
      schema: { tags, summary: 'A chat', params: ThreadParams, response: { 200: Chat, ...errorResponses(401, 404) } },
    },
    async (req) => present(await chats.get(principalOf(req).orgId, req.params.thread_id)),
  );

  app.patch(
    '/api/v2/chats/:thread_id/',
    {
      preHandler: deps.auth.required,
      schema: {
        tags,
        summary: 'Rename a chat',
        params: ThreadParams,
        body: Type.Object({ title: Title }, { additionalProperties: false }),
        response: { 200: Chat, ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => present(await chats.rename(principalOf(req).orgId, req.params.thread_id, cleanTitle(req.body.title))),
  );

  app.delete(
    '/api/v2/chats/:thread_id/',
    {
      preHandler: deps.auth.required,
      schema: { tags, summary: 'Delete a chat and the documents homed in it', params: ThreadParams, response: { 204: Type.Null(), ...errorResponses(401, 404) } },
    },
    async (req, reply) => {
      await chats.delete(principalOf(req).orgId, req.params.thread_id);
      return reply.status(204).send(null);
    },
  );
}
