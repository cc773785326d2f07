import { IntegrationFailure } from './engine.js';

/** How long a webhook, n8n or Typebot call may take: `INTEGRATION_TIMEOUT_MS`, else 10 s (docs/decisions/053). */
export function integrationTimeoutMs(): number {
  const configured = Number(process.env.INTEGRATION_TIMEOUT_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : 10_000;
}

/** Answers larger than this are refused: a bot's turn is a few messages. */
const MAX_ANSWER_BYTES = 1024 * 1024;

/**
 * POSTs `body` as JSON and reads the JSON answer (undefined for an empty body or 204). Throws IntegrationFailure:
 * 'timeout' past the time limit, 'unreachable' without an answer, 'credentials' on 401/403, 'status' on any other
 * non-2xx, 'answer' when the body is not JSON or too large.
 */
export async function postJson(url: string, body: unknown): Promise<unknown> {
  const timeoutMs = integrationTimeoutMs();
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new IntegrationFailure('timeout', `sem resposta em ${timeoutMs} ms`);
    }
    throw new IntegrationFailure('unreachable', `não foi possível conectar (${causeOf(error)})`);
  }
  const text = await readText(response, timeoutMs);
  if (response.status === 401 || response.status === 403) {
    throw new IntegrationFailure('credentials', `acesso recusado (HTTP ${response.status})`);
  }
  if (!response.ok) throw new IntegrationFailure('status', `respondeu HTTP ${response.status}`);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new IntegrationFailure('answer', 'a resposta não é JSON');
  }
}

async function readText(response: Response, timeoutMs: number): Promise<string> {
  try {
    const buffer = await response.arrayBuffer();
    if (buffer.byteLength > MAX_ANSWER_BYTES) throw new IntegrationFailure('answer', 'a resposta é grande demais');
    return new TextDecoder().decode(buffer);
  } catch (error) {
    if (error instanceof IntegrationFailure) throw error;
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new IntegrationFailure('timeout', `sem resposta em ${timeoutMs} ms`);
    }
    throw new IntegrationFailure('unreachable', `a resposta foi interrompida (${causeOf(error)})`);
  }
}

function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? String(error);
}
