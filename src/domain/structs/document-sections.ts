import type { DocumentSection } from '../../pipeline/sections.js';
import type { ParsedSection } from './schema-model.js';

/** The stored shape of a sample document's section (the detector's output without line positions). */
export type StoredSection = Omit<DocumentSection, 'line_start' | 'line_end'>;

/** Sections kept of one sample document (a very long sample keeps its first ones). */
export const MAX_STORED_SECTIONS = 500;

/** What is stored of detected sections. */
export function storedSections(list: DocumentSection[]): StoredSection[] {
  return list.slice(0, MAX_STORED_SECTIONS).map(({ line_start: _s, line_end: _e, ...rest }) => rest);
}

/** Stored sample sections as `parsed_sections` items of kind `document`; anything malformed is left out. */
export function documentSections(stored: unknown): ParsedSection[] {
  if (!Array.isArray(stored)) return [];
  const out: ParsedSection[] = [];
  stored.forEach((s: Partial<StoredSection>, i) => {
    if (!s || typeof s.heading !== 'string' || typeof s.level !== 'number') return;
    out.push({
      key: `section-${i + 1}`,
      title: s.title ?? s.heading,
      description: s.excerpt ?? '',
      kind: 'document',
      field_count: 0,
      paths: [],
      heading: s.heading,
      number: s.number ?? null,
      level: s.level,
      page_start: s.page_start ?? 1,
      page_end: s.page_end ?? s.page_start ?? 1,
      excerpt: s.excerpt ?? '',
    });
  });
  return out;
}
