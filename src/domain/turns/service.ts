import crypto from 'node:crypto';
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/database.js';
import { creditsRepo } from '../../db/repositories/credits.js';
import { extractionRepo } from '../../db/repositories/extraction.js';
import { outputsRepo } from '../../db/repositories/outputs.js';
import { turnsRepo, type TurnRow } from '../../db/repositories/turns.js';
import { errors } from '../../errors/catalogue.js';
import { completeJsonList, type LlmEndpoint } from '../../pipeline/extract/llm/client.js';
import { words } from '../../pipeline/extract/packs/understand.js';
import type { DocumentSource } from '../extraction/document-source.js';
import { loadView } from '../extraction/view.js';
import { searchQueryProblem } from '../processing/search-query.js';
import { groundSentence, type Retrieved } from './grounding.js';
import { contentTerms, placeLines, quoteLines, searchQueryFor, type PlacedLine, type TurnCitation } from './passages.js';

/** One statement of an answer; a statement that is not grounded is never shown with citations. */
export interface Statement {
  text: string;
  /** `value`: an extracted value; `passage`: a quoted passage; `generated`: a model's sentence */
  kind: 'value' | 'passage' | 'generated';
  grounded: boolean;
  citations: TurnCitation[];
}

/** A chat turn as served. */
export interface TurnView {
  id: number;
  question: string;
  answer: string;
  statements: Statement[];
  mode: 'retrieval' | 'model';
  model: string | null;
  credits_spent: number;
  created_at: string;
}

const PASSAGES = 5;
const MAX_RESULTS = 50;

function present(r: TurnRow): TurnView {
  return {
    id: r.id,
    question: r.question,
    answer: r.answer,
    statements: r.statements as Statement[],
    mode: r.mode,
    model: r.model,
    credits_spent: r.credits_spent,
    created_at: new Date(r.created_at).toISOString(),
  };
}

function valueText(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v);
}

const ANSWER_SCHEMA = {
  name: 'cited_answer',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['sentences'],
    properties: {
      sentences: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['text', 'passages'],
          properties: { text: { type: 'string' }, passages: { type: 'array', items: { type: 'integer' } } },
        },
      },
    },
  },
};

/** Chat turns: questions answered from the chat's documents, every statement cited; billed per turn. */
export function turnService(deps: { db: Database; documents: DocumentSource; config: Pick<Config, 'llm' | 'builder'> }) {
  const { db } = deps;
  const rate = deps.config.builder.turnCredits;
  const { baseUrl, model, apiKey, timeoutMs } = deps.config.llm;
  const endpoint: LlmEndpoint | null = baseUrl && model ? { baseUrl, model, apiKey, timeoutMs } : null;

  async function chatIdOf(orgId: number, threadId: string): Promise<number> {
    const id = await outputsRepo(db).chatId(orgId, threadId);
    if (id === null) throw errors.notFound('chat');
    return id;
  }

  /** The best passages of the chat for a question, each with its document's lines placed. */
  async function retrieve(orgId: number, chatId: number, question: string): Promise<Retrieved[]> {
    const q = searchQueryFor(question);
    if (!q) return [];
    const rows = await turnsRepo(db).passages(orgId, chatId, q, PASSAGES);
    const docs = new Map<number, PlacedLine[]>();
    const out: Retrieved[] = [];
    for (const row of rows) {
      if (!docs.has(row.attachment_id)) {
        const doc = await deps.documents.load(orgId, row.attachment_id);
        docs.set(row.attachment_id, doc ? placeLines(doc) : []);
      }
      out.push({ row, lines: docs.get(row.attachment_id)! });
    }
    return out;
  }

  /** Extracted values of the chat's documents whose field the question names, with their citations. */
  async function valueStatements(orgId: number, chatId: number, question: string): Promise<Statement[]> {
    const asked = new Set(contentTerms(question).map((w) => w.replace(/s$/, '')));
    const out: Statement[] = [];
    for (const r of await turnsRepo(db).results(orgId, chatId, MAX_RESULTS)) {
      const row = await extractionRepo(db).resultFor(orgId, r.attachment_id);
      if (!row) continue;
      const view = await loadView(db, orgId, row);
      for (const f of view.fields) {
        const name = f.path.split('/').filter((s) => s && !/^\d+$/.test(s)).at(-1) ?? '';
        const ws = words(name).split(' ').filter((w) => w.length >= 3).map((w) => w.replace(/s$/, ''));
        if (!ws.length || !ws.every((w) => asked.has(w))) continue;
        const citations = f.citations.map((c) => ({ attachment_id: r.attachment_id, file_name: r.file_name, page: c.page, bbox: c.bbox, text: c.text }));
        if (!citations.length) continue;
        out.push({ text: `${words(name)}: ${valueText(f.value)} (${r.file_name})`, kind: 'value', grounded: true, citations });
      }
    }
    return out;
  }

  /** The deterministic answer: values the question names, then the best passages quoted. */
  function passageStatements(passages: Retrieved[], question: string): Statement[] {
    const terms = new Set(contentTerms(question));
    const out: Statement[] = [];
    const seen = new Set<string>();
    for (const p of passages) {
      const quotes = quoteLines(p.row, p.lines, terms);
      const fresh = quotes.filter((q) => !seen.has(`${q.attachment_id}:${q.page}:${q.text}`));
      if (!fresh.length) continue;
      for (const q of fresh) seen.add(`${q.attachment_id}:${q.page}:${q.text}`);
      out.push({ text: fresh.map((q) => `"${q.text}"`).join(' … ') + ` (${p.row.file_name}, page ${fresh[0].page})`, kind: 'passage', grounded: true, citations: fresh });
    }
    return out;
  }

  /** The model's answer, each sentence checked against the passages; null when the model gives none. */
  async function generated(ep: LlmEndpoint, question: string, passages: Retrieved[], values: Statement[]): Promise<Statement[] | null> {
    const numbered = passages.map((p, i) => `[${i}] (${p.row.file_name}, page ${p.row.page_start}) ${p.row.text}`).join('\n\n');
    const facts = values.map((v) => `- ${v.text}`).join('\n');
    const sentences = await completeJsonList(
      ep,
      [
        {
          role: 'system',
          content:
            'Answer the question using only the numbered passages. Return sentences; for each, the numbers of the passages it rests on. ' +
            'Say nothing the passages do not state. If they do not answer the question, return no sentences.',
        },
        { role: 'user', content: `Question: ${question}\n\nPassages:\n${numbered}${facts ? `\n\nExtracted values:\n${facts}` : ''}` },
      ],
      ANSWER_SCHEMA,
      'sentences',
    );
    if (!sentences) return null;
    const result: Statement[] = [];
    for (const s of sentences.slice(0, 20)) {
      const text = typeof s?.text === 'string' ? s.text.replace(/\u0000/g, '').trim().slice(0, 2000) : '';
      if (!text) continue;
      const prefer = Array.isArray(s.passages) ? s.passages.filter((n: unknown): n is number => Number.isInteger(n)) : [];
      const cites = groundSentence(text, passages, prefer);
      result.push(cites ? { text, kind: 'generated', grounded: true, citations: cites } : { text, kind: 'generated', grounded: false, citations: [] });
    }
    return result;
  }

  return {
    /** The chat's turns, oldest first. */
    async list(orgId: number, threadId: string, limit: number, offset: number) {
      const chatId = await chatIdOf(orgId, threadId);
      const r = await turnsRepo(db).page(orgId, chatId, limit, offset);
      return { count: r.count, results: r.rows.map(present) };
    },

    /** Refuses early (404 unknown chat, 400 bad question, 402 short of credits) before any work or streaming starts. */
    async precheck(orgId: number, threadId: string, question: string): Promise<number> {
      const chatId = await chatIdOf(orgId, threadId);
      if (question.includes('\u0000')) throw errors.invalidText('/question');
      const problem = searchQueryProblem(question);
      if (problem) throw errors.validation(`question ${problem}`, [{ path: '/question', message: problem }]);
      const balance = await creditsRepo(db).balance(orgId);
      if (balance < rate) throw errors.insufficientCredits(rate, balance);
      return chatId;
    },

    /**
     * Answers a question from the chat's documents and stores the turn with its debit in one
     * transaction (nothing is written when the credits run out meanwhile). Each statement is
     * handed to `onStatement` as soon as it is ready.
     */
    async ask(orgId: number, threadId: string, userId: number | null, question: string, onStatement: (s: Statement) => void = () => undefined): Promise<TurnView> {
      const chatId = await this.precheck(orgId, threadId, question);
      const passages = await retrieve(orgId, chatId, question);
      const values = await valueStatements(orgId, chatId, question);
      const statements: Statement[] = [];
      let mode: 'retrieval' | 'model' = 'retrieval';
      const emit = (s: Statement) => {
        statements.push(s);
        onStatement(s);
      };
      values.forEach(emit);
      const fromModel = endpoint && passages.length ? await generated(endpoint, question, passages, values) : null;
      if (fromModel && fromModel.some((s) => s.grounded)) {
        mode = 'model';
        fromModel.forEach(emit);
      } else {
        passageStatements(passages, question).forEach(emit);
      }
      const shown = statements.filter((s) => s.grounded).map((s) => s.text);
      const answer = shown.length ? shown.join('\n') : 'The documents of this chat do not answer this question.';
      return db.transaction(async (tx) => {
        const key = `turn:${crypto.randomUUID()}`;
        if (rate > 0) {
          const out = await creditsRepo(tx).debitOnce({ orgId, amount: rate, reason: 'chat_turn', attachmentId: null, key });
          if (out === 'insufficient') throw errors.insufficientCredits(rate, await creditsRepo(tx).balance(orgId));
        }
        const row = await turnsRepo(tx).insert({ orgId, chatId, askedBy: userId, question, answer, statements, mode, model: mode === 'model' ? endpoint!.model : null, credits: rate });
        return present(row);
      });
    },
  };
}

export type TurnService = ReturnType<typeof turnService>;
