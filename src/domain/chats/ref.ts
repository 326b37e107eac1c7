/**
 * Where a document is read from: a chat's public thread id, or the internal id of a chat the caller
 * already resolved within the organisation (the hidden chat of a batch, found through the batch).
 */
export type ChatRef = string | { chatId: number };
