import { Type } from '@sinclair/typebox';
import type { RouteDeps } from '../app.js';
import { principalOf } from '../auth/authenticate.js';
import { pageBody, pageParams } from '../pagination.js';
import { errorResponses, PageQuery, Paginated } from '../schemas.js';
import type { App } from '../types.js';
import type { Services } from '../../services/index.js';
import type { Organisation as OrgRow, Role, User as UserRow } from '../../domain/tenancy/service.js';
import type { Notification as NotificationRow } from '../../domain/personal/service.js';
import type { Principal } from '../types.js';

export const Profile = Type.Object({
  user: Type.Object({ id: Type.Integer(), email: Type.String(), display_name: Type.String() }),
  organisation: Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() }),
  role: Type.Union([Type.Literal('owner'), Type.Literal('admin'), Type.Literal('member')]),
});

/** The profile body: the user, the organisation they act in and their role there. */
export function presentProfile(r: { user: UserRow; org: OrgRow; role: Role }) {
  return {
    user: { id: r.user.id, email: r.user.email, display_name: r.user.display_name },
    organisation: { id: r.org.id, slug: r.org.slug, name: r.org.name },
    role: r.role,
  };
}

const Notification = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  message: Type.String(),
  direct_share_id: Type.Union([Type.Integer(), Type.Null()]),
  data: Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()], {
    description: 'what the notification is about: the event data (e.g. the attachment) for event notifications, else null',
  }),
  is_read: Type.Boolean(),
  read_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});

function presentNotification(n: NotificationRow) {
  return {
    id: n.id,
    kind: n.kind,
    message: n.message,
    direct_share_id: n.direct_share_id,
    data: (n.data ?? null) as Record<string, unknown> | null,
    is_read: n.read_at !== null,
    read_at: n.read_at ? n.read_at.toISOString() : null,
    created_at: n.created_at.toISOString(),
  };
}

/** The person behind a request authenticated by `deps.auth.personal`. */
export function personOf(p: Principal) {
  return { orgId: p.orgId, userId: p.userId! };
}

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** GET /api/v2/me/ and the notification routes; all answer about a person and refuse an API key. */
export function meRoutes(app: App, deps: RouteDeps<Services>) {
  const { personal } = deps.services;
  const tags = ['me'];

  app.get(
    '/api/v2/me/',
    { preHandler: deps.auth.personal, schema: { tags, summary: 'Profile of the signed-in user', response: { 200: Profile, ...errorResponses(401, 403) } } },
    async (req) => presentProfile(await personal.profile(personOf(principalOf(req)))),
  );

  app.get(
    '/api/v2/notifications/',
    {
      config: { responseCache: true },
      preHandler: deps.auth.personal,
      schema: {
        tags,
        summary: "The signed-in user's notifications, newest first",
        querystring: Type.Intersect([PageQuery, Type.Object({ unread: Type.Optional(Type.Boolean({ description: 'only unread ones' })) })]),
        response: { 200: Paginated(Notification), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const pp = pageParams(req.query);
      const { count, rows } = await personal.notifications(personOf(principalOf(req)), req.query.unread === true, pp.limit, pp.offset);
      return pageBody(req, pp, count, rows.map(presentNotification));
    },
  );

  app.post(
    '/api/v2/notifications/:id/read/',
    {
      preHandler: deps.auth.personal,
      schema: { tags, summary: 'Mark one notification read', params: IdParams, response: { 200: Notification, ...errorResponses(401, 403, 404) } },
    },
    async (req) => presentNotification(await personal.markRead(personOf(principalOf(req)), req.params.id)),
  );

  app.post(
    '/api/v2/notifications/read-all/',
    {
      preHandler: deps.auth.personal,
      schema: { tags, summary: 'Mark every notification read', response: { 200: Type.Object({ marked: Type.Integer() }), ...errorResponses(401, 403) } },
    },
    async (req) => ({ marked: await personal.markAllRead(personOf(principalOf(req))) }),
  );
}
