import { Type } from '@sinclair/typebox';
import type { RouteDeps } from '../app.js';
import { principalOf } from '../auth/authenticate.js';
import { pageBody, pageParams } from '../pagination.js';
import { errorResponses, PageQuery, Paginated } from '../schemas.js';
import type { App } from '../types.js';
import type { Services } from '../../services/index.js';
import type { DirectShare as DirectShareRow } from '../../domain/personal/service.js';
import type { ShareAction } from '../../domain/personal/service.js';
import { personOf } from './me.js';

const DirectShare = Type.Object({
  id: Type.Integer(),
  thread_id: Type.String({ description: 'public id of the shared chat' }),
  title: Type.String(),
  shared_by: Type.Union([Type.Integer(), Type.Null()]),
  status: Type.Union([Type.Literal('pending'), Type.Literal('accepted'), Type.Literal('declined')]),
  created_at: Type.String({ format: 'date-time' }),
  responded_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

function present(s: DirectShareRow) {
  return {
    id: s.id,
    thread_id: s.chat_public_id,
    title: s.chat_title,
    shared_by: s.from_user_id,
    status: s.status,
    created_at: s.created_at.toISOString(),
    responded_at: s.responded_at ? s.responded_at.toISOString() : null,
  };
}

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** Chats shared directly with a person: share, list, accept, decline, remove-acceptance; API keys refused. */
export function directShareRoutes(app: App, deps: RouteDeps<Services>) {
  const { personal } = deps.services;
  const tags = ['direct-shares'];

  app.post(
    '/api/v2/direct-shares/',
    {
      preHandler: deps.auth.personal,
      schema: {
        tags,
        summary: 'Share a chat with another member of the organisation',
        body: Type.Object({ thread_id: Type.String({ minLength: 1, maxLength: 64 }), email: Type.String({ minLength: 3, maxLength: 320 }) }, { additionalProperties: false }),
        response: { 201: Type.Object({ id: Type.Integer() }), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      const id = await personal.share(personOf(principalOf(req)), req.body.thread_id, req.body.email);
      return reply.status(201).send({ id });
    },
  );

  app.get(
    '/api/v2/direct-shares/',
    {
      config: { responseCache: true },
      preHandler: deps.auth.personal,
      schema: { tags, summary: 'Chats shared with the signed-in user', querystring: PageQuery, response: { 200: Paginated(DirectShare), ...errorResponses(400, 401, 403) } },
    },
    async (req) => {
      const pp = pageParams(req.query);
      const { count, rows } = await personal.shares(personOf(principalOf(req)), pp.limit, pp.offset);
      return pageBody(req, pp, count, rows.map(present));
    },
  );

  const actions: [string, ShareAction, string][] = [
    ['accept', 'accept', 'Accept a chat shared with you'],
    ['decline', 'decline', 'Decline a chat shared with you'],
    ['remove-acceptance', 'remove-acceptance', 'Withdraw an earlier acceptance (back to pending)'],
  ];
  for (const [path, action, summary] of actions) {
    app.post(
      `/api/v2/direct-shares/:id/${path}/`,
      { preHandler: deps.auth.personal, schema: { tags, summary, params: IdParams, response: { 200: DirectShare, ...errorResponses(401, 403, 404, 409) } } },
      async (req) => present(await personal.respond(personOf(principalOf(req)), req.params.id, action)),
    );
  }
}
