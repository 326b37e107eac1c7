/** Every knowledge pack shipped with the service, loaded once (they are data, imported as JSON). */
import concepts from './data/concepts.json' with { type: 'json' };
import en from './data/lang/en.json' with { type: 'json' };
import de from './data/lang/de.json' with { type: 'json' };
import fr from './data/lang/fr.json' with { type: 'json' };
import nl from './data/lang/nl.json' with { type: 'json' };
import es from './data/lang/es.json' with { type: 'json' };
import it from './data/lang/it.json' with { type: 'json' };
import pt from './data/lang/pt.json' with { type: 'json' };
import pl from './data/lang/pl.json' with { type: 'json' };
import ms from './data/lang/ms.json' with { type: 'json' };
import type { Concept, ConceptSpec, CountryPack, LanguagePack } from './types.js';

/** Language packs by ISO 639-1 code. */
export const LANGUAGE_PACKS: ReadonlyMap<string, LanguagePack> = new Map(
  ([en, de, fr, nl, es, it, pt, pl, ms] as unknown as LanguagePack[]).map((p) => [p.language, p]),
);

/** Country packs by ISO 3166-1 alpha-2 code. */
export const COUNTRY_PACKS: ReadonlyMap<string, CountryPack> = new Map(
  ([] as unknown as CountryPack[]).map((p) => [p.country, p]),
);

/** The concepts fields can play, with their value types and English field words. */
export const CONCEPTS: ReadonlyMap<Concept, ConceptSpec> = new Map(
  Object.entries((concepts as { concepts: Record<string, ConceptSpec> }).concepts) as [Concept, ConceptSpec][],
);

/** The pack used when a document's language is unknown or has no pack. */
export const FALLBACK_LANGUAGE = 'en';
