import type { Database, Queryable } from '../../db/database.js';
import { creditsRepo, type LedgerRow } from '../../db/repositories/credits.js';
import { errors } from '../../errors/catalogue.js';

export interface ProcessingCharge {
  orgId: number;
  attachmentId: number;
  pages: number;
  /** `upload:<attachment>` for the first processing, `reprocess:<attachment>:<run>` for a reprocess */
  key: string;
  reason: 'upload_processing' | 'reprocess';
}

export type ChargeOutcome =
  | { ok: true; amount: number; already: boolean }
  | { ok: false; amount: number; balance: number };

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
    /**
     * Debits pages × CREDITS_PER_PAGE once per key inside the caller's transaction: a retry of the
     * same request finds its debit and pays nothing more; without enough credits nothing is written.
     */
    async chargeProcessing(tx: Queryable, c: ProcessingCharge): Promise<ChargeOutcome> {
      const amount = c.pages * rates.perPage;
      const repo = creditsRepo(tx);
      if (amount === 0) return { ok: true, amount, already: false };
      const out = await repo.debitOnce({ orgId: c.orgId, amount, reason: c.reason, attachmentId: c.attachmentId, key: c.key });
      if (out === 'insufficient') return { ok: false, amount, balance: await repo.balance(c.orgId) };
      return { ok: true, amount, already: out === 'already_debited' };
    },
  };
}

export type CreditsService = ReturnType<typeof creditsService>;
