/** The two structs the benchmark builds through the API. */

export const receiptStruct = {
  name: 'Receipt (benchmark)',
  slug: 'bench-receipt',
  schema_json: {
    type: 'object',
    mode: 'form',
    properties: {
      company: { type: 'string', title: 'Company', description: 'the shop or company that issued the receipt, as printed at the top' },
      date: { type: 'string', title: 'Date', description: 'the receipt date, as written on the receipt' },
      address: { type: 'string', title: 'Address', description: "the issuer's full postal address, all lines joined with spaces" },
      total: { type: 'string', title: 'Total', description: 'the total amount paid, digits with the decimal point, without currency' },
    },
  },
  annotations_json: {
    company: { aliases: ['company', 'store', 'shop', 'merchant'] },
    date: { aliases: ['date', 'invoice date', 'bill date'] },
    address: { aliases: ['address'] },
    total: { aliases: ['total', 'grand total', 'total amount', 'nett total', 'amount due', 'total incl gst', 'rounded total'] },
  },
};

export const ndaStruct = {
  name: 'Non-disclosure agreement (benchmark)',
  slug: 'bench-nda',
  schema_json: {
    type: 'object',
    mode: 'document',
    properties: {
      effective_date: { type: 'string', format: 'date', title: 'Effective date', description: 'the date the agreement takes effect' },
      jurisdiction: { type: 'string', title: 'Jurisdiction', description: 'the US state whose law governs the agreement' },
      party: { type: 'array', title: 'Parties', description: 'the organisations or people who are parties to the agreement', items: { type: 'string' } },
      term: { type: 'string', title: 'Term', description: 'the duration of the agreement, e.g. 2 years' },
    },
  },
  annotations_json: {
    effective_date: { aliases: ['effective date', 'dated as of', 'made as of', 'entered into as of'] },
    jurisdiction: { aliases: ['governing law', 'governed by the laws of'] },
    party: { aliases: ['between', 'by and between', 'party', 'parties'] },
    term: { aliases: ['term', 'period of', 'for a period of'] },
  },
};
