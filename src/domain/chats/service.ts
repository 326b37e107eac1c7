import crypto from 'node:crypto';
import type { Database } from '../../db/database.js';
import { chatsRepo, type ChatRow } from '../../db/repositories/chats.js';
import { errors } from '../../errors/catalogue.js';
import type { BlobStore } from '../../storage/blob-store.js';

/** A chat as the chats area hands it out. */
export type Chat = ChatRow;

/** A new chat public id: 22 url-safe characters (128 random bits). */
export function newChatPublicId(): string {
  return crypto.randomBytes(16).toString('base64url');
}

/** Chats of an organisation: create, list, read, rename, delete. */
export function chatService(db: Database, blobs: BlobStore) {
  const repo = chatsRepo(db);
  return {
    create: (orgId: number, title: string, createdBy: number | null) => repo.insert(orgId, newChatPublicId(), title, createdBy),
    list: (orgId: number, limit: number, offset: number) => repo.list(orgId, limit, offset),
    /** The chat, or a 404 (same for unknown and other-tenant ids). */
    async get(orgId: number, publicId: string): Promise<ChatRow> {
      const c = await repo.byPublicId(orgId, publicId);
      if (!c) throw errors.notFound('chat');
      return c;
    },
    async rename(orgId: number, publicId: string, title: string): Promise<ChatRow> {
      const c = await repo.rename(orgId, publicId, title);
      if (!c) throw errors.notFound('chat');
      return c;
    },
    /** Deletes the chat with the documents homed in it (links into it are simply dropped). */
    async delete(orgId: number, publicId: string): Promise<void> {
      const r = await db.transaction((tx) => chatsRepo(tx).delete(orgId, publicId));
      if (!r.deleted) throw errors.notFound('chat');
      await Promise.all(r.blobKeys.map((k) => blobs.delete(k).catch(() => undefined)));
    },
  };
}

export type ChatService = ReturnType<typeof chatService>;
