import type { Database } from '../../db/database.js';
import { creditsRepo, type LedgerRow } from '../../db/repositories/credits.js';
import { errors } from '../../errors/catalogue.js';

/** The idempotency key of the debit for one processing request of an attachment. */
export function processingChargeKey(attachmentId: number, reprocessRun: number | null): string {
  return reprocessRun === null ? `upload:${attachmentId}` : `reprocess:${attachmentId}:${reprocessRun}`;
}

const MAX_GRANT = 1_000_000_000;

/** Organisation credits: balance, ledger, grants and the per-page processing debit. */
export function creditsService(db: Database, rates: { perPage: number }) {
  return {
    async balance(orgId: number): Promise<number> {
      return creditsRepo(db).balance(orgId);
    },
    async ledger(orgId: number, limit: number, offset: number): Promise<{ balance: number; count: number; rows: LedgerRow[] }> {
      const repo = creditsRepo(db);
      const [balance, page] = [await repo.balance(orgId), await repo.ledgerPage(orgId, limit, offset)];
      return { balance, ...page };
    },
    /** Adds credits to an organisation and returns the new balance. */
    async grant(orgId: number, amount: number, reason = 'admin_grant'): Promise<number> {
      if (!Number.isInteger(amount) || amount < 1 || amount > MAX_GRANT) {
        throw errors.validation(`amount must be an integer between 1 and ${MAX_GRANT}`, [{ path: '/amount', message: 'invalid amount' }]);
      }
      const why = reason.trim().slice(0, 200) || 'admin_grant';
      return db.transaction(async (tx) => {
        await creditsRepo(tx).grant(orgId, amount, why);
        return creditsRepo(tx).balance(orgId);
      });
    },
    /** The credits processing `pages` pages costs (pages × CREDITS_PER_PAGE). */
    processingAmount(pages: number): number {
      return pages * rates.perPage;
    },
  };
}

export type CreditsService = ReturnType<typeof creditsService>;
