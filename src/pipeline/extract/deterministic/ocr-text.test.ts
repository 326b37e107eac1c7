import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { repairAddressStops, repairConfusions } from './ocr-text.js';
import { detectLocale } from '../packs/locale.js';
import { addressAbbreviation, ordinalStops, repairText } from './vocab.js';
import { findDates, mendedDates } from './normalise.js';
import { extractDeterministic } from './index.js';
import { linesDocument } from '../../../../test/helpers/text-lines.js';

describe('recognition confusions', () => {
  it('repairs letters and figures only inside clear words and numbers', () => {
    assert.equal(repairConfusions('L0T 28II, Jalan 7/l18B, Sh0p'), 'LOT 2811, Jalan 7/118B, Shop');
    assert.equal(repairConfusions('G-13, K3-113, U13/X, B0, A10, Il'), 'G-13, K3-113, U13/X, B0, A10, Il');
  });

  it('reads a capital O among figures as a zero, but not in a code or a short number', () => {
    assert.equal(repairConfusions('4010O Springfield, 7O11 Lindenweg, 2O19'), '40100 Springfield, 7011 Lindenweg, 2019');
    assert.equal(repairConfusions('NO 12, 1O, BO2, O1, X10O'), 'NO 12, 1O, BO2, O1, X10O');
  });
});

describe('commas of an address read as full stops', () => {
  const fix = (t: string) => repairAddressStops(t, addressAbbreviation);

  it('reads a stop between two parts of an address as the comma it was', () => {
    assert.equal(fix('12 Harbour View. Westfield Park, 4021 Lindholm'), '12 Harbour View, Westfield Park, 4021 Lindholm');
    assert.equal(fix('Rue des Lilas 4. Quartier Marchand. 1204 Genève'), 'Rue des Lilas 4. Quartier Marchand, 1204 Genève');
    assert.equal(fix('KAMPUNG BARU.SEREMBAN'), 'KAMPUNG BARU,SEREMBAN');
  });

  it('joins a comma recognition set apart to the word before it', () => {
    assert.equal(fix('NO.50 , JALAN PBS 14/11 , KAWASAN PERINDUSTRIAN'), 'NO.50, JALAN PBS 14/11, KAWASAN PERINDUSTRIAN');
    assert.equal(fix('Calle Mayor 3 , 28013 Madrid'), 'Calle Mayor 3, 28013 Madrid');
    assert.equal(fix('41050 KLANG SELANGOR D. E, MALAYSIA'), '41050 KLANG SELANGOR D.E, MALAYSIA');
    assert.equal(fix('P. O. Box 12, J. Smith Street'), 'P.O. Box 12, J. Smith Street');
  });

  it('keeps the stop of an abbreviation, a figure, the last word and a web address', () => {
    assert.equal(fix('Hauptstr. 5, 3. OG, 10115 Berlin.'), 'Hauptstr. 5, 3. OG, 10115 Berlin.');
    assert.equal(fix('455 Market St. San Francisco, Calif. 94105'), '455 Market St. San Francisco, Calif. 94105');
    assert.equal(fix('Avda. de la Paz 7, Appt. 3, Blvd. Nord'), 'Avda. de la Paz 7, Appt. 3, Blvd. Nord');
    assert.equal(fix('Kerkstr. 12, info@winkel.example.nl, www.winkel.example'), 'Kerkstr. 12, info@winkel.example.nl, www.winkel.example');
  });
});

describe('a stop after a house number', () => {
  const fix = (t: string, language: string) => repairAddressStops(t, addressAbbreviation, !ordinalStops(detectLocale(t, { language })));

  it('is the comma recognition misread where ordinals take no stop', () => {
    assert.equal(fix('NO.32 & 33. JALAN SR 1/9. SEKSYEN 9. TAMAN RIA, 43300 KAJANG', 'en'), 'NO.32 & 33, JALAN SR 1/9, SEKSYEN 9, TAMAN RIA, 43300 KAJANG');
    assert.equal(fix('Rue des Lilas 4. Quartier Marchand, 1204 Genève', 'fr'), 'Rue des Lilas 4, Quartier Marchand, 1204 Genève');
  });

  it('stays where the language writes ordinals with a stop, and in a dotted chain or before a figure', () => {
    assert.equal(fix('Hauptstraße 5, 3. OG, 10115 Berlin', 'de'), 'Hauptstraße 5, 3. OG, 10115 Berlin');
    assert.equal(fix('ul. Długa 7, 2. piętro, 00-238 Warszawa', 'pl'), 'ul. Długa 7, 2. piętro, 00-238 Warszawa');
    assert.equal(fix('NO 122.124. JALAN DEDAP 13, 81100 JOHOR', 'en'), 'NO 122.124. JALAN DEDAP 13, 81100 JOHOR');
    assert.equal(fix('LOT 12. 81200 JOHOR BAHRU', 'en'), 'LOT 12. 81200 JOHOR BAHRU');
  });
});

describe('dates among codes', () => {
  it('finds a date after a figure that cannot start one', () => {
    assert.deepEqual(findDates('ORD #50 -REG #19- 18/01/2018 10:27:03').map((d) => d.value.iso), ['2018-01-18']);
  });

  it('does not read a date out of a longer chain of figures', () => {
    assert.deepEqual(findDates('HD03-04-06 - 5/40/160'), []);
    assert.deepEqual(findDates('1.2.3.4.5'), []);
    assert.deepEqual(findDates('01/02/2018 - 05/02/2018').map((d) => d.value.iso), ['2018-02-01', '2018-02-05']);
  });

  it('writes whole again a date that lost one separator, and no impossible one', () => {
    assert.deepEqual(mendedDates('Datum 1403/2019 Kasse 2').map((d) => d.raw), ['14/03/2019']);
    assert.deepEqual(mendedDates('14.032019 12:40').map((d) => d.raw), ['14.03.2019']);
    assert.deepEqual(mendedDates('08 11-19 10:02').map((d) => d.raw), ['08-11-19']);
    assert.deepEqual(mendedDates('03 11-19', 'mdy').map((d) => d.raw), ['03-11-19']);
    assert.deepEqual(mendedDates('INV 4417/2019 ref 12/3456/78 1234/5678'), []);
  });

  it('takes such a date only where no date was read whole (English and German receipts)', () => {
    const schema = { type: 'object', properties: { date: { type: 'string', format: 'date' } } };
    const read = (lines: string[]) => extractDeterministic({ document: linesDocument(lines.map((t, i): [string, number, number] => [t, 20, 20 + i * 20]), 'scan'), schema, annotations: {} }).data.date;
    assert.equal(read(['Corner Grocer Ltd', '2703/2018 14:02', 'TOTAL 12.50']), '2018-03-27');
    assert.equal(read(['Kiosk am Park', 'Datum: 1403/2019', 'SUMME 4,20']), '2019-03-14');
    assert.equal(read(['Corner Grocer Ltd', 'Ref 2703/2018', 'Date 02/04/2018', 'TOTAL 12.50']), '2018-04-02');
  });
});

describe('legal forms as recognition misreads them', () => {
  // the repair belongs to the Malaysian pack: it applies where the document is Malaysian
  const my = detectLocale('Sdn Bhd receipt, Jalan Tampoi, 81200 Johor Bahru, Johor, Malaysia. Total RM 12.00. GST Reg No 001234567890. Terima kasih.');
  const repairLegalForm = (t: string) => repairText(t, my);
  it('knows the document is Malaysian', () => assert.equal(my.country?.country, 'MY'));
  it('leaves a document of another country alone', () => assert.equal(repairText('WAHIN HARDWARE SIN BHD', detectLocale('Invoice from Acme GmbH, Berlin, Deutschland. Gesamtbetrag 12,00 €')), 'WAHIN HARDWARE SIN BHD'));
  it('restores Sdn Bhd and leaves other words alone', () => {
    assert.equal(repairLegalForm('WAHIN HARDWARE SIN BHD'), 'WAHIN HARDWARE SDN BHD');
    assert.equal(repairLegalForm('MR. D.I.Y. (M)SON BHD'), 'MR. D.I.Y. (M)SDN BHD');
    assert.equal(repairLegalForm('ACME Son. Bhd'), 'ACME Sdn. Bhd');
    assert.equal(repairLegalForm('UNIHAKKA SDNBHD'), 'UNIHAKKA SDN BHD');
    assert.equal(repairLegalForm('SON OF THE DESERT BHD'), 'SON OF THE DESERT BHD');
    assert.equal(repairLegalForm('JOHNSON BHD'), 'JOHNSON BHD');
  });
});
