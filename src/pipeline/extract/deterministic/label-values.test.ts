import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractDeterministic } from './index.js';
import { sheet } from '../../../../test/helpers/kinds.js';
import { PROSE } from '../../../../test/helpers/recognised.js';

const read = (rows: Parameters<typeof sheet>[0], properties: Record<string, unknown>) => extractDeterministic({ document: sheet(rows), schema: { type: 'object', properties }, annotations: {} });

describe('what a label gives', () => {
  it('a blank to fill in after a label is no value ("Station Acceptance: ______")', () => {
    const r = read(['KSQR-TV', 'BROADCAST ORDER', 'Station Acceptance: ____________    Agency Acceptance: ____________', PROSE.en], { agency: { type: 'string', description: 'The agency that placed the order.' } });
    assert.equal(r.data.agency, undefined);
  });

  it('a label with a colon beats the same word run on into a longer label ("Agency Commission (15%)")', () => {
    const r = read(['KSQR-TV', ['Agency:', 'Redwood Media Partners'], ['Gross Amount', '$20,360.00'], 'Agency Commission (15%)   $3,054.00', PROSE.en], { agency: { type: 'string', description: 'The agency that placed the order.' } });
    assert.equal(r.data.agency, 'Redwood Media Partners');
  });

  it('the value beside a label is not taken as the letterhead\'s name', () => {
    const r = read([['Advertiser:', 'Golden State Toyota'], ['Product:', 'Fall Sales Event'], PROSE.en], { station: { type: 'string', description: 'The TV station the airtime is bought from.' } });
    assert.equal(r.data.station, undefined);
  });

  it('a tax id label over an amount gives no id ("BTW 21%  232,47")', () => {
    const r = read(['Drukkerij Van Leeuwen B.V.', 'Nijverheidsweg 14, 3771 ME Barneveld', ['Subtotaal', '€ 1.107,00'], ['BTW 21%', '€ 232,47'], PROSE.nl], { vat_no: { type: 'string', description: "The supplier's VAT number." } });
    assert.equal(r.data.vat_no, undefined);
  });

  it("a tax id label naming no side is the buyer's only under a buyer label in its own column", () => {
    const rows: Parameters<typeof sheet>[0] = [
      ['Ferramenta Lombarda S.r.l.', 'Spett.le'], ['Via Gian Galeazzo 31', 'Osteria del Borgo S.a.s.'], ['20136 Milano (MI)', '24121 Bergamo (BG)'], ['P.IVA 04982170153', ''], ['', 'P.IVA 03456780166'], PROSE.it,
    ];
    const r = read(rows, { client_tax_no: { type: 'string', description: 'The tax number of the client.' }, issuer_tax_no: { type: 'string', description: 'The tax number of the issuer.' } });
    assert.equal(r.data.client_tax_no, '03456780166');
    assert.equal(r.data.issuer_tax_no, '04982170153');
  });

  it('names a description lists in brackets are labels, before the concept\'s general ones', () => {
    const r = read(['Brightwater Energy Ltd', ['Supply number (MPAN)', '16 1234 5678 900'], ['Meter serial number', 'E11Z045127'], PROSE.en], { meter_id: { type: 'string', description: 'The meter point number (MPAN or EAN).' } });
    assert.equal(r.data.meter_id, '16 1234 5678 900');
  });

  it('an amount after a date on its line is the amount, and a day and month without the year is none', () => {
    const r = read(['Volksbank eG', ['Kontostand alt am 31.10.2024', '2.348,17 EUR'], PROSE.de], { opening_bal: { type: 'number', description: 'The opening balance.' } });
    assert.equal(r.data.opening_bal, 2348.17);
  });

  it("an amount's label run on into words of its own names another amount", () => {
    const r = read(['Keane Engineering Ltd', ['Tax Credits', '333.33'], ['PAYE', '709.17'], PROSE.en], { income_tax: { type: 'number', description: 'The income tax deducted from the pay.' } });
    assert.equal(r.data.income_tax, 709.17);
  });

  it("a document's title, or another key's label beside the label, is no value", () => {
    const rows: Parameters<typeof sheet>[0] = ['Cartiera Valtellina S.p.A.', 'DOCUMENTO DI TRASPORTO', ['Trasporto a cura del', 'Vettore', 'Data ritiro', '02/12/2024'], ['Vettore', 'Autotrasporti Gatti S.n.c.'], PROSE.it];
    const r = read(rows, { carrier: { type: 'string', description: 'The transport company that carries the goods.' } });
    assert.equal(r.data.carrier, 'Autotrasporti Gatti S.n.c.');
  });

  it('a compound label over a compound value gives the label\'s own part', () => {
    const r = read(['WKBR-FM', ['Advertiser/Product:', 'Susquehanna Valley Ford / Holiday Event'], PROSE.en], { advertiser: { type: 'string' } });
    assert.equal(r.data.advertiser, 'Susquehanna Valley Ford');
    assert.equal(r.fields[0].citations[0].text, 'Susquehanna Valley Ford');
  });

  it('a description naming an alternative ("contract or order number") reads that one\'s labels too', () => {
    const r = read(['WKBR-FM', ['Order #:', '1187-0442'], PROSE.en], { contract_number: { type: 'string', description: 'The contract or order number.' } });
    assert.equal(r.data.contract_number, '1187-0442');
  });

  it('the number under a title in its column ("FACTURE" / "N° :"), and no document date from a sentence', () => {
    const rows: Parameters<typeof sheet>[0] = [
      'Atelier Lumière SARL', '18 rue des Tanneurs, 67000 Strasbourg', ['FACTURE', 'Client :'], ['N° :', 'F-2024-0318', 'Brasserie du Port SAS'], ['Date :', '13/11/2024', '13002 Marseille'],
      'Conditions de règlement : 30 jours date de facture, soit le 13/12/2024, par virement.', PROSE.fr,
    ];
    const r = read(rows, { invoice_number: { type: 'string' }, issue_date: { type: 'string', format: 'date' }, due_date: { type: 'string', format: 'date' } });
    assert.equal(r.data.invoice_number, 'F-2024-0318');
    assert.equal(r.data.issue_date, '2024-11-13');
    assert.equal(r.data.due_date, '2024-12-13');
  });

  it('a region whose name holds "and" is read whole ("England and Wales")', () => {
    const r = read(['MUTUAL NON-DISCLOSURE AGREEMENT', 'This Agreement shall be governed by and construed in accordance with the laws of England and Wales.', PROSE.en], { jurisdiction: { type: 'string', description: 'The state or country whose law governs.' } });
    assert.equal(r.data.jurisdiction, 'England and Wales');
  });

  it('a line opening with a postcode continues an address though it reads as a phone number ("4000-447 Porto")', () => {
    const r = read(['Padaria Estrela do Norte, Lda.', 'Rua de Santa Catarina, 412', '4000-447 Porto', 'NIF: 509876543', 'TOTAL A PAGAR   10,85 €', PROSE.pt], { address: { type: 'string', description: "The shop's address." } });
    assert.equal(r.data.address, 'Rua de Santa Catarina, 412 4000-447 Porto');
  });

  it('"<a> or <b> number" in a description names both numbers ("registration or tax number")', () => {
    const r = read(['Keane & Dunne Engineering Ltd', ['Employer Reg. No:', '3344556FA'], ['Tax Credits', '333.33'], PROSE.en], { employer_id: { type: 'string', description: "The employer's registration or tax number printed on the payslip." } });
    assert.equal(r.data.employer_id, '3344556FA');
  });
});

describe('what a label gives, in tables and rows of figures', () => {
  it('a figure under a column heading whose column ends in a totals row is the total\'s', () => {
    const rows: Parameters<typeof sheet>[0] = [
      'Brightwater Energy Ltd', ['Readings', 'Previous', 'Latest', 'Consumption'], ['Day', '12 415', '14 226', '1811 kWh'], ['Night', '8 102', '9 394', '1292 kWh'], ['Total', '', '', '3103 kWh'], '', PROSE.en,
    ];
    assert.equal(read(rows, { kwh_used: { type: 'number', description: 'The electricity consumption in kWh.' } }).data.kwh_used, 3103);
  });

  it('a row of figures after an amount\'s label ends in its amount (a rate, then the amount)', () => {
    const rows: Parameters<typeof sheet>[0] = ['Harbour Properties Ltd', ['Item', 'Rate', 'Amount'], ['Monthly rent', '6.40', '8,000.00'], ['Service charge', '0.80', '1,000.00'], PROSE.en];
    const r = read(rows, { monthly_rent: { type: 'number', description: 'The rent for the month.' }, service_charge: { type: 'number', description: 'The service charge for the month.' } });
    assert.equal(r.data.monthly_rent, 8000);
    assert.equal(r.data.service_charge, 1000);
  });

  it('a count printed before the word naming it ("1,260 CARTONS")', () => {
    const r = read(['Nordsee Line A/S', ['Packages', 'Gross Weight'], ['1,260 CARTONS', '9,828.000 KGS'], PROSE.en], { packages_count: { type: 'integer', description: 'How many packages are shipped.' } });
    assert.equal(r.data.packages_count, 1260);
  });

  it('another key\'s label beside a label is no text value: the value under it is', () => {
    const r = read(['Nordsee Line A/S', ['Port of Loading', 'Port of Discharge'], ['Penang, Malaysia', 'Rotterdam, Netherlands'], PROSE.en], { port_of_loading: { type: 'string', description: 'The port where the goods are loaded.' } });
    assert.equal(r.data.port_of_loading, 'Penang, Malaysia');
  });
});

describe('a name under its label does not run on into the next label', () => {
  it('"Klant" / "Annelies De Smet" / "Adres": the name stops before the next label', () => {
    const r = read(['Elektro Servicepunt Vermeulen BV', ['Klant', 'Telefoon'], ['Annelies De Smet', '0476 21 88 34'], ['Adres', 'E-mail'], ['Kortrijksesteenweg 560, 9000 Gent', 'annelies.desmet@telenet.be'], PROSE.nl], { device_owner: { type: 'string', description: 'The customer who brought the device in.' } });
    assert.equal(r.data.device_owner, 'Annelies De Smet');
  });
});

describe('a date of birth is no other date', () => {
  it('"<name>, geb. 14.04.1991" gives no contract date', () => {
    const r = read(['MIETVERTRAG', ['Vermieterin:', 'Donaublick Immobilien GmbH'], ['Mieter:', 'Daniel Steinbauer, geb. 14.04.1991'], PROSE.de], { contract_date: { type: 'string', format: 'date', description: 'The date of the contract.' } });
    assert.equal(r.data.contract_date, undefined);
  });
});

describe('labels a field name gives in fewer words', () => {
  it("a person's role names its name, a long name of no concept its last two words, and a plate keeps its letter group", () => {
    const r = read(
      ['MOT TEST CERTIFICATE', ['Registration', 'KX19 TRV'], ['Test number', '4417 2290 8815'], ['Tester', 'M. Okonjo'], ['Unit price', 'RM 0.6402'], PROSE.en],
      {
        vehicleReg: { type: 'string', description: 'The registration mark of the vehicle.' },
        manufacturer: { type: 'string', description: 'The make of the vehicle.' },
        motTestNumber: { type: 'string', description: 'The number of the test.' },
        testerName: { type: 'string', description: 'The tester.' },
        unitPrice: { type: 'number', description: 'The price of one unit.' },
      },
    );
    assert.equal(r.data.vehicleReg, 'KX19 TRV');
    // (the make of the vehicle is no plate)
    assert.equal(r.data.manufacturer, undefined);
    assert.equal(r.data.motTestNumber, '4417 2290 8815');
    assert.equal(r.data.testerName, 'M. Okonjo');
    // four decimals are the price's, not a thousands group
    assert.equal(r.data.unitPrice, 0.6402);
  });
});

describe('how an amount was reached is not the amount', () => {
  it('"(3 x $9.75)" after a fee\'s label is its reckoning; the amount beside it is the fee', () => {
    const r = read(['StageDoor Tix, Inc.', ['Tickets (3)', '$194.00'], ['Service fees (3 x $9.75)', '$29.25'], ['Order total', '$246.32'], PROSE.en], { service_fee_total: { type: 'number', description: 'The service fees charged.' } });
    assert.equal(r.data.service_fee_total, 29.25);
  });
});

describe('a value that opens with a bracket', () => {
  it("an area code in brackets is the phone number's, and a count keeps four decimals", () => {
    const r = read(['Banksia Creek Veterinary Hospital Pty Ltd', 'Ph (02) 4573 0190 · accounts@banksiacreekvet.com.au', ['Units bought', '1,632.9197'], PROSE.en], {
      clinicPhone: { type: 'string', description: "The clinic's phone number." },
      unitsBought: { type: 'number', description: 'The number of units bought.' },
    });
    assert.equal(r.data.clinicPhone, '(02) 4573 0190');
    assert.equal(r.data.unitsBought, 1632.9197);
  });
});

describe('the thing a description names', () => {
  it('"The make of the vehicle." labels a field of no known concept "Make"', () => {
    const r = read(['MOT TEST CERTIFICATE', ['Registration', 'KX19 TRV'], ['Make', 'FORD'], ['Colour', 'Blue'], PROSE.en], {
      manufacturer: { type: 'string', description: 'The make of the vehicle.' },
      vehicleColour: { type: 'string', description: 'The colour of the vehicle.' },
    });
    assert.equal(r.data.manufacturer, 'FORD');
    assert.equal(r.data.vehicleColour, 'Blue');
  });
});
