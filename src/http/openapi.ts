import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { App } from './types.js';

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
