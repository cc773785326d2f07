/** A JSON client of the running server: real HTTP over loopback, as the browser reaches `/api`. */
export function apiClient(baseUrl: string) {
  async function call<T = any>(method: string, path: string, options: { token?: string; body?: unknown } = {}) {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  /** The call, failing loudly unless it answered `status`: a figure of an error page would mean nothing. */
  async function expect<T = any>(
    status: number,
    method: string,
    path: string,
    options: { token?: string; body?: unknown } = {},
  ) {
    const res = await call<T>(method, path, options);
    if (res.status !== status)
      throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    return res.body;
  }

  async function login(email: string, password: string): Promise<string> {
    const body = await expect<{ token: string }>(200, 'POST', '/auth/login', { body: { email, password } });
    return body.token;
  }

  return { call, expect, login };
}

export type ApiClient = ReturnType<typeof apiClient>;
