/** The structs a user would write for the benchmark documents (schema + annotations). */

/** Receipts: who issued it, where, when, and how much. */
export const receiptStruct = {
  schema: {
    type: 'object',
    mode: 'form',
    title: 'Receipt',
    properties: {
      company: { type: 'string', title: 'Company', description: 'Name of the shop or business that issued the receipt' },
      address: { type: 'string', title: 'Address', description: 'Address of the shop as printed under its name' },
      date: { type: 'string', format: 'date', title: 'Date', description: 'Date of the purchase' },
      total: { type: 'number', title: 'Total', description: 'Total amount paid, including tax and rounding' },
    },
    required: ['company', 'date', 'total'],
  },
  annotations: {
    fields: {
      total: { aliases: ['grand total', 'total amount', 'amount due', 'nett total', 'rounded total'], examples: ['12.50'] },
      date: { aliases: ['date', 'receipt date', 'invoice date'] },
    },
  },
};

/** Non-disclosure agreements: when, under which law, between whom, for how long. */
export const ndaStruct = {
  schema: {
    type: 'object',
    mode: 'document',
    title: 'Non-disclosure agreement',
    properties: {
      effective_date: { type: 'string', format: 'date', title: 'Effective date', description: 'Date the agreement takes effect' },
      jurisdiction: { type: 'string', title: 'Governing law', description: 'US state whose laws govern the agreement' },
      party: { type: 'array', title: 'Parties', description: 'Organisations or people who are party to the agreement', items: { type: 'string' } },
      term: { type: 'string', title: 'Term', description: 'Duration of the agreement, e.g. 2 years' },
    },
    required: ['party'],
  },
  annotations: {
    fields: {
      jurisdiction: { aliases: ['governing law', 'applicable law', 'choice of law'] },
      effective_date: { aliases: ['effective date', 'dated as of'] },
      term: { aliases: ['term', 'duration'] },
    },
  },
};
