import type { Queryable } from '../database.js';

export type DebitOutcome = 'debited' | 'already_debited' | 'insufficient';

export interface LedgerRow {
  id: number;
  amount: number;
  kind: 'grant' | 'debit';
  reason: string;
  attachment_id: number | null;
  created_at: Date;
}

/** SQL for the credit balance and ledger; balance and ledger change together. */
export function creditsRepo(db: Queryable) {
  return {
    async balance(orgId: number): Promise<number> {
      const r = await db.query<{ credit_balance: number }>(`SELECT credit_balance FROM organisations WHERE id = $1`, [orgId]);
      return r.rows[0]?.credit_balance ?? 0;
    },
    /** Adds credits; call inside a transaction. */
    async grant(orgId: number, amount: number, reason: string): Promise<void> {
      await db.query(`UPDATE organisations SET credit_balance = credit_balance + $2 WHERE id = $1`, [orgId, amount]);
      await db.query(`INSERT INTO credit_ledger (org_id, amount, kind, reason) VALUES ($1, $2, 'grant', $3)`, [orgId, amount, reason]);
    },
    /**
     * Debits once per idempotency key; call inside a transaction. The balance never goes below zero:
     * without enough credits nothing is written and 'insufficient' is returned.
     */
    async debitOnce(input: { orgId: number; amount: number; reason: string; attachmentId: number | null; key: string }): Promise<DebitOutcome> {
      const seen = await db.query(`SELECT 1 FROM credit_ledger WHERE idempotency_key = $1`, [input.key]);
      if (seen.rows.length > 0) return 'already_debited';
      const upd = await db.query(
        `UPDATE organisations SET credit_balance = credit_balance - $2 WHERE id = $1 AND credit_balance >= $2`,
        [input.orgId, input.amount],
      );
      if (upd.rowCount === 0) return 'insufficient';
      await db.query(
        `INSERT INTO credit_ledger (org_id, amount, kind, reason, attachment_id, idempotency_key) VALUES ($1, $2, 'debit', $3, $4, $5)`,
        [input.orgId, -input.amount, input.reason, input.attachmentId, input.key],
      );
      return 'debited';
    },
    async ledgerPage(orgId: number, limit: number, offset: number): Promise<{ count: number; rows: LedgerRow[] }> {
      const c = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM credit_ledger WHERE org_id = $1`, [orgId]);
      const r = await db.query<LedgerRow>(
        `SELECT id, amount, kind, reason, attachment_id, created_at FROM credit_ledger WHERE org_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
        [orgId, limit, offset],
      );
      return { count: c.rows[0].n, rows: r.rows };
    },
  };
}
