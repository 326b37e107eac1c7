import crypto from 'node:crypto';
import { SignJWT, type JWTHeaderParameters, type JWTPayload } from 'jose';
import type { SigningKey } from './idp.js';

/** Signs claims with a key the test controls (RS256 unless the header says otherwise). */
export function signWith(key: SigningKey, claims: JWTPayload, header: Partial<JWTHeaderParameters> = {}): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'at+jwt', ...header }).sign(key.privateKey);
}

/** Base claims valid for the given issuer and audience, for one hour. */
export function goodClaims(issuer: string, audience: string, sub: string, extra: JWTPayload = {}): JWTPayload {
  const now = Math.floor(Date.now() / 1000);
  return { iss: issuer, aud: audience, sub, iat: now, exp: now + 3600, scope: 'ingest:read ingest:write', ...extra };
}

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

/** An unsecured token (`alg: none`). */
export function unsignedToken(claims: JWTPayload, kid: string): string {
  return `${b64({ alg: 'none', kid, typ: 'JWT' })}.${b64(claims)}.`;
}

/** An HS256 token whose HMAC secret is the text of a public key (the algorithm-confusion attack). */
export function hmacWithPublicKey(claims: JWTPayload, kid: string, publicKeyText: string): string {
  const input = `${b64({ alg: 'HS256', kid, typ: 'JWT' })}.${b64(claims)}`;
  return `${input}.${crypto.createHmac('sha256', publicKeyText).update(input).digest('base64url')}`;
}
