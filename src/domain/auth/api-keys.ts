import crypto from 'node:crypto';
import type { Database } from '../../db/database.js';
import { apiKeysRepo, type ApiKeyRow } from '../../db/repositories/api-keys.js';

export const API_KEY_PREFIX = 'sk-service-';

/** SHA-256 of the secret, hex; secrets are 256-bit random so a fast hash is enough. */
export function hashSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** The short, non-secret display prefix stored beside the hash. */
export function displayPrefix(secret: string): string {
  return secret.slice(0, API_KEY_PREFIX.length + 6);
}

export interface ApiKeyMeta {
  prefix: string;
  created_at: string;
  created_by: number | null;
  last_used_at: string | null;
}

export function presentKey(k: ApiKeyRow): ApiKeyMeta {
  return {
    prefix: k.prefix,
    created_at: k.created_at.toISOString(),
    created_by: k.created_by,
    last_used_at: k.last_used_at ? k.last_used_at.toISOString() : null,
  };
}

/** The organisation API key: create (replacing), read metadata, revoke, verify. */
export function apiKeyService(db: Database) {
  return {
    async create(orgId: number, createdBy: number | null): Promise<{ secret: string; key: ApiKeyRow }> {
      const secret = API_KEY_PREFIX + crypto.randomBytes(32).toString('base64url');
      const prefix = displayPrefix(secret);
      const key = await db.transaction((tx) => apiKeysRepo(tx).replace(orgId, prefix, hashSecret(secret), createdBy));
      return { secret, key };
    },
    active: (orgId: number) => apiKeysRepo(db).active(orgId),
    revoke: (orgId: number) => apiKeysRepo(db).revoke(orgId),
    /** Resolves a presented secret to its active key, or null; the stored hash is compared in constant time. */
    async verify(secret: string): Promise<ApiKeyRow | null> {
      if (!secret.startsWith(API_KEY_PREFIX) || secret.length > 200) return null;
      const presented = Buffer.from(hashSecret(secret), 'hex');
      let match: ApiKeyRow | null = null;
      for (const row of await apiKeysRepo(db).activeByPrefix(displayPrefix(secret))) {
        const stored = Buffer.from(row.secret_hash, 'hex');
        if (stored.length === presented.length && crypto.timingSafeEqual(stored, presented)) {
          const { secret_hash: _omit, ...key } = row;
          match = key;
        }
      }
      // stamped at most once a minute: the stamp is a write, and every write makes cached list answers stale
      if (match && (match.last_used_at === null || match.last_used_at.getTime() < Date.now() - 60_000)) await apiKeysRepo(db).touch(match.id);
      return match;
    },
  };
}

export type ApiKeyService = ReturnType<typeof apiKeyService>;
