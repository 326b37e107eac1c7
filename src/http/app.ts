import crypto from 'node:crypto';
import Fastify, { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from '../config/config.js';
import { errors } from '../errors/catalogue.js';
import type { Auth } from './auth/authenticate.js';
import { errorHandler } from './error-handler.js';
import { refuseNonFiniteNumbers, refuseNulInUrl } from './input-guards.js';
import { requestSerializer } from './log-redact.js';
import { createMetrics, type Metrics } from './metrics.js';
import { registerRateLimit } from './rate-limit.js';
import { responseCache, type Freshness } from './response-cache.js';
import { registerOpenApi } from './openapi.js';
import { ErrorBody } from './schemas.js';
import type { App } from './types.js';

/** What route modules receive: the config, services and the auth preHandlers (never the database). */
export interface RouteDeps<S = unknown> {
  config: Config;
  auth: Auth;
  metrics: Metrics;
  services: S;
}

export type RouteModule<S = unknown> = (app: App, deps: RouteDeps<S>) => Promise<void> | void;

export interface AppOptions<S> {
  config: Config;
  /** what the readiness probe asks (the database port) */
  db: { query(sql: string): Promise<unknown> };
  auth: Auth;
  services: S;
  routes: RouteModule<S>[];
  logger?: boolean | object;
  metrics?: Metrics;
  /** moves whenever data may have changed; without it no answer is cached */
  freshness?: Freshness;
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

/**
 * One access line per request, when it ends (the framework writes one at the start and one at the
 * end); none for requests that succeeded when LOG_REQUESTS is off.
 */
class AccessLog extends LogController {
  constructor(private readonly logRequests: boolean) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(req)) return;
    if (!error && !this.logRequests) return;
    const fields = { req, res: reply, responseTime: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}

/** Builds the HTTP app: error shape, request ids, metrics, health, OpenAPI and the given routes. */
export async function buildApp<S>(opts: AppOptions<S>): Promise<App> {
  const metrics = opts.metrics ?? createMetrics();
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: opts.config.logLevel,
            redact: {
              paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
              censor: '[redacted]',
            },
            // credentials sent in a query string must not reach the logs either
            serializers: { req: requestSerializer },
            ...(typeof opts.logger === 'object' ? opts.logger : {}),
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    },
    requestIdHeader: false,
    logController: new AccessLog(opts.config.logRequests),
    bodyLimit: 1024 * 1024,
    connectionTimeout: 0,
    requestTimeout: 120_000,
    keepAliveTimeout: 5_000,
    return503OnClosing: true,
    // with TRUST_PROXY the client address (rate limits, login limits) comes from X-Forwarded-For
    trustProxy: opts.config.auth.trustProxy,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>() as unknown as App;

  app.server.headersTimeout = 15_000;
  app.decorateRequest('principal', null);
  app.addSchema(ErrorBody);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((req, reply) => {
    const e = errors.routeNotFound(req.method, req.url);
    return reply.status(404).send({ code: e.code, message: e.message });
  });

  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
    reply.header('x-content-type-options', 'nosniff');
    if (req.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
  // cross-site requests riding on the session cookie are refused before any body is read
  app.addHook('onRequest', opts.auth.guardCrossSite);
  app.addHook('onRequest', refuseNulInUrl);
  app.addHook('preHandler', refuseNonFiniteNumbers);
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    metrics.requests.inc({ method: req.method, route, status: String(reply.statusCode) });
    metrics.latency.observe({ method: req.method, route }, reply.elapsedTime / 1000);
  });

  // list answers marked `responseCache` are served again until data changes (docs/dispatch.md)
  if (opts.freshness) app.addHook('onRoute', responseCache({ seconds: opts.config.responseCacheSeconds, freshness: opts.freshness }).onRoute);

  await registerRateLimit(app, opts.config, opts.auth);
  await registerOpenApi(app);

  // probes and scrapes are never throttled
  const probe = { schema: { hide: true }, config: { rateLimit: false as const } };
  app.get('/healthz', probe, async () => ({ status: 'ok' }));
  app.get('/readyz', probe, async (_req, reply) => {
    try {
      await opts.db.query('SELECT 1');
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ code: 'database_unavailable', message: 'database is not reachable' });
    }
  });
  app.get('/metrics', probe, async (_req, reply) => {
    reply.header('content-type', metrics.registry.contentType);
    return metrics.registry.metrics();
  });

  const deps: RouteDeps<S> = { config: opts.config, auth: opts.auth, metrics, services: opts.services };
  for (const r of opts.routes) await r(app, deps);
  return app;
}
