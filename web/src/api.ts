// Calls to the Structa API with the session cookie. The browser sends the Origin header on every
// unsafe request, which is what the server's CSRF rule checks; nothing else is needed.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: { path: string; message: string }[] = [],
  ) {
    super(message);
  }
}

async function parse(res: Response): Promise<any> {
  const text = await res.text();
  let data: any = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) throw new ApiError(res.status, data?.code ?? 'http_error', data?.message ?? res.statusText, data?.details ?? []);
  return data;
}

/** One JSON request; a non-2xx answer becomes an ApiError with the server's code and details. */
export async function api<T = any>(method: string, url: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'same-origin', headers: {} };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  return parse(await fetch(url, init));
}

/** A multipart upload with progress (fetch has no upload progress, XMLHttpRequest does). */
export function uploadForm(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<any> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'the upload could not reach the server'));
    xhr.onload = () => {
      let data: any = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data);
      else reject(new ApiError(xhr.status, data?.code ?? 'http_error', data?.message ?? xhr.statusText, data?.details ?? []));
    };
    xhr.send(form);
  });
}

export interface Me {
  user: { id: number; email: string; display_name: string };
  organisation: { id: number; slug: string; name: string };
  role: string;
}
export interface Chat {
  thread_id: string;
  title: string;
  created_at: string;
  updated_at: string;
}
export interface Attachment {
  id: number;
  file_name: string;
  file_type: string;
  processing_status: 'pending' | 'completed' | 'failed';
  processing_progress: number;
  processing_stage: string;
  page_count: number;
  has_schema: boolean;
  extraction_struct_version_id: number | null;
  target_language: string;
  is_linked: boolean;
  created_at: string;
}
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
export interface BBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
export interface Citation {
  page: number;
  bbox: BBox;
  text: string;
}
export interface Reviewer {
  kind: string;
  user_id: number | null;
  email: string | null;
}
export interface Field {
  path: string;
  value: unknown;
  confidence: number;
  citations?: Citation[];
  raw?: string;
  source?: string;
  reviewed?: boolean;
  machine_value?: unknown;
  reviewed_by?: Reviewer | null;
  reviewed_at?: string | null;
}
export interface Extraction {
  attachment_id: number;
  struct_version_id: number;
  extractor: string;
  data: Record<string, unknown>;
  fields: Field[];
  problems: { path: string; message: string }[];
  reviewed: boolean;
  reviewed_by: Reviewer | null;
  reviewed_at: string | null;
  needs_review: boolean;
}
export interface Word {
  text: string;
  bbox: BBox;
  confidence: number;
}
export interface RecognisedPage {
  number: number;
  width: number;
  height: number;
  source: string;
  rotation?: number;
  lines: { text: string; bbox: BBox; confidence: number; words: Word[] }[];
}
export interface VersionSummary {
  id: number;
  version_number: number;
  created_at: string;
  deprecated: boolean;
  is_current: boolean;
  field_count: number;
  mode: string;
  review_threshold: number;
  note?: string;
}
export interface Struct {
  id: number;
  slug: string;
  name: string;
  description: string;
  status: 'draft' | 'active' | 'archived';
  mode: string;
  field_count: number;
  has_unpublished_changes: boolean;
  current_version_number: number | null;
  version_count: number;
  current_version: VersionSummary | null;
  review_threshold: number;
  black_hole_enabled?: boolean;
  schema_json?: any;
  annotations_json?: any;
  updated_at: string;
}

/** Path of a chat's resources. */
export const chatUrl = (tid: string) => `/api/v2/chats/${encodeURIComponent(tid)}`;
/** Path of an attachment's resources inside a chat. */
export const attUrl = (tid: string, id: number) => `${chatUrl(tid)}/attachments/${id}`;
/** The page-image route. */
export const pageImageUrl = (tid: string, id: number, page: number, width: number) => `${attUrl(tid, id)}/pages/${page}/image/?width=${width}`;
