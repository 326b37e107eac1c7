import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Role } from '../domain/tenancy/service.js';

/** The Fastify instance type used across route modules. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export type AuthScheme = 'extractApiKey' | 'bearerAuth' | 'cookieAuth';

/** Who is calling: resolved once per request by the auth layer. */
export interface Principal {
  orgId: number;
  userId: number | null;
  role: Role | null;
  scheme: AuthScheme;
  scopes: readonly string[];
  /** for cookie auth: the SHA-256 of the session id, as stored (used by logout) */
  sessionId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}
