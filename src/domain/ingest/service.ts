import type { Database } from '../../db/database.js';
import { ingestRepo } from '../../db/repositories/ingest.js';
import { tenancyRepo } from '../../db/repositories/tenancy.js';
import { errors } from '../../errors/catalogue.js';
import { compareVersions, parseVersion } from './version.js';

/** The desktop-agent ingest surface: allowlist, version floor and agent heartbeats. */
export function ingestService(db: Database, minAgentVersion: string) {
  const min = parseVersion(minAgentVersion);
  if (!min) throw new Error('INGEST_MIN_AGENT_VERSION must be a semantic version such as 1.4.0');
  const repo = ingestRepo(db);
  return {
    minAgentVersion,
    async isAllowlisted(orgId: number): Promise<boolean> {
      return (await tenancyRepo(db).orgById(orgId))?.ingest_allowlisted === true;
    },
    /** 400 for a missing or unparsable version, 426 (with an Upgrade header) below the floor. */
    checkAgentVersion(raw: string | undefined): string {
      const v = raw === undefined ? null : parseVersion(raw.trim());
      if (!v) throw errors.badRequest('invalid_agent_version', 'X-Agent-Version must be a semantic version such as 1.4.0');
      if (compareVersions(v, min) < 0) {
        throw errors.upgradeRequired(`agent version ${raw!.trim()} is below the minimum ${minAgentVersion}`, `structa-agent/${minAgentVersion}`);
      }
      return raw!.trim();
    },
    heartbeat: (orgId: number, userId: number, agentId: string, version: string) => repo.heartbeat(orgId, userId, agentId, version),
    agents: (orgId: number, userId: number) => repo.agentsOfUser(orgId, userId),
  };
}

export type IngestService = ReturnType<typeof ingestService>;
