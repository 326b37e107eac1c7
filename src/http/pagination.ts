import type { FastifyRequest } from 'fastify';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface PageParams {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
}

/** Reads page and page_size (page_size clamped to MAX_PAGE_SIZE). */
export function pageParams(q: { page?: number; page_size?: number }): PageParams {
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
