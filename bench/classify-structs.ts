// The four structs of the classification benchmark, one per corpus, as a user would write them.
import { CORPORA, type CorpusDef, type CorpusId } from './extract/corpora.js';
import type { StructProfileInput } from '../src/domain/classification/score.js';

/** What a user would write as the struct's description, per kind. */
const DESCRIPTIONS: Record<CorpusId, string> = {
  sroie: 'A till receipt, cash bill or simplified tax invoice from a shop or restaurant: the shop, its address, the date, the items bought and the total paid in cash or by card, with the change and GST.',
  'kleister-nda': 'A non-disclosure (confidentiality) agreement between two parties: the effective date, the governing law and jurisdiction, the parties and the term of the obligations.',
  einvoices: 'An invoice or credit note (Rechnung, Gutschrift) from a supplier to a customer: invoice number, issue and due dates, seller and buyer with their VAT ids, payment terms, bank details, net, VAT and gross totals.',
  adbuy: 'A broadcast TV advertising order, contract or invoice from a station to an agency: advertiser, contract and estimate numbers, the schedule of spots with air dates, gross amount and flight dates.',
};
const NAMES: Record<CorpusId, string> = { sroie: 'Receipt', 'kleister-nda': 'Non-disclosure agreement', einvoices: 'Invoice', adbuy: 'TV advertising order' };

function profile(c: CorpusDef, i: number): StructProfileInput {
  const s = c.structs.annotated;
  return { structVersionId: i + 1, slug: c.id, name: NAMES[c.id], description: DESCRIPTIONS[c.id], schema: s.schema_json, annotations: s.annotations_json, learnedLabels: [], learnedIssuers: [] };
}


/** One participating struct per corpus, with ids 1..4 in corpus order. */
export function benchProfiles(): StructProfileInput[] {
  return CORPORA.map(profile);
}
