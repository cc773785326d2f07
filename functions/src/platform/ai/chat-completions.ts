import OpenAI, {
  APIConnectionTimeoutError,
  APIError,
  AuthenticationError,
  PermissionDeniedError,
  RateLimitError,
} from 'openai';

/**
 * The AI port (docs/decisions/052): one chat-completions call to an OpenAI-compatible endpoint through the official
 * `openai` package. The endpoint is the operator's setting, so OpenAI, Azure OpenAI (its `/openai/v1` endpoint) or a
 * self-hosted compatible server (vLLM, Ollama, LocalAI…) all work:
 * - `OPENAI_BASE_URL` (default `https://api.openai.com/v1`);
 * - `OPENAI_MODEL` (default `gpt-4o-mini`): the model, or Azure's deployment name;
 * - `OPENAI_TIMEOUT_MS` (default 15000): one attempt, never retried, so a customer's turn is never held long.
 * The API key is the prompt's own (spec 3 §3), opened from its sealed form only for the call.
 */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  apiKey: string;
  messages: ChatMessage[];
  maxTokens: number;
  temperature: number;
}

/** Why a call gave no answer, as the ticket note tells agents. */
export type AiFailure = 'timeout' | 'rate-limited' | 'bad-key' | 'unavailable' | 'empty';

export class AiError extends Error {
  constructor(
    readonly reason: AiFailure,
    message: string,
  ) {
    super(message);
    this.name = 'AiError';
  }
}

export interface AiSettings {
  baseUrl: string;
  model: string;
  timeoutMs: number;
}

export const DEFAULT_AI_SETTINGS: AiSettings = {
  baseUrl: 'https://api.openai.com/v1',
  model: 'gpt-4o-mini',
  timeoutMs: 15_000,
};

/** The operator's settings from the environment (names above). */
export function aiSettingsFromEnv(env: Record<string, string | undefined> = process.env): AiSettings {
  const timeout = Number(env.OPENAI_TIMEOUT_MS);
  return {
    baseUrl: env.OPENAI_BASE_URL || DEFAULT_AI_SETTINGS.baseUrl,
    model: env.OPENAI_MODEL || DEFAULT_AI_SETTINGS.model,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_AI_SETTINGS.timeoutMs,
  };
}

/** The model's answer text; AiError with the reason when there is none. */
export async function completeChat(settings: AiSettings, request: ChatRequest): Promise<string> {
  const client = new OpenAI({
    apiKey: request.apiKey,
    baseURL: settings.baseUrl,
    timeout: settings.timeoutMs,
    maxRetries: 0,
    // Azure OpenAI reads its key from `api-key`; other servers ignore the header.
    ...(new URL(settings.baseUrl).hostname.endsWith('.openai.azure.com')
      ? { defaultHeaders: { 'api-key': request.apiKey } }
      : {}),
  });
  try {
    const completion = await client.chat.completions.create({
      model: settings.model,
      messages: request.messages,
      max_tokens: request.maxTokens,
      temperature: request.temperature,
    });
    const text = completion.choices[0]?.message?.content?.trim();
    if (!text) throw new AiError('empty', 'The model answered nothing.');
    return text;
  } catch (error) {
    throw asAiError(error);
  }
}

function asAiError(error: unknown): AiError {
  if (error instanceof AiError) return error;
  if (error instanceof APIConnectionTimeoutError)
    return new AiError('timeout', 'The AI service did not answer in time.');
  if (error instanceof RateLimitError) return new AiError('rate-limited', 'The AI service refused: too many requests.');
  if (error instanceof AuthenticationError || error instanceof PermissionDeniedError) {
    return new AiError('bad-key', 'The AI service refused the API key.');
  }
  const status = error instanceof APIError && error.status ? ` (${error.status})` : '';
  return new AiError('unavailable', `The AI service failed${status}.`);
}
