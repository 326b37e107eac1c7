import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../app.js';
import { principalOf } from '../auth/authenticate.js';
import { errorResponses } from '../schemas.js';
import type { App } from '../types.js';
import type { Services } from '../../services/index.js';
import { errors } from '../../errors/catalogue.js';

/** Header in which the desktop agent sends its semantic version. */
export const AGENT_VERSION_HEADER = 'x-agent-version';

const Agent = Type.Object({ agent_id: Type.String(), agent_version: Type.String(), last_seen_at: Type.String({ format: 'date-time' }) });

/**
 * The ingest guards, in order: authenticated (401); identity-provider token (403
 * identity_provider_required); organisation allowlisted (404); agent version (400 / 426);
 * scope (403 insufficient_scope).
 */
export function ingestGuard(deps: RouteDeps<Services>, scope: 'ingest:read' | 'ingest:write') {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    await deps.auth.required(req, reply);
    const p = principalOf(req);
    if (p.scheme !== 'bearerAuth' || p.userId === null) {
      throw errors.forbidden('identity_provider_required', 'the ingest surface accepts only access tokens from the identity provider');
    }
    if (!(await deps.services.ingest.isAllowlisted(p.orgId))) throw errors.routeNotFound(req.method, req.url);
    const raw = req.headers[AGENT_VERSION_HEADER];
    req.agentVersion = deps.services.ingest.checkAgentVersion(typeof raw === 'string' ? raw : undefined);
    if (!p.scopes.includes(scope)) throw errors.forbidden('insufficient_scope', `the token lacks the ${scope} scope`);
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    agentVersion?: string;
  }
}

/** `/api/v2/ingest/*`: the desktop agent surface. */
export function ingestRoutes(app: App, deps: RouteDeps<Services>) {
  const { ingest } = deps.services;
  const tags = ['ingest'];
  const headers = Type.Object({ [AGENT_VERSION_HEADER]: Type.Optional(Type.String({ description: 'the agent version, MAJOR.MINOR.PATCH' })) });

  app.get(
    '/api/v2/ingest/status/',
    {
      preHandler: ingestGuard(deps, 'ingest:read'),
      schema: {
        tags,
        summary: 'Ingest status for the calling agent (scope ingest:read)',
        headers,
        response: {
          200: Type.Object({ enabled: Type.Boolean(), min_agent_version: Type.String(), agent_version: Type.String(), agents: Type.Array(Agent) }),
          ...errorResponses(400, 401, 403, 404, 426),
        },
      },
    },
    async (req) => {
      const p = principalOf(req);
      const agents = await ingest.agents(p.orgId, p.userId!);
      return {
        enabled: true,
        min_agent_version: ingest.minAgentVersion,
        agent_version: req.agentVersion!,
        agents: agents.map((a) => ({ agent_id: a.agent_id, agent_version: a.agent_version, last_seen_at: a.last_seen_at.toISOString() })),
      };
    },
  );

  app.post(
    '/api/v2/ingest/heartbeat/',
    {
      preHandler: ingestGuard(deps, 'ingest:write'),
      schema: {
        tags,
        summary: 'Record that an agent is alive (scope ingest:write)',
        headers,
        body: Type.Object({ agent_id: Type.String({ minLength: 1, maxLength: 100, pattern: '^[\\w.:-]+$' }) }, { additionalProperties: false }),
        response: { 200: Agent, ...errorResponses(400, 401, 403, 404, 426) },
      },
    },
    async (req) => {
      const p = principalOf(req);
      const a = await ingest.heartbeat(p.orgId, p.userId!, req.body.agent_id, req.agentVersion!);
      return { agent_id: a.agent_id, agent_version: a.agent_version, last_seen_at: a.last_seen_at.toISOString() };
    },
  );
}
