import { RecogniseError } from './errors.js';

/** Every format `recognise` accepts, as lower-case extensions. */
export const SUPPORTED_FORMATS = [
  'pdf', 'png', 'jpg', 'jpeg', 'tif', 'tiff', 'webp', 'bmp', 'gif',
  'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'csv', 'txt', 'md', 'html', 'htm',
] as const;

/** Image formats after normalisation (decoded by the image reader). */
export const IMAGE_FORMATS: ReadonlySet<string> = new Set(['png', 'jpg', 'tiff', 'webp', 'gif', 'bmp']);

const ALIASES: Record<string, string> = { jpeg: 'jpg', tif: 'tiff', htm: 'html', markdown: 'md' };

/** Lower-cases and canonicalises a format (jpeg -> jpg, tif -> tiff, htm -> html). */
export function normaliseFormat(format: string): string {
  const f = format.toLowerCase().replace(/^\./, '');
  if (!(SUPPORTED_FORMATS as readonly string[]).includes(f) && !(f in ALIASES)) {
    throw new RecogniseError('unsupported_format', `format '${format}' is not supported`);
  }
  return Object.prototype.hasOwnProperty.call(ALIASES, f) ? ALIASES[f] : f;
}
