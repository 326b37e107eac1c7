/**
 * SQL condition: attachment `alias` of organisation `org` is homed in or linked into chat `chat`
 * (both given as placeholders such as `$1`). Written as one id set from two index scans (the
 * chat's home rows and its links), so a chat's page costs the chat's size, not the organisation's.
 */
export function attachmentInChatScope(alias: string, org: string, chat: string): string {
  return `${alias}.org_id = ${org} AND ${alias}.id IN (
    SELECT h.id FROM attachments h WHERE h.org_id = ${org} AND h.chat_id = ${chat}
    UNION ALL SELECT l.attachment_id FROM chat_attachment_links l WHERE l.org_id = ${org} AND l.chat_id = ${chat})`;
}
