import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { createSessionStore } from './session-store';
import { memoryStorage } from './storage';

type Reply = { status: number; body?: unknown };

function setup(
  replies: Record<string, Reply[]>,
  stored: Record<string, string> = { token: 'old', companyId: 'c1', userId: 'u1' },
) {
  const storage = memoryStorage(stored);
  const session = createSessionStore(storage);
  const calls: { method: string; url: string; authorization?: string; credentials?: string }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    calls.push({
      method: String(init.method),
      url,
      authorization: headers.Authorization,
      credentials: init.credentials,
    });
    const reply = replies[`${init.method} ${url}`]?.shift() ?? { status: 500 };
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return new Response(reply.status === 204 ? null : text, { status: reply.status });
  });
  const showError = vi.fn();
  const loggedOut = vi.fn();
  session.onCleared(loggedOut);
  const translations: Record<string, string> = {
    ERR_NO_PERMISSION: 'Sem permissão',
    ERR_SESSION_EXPIRED: 'Sessão expirada',
  };
  const api = createApiClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    session,
    showError,
    translateErrorCode: (code) => translations[code],
  });
  return { api, storage, calls, showError, loggedOut };
}

describe('api client', () => {
  it('sends the stored token as a bearer header and includes credentials', async () => {
    const { api, calls } = setup({ 'GET /api/queue': [{ status: 200, body: [] }] });
    await expect(api.get('/queue')).resolves.toEqual([]);
    expect(calls[0]).toMatchObject({ url: '/api/queue', authorization: 'Bearer old', credentials: 'include' });
  });

  it('adds query parameters and leaves out empty ones', async () => {
    const { api, calls } = setup({ 'GET /api/users/?searchParam=ana&pageNumber=2': [{ status: 200, body: {} }] });
    await api.get('/users/', { query: { searchParam: 'ana', pageNumber: 2, skipped: undefined } });
    expect(calls[0]?.url).toBe('/api/users/?searchParam=ana&pageNumber=2');
  });

  it('clears the token and company id and logs out on a 401', async () => {
    const { api, storage, loggedOut, showError } = setup({
      'GET /api/users/list': [{ status: 401, body: { error: 'ERR_SESSION_EXPIRED' } }],
    });
    await expect(api.get('/users/list')).rejects.toMatchObject({ status: 401, code: 'ERR_SESSION_EXPIRED' });
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('companyId')).toBeNull();
    expect(loggedOut).toHaveBeenCalledOnce();
    expect(showError).toHaveBeenCalledWith('Sessão expirada');
  });

  it('refreshes the token once on a 403 and retries the request with the new token', async () => {
    const { api, calls, storage } = setup({
      'GET /api/queue': [
        { status: 403, body: { error: 'ERR_SESSION_EXPIRED' } },
        { status: 200, body: [{ id: 'q1' }] },
      ],
      'POST /api/auth/refresh_token': [{ status: 200, body: { token: 'new', user: { id: 'u1' } } }],
    });
    await expect(api.get('/queue')).resolves.toEqual([{ id: 'q1' }]);
    expect(calls.map((call) => `${call.method} ${call.url} ${call.authorization}`)).toEqual([
      'GET /api/queue Bearer old',
      'POST /api/auth/refresh_token Bearer old',
      'GET /api/queue Bearer new',
    ]);
    expect(storage.getItem('token')).toBe('new');
  });

  it('retries only once and toasts the translated error when the retry is refused too', async () => {
    const refused = { status: 403, body: { error: 'ERR_NO_PERMISSION', message: 'no' } };
    const { api, calls, showError } = setup({
      'PUT /api/users/u2': [refused, refused],
      'POST /api/auth/refresh_token': [{ status: 200, body: { token: 'new' } }],
    });
    await expect(api.put('/users/u2', { name: 'x' })).rejects.toMatchObject({ status: 403, code: 'ERR_NO_PERMISSION' });
    expect(calls).toHaveLength(3);
    expect(showError).toHaveBeenCalledWith('Sem permissão');
  });

  it('logs out when the refresh after a 403 is refused', async () => {
    const { api, loggedOut } = setup({
      'GET /api/queue': [{ status: 403 }],
      'POST /api/auth/refresh_token': [{ status: 401, body: { error: 'ERR_SESSION_EXPIRED' } }],
    });
    await expect(api.get('/queue')).rejects.toMatchObject({ status: 401 });
    expect(loggedOut).toHaveBeenCalledOnce();
  });

  it('shares one refresh between requests refused at the same time', async () => {
    const { api, calls } = setup({
      'GET /api/queue': [{ status: 403 }, { status: 200, body: [] }],
      'GET /api/settings': [{ status: 403 }, { status: 200, body: [] }],
      'POST /api/auth/refresh_token': [{ status: 200, body: { token: 'new' } }],
    });
    await Promise.all([api.get('/queue'), api.get('/settings')]);
    expect(calls.filter((call) => call.url === '/api/auth/refresh_token')).toHaveLength(1);
  });

  it('does not apply the session rules to the login call itself', async () => {
    const { api, calls, storage, loggedOut, showError } = setup({
      'POST /api/auth/login': [
        { status: 401, body: { error: 'ERR_INVALID_CREDENTIALS', message: 'Invalid credentials' } },
      ],
    });
    await expect(api.post('/auth/login', { email: 'a@b.c', password: 'x' })).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(storage.getItem('token')).toBe('old');
    expect(loggedOut).not.toHaveBeenCalled();
    expect(showError).toHaveBeenCalledWith('Invalid credentials');
  });

  it('does not refresh when the login call answers 403', async () => {
    const { api, calls } = setup({ 'POST /api/auth/login': [{ status: 403, body: { error: 'ERR_NO_PERMISSION' } }] });
    await expect(api.post('/auth/login', {})).rejects.toMatchObject({ status: 403 });
    expect(calls).toHaveLength(1);
  });

  it('stays quiet when the caller shows its own message', async () => {
    const { api, showError } = setup({ 'DELETE /api/auth/logout': [{ status: 500 }] });
    await expect(api.delete('/auth/logout', { toastErrors: false })).rejects.toBeTruthy();
    expect(showError).not.toHaveBeenCalled();
  });

  it('answers undefined for 204 No Content', async () => {
    const { api } = setup({ 'DELETE /api/users/u2': [{ status: 204 }] });
    await expect(api.delete('/users/u2')).resolves.toBeUndefined();
  });

  it('sends a FormData body as multipart, leaving its Content-Type to the browser', async () => {
    const sent: RequestInit[] = [];
    const api = createApiClient({
      fetch: (async (_url: string, init: RequestInit) => {
        sent.push(init);
        return new Response('{}', { status: 201 });
      }) as unknown as typeof fetch,
      session: createSessionStore(memoryStorage({ token: 't' })),
      showError: vi.fn(),
      translateErrorCode: () => undefined,
    });
    const form = new FormData();
    form.append('body', 'caption');
    await api.post('/messages/t1', form);
    await api.post('/messages/t1', { body: 'hi' });
    expect(sent[0]?.body).toBe(form);
    expect(sent[0]?.headers).not.toHaveProperty('Content-Type');
    expect(sent[1]?.body).toBe('{"body":"hi"}');
    expect(sent[1]?.headers).toHaveProperty('Content-Type', 'application/json');
  });
});
