import crypto from 'node:crypto';
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/database.js';
import { builderRepo } from '../../db/repositories/builder.js';
import { chatsRepo } from '../../db/repositories/chats.js';
import { creditsRepo } from '../../db/repositories/credits.js';
import { structsRepo } from '../../db/repositories/structs.js';
import { errors } from '../../errors/catalogue.js';
import { proposeFields, type ProposedField } from '../../pipeline/builder/propose.js';
import type { LlmEndpoint } from '../../pipeline/extract/llm/client.js';
import { detectLanguage } from '../../pipeline/extract/packs/locale.js';
import { detectSections } from '../../pipeline/sections.js';
import type { AttachmentService, UploadResult } from '../attachments/service.js';
import type { Staging } from '../attachments/staging.js';
import { newChatPublicId } from '../chats/service.js';
import type { DocumentSource } from '../extraction/document-source.js';
import { storedSections } from '../structs/document-sections.js';
import type { StructService } from '../structs/service.js';
import { modelProposals } from './model-proposer.js';
import { acceptInto } from './schema.js';

/** What `latest_proposals_json` holds after the builder ran (docs/builder.md). */
export interface StoredProposals {
  source: 'builder';
  attachment_id: number;
  proposed_by: string;
  proposed_at: string;
  mode: 'form' | 'document';
  fields: ProposedField[];
}

function isStored(v: unknown): v is StoredProposals {
  return typeof v === 'object' && v !== null && (v as StoredProposals).source === 'builder' && Array.isArray((v as StoredProposals).fields);
}

const EXCERPT = 200;

/** The struct builder: sample uploads, proposals from a sample, and accepting proposals into the draft. */
export function builderService(deps: {
  db: Database;
  documents: DocumentSource;
  attachments: AttachmentService;
  structs: StructService;
  config: Pick<Config, 'llm' | 'builder'>;
}) {
  const { db } = deps;
  const { baseUrl, model, apiKey, timeoutMs } = deps.config.llm;
  const endpoint: LlmEndpoint | null = baseUrl && model ? { baseUrl, model, apiKey, timeoutMs } : null;
  const rate = deps.config.builder.proposalCredits;

  async function structOf(orgId: number, slug: string) {
    const s = await structsRepo(db).bySlug(orgId, slug);
    if (!s) throw errors.notFound('struct');
    if (s.status === 'archived') throw errors.structArchived();
    return s;
  }

  return {
    /**
     * Stores an uploaded sample in the struct's samples chat (made on first use) and makes it the
     * struct's sample; it is processed, and billed, like any upload. Bytes already uploaded as a
     * sample of this struct are reused.
     */
    async uploadSample(orgId: number, slug: string, userId: number | null, staging: Staging): Promise<UploadResult & { attachment_id: number | null }> {
      let s;
      try {
        s = await structOf(orgId, slug);
      } catch (e) {
        await staging.abort();
        throw e;
      }
      let chatId = await builderRepo(db).samplesChat(orgId, s.id);
      if (chatId === null) {
        chatId = await db.transaction(async (tx) => {
          const chat = await chatsRepo(tx).insert(orgId, newChatPublicId(), `Samples of ${s.name}`.slice(0, 200), userId);
          await builderRepo(tx).setSamplesChat(orgId, s.id, chat.id);
          return chat.id;
        });
      }
      const sha = staging.staged[0]?.sha256 ?? null;
      const pinning = await deps.attachments.resolvePinning(orgId, {});
      const r = await deps.attachments.commitToChat(staging, { orgId, chatId, userId, pinning });
      const id = r.created[0]?.id ?? (sha ? await builderRepo(db).attachmentBySha(orgId, chatId, sha) : null);
      if (id !== null) await builderRepo(db).setSample(orgId, s.id, id);
      return { ...r, attachment_id: id };
    },

    /**
     * Reads the sample (the struct's, or the attachment given, which then becomes the sample) and
     * stores proposed fields, the sample's sections and its summary; the draft is not changed.
     * Costs CREDITS_PER_PROPOSAL, debited with the write.
     */
    async propose(orgId: number, slug: string, input: { attachment_id?: number }) {
      const s = await structOf(orgId, slug);
      const attachmentId = input.attachment_id ?? s.sample_attachment_id;
      if (attachmentId === null || attachmentId === undefined) throw errors.noSample();
      const a = await builderRepo(db).attachment(orgId, attachmentId);
      if (!a) throw errors.notFound('attachment');
      if (a.processing_status !== 'completed') throw errors.sampleNotReady(a.processing_status);
      const doc = await deps.documents.load(orgId, a.id);
      if (!doc) throw errors.documentUnavailable(a.id);
      const balance = await creditsRepo(db).balance(orgId);
      if (balance < rate) throw errors.insufficientCredits(rate, balance);

      const sections = detectSections(doc);
      const mode: 'form' | 'document' = doc.pageCount > 2 || sections.length >= 4 ? 'document' : 'form';
      let fields = proposeFields(doc);
      let by = 'deterministic';
      if (endpoint) {
        const fromModel = await modelProposals(endpoint, doc);
        if (fromModel) {
          // the model's scalar fields, and the tables read from the layout
          const names = new Set(fromModel.map((f) => f.name));
          fields = [...fromModel, ...fields.filter((f) => f.columns && !names.has(f.name))];
          by = `model:${endpoint.model}`;
        }
      }
      const now = new Date().toISOString();
      const proposals: StoredProposals = { source: 'builder', attachment_id: a.id, proposed_by: by, proposed_at: now, mode, fields };
      const text = doc.pages.flatMap((p) => p.lines.map((l) => l.text)).join(' ').replace(/\s+/g, ' ').trim();
      const summary = {
        pages: doc.pageCount,
        language: text.length >= 150 ? detectLanguage(text).language : null,
        section_count: sections.length,
        proposed_fields: fields.length,
        tables: fields.filter((f) => f.columns).length,
        excerpt: text.length > EXCERPT ? `${text.slice(0, EXCERPT).replace(/\s+\S*$/, '')}…` : text,
        proposed_by: by,
        proposed_at: now,
      };
      await db.transaction(async (tx) => {
        if (rate > 0) {
          const out = await creditsRepo(tx).debitOnce({ orgId, amount: rate, reason: 'builder_proposal', attachmentId: a.id, key: `proposal:${crypto.randomUUID()}` });
          if (out === 'insufficient') throw errors.insufficientCredits(rate, await creditsRepo(tx).balance(orgId));
        }
        if (s.sample_attachment_id !== a.id) await builderRepo(tx).setSample(orgId, s.id, a.id);
        await builderRepo(tx).saveProposals(orgId, s.id, proposals, storedSections(sections), summary);
      });
      return deps.structs.get(orgId, slug);
    },

    /**
     * Adds the proposed fields named (all when none are named) to the draft, replacing draft fields
     * of the same name; the draft is validated like any update. Free of charge.
     */
    async accept(orgId: number, slug: string, input: { fields?: string[] }) {
      const s = await structOf(orgId, slug);
      if (!isStored(s.latest_proposals_json) || !s.latest_proposals_json.fields.length) throw errors.noProposals();
      const stored = s.latest_proposals_json;
      const byName = new Map(stored.fields.map((f) => [f.name, f]));
      const wanted = input.fields ?? stored.fields.map((f) => f.name);
      const unknown = wanted.filter((n) => !byName.has(n));
      if (unknown.length) throw errors.unknownProposals(unknown);
      const chosen = [...new Set(wanted)].map((n) => byName.get(n)!);
      const next = acceptInto(s.schema_json, s.annotations_json, chosen, stored.mode);
      return deps.structs.update(orgId, slug, { schema_json: next.schema, annotations_json: next.annotations });
    },
  };
}

export type BuilderService = ReturnType<typeof builderService>;
