import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider from 'oidc-provider';

export interface SigningKey {
  kid: string;
  /** the private JWK (the provider signs with it; tests may sign hostile tokens with it too) */
  privateJwk: JWK;
  publicJwk: JWK;
  privateKey: CryptoKey;
}

/** Makes an RS256 signing key with the given kid. */
export async function makeKey(kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, privateJwk, publicJwk, privateKey };
}

export interface ClientSpec {
  clientId: string;
  /** extra claims put into this client's access tokens (e.g. email) */
  claims?: Record<string, unknown>;
}

export interface TestIdp {
  issuer: string;
  audience: string;
  /** requests seen per path, e.g. `/jwks` */
  hits: Map<string, number>;
  /** when true every request gets 503 (the provider is "down") */
  down: boolean;
  /** serves a new provider with these signing keys (the first signs); keeps clients */
  rotate(keys: SigningKey[]): void;
  /** a real access token (JWT) from the client_credentials grant */
  token(clientId: string, scope?: string): Promise<string>;
  jwksHits(): number;
  close(): Promise<void>;
}

const SECRET = 'test-client-secret-0123456789';

/** Runs a real OpenID provider (oidc-provider) on 127.0.0.1 issuing JWT access tokens for `audience`. */
export async function startIdp(opts: { keys: SigningKey[]; clients: ClientSpec[]; audience?: string }): Promise<TestIdp> {
  const audience = opts.audience ?? 'https://structa.test/api';
  const hits = new Map<string, number>();
  let current: ((req: http.IncomingMessage, res: http.ServerResponse) => void) | null = null;
  const server = http.createServer((req, res) => {
    const p = (req.url ?? '').split('?')[0];
    hits.set(p, (hits.get(p) ?? 0) + 1);
    if (idp.down || !current) {
      res.statusCode = 503;
      res.end('down');
      return;
    }
    current(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const claimsByClient = new Map(opts.clients.map((c) => [c.clientId, c.claims ?? {}]));

  function build(keys: SigningKey[]) {
    const provider = new Provider(issuer, {
      clients: opts.clients.map((c) => ({
        client_id: c.clientId,
        client_secret: SECRET,
        grant_types: ['client_credentials'],
        redirect_uris: [],
        response_types: [],
        scope: 'ingest:read ingest:write',
      })),
      jwks: { keys: keys.map((k) => k.privateJwk) as never },
      scopes: ['openid', 'ingest:read', 'ingest:write'],
      features: {
        devInteractions: { enabled: false },
        clientCredentials: { enabled: true },
        resourceIndicators: {
          enabled: true,
          defaultResource: () => audience,
          useGrantedResource: () => true,
          getResourceServerInfo: () => ({
            scope: 'ingest:read ingest:write',
            audience,
            accessTokenTTL: 3600,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          }),
        },
      },
      ttl: { ClientCredentials: 3600 },
      extraTokenClaims: async (_ctx: unknown, token: { clientId: string }) => claimsByClient.get(token.clientId),
    });
    return provider.callback();
  }
  current = build(opts.keys);

  const idp: TestIdp = {
    issuer,
    audience,
    hits,
    down: false,
    rotate(keys) {
      current = build(keys);
    },
    async token(clientId, scope = 'ingest:read ingest:write') {
      const body = new URLSearchParams({ grant_type: 'client_credentials', resource: audience });
      if (scope) body.set('scope', scope);
      const res = await fetch(`${issuer}/token`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${clientId}:${SECRET}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      const json = (await res.json()) as { access_token?: string; error?: string; error_description?: string };
      if (!json.access_token) throw new Error(`token request failed: ${json.error} ${json.error_description}`);
      return json.access_token;
    },
    jwksHits: () => hits.get('/jwks') ?? 0,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
  return idp;
}
