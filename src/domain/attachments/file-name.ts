export const MAX_FILE_NAME_LENGTH = 255;

// control characters, format characters (bidi overrides and isolates, zero-width marks, BOM) and
// unpaired surrogates never belong in a displayed name
const STRIP = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;

/**
 * Makes a client-supplied file name safe to display: keeps only the last path part, strips control
 * and bidi characters, and caps the length at 255 characters keeping the extension. Never a storage key.
 */
export function sanitizeFileName(raw: string): string {
  let name = raw.normalize('NFC').replace(STRIP, '');
  name = name.split(/[/\\]/).pop() ?? '';
  name = name.replace(/\s+/g, ' ').trim();
  if (/^\.*$/.test(name)) name = '';
  const chars = Array.from(name);
  if (chars.length > MAX_FILE_NAME_LENGTH) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 ? Array.from(name.slice(dot)) : [];
    if (ext.length > 0 && ext.length <= 16) {
      name = chars.slice(0, MAX_FILE_NAME_LENGTH - ext.length).join('') + ext.join('');
    } else {
      name = chars.slice(0, MAX_FILE_NAME_LENGTH).join('');
    }
  }
  return name === '' ? 'file' : name;
}
