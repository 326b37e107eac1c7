/** A minimal OpenAI-compatible chat-completions client whose failures are values, not exceptions. */

export interface LlmEndpoint {
  baseUrl: string;
  model: string;
  apiKey: string | null;
  timeoutMs: number;
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
  let text: string;
  try {
    text = await res.text();
  } catch {
    return { ok: false, reason: 'model response could not be read' };
  }
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
