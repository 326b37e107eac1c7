import ISO6391 from 'iso-639-1';

/**
 * Normalises a translation target: '' (none), an ISO 639-1 code (`de`), or one with an ISO 3166
 * region or UN M.49 area (`pt-BR`, `es-419`); null when invalid. Case-insensitive on input.
 */
export function normaliseTargetLanguage(raw: string): string | null {
  if (raw === '') return '';
  if (raw.length > 10) return null;
  const m = /^([A-Za-z]{2})(?:[-_]([A-Za-z]{2}|\d{3}))?$/.exec(raw);
  if (!m) return null;
  const lang = m[1].toLowerCase();
  if (!ISO6391.validate(lang)) return null;
  return m[2] ? `${lang}-${m[2].toUpperCase()}` : lang;
}
