import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractDeterministic } from './index.js';
import { invoice } from '../../../../test/helpers/recognised.js';
import { cleanParty, plausibleParty } from './parties.js';
import { LANGUAGE_PACKS } from '../packs/registry.js';

const SCHEMA = { type: 'object', properties: { party: { type: 'array', items: { type: 'string' } }, jurisdiction: { type: 'string' } } };

function parties(rows: string[]): string[] {
  const r = extractDeterministic({ document: invoice(rows), schema: SCHEMA, annotations: {} });
  return ((r.data.party as string[] | undefined) ?? []).map(String);
}

/** Opening clauses in each language: the parties are found with the language's own words for "between ... and". */
const OPENINGS: Record<string, { rows: string[]; parties: string[] }> = {
  de: {
    rows: [
      'Vertraulichkeitsvereinbarung',
      'Diese Vereinbarung wird zwischen der Firma Bergquell Getränke GmbH, mit Sitz in Bahnhofstraße 12, 80335 München, vertreten durch den Geschäftsführer, nachfolgend „Offenlegende“, und der Talwind Analytik AG, nachfolgend „Empfängerin“, geschlossen.',
      'Die Parteien verpflichten sich, alle vertraulichen Informationen geheim zu halten und nicht an Dritte weiterzugeben.',
    ],
    parties: ['Bergquell Getränke GmbH', 'Talwind Analytik AG'],
  },
  fr: {
    rows: [
      'Accord de confidentialité',
      'Le présent accord est conclu entre la société Lavande Conseil SARL, dont le siège social est situé 4 rue des Lilas, 69001 Lyon, ci-après dénommée « le Divulgateur », et Cerisier Logiciels SAS, ci-après dénommée « le Destinataire ».',
      'Les parties conviennent de garder confidentielles toutes les informations échangées dans le cadre de leur collaboration.',
    ],
    parties: ['Lavande Conseil SARL', 'Cerisier Logiciels SAS'],
  },
  nl: {
    rows: [
      'Geheimhoudingsovereenkomst',
      'Deze overeenkomst wordt gesloten tussen de besloten vennootschap Molenwiek Advies B.V., gevestigd te Utrecht, hierna te noemen "Verstrekker", en Zeewind Data B.V., hierna te noemen "Ontvanger".',
      'Partijen zullen alle vertrouwelijke gegevens geheim houden en uitsluitend gebruiken voor het beoordelen van een samenwerking.',
    ],
    parties: ['Molenwiek Advies B.V.', 'Zeewind Data B.V.'],
  },
  es: {
    rows: [
      'Acuerdo de confidencialidad',
      'El presente acuerdo se celebra entre la sociedad Olivar Servicios S.L., con domicilio social en Calle Mayor 8, 28013 Madrid, en adelante "la Parte Reveladora", y Naranjo Tecnología S.A., en adelante "la Parte Receptora".',
      'Las partes se comprometen a mantener en secreto toda la información confidencial que intercambien durante su colaboración.',
    ],
    parties: ['Olivar Servicios S.L.', 'Naranjo Tecnología S.A.'],
  },
  it: {
    rows: [
      'Accordo di riservatezza',
      'Il presente accordo è stipulato tra la società Cipresso Consulenze S.r.l., con sede legale in Via Roma 10, 20121 Milano, di seguito denominata "Parte Divulgante", e Limone Sistemi S.p.A., di seguito denominata "Parte Ricevente".',
      'Le parti si impegnano a mantenere riservate tutte le informazioni scambiate nel corso della loro collaborazione.',
    ],
    parties: ['Cipresso Consulenze S.r.l.', 'Limone Sistemi S.p.A.'],
  },
  pt: {
    rows: [
      'Acordo de confidencialidade',
      'O presente acordo é celebrado entre a sociedade Sobreiro Serviços Lda., com sede na Rua Augusta 20, 1100-053 Lisboa, doravante denominada "Parte Divulgadora", e Eucalipto Sistemas S.A., doravante denominada "Parte Receptora".',
      'As partes comprometem-se a manter em sigilo todas as informações confidenciais trocadas durante a sua colaboração.',
    ],
    parties: ['Sobreiro Serviços Lda.', 'Eucalipto Sistemas S.A.'],
  },
  pl: {
    rows: [
      'Umowa o zachowaniu poufności',
      'Niniejsza umowa zostaje zawarta pomiędzy spółką Brzozowy Gaj Sp. z o.o. z siedzibą w Krakowie, zwaną dalej "Stroną Ujawniającą", a Dębowa Dolina S.A. z siedzibą w Gdańsku, zwaną dalej "Odbiorcą".',
      'Strony zobowiązują się do zachowania w tajemnicy wszystkich informacji poufnych wymienianych w trakcie współpracy.',
    ],
    parties: ['Brzozowy Gaj Sp. z o.o.', 'Dębowa Dolina S.A.'],
  },
};

describe('the parties of an agreement read in its own language', () => {
  for (const [lang, c] of Object.entries(OPENINGS)) {
    it(`${lang}: the names between the pack's "between" and "and", without descriptors, addresses or short names`, () => {
      const got = parties(c.rows);
      for (const p of c.parties) assert.ok(got.includes(p), `${p} in ${JSON.stringify(got)}`);
    });
  }
});

describe('a party phrase cleaned', () => {
  it('ends at the defined-term bracket, whatever follows it', () => {
    assert.equal(cleanParty('Robin J. Example (“Employee”), to allow Employee to have access to certain information'), 'Robin J. Example');
    assert.equal(cleanParty('Sample Group (hereinafter the “Company”, a term which includes its successors)'), 'Sample Group');
  });

  it('keeps an apostrophe inside a name and the capitalised article of a legal name', () => {
    assert.equal(cleanParty('“Kelly’s Kitchens, Inc.”'), 'Kelly’s Kitchens, Inc.');
    assert.equal(cleanParty('The Example Trust Company, a New York banking corporation'), 'The Example Trust Company');
    assert.equal(cleanParty('the Example Trust Company'), 'Example Trust Company');
  });

  it('keeps a capitalised legal form that is also a descriptor word in lower case', () => {
    assert.equal(cleanParty('Sample Tools Incorporated, an Indiana corporation'), 'Sample Tools Incorporated');
    assert.equal(cleanParty('Sample Tools, Inc., incorporated under the laws of Ohio'), 'Sample Tools, Inc.');
  });

  it('drops a German address and the article with the pack of the language', () => {
    const de = [LANGUAGE_PACKS.get('de')!];
    assert.equal(cleanParty('der Firma Musterbau GmbH, Hauptstraße 3, 10115 Berlin', de), 'Musterbau GmbH');
    assert.equal(cleanParty('Herrn Max Beispiel, wohnhaft in Köln', de), 'Max Beispiel');
  });
});

describe('parties written with an ampersand or in a letter', () => {
  it('does not split a firm name at "&"', () => {
    const got = parties(['Mutual Confidentiality Agreement', 'This Agreement is made between Harbour & Quay Holdings Ltd. and Meadow Lane Analytics LLC.', 'Each party will keep the other party\'s information secret.']);
    assert.ok(got.includes('Harbour & Quay Holdings Ltd.'), JSON.stringify(got));
    assert.ok(got.includes('Meadow Lane Analytics LLC'), JSON.stringify(got));
  });

  it('takes the addressee of a letter agreement from the block between its date and its greeting', () => {
    const got = parties([
      'March 3, 2020',
      'Northwind Sample Partners, LLC',
      '12 Harbour Road',
      'Springfield, IL 62701',
      'Attention: Ms. Jane Example',
      'Ladies and Gentlemen:',
      'In connection with your consideration of a possible transaction with Quarry Hill Analytics, Inc. (together with its subsidiaries, the “Company”), you have requested information.',
      'You agree to keep the information confidential.',
    ]);
    assert.ok(got.includes('Northwind Sample Partners, LLC'), JSON.stringify(got));
    assert.ok(got.includes('Quarry Hill Analytics, Inc.'), JSON.stringify(got));
  });
});

describe('the governing law of a contract written in capitals', () => {
  it('reads "THE STATE OF" as the kind of place, not as its name', () => {
    const r = extractDeterministic({ document: invoice(['Agreement', 'THIS AGREEMENT SHALL BE GOVERNED BY THE LAWS OF THE STATE OF OREGON.']), schema: SCHEMA, annotations: {} });
    assert.equal(String(r.data.jurisdiction).toUpperCase(), 'OREGON');
  });
});

describe('the opening clause of parties', () => {
  it('reads from the last "between" when a title before it names the parties too', () => {
    const got = parties([
      'Mutual Non-Disclosure Agreement between the Company & Sample',
      'Mutual Non-Disclosure Agreement by and between Sample Office Corporation, a New York corporation (“Sample”) and Example Imaging Systems, Inc., a Delaware corporation (“Participant”).',
      'The parties wish to exchange confidential information.',
    ]);
    assert.ok(got.includes('Sample Office Corporation'), JSON.stringify(got));
    assert.ok(got.includes('Example Imaging Systems, Inc.'), JSON.stringify(got));
  });

  it('does not end at the first party\'s "(together with its subsidiaries ...)"', () => {
    const got = parties([
      'Non-Disclosure Agreement',
      'This Agreement is effective as of January 5, 2015 by and between Sample Postage Inc., a company having a place of business at 1 Main Street, Stamford, CT 06905 (together with its subsidiaries, “SPI”), and Example Borders, Inc., a company having a place of business at 2 Broad Street, New York, NY 10017 (together with its affiliates “Example”).',
      'The parties hereto agree as follows.',
    ]);
    assert.ok(got.includes('Sample Postage Inc.'), JSON.stringify(got));
    assert.ok(got.includes('Example Borders, Inc.'), JSON.stringify(got));
  });

  it('takes an organisation whose defined term follows its description', () => {
    const got = parties([
      'Severance and Noncompetition Agreement',
      'In consideration of the employment of the undersigned (“Employee”), Example Technology Solutions Corporation, including any of its affiliates or subsidiaries (collectively, the “Company”), and as a condition of continued employment, Employee agrees as follows.',
    ]);
    assert.ok(got.includes('Example Technology Solutions Corporation'), JSON.stringify(got));
  });
});

describe('a term that ends on an anniversary', () => {
  const schema = { type: 'object', properties: { term: { type: 'string', description: 'How long the agreement lasts.' } } };
  const cases: [string, string][] = [
    ['The obligations set forth in this Agreement shall continue until the second (2nd) anniversary of the date hereof.', '2 years'],
    ['Die Laufzeit dieses Vertrages endet mit dem dritten Jahrestag der Unterzeichnung.', '3 years'],
  ];
  for (const [sentence, want] of cases) {
    it(`reads "${sentence.slice(0, 40)}..." as ${want}`, () => {
      const r = extractDeterministic({ document: invoice(['Confidentiality Agreement', 'This Agreement is made between Sample Foods Ltd. and Example Analytics LLC.', sentence]), schema, annotations: {} });
      assert.equal(r.data.term, want);
    });
  }
});

describe('a "Parties:" block with role brackets', () => {
  it('splits after a short role bracket and stops at the next label', () => {
    const got = parties([
      'Covenant Not to Compete',
      'PARTIES: Robin Q. Sample (EMPLOYEE) EXAMPLE, Inc., an Oregon corporation, and its parent, divisions and affiliates (EXAMPLE) DATE: October 6, 2004 RECITALS: A. This covenant is executed upon the employee\'s promotion.',
    ]);
    assert.ok(got.includes('Robin Q. Sample'), JSON.stringify(got));
    assert.ok(got.includes('EXAMPLE, Inc.'), JSON.stringify(got));
    assert.ok(!got.some((p) => /DATE/.test(p)), JSON.stringify(got));
  });
});

/** Whether a phrase of a made-up contract in one language is taken as a party once cleaned. */
function asParty(lang: string, phrase: string): string | undefined {
  const langs = [LANGUAGE_PACKS.get(lang)!];
  const name = cleanParty(phrase, langs);
  return plausibleParty(name, langs) ? name : undefined;
}

describe('roles, job titles and headings are no party', () => {
  const roles: Record<string, string[]> = {
    en: ['Buyer', 'the Distributor', 'Company and Employee', 'Buyer and Company', 'President and CEO', 'Chief Operating Officer)', 'PRIVATE AND CONFIDENTIAL', 'COMPANY ADDRESS', 'Board', 'Affiliates', 'XXXX', 'Company’s Equity Plan'],
    de: ['Käufer', 'Gesellschaft und Geschäftsführer', 'VERTRAULICH', 'Vorstand'],
    fr: ['Acheteur', 'le Distributeur', 'Société et Président', 'CONFIDENTIEL'],
    es: ['Comprador', 'Sociedad y Gerente'],
  };
  for (const [lang, phrases] of Object.entries(roles)) {
    it(`${lang}: rejects ${phrases.join(', ')}`, () => {
      for (const p of phrases) assert.equal(asParty(lang, p), undefined, p);
    });
  }
});

describe('names next to role words stay parties', () => {
  it('keeps an organisation or a person whose name holds a role-like word', () => {
    assert.equal(asParty('en', 'Brightwater Buyer Services, Inc.'), 'Brightwater Buyer Services, Inc.');
    assert.equal(asParty('en', 'Sears, Roebuck and Co.'), 'Sears, Roebuck and Co.');
    assert.equal(asParty('en', 'Jane Q. Example'), 'Jane Q. Example');
    assert.equal(asParty('de', 'Nordlicht Software AG'), 'Nordlicht Software AG');
    assert.equal(asParty('fr', 'Boulangerie Durand SARL'), 'Boulangerie Durand SARL');
  });

  it('ends a name before the words that take up the parties one by one', () => {
    assert.equal(asParty('en', 'Riverside Labs Inc. each of'), 'Riverside Labs Inc.');
    assert.equal(asParty('de', 'Nordlicht Software AG jeweils'), 'Nordlicht Software AG');
    assert.equal(asParty('fr', 'Boulangerie Durand SARL chacune de'), 'Boulangerie Durand SARL');
  });
});
