import type { FastifyRequest } from 'fastify';
import { errors } from '../errors/catalogue.js';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** page and page_size must fit a 32-bit signed integer (larger ones are refused, not clamped) */
export const MAX_PAGE_PARAM = 2_147_483_647;

export interface PageParams {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
}

function checked(name: 'page' | 'page_size', v: number | undefined): number | undefined {
  if (v === undefined || (Number.isSafeInteger(v) && v >= 1 && v <= MAX_PAGE_PARAM)) return v;
  throw errors.validation('request querystring is invalid', [{ path: `/${name}`, message: `must be an integer from 1 to ${MAX_PAGE_PARAM}` }]);
}

/** Reads page and page_size (page_size clamped to MAX_PAGE_SIZE); refuses values outside 1..MAX_PAGE_PARAM. */
export function pageParams(query: { page?: number; page_size?: number }): PageParams {
  const q = { page: checked('page', query.page), page_size: checked('page_size', query.page_size) };
  const page = Math.max(1, q.page ?? 1);
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, q.page_size ?? DEFAULT_PAGE_SIZE));
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

/** Builds the {count, next, previous, results} body with links relative to the request URL. */
export function pageBody<T>(req: FastifyRequest, p: PageParams, count: number, results: T[]) {
  const link = (page: number) => {
    const u = new URL(req.url, 'http://local');
    u.searchParams.set('page', String(page));
    u.searchParams.set('page_size', String(p.pageSize));
    return u.pathname + u.search;
  };
  return {
    count,
    next: p.offset + results.length < count ? link(p.page + 1) : null,
    previous: p.page > 1 ? link(p.page - 1) : null,
    results,
  };
}
