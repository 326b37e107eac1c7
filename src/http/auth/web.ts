import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config/config.js';
import { errors } from '../../errors/catalogue.js';

export const SESSION_COOKIE = 'sessionid';

function firstForwarded(v: string | string[] | undefined): string | undefined {
  const s = Array.isArray(v) ? v[0] : v;
  return s?.split(',')[0]?.trim() || undefined;
}

/** True when the request reached us over HTTPS (X-Forwarded-Proto counts only with TRUST_PROXY). */
export function isHttps(req: FastifyRequest, config: Config): boolean {
  if (config.auth.trustProxy) {
    const fwd = firstForwarded(req.headers['x-forwarded-proto']);
    if (fwd) return fwd.toLowerCase() === 'https';
  }
  return req.protocol === 'https';
}

/** The origins allowed to make cookie-authenticated unsafe requests: the request's own, PUBLIC_URL and TRUSTED_ORIGINS. */
export function allowedOrigins(req: FastifyRequest, config: Config): Set<string> {
  const candidates = [...config.auth.trustedOrigins];
  if (config.publicUrl) candidates.push(config.publicUrl);
  const host = (config.auth.trustProxy && firstForwarded(req.headers['x-forwarded-host'])) || req.headers.host;
  if (host) candidates.push(`${isHttps(req, config) ? 'https' : 'http'}://${host}`);
  const out = new Set<string>();
  for (const c of candidates) {
    const o = originOf(c);
    if (o) out.add(o);
  }
  return out;
}

function originOf(value: string): string | null {
  try {
    const u = new URL(value);
    return u.origin === 'null' ? null : u.origin.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * CSRF rule for cookie-authenticated unsafe requests: `Sec-Fetch-Site: cross-site` is refused,
 * and the Origin header (or, when absent, the Referer) must name an allowed origin. A request
 * with neither header is refused too.
 */
export function checkCsrf(req: FastifyRequest, config: Config): void {
  const fail = () => errors.forbidden('csrf_failed', 'cross-site request refused: send the request from the web app origin');
  if (req.headers['sec-fetch-site'] === 'cross-site') throw fail();
  const origin = req.headers.origin;
  const referer = req.headers.referer;
  const claimed = typeof origin === 'string' ? originOf(origin) : typeof referer === 'string' ? originOf(referer) : null;
  if (claimed === null || !allowedOrigins(req, config).has(claimed)) throw fail();
}

/** Login is also guarded against cross-site posting (login CSRF) when the browser names an origin. */
export function checkLoginOrigin(req: FastifyRequest, config: Config): void {
  if (req.headers.origin === undefined && req.headers.referer === undefined && req.headers['sec-fetch-site'] === undefined) return;
  checkCsrf(req, config);
}

/** The Set-Cookie value for a session id (or for clearing it when id is null). */
export function sessionCookie(id: string | null, maxAgeSeconds: number, secure: boolean): string {
  const parts = [`${SESSION_COOKIE}=${id ?? ''}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${id === null ? 0 : maxAgeSeconds}`];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Whether the session cookie gets the Secure attribute, per COOKIE_SECURE. */
export function cookieSecure(req: FastifyRequest, config: Config): boolean {
  if (config.auth.cookieSecure === 'always') return true;
  if (config.auth.cookieSecure === 'never') return false;
  return isHttps(req, config);
}
