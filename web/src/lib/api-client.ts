import { ApiError, errorMessage, GENERIC_ERROR_MESSAGE, type TranslateErrorCode } from './api-error';
import { sessionStore, type SessionStore } from './session-store';
import { toast } from './toast';
import { translateErrorCode } from './i18n';

type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Set false when the caller shows its own message for a failure. */
  toastErrors?: boolean;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  session: SessionStore;
  showError: (message: string) => void;
  translateErrorCode: TranslateErrorCode;
  baseUrl?: string;
}

/** The session's own calls answer 401/403 as plain failures; applying the rules to them would loop. */
const SESSION_PATHS = new Set(['/auth/login', '/auth/refresh_token']);
const REFRESH_PATH = '/auth/refresh_token';

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(deps: ApiClientDeps) {
  const baseUrl = deps.baseUrl ?? '/api';
  let refreshInFlight: Promise<unknown> | undefined;

  const send = (method: string, path: string, options: RequestOptions) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = deps.session.token();
    if (token) headers.Authorization = `Bearer ${token}`;
    // A FormData body is sent as multipart: the browser writes the Content-Type with its boundary.
    const multipart = typeof FormData !== 'undefined' && options.body instanceof FormData;
    if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    return deps.fetch(baseUrl + path + queryString(options.query), {
      method,
      headers,
      credentials: 'include',
      body: multipart ? (options.body as FormData) : jsonBody(options.body),
    });
  };

  /** One refresh at a time: concurrent 403s wait for the same answer. */
  const refreshSession = (): Promise<unknown> => {
    refreshInFlight ??= (async () => {
      const response = await send('POST', REFRESH_PATH, {});
      const body = await readBody(response);
      if (!response.ok) throw toApiError(response.status, body, deps.translateErrorCode);
      const token = (body as { token?: unknown }).token;
      if (typeof token === 'string') deps.session.setToken(token);
      return body;
    })().finally(() => {
      refreshInFlight = undefined;
    });
    return refreshInFlight;
  };

  const fail = (error: ApiError, options: RequestOptions): never => {
    if (options.toastErrors !== false) deps.showError(error.message);
    throw error;
  };

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const sessionRulesApply = !SESSION_PATHS.has(path);
    let response: Response;
    try {
      response = await send(method, path, options);
      if (response.status === 403 && sessionRulesApply) {
        await refreshSession();
        response = await send(method, path, options);
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) deps.session.clear();
      return fail(error instanceof ApiError ? error : new ApiError(0, undefined, GENERIC_ERROR_MESSAGE), options);
    }
    const body = await readBody(response);
    if (response.ok) return body as T;
    if (response.status === 401 && sessionRulesApply) deps.session.clear();
    return fail(toApiError(response.status, body, deps.translateErrorCode), options);
  }

  return {
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
    delete: <T = void>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
    refreshSession,
  };
}

const jsonBody = (body: unknown) => (body === undefined ? undefined : JSON.stringify(body));

function queryString(query: RequestOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown, translate: TranslateErrorCode): ApiError {
  const code = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
  const details = body && typeof body === 'object' ? (body as { details?: unknown }).details : undefined;
  return new ApiError(status, typeof code === 'string' ? code : undefined, errorMessage(body, translate), details);
}

export const api = createApiClient({
  fetch: (...args) => fetch(...args),
  session: sessionStore,
  showError: (message) => toast.error(message),
  translateErrorCode,
});
