import crypto from 'node:crypto';

/** Prefix of a webhook signing secret (the Standard Webhooks convention). */
export const SECRET_PREFIX = 'whsec_';

/** A new signing secret: `whsec_` and 32 random bytes in base64. */
export function newSigningSecret(): string {
  return SECRET_PREFIX + crypto.randomBytes(32).toString('base64');
}

/** A new message id (the `webhook-id` header): `msg_` and 128 random bits. */
export function newMessageId(): string {
  return 'msg_' + crypto.randomBytes(16).toString('base64url');
}

function keyOf(secret: string): Buffer {
  return Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
}

/** One signature `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` under the given secret. */
export function sign(secret: string, id: string, timestamp: number, body: string): string {
  return 'v1,' + crypto.createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
}

/**
 * The three Standard Webhooks headers of one attempt; every secret given signs (space-separated
 * signatures), so a receiver still on the previous secret accepts messages during a rotation.
 */
export function signedHeaders(secrets: string[], id: string, timestamp: number, body: string): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => sign(s, id, timestamp, body)).join(' '),
  };
}

/**
 * Checks a received message as a receiver would: one of the signatures matches (compared in constant
 * time) and the timestamp is within `toleranceSeconds` of `now`.
 */
export function verifySignature(secret: string, headers: Record<string, string | undefined>, body: string, now = Date.now() / 1000, toleranceSeconds = 300): boolean {
  const id = headers['webhook-id'];
  const ts = Number(headers['webhook-timestamp']);
  const sigs = headers['webhook-signature'];
  if (!id || !Number.isInteger(ts) || !sigs || Math.abs(now - ts) > toleranceSeconds) return false;
  const expected = Buffer.from(sign(secret, id, ts, body));
  return sigs.split(' ').some((s) => {
    const got = Buffer.from(s);
    return got.length === expected.length && crypto.timingSafeEqual(got, expected);
  });
}
