import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PROSE } from '../../../../test/helpers/recognised.js';
import { placedPage as page, readPlain as read } from '../../../../test/helpers/placed.js';

describe('money handed back and parcel tracking', () => {
  it("a receipt's change is read under the language's word for it, apart from the total and the cash tendered", () => {
    const doc = page(
      [
        ['NO. PENJEJAKAN: KE4410982213MY', 20, 200],
        ['JUMLAH', 20, 300], ['RM 21.57', 300, 300],
        ['TUNAI', 20, 320], ['RM 30.00', 300, 320],
        ['BAKI', 20, 340], ['RM 8.43', 300, 340],
      ],
      PROSE.ms,
    );
    const r = read(doc, {
      trackingNo: { type: 'string', description: 'The tracking number of the parcel.' },
      amountCharged: { type: 'number', description: 'The total charged.' },
      changeGiven: { type: 'number', description: 'The change given back.' },
    });
    assert.equal(r.data.trackingNo, 'KE4410982213MY');
    assert.equal(r.data.amountCharged, 21.57);
    assert.equal(r.data.changeGiven, 8.43);
  });

  it("a sender described as a person is no firm's letterhead", () => {
    const doc = page(
      [
        ['KILAT POS LOGISTIK SDN BHD', 20, 40],
        ['RESIT PENGHANTARAN', 20, 120],
        ['PENGIRIM: AMINAH BINTI YUSOF', 20, 200],
      ],
      PROSE.ms,
    );
    const r = read(doc, { senderFullName: { type: 'string', description: 'The person sending the parcel.' } });
    assert.equal(r.data.senderFullName, 'AMINAH BINTI YUSOF');
  });
});

describe('counts and amounts a sentence gives', () => {
  it("a count in days whose sentence names the field's words in other forms, over another sentence's count", () => {
    const doc = page(
      [
        ['The balance is due within 14 days of the scaffold being struck. Hire beyond the minimum period is', 20, 300],
        ['charged per week. The scaffold will be inspected at intervals not exceeding 7 days and after', 20, 320],
        ['adverse weather.', 20, 340],
      ],
      PROSE.en,
    );
    const r = read(doc, { inspection_interval_days: { type: 'integer', description: 'The longest interval between inspections in days.' } });
    assert.equal(r.data.inspection_interval_days, 7);
  });

  it('a deposit described as "The deposit to be paid ..." is the deposit, not the total', () => {
    const doc = page(
      [
        ['Subtotal', 330, 200], ['£5,460.00', 500, 200],
        ['Total', 330, 220], ['£6,552.00', 500, 220],
        ['A deposit of £3,276.00 (50% of the total) is payable before erection.', 20, 300],
      ],
      PROSE.en,
    );
    const r = read(doc, { deposit_upfront: { type: 'number', description: 'The deposit to be paid before the work starts.' } });
    assert.equal(r.data.deposit_upfront, 3276);
  });
});

describe('dates of things', () => {
  it("the date of a thing no concept knows is that thing's date, not the document's", () => {
    const doc = page(
      [
        ['Invoice No.', 340, 100], ['HFS-25-0318', 440, 100],
        ['Date', 340, 120], ['14 May 2025', 440, 120],
        ['Deceased', 20, 220], ['Wiremu James Tane', 120, 220], ['Date of death', 330, 220], ['2 May 2025', 430, 220],
        ['Service', 20, 240], ['St Kilda Community Chapel', 120, 240], ['Service date', 330, 240], ['9 May 2025', 430, 240],
      ],
      PROSE.en,
    );
    const r = read(doc, { FuneralDate: { type: 'string', format: 'date', description: 'The date of the funeral service.' } });
    assert.equal(r.data.FuneralDate, '2025-05-09');
  });
});

describe('students and amounts before a named tax', () => {
  it("a student's name under 'Student', beside the student's number; the amount before GST is the subtotal", () => {
    const doc = page(
      [
        ['Receipt No.', 20, 100], ['JW-R-2509-01844', 120, 100],
        ['Student', 20, 120], ['Tan Wei Ling Rachel', 120, 120], ['Student No.', 330, 120], ['JW250318', 430, 120],
        ['Subtotal', 330, 320], ['538.00', 480, 320],
        ['GST 9%', 330, 340], ['48.42', 480, 340],
        ['Total (SGD)', 330, 360], ['586.42', 480, 360],
      ],
      PROSE.en,
    );
    const r = read(doc, {
      studentName: { type: 'string', description: "The student's name." },
      amountBeforeGst: { type: 'number', description: 'The amount before GST.' },
    });
    assert.equal(r.data.studentName, 'Tan Wei Ling Rachel');
    assert.equal(r.data.amountBeforeGst, 538);
  });
});

describe('issuers that made a document, and titles', () => {
  it("the firm that made a quotation is its letterhead; a Swiss 'Offerte Nr.' is the quotation's number", () => {
    const doc = page(
      [
        ['Aare Zügelservice AG', 20, 20], ['OFFERTE', 420, 20],
        ['Badenerstrasse 588 · 8048 Zürich · Tel. 044 401 44 71', 20, 40],
        ['Herr', 20, 100], ['Offerte Nr.', 330, 100], ['UO-25-0931', 450, 100],
        ['Reto Brunner', 20, 120], ['Datum', 330, 120], ['28.10.2025', 450, 120],
      ],
      PROSE.de,
    );
    const r = read(doc, {
      mover: { type: 'string', description: 'The removal company that made the quotation.' },
      offer_no: { type: 'string', description: 'The number of the quotation.' },
    });
    assert.equal(r.data.mover, 'Aare Zügelservice AG');
    assert.equal(r.data.offer_no, 'UO-25-0931');
  });

  it("a document's title in capitals with a joining word is no issuer", () => {
    const doc = page(
      [
        ['Zahnarztpraxis Dr. Jana Weiss', 20, 20], ['Linz, 2. Juli 2025', 420, 20],
        ['Landstraße 61/2 · 4020 Linz · Tel. 0732 77 41 90', 20, 40],
        ['HEIL- UND KOSTENPLAN', 20, 80],
        ['Zahnersatz - unverbindlicher Kostenvoranschlag', 20, 100],
      ],
      PROSE.de,
    );
    const r = read(doc, { praxis: { type: 'string', description: 'The dental practice that drew up the plan.' } });
    assert.notEqual(r.data.praxis, 'HEIL- UND KOSTENPLAN');
  });
});

describe('names with umlauts spelled out', () => {
  it("'zaehlerNummer' is read under 'Zählernummer', with the meter number's digit group", () => {
    const doc = page(
      [
        ['Anlagenschlüssel', 20, 260], ['SEE947201836554', 200, 260],
        ['Zählernummer', 20, 280], ['1ESY1161 4471829', 200, 280],
        ['Inbetriebnahme', 20, 300], ['14.06.2021', 200, 300],
      ],
      PROSE.de,
    );
    const r = read(doc, { zaehlerNummer: { type: 'string', description: 'The number of the feed-in meter.' } });
    assert.equal(r.data.zaehlerNummer, '1ESY1161 4471829');
  });
});

describe("codes' letters as keys", () => {
  it("'numeroPV' under 'PV n°'; 'sv_nummer' under 'SV-Nr.' with its six-digit group", () => {
    const fr = page(
      [
        ['PV n°', 20, 160], ['BW-25-553120', 110, 160], ['Date de visite', 320, 160], ['17/09/2025', 440, 160],
        ['Motif', 20, 180], ['Vente', 110, 180],
      ],
      PROSE.fr,
    );
    assert.equal(read(fr, { numeroPV: { type: 'string', description: 'The number of the inspection report.' } }).data.numeroPV, 'BW-25-553120');
    const de = page(
      [
        ['Patient', 20, 140], ['Florian Huber', 120, 140], ['SV-Nr.', 340, 140], ['2231 150288', 450, 140],
        ['Geb.-Datum', 20, 160], ['15.02.1988', 120, 160],
      ],
      PROSE.de,
    );
    assert.equal(read(de, { sv_nummer: { type: 'string', description: "The patient's social insurance number." } }).data.sv_nummer, '2231 150288');
  });
});

describe('litres and lone number keys', () => {
  it("a volume in litres printed with the sign 'L'; a document's number under a key of 'Nr' alone", () => {
    const fr = page([['Lot', 20, 380], ['L24-RI-07', 180, 380], ['Volume du lot', 20, 420], ['4 200 L', 180, 420]], PROSE.fr);
    assert.equal(read(fr, { volume_lot_litres: { type: 'number', description: 'The volume of the lot in litres.' } }).data.volume_lot_litres, 4200);
    const pl = page(
      [
        ['REGIONALNE CENTRUM KRWIODAWSTWA', 20, 20],
        ['Nr', 330, 80], ['512/2025/OT2', 430, 80],
        ['Data wydania', 330, 100], ['14.10.2025', 430, 100],
        ['ZAŚWIADCZENIE', 20, 140],
      ],
      PROSE.pl,
    );
    assert.equal(read(pl, { numerZaswiadczenia: { type: 'string', description: 'The number of the certificate.' } }).data.numerZaswiadczenia, '512/2025/OT2');
  });
});
