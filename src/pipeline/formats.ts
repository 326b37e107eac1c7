// The one table of document formats: for each accepted file extension, its media type, the
// name recognition uses for it, and how it is read. Upload sniffing and recognition both read it.
import { RecogniseError } from './errors.js';

export type FormatKind = 'pdf' | 'image' | 'office' | 'text';

interface Format {
  mime: string;
  /** the name recognition uses (jpeg -> jpg, tif -> tiff, htm -> html) */
  canonical: string;
  kind: FormatKind;
}

const f = (mime: string, kind: FormatKind, canonical?: string) => ({ mime, kind, canonical });

const TABLE = {
  pdf: f('application/pdf', 'pdf'),
  png: f('image/png', 'image'),
  jpg: f('image/jpeg', 'image'),
  jpeg: f('image/jpeg', 'image', 'jpg'),
  tif: f('image/tiff', 'image', 'tiff'),
  tiff: f('image/tiff', 'image'),
  webp: f('image/webp', 'image'),
  bmp: f('image/bmp', 'image'),
  gif: f('image/gif', 'image'),
  docx: f('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'office'),
  xlsx: f('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'office'),
  pptx: f('application/vnd.openxmlformats-officedocument.presentationml.presentation', 'office'),
  odt: f('application/vnd.oasis.opendocument.text', 'office'),
  ods: f('application/vnd.oasis.opendocument.spreadsheet', 'office'),
  odp: f('application/vnd.oasis.opendocument.presentation', 'office'),
  csv: f('text/csv', 'text'),
  txt: f('text/plain', 'text'),
  md: f('text/markdown', 'text'),
  html: f('text/html', 'text'),
  htm: f('text/html', 'text', 'html'),
} as const;

export type FormatName = keyof typeof TABLE;

/** Every accepted extension with its media type, recognition name and kind. */
export const FORMATS: Readonly<Record<FormatName, Format>> = Object.fromEntries(
  Object.entries(TABLE).map(([ext, v]) => [ext, { mime: v.mime, kind: v.kind, canonical: v.canonical ?? ext }]),
) as Record<FormatName, Format>;

/** Every format `recognise` accepts, as lower-case extensions. */
export const SUPPORTED_FORMATS = Object.keys(TABLE) as FormatName[];

/** Formats accepted for every organisation: scans and PDFs. */
export const ALWAYS_FORMATS = SUPPORTED_FORMATS.filter((e) => FORMATS[e].kind === 'pdf' || FORMATS[e].kind === 'image');
/** Formats accepted only when the organisation has digital uploads enabled. */
export const DIGITAL_FORMATS = SUPPORTED_FORMATS.filter((e) => FORMATS[e].kind === 'office' || FORMATS[e].kind === 'text');

/** Image formats after normalisation (decoded by the image reader). */
export const IMAGE_FORMATS: ReadonlySet<string> = new Set(SUPPORTED_FORMATS.filter((e) => FORMATS[e].kind === 'image').map((e) => FORMATS[e].canonical));

/** Zip containers (Office Open XML and OpenDocument) after normalisation. */
export const ZIP_FORMATS: ReadonlySet<string> = new Set(SUPPORTED_FORMATS.filter((e) => FORMATS[e].kind === 'office'));

/** The media type of an accepted extension. */
export function mimeOf(ext: FormatName): string {
  return FORMATS[ext].mime;
}

/** True when `ext` is in the table. */
export function isFormatName(ext: string): ext is FormatName {
  return Object.prototype.hasOwnProperty.call(TABLE, ext);
}

/** Lower-cases and canonicalises a format (jpeg -> jpg, tif -> tiff, htm -> html, markdown -> md). */
export function normaliseFormat(format: string): string {
  const ext = format.toLowerCase().replace(/^\./, '');
  if (ext === 'markdown') return 'md';
  if (!isFormatName(ext)) throw new RecogniseError('unsupported_format', `format '${format}' is not supported`);
  return FORMATS[ext].canonical;
}
