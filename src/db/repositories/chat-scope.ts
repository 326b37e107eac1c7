import type { Queryable } from '../database.js';

/**
 * SQL fragments scoping a query to one chat of one organisation; `org` and `chat` are the query's
 * placeholders (or expressions) for the organisation id and the chat, e.g. chatScope('$1', '$2').
 */
export function chatScope(org: string, chat: string) {
  return {
    /**
     * Condition on `chats`: the organisation's chat whose public (thread) id is `chat`; the hidden
     * chats holding a batch's documents are never addressed by thread id (docs/batches.md).
     */
    thread: `org_id = ${org} AND public_id = ${chat} AND kind = 'chat'`,
    /**
     * Condition: the row `alias` (an attachment, or a row naming one in `idColumn` beside its own
     * `chat_id`) is the organisation's and is homed in, or linked into, the chat whose id is `chat`.
     */
    holds: (alias = 'a', idColumn = 'id') =>
      // one id set from two index scans (the chat's home rows, then its links): a chat's page costs the
      // chat's size, not the organisation's
      `${alias}.org_id = ${org} AND ${alias}.${idColumn} IN (
        SELECT h.id FROM attachments h WHERE h.org_id = ${org} AND h.chat_id = ${chat}
        UNION ALL SELECT l.attachment_id FROM chat_attachment_links l WHERE l.org_id = ${org} AND l.chat_id = ${chat})`,
  };
}

/** The internal id of the organisation's chat with this public thread id; null when there is none. */
export async function chatIdForThread(db: Queryable, orgId: number, threadId: string): Promise<number | null> {
  const r = await db.query<{ id: number }>(`SELECT id FROM chats WHERE ${chatScope('$1', '$2').thread}`, [orgId, threadId]);
  return r.rows[0]?.id ?? null;
}
