import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Realtime and the job queues work asynchronously: conditions get this long to hold. */
export const LIVE = { timeout: 20_000 };

/** The REST API as one logged-in user, over real HTTP against the embedded server. */
export async function apiAs(baseUrl: string, credentials: { email: string; password: string }) {
  async function call<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
  const { token, user } = await call<{ token: string; user: { id: string; companyId: string } }>(
    'POST',
    '/auth/login',
    undefined,
    credentials,
  );
  return {
    user,
    get: <T = any>(path: string) => call<T>('GET', path, token),
    post: <T = any>(path: string, body: unknown) => call<T>('POST', path, token, body),
    put: <T = any>(path: string, body: unknown) => call<T>('PUT', path, token, body),
  };
}

export type Api = Awaited<ReturnType<typeof apiAs>>;

/** Polls `read` until `done` holds for its answer; fails with the last answer after LIVE.timeout. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + LIVE.timeout;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what} never happened; last ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Connection {
  id: string;
  status: string;
}

/** A simulator connection serving the given queues, paired through the simulator's scan. */
export async function connectedSimulator(
  api: Api,
  name: string,
  queueIds: string[],
  fields: Record<string, unknown> = {},
): Promise<Connection> {
  const created = await api.post<Connection>('/whatsapp', { name, provider: 'simulator', queueIds, ...fields });
  const state = (status: string) =>
    eventually(
      () => api.get<Connection>(`/whatsapp/${created.id}`),
      (c) => c.status === status,
      `connection ${status}`,
    );
  await state('qrcode');
  await api.post(`/simulator/${created.id}/scan`, {});
  return state('CONNECTED');
}

export interface PhoneMessage {
  id: string;
  from: 'customer' | 'business';
  body: string;
  ack?: number;
  media?: { kind: string; url: string };
}

/** The customer's side of a simulator connection: what they write, what their phone shows, reading it. */
export function customerPhone(api: Api, connectionId: string, customer: { number: string; name: string }) {
  const base = `/simulator/${connectionId}`;
  return {
    says: (body: string) => api.post<{ id: string }>(`${base}/messages`, { ...customer, body }),
    conversation: async () =>
      (await api.get<{ messages: PhoneMessage[] }>(`${base}/messages?number=${customer.number}`)).messages,
    readAll: () => api.post(`${base}/read`, { number: customer.number }),
  };
}

/** Every realtime frame a page sends and receives, from its first socket on. */
export function recordSocket(page: Page) {
  const sent: string[] = [];
  const received: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framesent', (frame) => sent.push(String(frame.payload)));
    socket.on('framereceived', (frame) => received.push(String(frame.payload)));
  });
  return {
    received,
    /** Resolves once the page has sent a frame containing `text` (e.g. the joinTickets subscription). */
    sent: (text: string) => expect.poll(() => sent.some((frame) => frame.includes(text)), LIVE).toBe(true),
  };
}

/** A 2×2 PNG, so the image the agent sends is one the browser can decode. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFElEQVR4nGP4z8DAwPAfjP///w8AIe0F+22VJnQAAAAASUVORK5CYII=',
  'base64',
);
