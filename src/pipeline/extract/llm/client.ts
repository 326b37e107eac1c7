/** A minimal OpenAI-compatible chat-completions client whose failures are values, not exceptions. */

export interface LlmEndpoint {
  baseUrl: string;
  model: string;
  apiKey: string | null;
  timeoutMs: number;
}

/** A completion larger than this is refused rather than buffered. */
const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

/** Reads a response body as text up to a byte cap; null when it fails or is larger. */
async function readCapped(res: Response, cap: number): Promise<string | null> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > cap) {
        await reader.cancel().catch(() => undefined);
        return null;
      }
      parts.push(value);
    }
  } catch {
    return null;
  }
  return Buffer.concat(parts).toString('utf8');
}

export type CompletionOutcome = { ok: true; content: string } | { ok: false; reason: string };

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** Asks for one completion constrained to a JSON schema; returns the message content or why there is none. */
export async function completeJson(
  ep: LlmEndpoint,
  messages: ChatMessage[],
  schema: { name: string; schema: Record<string, unknown> },
): Promise<CompletionOutcome> {
  const url = `${ep.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (ep.apiKey) headers.authorization = `Bearer ${ep.apiKey}`;
  const body = {
    model: ep.model,
    messages,
    temperature: 0,
    response_format: { type: 'json_schema', json_schema: { name: schema.name, schema: schema.schema, strict: true } },
  };
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(ep.timeoutMs), redirect: 'error' });
  } catch (e) {
    const name = (e as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') return { ok: false, reason: `model did not answer within ${ep.timeoutMs} ms` };
    return { ok: false, reason: 'model endpoint is unreachable' };
  }
  const text = await readCapped(res, MAX_RESPONSE_BYTES);
  if (text === null) return { ok: false, reason: 'model response could not be read or is too large' };
  if (!res.ok) return { ok: false, reason: `model endpoint answered HTTP ${res.status}` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'model endpoint answered with invalid JSON' };
  }
  const choice = (parsed as { choices?: { message?: { content?: unknown; refusal?: unknown } }[] }).choices?.[0];
  if (typeof choice?.message?.refusal === 'string' && choice.message.refusal) return { ok: false, reason: 'model refused to answer' };
  const content = choice?.message?.content;
  if (typeof content !== 'string') return { ok: false, reason: 'model response has no message content' };
  return { ok: true, content };
}

/** Asks for a JSON answer and returns the array under `key`; null when the call fails or the answer holds no such array. */
export async function completeJsonList(
  ep: LlmEndpoint,
  messages: ChatMessage[],
  schema: { name: string; schema: Record<string, unknown> },
  key: string,
  // items are untyped JSON the caller checks field by field
): Promise<any[] | null> {
  const out = await completeJson(ep, messages, schema);
  if (!out.ok) return null;
  try {
    const v = (JSON.parse(out.content) as Record<string, unknown> | null)?.[key];
    return Array.isArray(v) ? v : null;
  } catch {
    return null;
  }
}
