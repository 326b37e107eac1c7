import type { Database } from '../../db/database.js';
import { personalRepo, type DirectShareRow, type NotificationRow, type ShareStatus } from '../../db/repositories/personal.js';
import { tenancyRepo } from '../../db/repositories/tenancy.js';
import { errors } from '../../errors/catalogue.js';

/** A direct share and a notification as the personal area hands them out. */
export type { DirectShareRow as DirectShare, NotificationRow as Notification };

export interface Person {
  orgId: number;
  userId: number;
}

const TRANSITIONS: Record<'accept' | 'decline' | 'remove-acceptance', { from: ShareStatus[]; to: ShareStatus }> = {
  accept: { from: ['pending', 'declined', 'accepted'], to: 'accepted' },
  decline: { from: ['pending', 'declined'], to: 'declined' },
  'remove-acceptance': { from: ['accepted'], to: 'pending' },
};

export type ShareAction = keyof typeof TRANSITIONS;

/** What belongs to a person in an organisation: profile, notifications and chats shared with them. */
export function personalService(db: Database) {
  const repo = personalRepo(db);
  const tenancy = tenancyRepo(db);
  return {
    async profile(p: Person) {
      const [user, org, m] = await Promise.all([tenancy.userById(p.userId), tenancy.orgById(p.orgId), tenancy.membership(p.orgId, p.userId)]);
      if (!user || !org || !m) throw errors.unauthenticated();
      return { user, org, role: m.role };
    },
    async notifications(p: Person, unreadOnly: boolean, limit: number, offset: number) {
      const [count, rows] = await Promise.all([
        repo.countNotifications(p.orgId, p.userId, unreadOnly),
        repo.listNotifications(p.orgId, p.userId, unreadOnly, limit, offset),
      ]);
      return { count, rows };
    },
    async markRead(p: Person, id: number) {
      const n = await repo.markRead(p.orgId, p.userId, id);
      if (!n) throw errors.notFound('notification');
      return n;
    },
    markAllRead: (p: Person) => repo.markAllRead(p.orgId, p.userId),
    /** Shares a chat of the organisation with another member, who gets a notification. */
    async share(p: Person, chatPublicId: string, email: string) {
      const chatId = await repo.chatIdByPublicId(p.orgId, chatPublicId);
      if (chatId === null) throw errors.notFound('chat');
      const to = await tenancy.userByEmail(email);
      if (!to || !(await tenancy.membership(p.orgId, to.id))) throw errors.notFound('member');
      if (to.id === p.userId) throw errors.badRequest('cannot_share_with_self', 'a chat cannot be shared with yourself');
      return db.transaction(async (tx) => {
        const r = personalRepo(tx);
        const id = await r.insertShare(p.orgId, chatId, p.userId, to.id);
        if (id === null) throw errors.conflict('already_shared', 'this chat is already shared with that member');
        await r.insertNotification(p.orgId, to.id, 'direct_share', 'a chat was shared with you', id);
        return id;
      });
    },
    async shares(p: Person, limit: number, offset: number) {
      const [count, rows] = await Promise.all([repo.countShares(p.orgId, p.userId), repo.listShares(p.orgId, p.userId, limit, offset)]);
      return { count, rows };
    },
    /** Applies accept / decline / remove-acceptance to a share addressed to the person; 404 when not theirs, 409 when not allowed from its state. */
    async respond(p: Person, id: number, action: ShareAction) {
      const existing = await repo.share(p.orgId, p.userId, id);
      if (!existing) throw errors.notFound('direct share');
      const t = TRANSITIONS[action];
      if (!(await repo.setShareStatus(p.orgId, p.userId, id, t.from, t.to))) {
        throw errors.conflict('invalid_share_state', `cannot ${action} a share that is ${existing.status}`);
      }
      return (await repo.share(p.orgId, p.userId, id))!;
    },
  };
}

export type PersonalService = ReturnType<typeof personalService>;
