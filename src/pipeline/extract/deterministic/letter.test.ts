import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractDeterministic } from './index.js';
import { sheet } from '../../../../test/helpers/kinds.js';

const LETTER = {
  type: 'object',
  properties: { addressee: { type: 'string', description: 'Who the letter is addressed to.' }, subject: { type: 'string', description: 'The subject line of the letter.' } },
};

const read = (rows: Parameters<typeof sheet>[0]) => extractDeterministic({ document: sheet(rows), schema: LETTER, annotations: {} });

describe('a letter without labels', () => {
  it('Dutch: the addressee heads the address block after the letterhead; the subject is the line above the greeting', () => {
    const r = read([
      'Gemeente Zuidhaven', 'Postbus 200, 3000 AA Zuidhaven', '',
      'Mevrouw', 'Sanne de Vries', 'Kerkstraat 12', '3011 BD Rotterdam', '',
      ['', 'Zuidhaven, 2 april 2024'], '',
      'Uw aanvraag parkeervergunning', '',
      'Geachte mevrouw De Vries,',
      'Wij hebben uw aanvraag ontvangen en zullen deze binnen vier weken behandelen. Met vriendelijke groet,',
    ]);
    assert.equal(r.data.addressee, 'Sanne de Vries');
    assert.equal(r.data.subject, 'Uw aanvraag parkeervergunning');
    assert.equal(r.fields.find((f) => f.path === '/addressee')?.citations[0].text, 'Sanne de Vries');
  });

  it('Spanish: a firm on the right as addressee', () => {
    const r = read([
      'Asesoría Jurídica Martín', 'Calle Serrano 41, 28001 Madrid', '',
      ['', 'Talleres Norte S.L.'], ['', 'Avenida de Burgos 9'], ['', '09006 Burgos'], '',
      'Reclamación de la factura 2024/118', '',
      'Estimados señores:',
      'Por la presente les comunicamos que la factura indicada sigue pendiente de pago desde hace sesenta días.',
    ]);
    assert.equal(r.data.addressee, 'Talleres Norte S.L.');
    assert.equal(r.data.subject, 'Reclamación de la factura 2024/118');
  });

  it('without a greeting no subject, and the addressee only as an address window, weakly; no subject from a date or an address line above the greeting', () => {
    const noGreeting = read(['Acme Ltd', '1 High Street, London E1 6AN', '', 'Jane Smith', '5 Low Road', 'Leeds LS1 4AP', '', 'Invoice summary for March', 'Total due 120.00']);
    // the one the document is addressed to (a buyer) heads the address block after the letterhead, as in an invoice's window
    assert.equal(noGreeting.data.addressee, 'Jane Smith');
    assert.ok(noGreeting.fields.find((f) => f.path === '/addressee')!.confidence < 0.5);
    assert.equal(noGreeting.data.subject, undefined);
    // a block under another side's label, or headed by "c/o", is no buyer's window
    assert.equal(read(['Acme Ltd', '1 High Street, London E1 6AN', '', 'Remit to', 'Acme Collections', 'PO Box 206', 'Dallas, TX 75320', '', 'Total due 120.00']).data.addressee, undefined);
    assert.equal(read(['Acme Ltd', '1 High Street, London E1 6AN', '', 'c/o KDSM', 'PO Box 206', 'Dallas, TX 75320', '', 'Total due 120.00']).data.addressee, undefined);
    // a block with no address under its first line is no address window
    assert.equal(read(['Acme Ltd', '1 High Street, London E1 6AN', '', 'Jane Smith', 'Account manager', '', 'Invoice summary for March', 'Total due 120.00']).data.addressee, undefined);
    const dated = read(['Acme Ltd', '1 High Street, London E1 6AN', '', 'Jane Smith', '5 Low Road', 'Leeds LS1 4AP', '', '3 February 2025', 'Dear Ms Smith,', 'We are writing to you about your account, which we have now closed as you asked us to.']);
    assert.equal(dated.data.subject, undefined);
    assert.equal(dated.data.addressee, 'Jane Smith');
  });
});
