import { Type, type TSchema } from '@sinclair/typebox';
import { MAX_PAGE_PARAM } from './pagination.js';

/** The one error body every error response uses. */
export const ErrorBody = Type.Object(
  {
    code: Type.String({ description: 'stable snake_case error code' }),
    message: Type.String(),
    details: Type.Optional(Type.Array(Type.Object({ path: Type.String(), message: Type.String() }))),
  },
  { $id: 'Error', title: 'Error' },
);

/** Error responses to declare on routes, by status. */
export function errorResponses(...statuses: number[]): Record<number, TSchema> {
  const out: Record<number, TSchema> = {};
  for (const s of statuses) out[s] = Type.Ref('Error');
  return out;
}

export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_PARAM, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_PARAM, default: 20, description: 'default 20; values above 100 are clamped to 100' })),
});

/** A page-based list body: {count, next, previous, results}. */
export function Paginated<T extends TSchema>(item: T) {
  return Type.Object({
    count: Type.Integer(),
    next: Type.Union([Type.String(), Type.Null()]),
    previous: Type.Union([Type.String(), Type.Null()]),
    results: Type.Array(item),
  });
}
