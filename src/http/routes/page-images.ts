import { Type } from '@sinclair/typebox';
import type { RouteDeps } from '../app.js';
import { principalOf } from '../auth/authenticate.js';
import { errorResponses } from '../schemas.js';
import type { App } from '../types.js';
import type { Services } from '../../services/index.js';

const Params = Type.Object({
  thread_id: Type.String({ minLength: 1, maxLength: 200 }),
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  number: Type.Integer({ minimum: 1, maximum: 100_000, description: '1-based page number' }),
});

export const PageImageQuery = Type.Object(
  {
    width: Type.Optional(Type.Integer({ minimum: 64, maximum: 2000, default: 1200, description: 'width in pixels (64-2000, default 1200); never enlarged past the source' })),
    format: Type.Optional(Type.Union([Type.Literal('png'), Type.Literal('webp')], { default: 'webp', description: 'png or webp (default)' })),
  },
  { additionalProperties: false },
);

/** GET …/pages/{number}/image/: a document page as an image that recognised boxes and citations line up with. */
export function pageImageRoutes(app: App, deps: RouteDeps<Services>) {
  const svc = deps.services.pageImages;
  app.get(
    '/api/v2/chats/:thread_id/attachments/:id/pages/:number/image/',
    {
      preHandler: deps.auth.required,
      schema: {
        tags: ['processing'],
        summary: 'A page of a document as an image (PNG or WebP), in the orientation the recogniser read it',
        description:
          'Boxes from `pages/` and extraction citations are in page units with the origin top-left: divide by the page `width`/`height` to place them on this image. Office and text documents have no page images (`409 page_image_unavailable`): read their recognised text.',
        params: Params,
        querystring: PageImageQuery,
        response: { 200: Type.Unsafe<unknown>({ type: 'string', format: 'binary' }), 304: Type.Null(), ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (req, reply) => {
      const img = await svc.render(principalOf(req).orgId, req.params.thread_id, req.params.id, req.params.number, req.query.width ?? 1200, req.query.format ?? 'webp');
      // private: the image belongs to one organisation; revalidated after a minute (a reprocess changes it)
      reply.header('cache-control', 'private, max-age=60').header('etag', img.etag).header('vary', 'cookie, authorization');
      if (req.headers['if-none-match'] === img.etag) return reply.status(304).send(null);
      reply.header('content-type', img.contentType).header('content-security-policy', "default-src 'none'; sandbox");
      return reply.send(img.data);
    },
  );
}
