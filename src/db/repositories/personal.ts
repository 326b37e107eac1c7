import type { Queryable } from '../database.js';
import { chatIdForThread } from './chat-scope.js';

export interface NotificationRow {
  id: number;
  kind: string;
  message: string;
  direct_share_id: number | null;
  data: unknown;
  read_at: Date | null;
  created_at: Date;
}

export type ShareStatus = 'pending' | 'accepted' | 'declined';

export interface DirectShareRow {
  id: number;
  chat_public_id: string;
  chat_title: string;
  from_user_id: number | null;
  status: ShareStatus;
  created_at: Date;
  responded_at: Date | null;
}

const SHARE_COLS = `d.id, c.public_id AS chat_public_id, c.title AS chat_title, d.from_user_id, d.status, d.created_at, d.responded_at`;

/** SQL for a person's notifications and the chats shared directly with them; always scoped by org and user. */
export function personalRepo(db: Queryable) {
  return {
    async insertNotification(orgId: number, userId: number, kind: string, message: string, directShareId: number | null = null): Promise<number> {
      const r = await db.query<{ id: number }>(
        `INSERT INTO notifications (org_id, user_id, kind, message, direct_share_id) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [orgId, userId, kind, message, directShareId],
      );
      return r.rows[0].id;
    },
    async countNotifications(orgId: number, userId: number, unreadOnly: boolean): Promise<number> {
      const r = await db.query<{ n: string }>(
        `SELECT count(*) AS n FROM notifications WHERE org_id = $1 AND user_id = $2 AND ($3::boolean IS FALSE OR read_at IS NULL)`,
        [orgId, userId, unreadOnly],
      );
      return Number(r.rows[0].n);
    },
    async listNotifications(orgId: number, userId: number, unreadOnly: boolean, limit: number, offset: number): Promise<NotificationRow[]> {
      return (
        await db.query<NotificationRow>(
          `SELECT id, kind, message, direct_share_id, data, read_at, created_at FROM notifications
            WHERE org_id = $1 AND user_id = $2 AND ($3::boolean IS FALSE OR read_at IS NULL)
            ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`,
          [orgId, userId, unreadOnly, limit, offset],
        )
      ).rows;
    },
    /** Marks one notification read (idempotent); null when it is not the person's. */
    async markRead(orgId: number, userId: number, id: number): Promise<NotificationRow | null> {
      const r = await db.query<NotificationRow>(
        `UPDATE notifications SET read_at = COALESCE(read_at, now())
          WHERE id = $1 AND org_id = $2 AND user_id = $3
          RETURNING id, kind, message, direct_share_id, data, read_at, created_at`,
        [id, orgId, userId],
      );
      return r.rows[0] ?? null;
    },
    async markAllRead(orgId: number, userId: number): Promise<number> {
      return (
        await db.query(`UPDATE notifications SET read_at = now() WHERE org_id = $1 AND user_id = $2 AND read_at IS NULL`, [orgId, userId])
      ).rowCount;
    },
    /** Shares a chat with a member; returns null when it was already shared with them. */
    async insertShare(orgId: number, chatId: number, fromUserId: number, toUserId: number): Promise<number | null> {
      const r = await db.query<{ id: number }>(
        `INSERT INTO direct_shares (org_id, chat_id, from_user_id, to_user_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT (chat_id, to_user_id) DO NOTHING RETURNING id`,
        [orgId, chatId, fromUserId, toUserId],
      );
      return r.rows[0]?.id ?? null;
    },
    async countShares(orgId: number, userId: number): Promise<number> {
      const r = await db.query<{ n: string }>(`SELECT count(*) AS n FROM direct_shares WHERE org_id = $1 AND to_user_id = $2`, [orgId, userId]);
      return Number(r.rows[0].n);
    },
    async listShares(orgId: number, userId: number, limit: number, offset: number): Promise<DirectShareRow[]> {
      return (
        await db.query<DirectShareRow>(
          `SELECT ${SHARE_COLS} FROM direct_shares d JOIN chats c ON c.id = d.chat_id
            WHERE d.org_id = $1 AND d.to_user_id = $2 ORDER BY d.created_at DESC, d.id DESC LIMIT $3 OFFSET $4`,
          [orgId, userId, limit, offset],
        )
      ).rows;
    },
    async share(orgId: number, userId: number, id: number): Promise<DirectShareRow | null> {
      const r = await db.query<DirectShareRow>(
        `SELECT ${SHARE_COLS} FROM direct_shares d JOIN chats c ON c.id = d.chat_id
          WHERE d.id = $1 AND d.org_id = $2 AND d.to_user_id = $3`,
        [id, orgId, userId],
      );
      return r.rows[0] ?? null;
    },
    /** Moves a share of the recipient from one of `from` to `to`; false when no row matched. */
    async setShareStatus(orgId: number, userId: number, id: number, from: ShareStatus[], to: ShareStatus): Promise<boolean> {
      const r = await db.query(
        `UPDATE direct_shares SET status = $5, responded_at = CASE WHEN $5 = 'pending' THEN NULL ELSE now() END
          WHERE id = $1 AND org_id = $2 AND to_user_id = $3 AND status = ANY($4::text[])`,
        [id, orgId, userId, from, to],
      );
      return r.rowCount > 0;
    },
    async chatIdByPublicId(orgId: number, publicId: string): Promise<number | null> {
      return chatIdForThread(db, orgId, publicId);
    },
  };
}
