import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectCountry, detectDecimal, detectLanguage, detectLocale, phraseRegExp } from './locale.js';
import { LANGUAGE_PACKS } from './registry.js';

// One paragraph of invoice prose in each language with a pack.
const P: Record<string, string> = {
 en: 'This invoice is issued for the consulting services provided during the month of March. Payment is due within thirty days of the invoice date. Please transfer the amount to the bank account shown below and quote the invoice number as the reference.',
 de: 'Diese Rechnung wird für die im Monat März erbrachten Beratungsleistungen ausgestellt. Die Zahlung ist innerhalb von dreißig Tagen nach dem Rechnungsdatum fällig. Bitte überweisen Sie den Betrag auf das unten angegebene Konto und geben Sie die Rechnungsnummer als Verwendungszweck an.',
 fr: 'Cette facture est émise pour les prestations de conseil fournies au cours du mois de mars. Le paiement est dû dans les trente jours suivant la date de la facture. Veuillez virer le montant sur le compte bancaire indiqué ci-dessous et rappeler le numéro de facture en référence.',
 nl: 'Deze factuur wordt uitgereikt voor de adviesdiensten die in de maand maart zijn verleend. De betaling dient binnen dertig dagen na de factuurdatum te geschieden. Gelieve het bedrag over te maken op de hieronder vermelde bankrekening en het factuurnummer als referentie te vermelden.',
 es: 'Esta factura se emite por los servicios de consultoría prestados durante el mes de marzo. El pago debe realizarse dentro de los treinta días siguientes a la fecha de la factura. Por favor, transfiera el importe a la cuenta bancaria indicada abajo e indique el número de factura como referencia.',
 it: 'La presente fattura è emessa per i servizi di consulenza forniti durante il mese di marzo. Il pagamento deve essere effettuato entro trenta giorni dalla data della fattura. Si prega di bonificare l\'importo sul conto bancario indicato qui sotto e di indicare il numero della fattura come riferimento.',
 pt: 'Esta fatura é emitida pelos serviços de consultoria prestados durante o mês de março. O pagamento deve ser efetuado no prazo de trinta dias a contar da data da fatura. Por favor, transfira o montante para a conta bancária indicada abaixo e indique o número da fatura como referência.',
 pl: 'Niniejsza faktura jest wystawiona za usługi doradcze świadczone w miesiącu marcu. Płatność należy uregulować w terminie trzydziestu dni od daty wystawienia faktury. Prosimy o przelanie kwoty na rachunek bankowy podany poniżej i podanie numeru faktury jako tytułu przelewu.',
 ms: 'Invois ini dikeluarkan untuk perkhidmatan perundingan yang diberikan sepanjang bulan Mac. Pembayaran hendaklah dibuat dalam tempoh tiga puluh hari dari tarikh invois. Sila pindahkan jumlah tersebut ke akaun bank yang dinyatakan di bawah dan nyatakan nombor invois sebagai rujukan.',
};

function lang(code: string) {
  return LANGUAGE_PACKS.get(code)!;
}

describe('language detection', () => {
  for (const code of Object.keys(P)) {
    it(`recognises a paragraph in ${code}`, () => {
      assert.equal(detectLanguage(P[code]).language, code);
      const l = detectLocale(P[code]);
      assert.equal(l.language.language, code);
      // the English pack is always looked at too, after the document's own language
      assert.deepEqual(l.languages.map((x) => x.language), code === 'en' ? ['en'] : [code, 'en']);
    });
  }

  it('falls back to English on a few words, where a guess is worse than the default', () => {
    for (const t of ['Rechnung Datum Summe', 'Facture Total TTC', 'Total 12.00', 'Faktura VAT', '']) assert.equal(detectLanguage(t).language, 'en', t);
  });

  it('a hint names the language outright', () => {
    assert.equal(detectLocale('Total 12.00', { language: 'de' }).language.language, 'de');
    // a hint naming a language without a pack is ignored
    assert.equal(detectLocale(P.fr, { language: 'xx' }).language.language, 'fr');
  });

  it('takes the decimal sign and date order of the language when the text gives no evidence', () => {
    assert.equal(detectLocale(P.de).decimal, ',');
    assert.equal(detectLocale(P.en).decimal, '.');
    assert.equal(detectLocale(P.pl).dateOrder, 'dmy');
  });

  it('gives the months of the document\'s language and of English', () => {
    const l = detectLocale(P.de);
    assert.equal(l.months.get('märz'), 3);
    assert.equal(l.months.get('march'), 3);
    assert.equal(detectLocale(P.pl).months.get('marca'), 3);
  });
});

describe('country detection', () => {
  const en = lang('en');

  it('from a VAT id', () => {
    assert.equal(detectCountry('USt-IdNr. DE136695976', en)?.country, 'DE');
    assert.equal(detectCountry('Acme Ltd VAT GB 980 7806 84', en)?.country, 'GB');
    assert.equal(detectCountry('NIP 526-104-08-28', en)?.country, 'PL');
  });

  it('from a legal form', () => {
    assert.equal(detectCountry('ACME SDN BHD', en)?.country, 'MY');
    // "S.r.l." is also a Quebec form: a form of Italy's own and a region settle it
    assert.equal(detectCountry('Acme S.p.A., Via Roma 1, 20121 Milano, Lombardia', en)?.country, 'IT');
    assert.equal(detectCountry('Acme Pty Ltd NSW 2000', en)?.country, 'AU');
    // a legal form alone is weaker than a VAT id: with the language it is enough
    assert.equal(detectCountry('Acme Sp. z o.o.', lang('pl'))?.country, 'PL');
  });

  it('from a currency sign used throughout the document', () => {
    assert.equal(detectCountry('Amount Rs. 500', en)?.country, 'IN');
    assert.equal(detectCountry('Razem 12,00 zł, VAT 2,00 zł', lang('pl'))?.country, 'PL');
    assert.equal(detectCountry('Subtotal RM 10.00 Total RM 12.00', en)?.country, 'MY');
    // one sign alone is not enough
    assert.equal(detectCountry('Total RM 12.00', en), undefined);
  });

  it('from a region, a country name or a calling code', () => {
    assert.equal(detectCountry('Petaling Jaya, Selangor. Total RM 12.00', en)?.country, 'MY');
    assert.equal(detectCountry('San Francisco, CA 94105. Total $12.00', en)?.country, 'US');
    assert.equal(detectCountry('Made in France', en)?.country, 'FR');
    assert.equal(detectCountry('Tel +60 3 1234 5678', en)?.country, 'MY');
  });

  it('names no country without evidence', () => {
    assert.equal(detectCountry(P.en, en), undefined);
    assert.equal(detectLocale(P.en).country, undefined);
  });

  it('the country settles the date order', () => {
    const us = detectLocale(`${P.en} Austin, TX 78701. Total $12.00. Acme LLC`);
    assert.equal(us.country?.country, 'US');
    assert.equal(us.dateOrder, 'mdy');
  });

  it('a US address with "Inc." is in the US', () => {
    assert.equal(detectCountry('Acme Inc.', en)?.country !== 'CA', true);
    assert.equal(detectCountry('San Francisco, CA 94105. Total $12.00. Acme Inc.', en)?.country, 'US');
  });
});

describe('decimal sign', () => {
  it('is counted from amounts with two decimals', () => {
    assert.equal(detectDecimal('1.234,56 und 12,00', '.'), ',');
    assert.equal(detectDecimal('1,234.56 and 12.00', ','), '.');
    assert.equal(detectDecimal("1'234.56", ','), '.');
  });

  it('falls back to the locale\'s habit without evidence', () => {
    assert.equal(detectDecimal('nothing here', ','), ',');
    assert.equal(detectDecimal('nothing here', '.'), '.');
  });
});

describe('phrases', () => {
  it('match whole words, with optional full stops and spaces', () => {
    assert.ok(phraseRegExp('Sdn. Bhd.').test('ACME SDN BHD'));
    assert.ok(phraseRegExp('GmbH').test('Acme GmbH, Berlin'));
    assert.ok(!phraseRegExp('AG').test('AGENCY'));
  });
});
