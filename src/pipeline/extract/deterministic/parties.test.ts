import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cleanParty, plausibleParty } from './parties.js';
import { LANGUAGE_PACKS } from '../packs/registry.js';

/** Whether a phrase of a made-up contract in one language is taken as a party once cleaned. */
function party(lang: string, phrase: string): string | undefined {
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
      for (const p of phrases) assert.equal(party(lang, p), undefined, p);
    });
  }
});

describe('names next to role words stay parties', () => {
  it('keeps an organisation or a person whose name holds a role-like word', () => {
    assert.equal(party('en', 'Brightwater Buyer Services, Inc.'), 'Brightwater Buyer Services, Inc.');
    assert.equal(party('en', 'Sears, Roebuck and Co.'), 'Sears, Roebuck and Co.');
    assert.equal(party('en', 'Jane Q. Example'), 'Jane Q. Example');
    assert.equal(party('de', 'Nordlicht Software AG'), 'Nordlicht Software AG');
    assert.equal(party('fr', 'Boulangerie Durand SARL'), 'Boulangerie Durand SARL');
  });

  it('ends a name before the words that take up the parties one by one', () => {
    assert.equal(party('en', 'Riverside Labs Inc. each of'), 'Riverside Labs Inc.');
    assert.equal(party('de', 'Nordlicht Software AG jeweils'), 'Nordlicht Software AG');
    assert.equal(party('fr', 'Boulangerie Durand SARL chacune de'), 'Boulangerie Durand SARL');
  });
});
