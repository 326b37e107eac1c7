import type { Queryable } from '../database.js';

export interface IngestAgentRow {
  agent_id: string;
  agent_version: string;
  last_seen_at: Date;
}

/** SQL for desktop ingest agents seen by the organisation. */
export function ingestRepo(db: Queryable) {
  return {
    async heartbeat(orgId: number, userId: number, agentId: string, version: string): Promise<IngestAgentRow> {
      const r = await db.query<IngestAgentRow>(
        `INSERT INTO ingest_agents (org_id, user_id, agent_id, agent_version) VALUES ($1, $2, $3, $4)
         ON CONFLICT (org_id, user_id, agent_id) DO UPDATE SET agent_version = EXCLUDED.agent_version, last_seen_at = now()
         RETURNING agent_id, agent_version, last_seen_at`,
        [orgId, userId, agentId, version],
      );
      return r.rows[0];
    },
    async agentsOfUser(orgId: number, userId: number): Promise<IngestAgentRow[]> {
      return (
        await db.query<IngestAgentRow>(
          `SELECT agent_id, agent_version, last_seen_at FROM ingest_agents WHERE org_id = $1 AND user_id = $2 ORDER BY last_seen_at DESC LIMIT 100`,
          [orgId, userId],
        )
      ).rows;
    },
  };
}
