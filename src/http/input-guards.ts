// Request-wide input guards for what route schemas cannot catch.
import type { FastifyRequest } from 'fastify';
import { errors } from '../errors/catalogue.js';

/** Refuses a URL holding a NUL character (raw or %00): PostgreSQL text cannot hold one. */
export async function refuseNulInUrl(req: FastifyRequest): Promise<void> {
  if (/%00/i.test(req.url) || req.url.includes('\u0000')) throw errors.nulInUrl();
}

function nonFinite(v: unknown): boolean {
  return typeof v === 'number' && !Number.isFinite(v);
}

/**
 * Refuses path and query numbers that are not finite. With type coercion on, the validator turns
 * "1e400" into Infinity and then skips the type's other checks, so such a value reaches the handler.
 */
export async function refuseNonFiniteNumbers(req: FastifyRequest): Promise<void> {
  for (const [where, values] of [
    ['path', req.params],
    ['querystring', req.query],
  ] as const) {
    if (typeof values !== 'object' || values === null) continue;
    for (const [k, v] of Object.entries(values)) {
      if (nonFinite(v) || (Array.isArray(v) && v.some(nonFinite))) {
        throw errors.validation(`request ${where === 'path' ? 'params' : where} is invalid`, [{ path: `/${k}`, message: 'must be a finite number' }]);
      }
    }
  }
}
