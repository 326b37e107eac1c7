import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { understand } from '../packs/understand.js';
import { PROSE } from '../../../../test/helpers/recognised.js';
import { placedPage as page, readPlain as read } from '../../../../test/helpers/placed.js';

describe("the field's own words in keys and sentences", () => {
  it("a key holding the field's own name with one word between its words is the field's, over a general amount's key", () => {
    const doc = page(
      [
        ['Registration fee (once only)', 20, 300], ['€ 450.00', 420, 300],
        ['Fee per Semester', 20, 320], ['€ 1,280.00', 420, 320],
        ['Total', 20, 340], ['€ 1,730.00', 420, 340],
      ],
      PROSE.en,
    );
    const r = read(doc, { fee_semester: { type: 'number', description: 'The fee for one semester.' } });
    assert.equal(r.data.fee_semester, 1280);
  });

  it("a person's name holds no e-mail address nor a phone number", () => {
    const doc = page(
      [
        ['Yours sincerely,', 20, 600],
        ['Claims Adjuster', 20, 640],
        ['Tel. 418 555-0199 · adjusters@example-insurance.test', 20, 660],
      ],
      PROSE.en,
    );
    const r = read(doc, { claimsAdjuster: { type: 'string', description: 'The claims adjuster handling the file.' } });
    assert.equal(r.data.claimsAdjuster, undefined);
  });

  it("a count in a unit is the field's where its sentence, run on to the next line, names the field's word", () => {
    const doc = page(
      [
        ['zahlbar innert 30 Tagen ab Rechtskraft.', 20, 300],
        ['Gegen diesen Entscheid kann innert 20 Tagen seit Zustellung beim Bezirksrat', 20, 340],
        ['schriftlich Rekurs erhoben werden.', 20, 360],
        ['Ersatzfreiheitsstrafe 6 Tage', 20, 400],
      ],
      PROSE.de,
    );
    const r = read(doc, { rekursfrist_tage: { type: 'integer', description: 'Within how many days an appeal can be filed.' } });
    assert.equal(r.data.rekursfrist_tage, 20);
  });

  it("an amount a sentence gives right after the field's own word, where no key prints it", () => {
    const doc = page(
      [
        ['1. zu einer Geldstrafe von 40 Tagessätzen à Fr. 90.00, bedingt aufgeschoben', 20, 300],
        ['Gebühren', 20, 340], ['Fr. 500.00', 420, 340],
        ['Total Kosten', 20, 360], ["Fr. 4'100.00", 420, 360],
      ],
      PROSE.de,
    );
    const r = read(doc, { hoehe_tagessatz: { type: 'number', description: 'The amount of one daily penalty unit.' } });
    assert.equal(r.data.hoehe_tagessatz, 90);
  });

  it('a figure described in a unit is the one that unit follows, not a bracketed figure in another', () => {
    const doc = page([['Leistung', 20, 300], ['110 kW (150 PS)', 200, 300]], PROSE.de);
    const r = read(doc, { leistung_kw: { type: 'number', description: 'The engine power in kW.' } });
    assert.equal(r.data.leistung_kw, 110);
  });
});

describe('keys that run on past the label', () => {
  it('a block under a party heading whose first line is a sentence gives the name before its first comma', () => {
    const doc = page(
      [
        ['BAILLEUR', 20, 200],
        ['Madame Odile Françoise MARCHAND, retraitée, demeurant à Annecy (74000), 4 rue Royale,', 20, 220],
        ['propriétaire du bien.', 20, 240],
        ['PRENEUR', 20, 280],
      ],
      PROSE.fr,
    );
    const r = read(doc, { bailleur: { type: 'string', description: 'The person who lets the flat.' } });
    assert.equal(r.data.bailleur, 'Odile Françoise MARCHAND');
  });

  it('a degree sign after a word for "number" is no part of the value', () => {
    const doc = page([['Inventaire n° 2024/0932', 20, 200]], PROSE.fr);
    const r = read(doc, { numero_inventaire: { type: 'string', description: 'The inventory number.' } });
    assert.equal(r.data.numero_inventaire, '2024/0932');
  });

  it('a word for "number" alone after a label is the rest of its key, its value beside it', () => {
    const doc = page(
      [['Lote N°', 20, 200], ['PT-88-1120', 230, 200], ['Origen', 20, 220], ['Córdoba', 230, 220]],
      PROSE.es,
    );
    const r = read(doc, { lote: { type: 'string', description: 'The lot the bags belong to.' } });
    assert.equal(r.data.lote, 'PT-88-1120');
  });

  it("a figure on the label's line followed by a word of the field's own name is part of its key", () => {
    const doc = page([['Peso de 1000 granos', 20, 200], ['38 g', 330, 200]], PROSE.es);
    const r = read(doc, { peso_mil_granos_g: { type: 'number', description: 'The weight of a thousand grains in grams.' } });
    assert.equal(r.data.peso_mil_granos_g, 38);
  });

  it("the field's own one-word name, one letter off, opening a line in capitals is the name's first word", () => {
    const doc = page([['MOLINERA DEL SUR S.A.', 20, 20], ['REMITO', 380, 20], ['Ruta 33 km 12 · Rufino · Santa Fe · CUIT 30-71144712-9', 20, 40]], PROSE.es);
    const r = read(doc, { molinero: { type: 'string', description: 'The mill that delivered the flour.' } });
    assert.equal(r.data.molinero, 'MOLINERA DEL SUR S.A.');
  });
});

describe('compound names and keys', () => {
  it('a date named by one compound word ending in a word for "date" reads that date of its thing, or the word for "date" alone', () => {
    const doc = page(
      [
        ['Datum', 330, 100], ['14/03/2025', 440, 100],
        ['Ingangsdatum verzekering', 20, 300], ['1 april 2025', 230, 300],
        ['Datum van ondertekening', 20, 320], ['12/03/2025', 230, 320],
      ],
      PROSE.nl,
    );
    const r = read(doc, {
      briefdatum: { type: 'string', format: 'date', description: 'The date of the letter.' },
      ondertekeningsdatum: { type: 'string', format: 'date', description: 'The date it was signed.' },
    });
    assert.equal(r.data.briefdatum, '2025-03-14');
    assert.equal(r.data.ondertekeningsdatum, '2025-03-12');
  });

  it('a bank named by a compound ending in a word for "bank" issues its own letter', () => {
    const doc = page(
      [['Volksbank Mittelhessen eG', 20, 20], ['Schiffenberger Weg 110 · 35394 Gießen', 20, 40], ['BESTÄTIGUNG', 400, 20]],
      PROSE.de,
    );
    const r = read(doc, { bank: { type: 'string', description: 'The bank that issued the confirmation.' } });
    assert.equal(r.data.bank, 'Volksbank Mittelhessen eG');
  });

  it("a firm's register number in brackets after its name is no part of the name", () => {
    const doc = page([['Verhuurder', 20, 280], ['Vastgoed Ter Beke BV (KBO 0791.224.318)', 230, 280]], PROSE.nl);
    const r = read(doc, { verhuurder: { type: 'string', description: 'The landlord.' } });
    assert.equal(r.data.verhuurder, 'Vastgoed Ter Beke BV');
  });

  it("a title word after another word, well down the page, is a key's: its date is no date of the document", () => {
    const rows: [string, number, number][] = [['ATTEST', 400, 20], ['Gent, 06/06/2025', 20, 40]];
    for (let i = 0; i < 16; i++) rows.push([`Rubriek ${i + 1}`, 20, 80 + i * 20], [`waarde ${i + 1}`, 230, 80 + i * 20]);
    rows.push(['Aanvang huurovereenkomst', 20, 420], ['1 juli 2025', 230, 420]);
    const r = read(page(rows, PROSE.nl), { datum_attest: { type: 'string', format: 'date', description: 'The date of the certificate.' } });
    assert.equal(r.data.datum_attest, '2025-06-06');
  });
});

describe('names beside keys, owners and totals of their own', () => {
  it('a name beside its key, with key/value pairs under both, is the value, not the next heading of a grid', () => {
    const doc = page(
      [
        ['Alumno', 20, 100], ['Ferrer Puig, Jordi', 150, 100], ['Expediente', 350, 100], ['2290417', 460, 100],
        ['Clave personal', 20, 120], ['FPJ0417', 150, 120], ['Grupo', 350, 120], ['3B', 460, 120],
      ],
      PROSE.es,
    );
    const r = read(doc, { alumno: { type: 'string', description: "The pupil's name." } });
    assert.equal(r.data.alumno, 'Ferrer Puig, Jordi');
  });

  it("\"The <owner>'s <thing>.\" for a thing that is no name describes no person", () => {
    assert.notEqual(understand({ name: 'groupe', type: 'string', description: "The student's group." }).type, 'person');
    assert.notEqual(understand({ name: 'klasse', type: 'string', description: "The pupil's class." }).type, 'person');
    // (the owner's name is theirs)
    assert.equal(understand({ name: 'eleve', type: 'string', description: "The student's name." }).type, 'person');
  });

  it("a field's own name written without the key's accents matches it whole, over a general total's key with words of its own", () => {
    const doc = page(
      [
        ['Patrimônio total', 20, 300], ['91.200,00', 470, 300],
        ['Total de tarifas no período', 20, 320], ['31,20', 470, 320],
      ],
      PROSE.pt,
    );
    const r = read(doc, { PatrimonioTotal: { type: 'number', description: 'The total value of the account at the end of the month.' } });
    assert.equal(r.data.PatrimonioTotal, 91200);
  });

  it("a total named by words of its own is not a general total's key qualified by other words", () => {
    const doc = page(
      [
        ['Saldo em conta', 20, 280], ['1.204,00', 470, 280],
        ['Carteira total', 20, 300], ['51.930,10', 470, 300],
        ['Total de tarifas no período', 20, 320], ['31,20', 470, 320],
      ],
      PROSE.pt,
    );
    const r = read(doc, { CarteiraTotal: { type: 'number', description: 'The total value of the portfolio.' } });
    assert.equal(r.data.CarteiraTotal, 51930.1);
  });

  it("a figure's own one-word name opening a longer key with a colon is its key", () => {
    const doc = page(
      [
        ['Importe de la factura: 2.118,40 euros, con IVA.', 20, 300],
        ['2. Por su importe, superior a 1.500 euros, se requiere firma.', 20, 340],
      ],
      PROSE.es,
    );
    const r = read(doc, { importe: { type: 'number', description: 'The amount of the invoice.' } });
    assert.equal(r.data.importe, 2118.4);
  });

  it("a firm's name beside its key under a part's heading is a value, not a second side's heading", () => {
    const doc = page(
      [
        ['Rechtsschutzversicherung', 20, 300],
        ['Versicherer', 20, 320], ['Helvetische Rechtsschutz AG', 210, 320],
        ['Police Nr.', 20, 340], ['44.118.907', 210, 340],
        ['Deckungssumme', 20, 360], ["CHF 300'000.–", 210, 360],
        ['Gebühren', 20, 400],
      ],
      PROSE.de,
    );
    const r = read(doc, {
      versicherung: { type: 'object', description: 'The legal expenses insurance.', properties: { versicherer: { type: 'string', description: 'The insurer.' }, police_nr: { type: 'string', description: 'The policy number.' } } },
    });
    assert.deepEqual(r.data.versicherung, { versicherer: 'Helvetische Rechtsschutz AG', police_nr: '44.118.907' });
  });

  it('a key of a name\'s parts ("Name, Vorname") under a party heading has the name beside it', () => {
    const doc = page([['Inhaber', 20, 180], ['Name, Vorname', 20, 200], ['Frick, Anna Maria', 210, 200], ['Geburtsdatum', 20, 220], ['02.03.1979', 210, 220]], PROSE.de);
    const r = read(doc, { inhaber: { type: 'string', description: 'The holder of the permit.' } });
    assert.equal(r.data.inhaber, 'Frick, Anna Maria');
  });
});

describe('words for "number" and letters for options', () => {
  it('a name\'s word for "number" is printed as any of the document\'s ("numero_pratica" under "N. pratica")', () => {
    const doc = page([['N. pratica', 20, 120], ['VE-2025-004471', 150, 120], ['Data pratica', 330, 120], ['03/03/2025', 450, 120]], PROSE.it);
    const r = read(doc, { numeroPratica: { type: 'string', description: 'The file number.' } });
    assert.equal(r.data.numeroPratica, 'VE-2025-004471');
  });

  it('a capital letter alone is the one option it opens', () => {
    const doc = page([['Sesso', 20, 320], ['F', 150, 320], ['Taglia', 330, 320], ['grande', 450, 320]], PROSE.it);
    const r = read(doc, { sesso: { type: 'string', enum: ['maschio', 'femmina'], description: "The cat's sex." } });
    assert.equal(r.data.sesso, 'femmina');
    // (a letter two options open names neither)
    const both = read(doc, { taglia: { type: 'string', enum: ['media', 'mini'], description: 'The size.' } });
    assert.equal(both.data.taglia, undefined);
  });

  it("the field's own one-word name opening a value's cell beside another key is the value's first word", () => {
    const doc = page(
      [
        ['Lugar', 20, 460], ['Sede Central, edificio C', 200, 460],
        ['Importe de la matrícula: 1.240,00 euros, en dos plazos', 20, 500],
      ],
      PROSE.es,
    );
    const r = read(doc, { sede: { type: 'string', description: 'The place where the exam takes place.' } });
    assert.equal(r.data.sede, 'Sede Central, edificio C');
  });

  it('a text value ending its sentence, another sentence after it, is the first sentence\'s', () => {
    const doc = page([['Tier: Gold (Founding Member). This level was offered to the first hundred members', 20, 320], ['of the club.', 20, 340]], PROSE.en);
    const r = read(doc, { tier: { type: 'string', description: 'The membership tier.' } });
    assert.equal(r.data.tier, 'Gold (Founding Member)');
  });

  it("a count's general key run on into words of its own is another count's, where the field is named by words of its own", () => {
    const doc = page(
      [
        ['Liczba miejsc postojowych', 20, 280], ['1', 220, 280],
        ['Wynajmujący przekazał Najemcy: karty do bramy – 4 szt., klucze do piwnicy – 1 szt.', 20, 520],
      ],
      PROSE.pl,
    );
    const r = read(doc, { kartyDoBramy: { type: 'integer', description: 'How many gate cards were handed over.' } });
    assert.equal(r.data.kartyDoBramy, 4);
  });
});

describe('dated things and numbers in groups', () => {
  it('a "<thing> date" is printed under a key of one word in another form of the thing', () => {
    const doc = page(
      [
        ['Sample no.', 20, 100], ['77-XB-0042', 110, 100],
        ['Sampled', 360, 140], ['02/06/2025 08:10', 450, 140],
        ['Analysed', 360, 160], ['03/06/2025 14:45', 450, 160],
      ],
      PROSE.en,
    );
    const r = read(doc, {
      sampleDate: { type: 'string', format: 'date', description: 'The date the water was sampled.' },
      analysisDate: { type: 'string', format: 'date', description: 'The date the sample was analysed.' },
    });
    assert.equal(r.data.sampleDate, '2025-06-02');
    assert.equal(r.data.analysisDate, '2025-06-03');
  });

  it('a number printed in digit groups is read whole, a check digit alone closing it', () => {
    const doc = page([['Member No.', 20, 140], ['2290 41187 5', 110, 140], ['Plan', 360, 140], ['Gold', 450, 140]], PROSE.en);
    const r = read(doc, { memberNumber: { type: 'string', description: "The member's number." } });
    assert.equal(r.data.memberNumber, '2290 41187 5');
  });

  it('a figure of no kind is also read after its own word in a sentence, its currency a sign after letters ("R$")', () => {
    const doc = page(
      [
        ['Total de taxas no período', 20, 460], ['31,20', 480, 460],
        ['As vendas do mês ficaram abaixo do limite de isenção, sem imposto sobre o lucro', 20, 500],
        ['realizado de R$ 842,10.', 20, 520],
      ],
      PROSE.pt,
    );
    const r = read(doc, { LucroRealizado: { type: 'number', description: 'The profit made on the sales of the month.' } });
    assert.equal(r.data.LucroRealizado, 842.1);
  });

  it("a text value ends at a middle dot between items, and the field's own name opening a letterhead's first item is that item's first word", () => {
    const doc = page(
      [
        ['COMMISSION SCOLAIRE DU LITTORAL', 20, 20], ['RELEVÉ DE NOTES', 420, 20],
        ['Collège privé Saint-Anselme · 80, rue Racine, Chicoutimi (Québec) G7H 1R1', 20, 40],
        ['Année scolaire 2023-2024 · Relevé de fin d\'année', 20, 60],
      ],
      PROSE.fr,
    );
    const r = read(doc, {
      college: { type: 'string', description: 'The school.' },
      anneeScolaire: { type: 'string', description: 'The school year.' },
    });
    assert.equal(r.data.college, 'Collège privé Saint-Anselme');
    assert.equal(r.data.anneeScolaire, '2023-2024');
  });
});
