import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TSchema } from '@sinclair/typebox';
import type { App } from './types.js';

// a request body shown in the document only: the upload routes read their bodies as streams themselves
const DOC_BODY = 'x-document-body';

/** The route schema part declaring an upload's two body forms in the document (not validated by the framework). */
export function uploadBody(json: TSchema, multipart: TSchema): Record<string, unknown> {
  return { [DOC_BODY]: { content: { 'application/json': { schema: json }, 'multipart/form-data': { schema: multipart } } } };
}

const STATUS_TEXT: Record<string, string> = {
  200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No Content', 206: 'Partial Content', 301: 'Moved Permanently', 302: 'Found',
  303: 'See Other', 304: 'Not Modified', 400: 'Bad Request', 401: 'Unauthorized', 402: 'Payment Required', 403: 'Forbidden',
  404: 'Not Found', 405: 'Method Not Allowed', 406: 'Not Acceptable', 409: 'Conflict', 410: 'Gone', 412: 'Precondition Failed',
  413: 'Content Too Large', 415: 'Unsupported Media Type', 422: 'Unprocessable Content', 423: 'Locked', 426: 'Upgrade Required',
  429: 'Too Many Requests', 500: 'Internal Server Error', 502: 'Bad Gateway', 503: 'Service Unavailable', 507: 'Insufficient Storage',
};

/** The document's view of a route schema: the documented upload body, and every response described. */
function documentSchema(schema: Record<string, unknown>): Record<string, unknown> {
  const out = { ...schema };
  if (out[DOC_BODY]) {
    out.body = out[DOC_BODY];
    delete out[DOC_BODY];
  }
  if (out.response && typeof out.response === 'object') {
    const response: Record<string, unknown> = {};
    for (const [status, r] of Object.entries(out.response as Record<string, Record<string, unknown>>)) {
      const named = typeof r.description === 'string' ? r : { ...r, description: r.title ?? STATUS_TEXT[status] ?? `HTTP ${status}` };
      response[status] = named;
    }
    out.response = response;
  }
  return out;
}

export const SECURITY = [{ extractApiKey: [] }, { bearerAuth: [] }, { cookieAuth: [] }];

/** Registers OpenAPI 3.1 generation (from route schemas), /api/schema/ and the viewer at /api/docs/. */
export async function registerOpenApi(app: App) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Structa API', version: '1.0.0', description: 'Document extraction service: chats, attachments, structs.' },
      components: {
        securitySchemes: {
          extractApiKey: { type: 'http', scheme: 'bearer', description: 'Organisation API key: `Authorization: Bearer sk-service-<secret>`' },
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Access token from the configured OIDC identity provider' },
          cookieAuth: { type: 'apiKey', in: 'cookie', name: 'sessionid', description: 'Session cookie from POST /api/v2/auth/login' },
        },
      },
    },
    transform: ({ schema, url }) => ({ schema: schema ? (documentSchema(schema as Record<string, unknown>) as typeof schema) : schema, url }),
    refResolver: { buildLocalReference: (json, _base, _frag, i) => (json.$id as string) || `def-${i}` },
  });
  // every authenticated operation declares the three schemes, as the contract does
  app.addHook('onRoute', (route) => {
    const url = route.url;
    if (!(url.startsWith('/api/v2/') || url.startsWith('/api/keys'))) return;
    if (url.startsWith('/api/v2/auth/login')) return;
    const schema = (route.schema ??= {}) as Record<string, unknown>;
    if (!schema.security) schema.security = SECURITY;
  });
  app.get('/api/schema/', { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { deepLinking: true } });
}
