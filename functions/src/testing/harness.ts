import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createCompanyWithAdmin, type NewCompany } from '../domain/companies/create-company.js';
import { createApp } from '../http/app.js';
import { manualClock } from '../platform/clock.js';
import { newId } from '../platform/ids.js';
import type { TableJobQueueOptions } from '../platform/jobs/table-job-queue.js';
import { createLocalDeps } from '../local/local-deps.js';
import { RecordingTransport } from './recording-transport.js';

export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
}

/**
 * A fresh table in the shared DynamoDB Local, the real app over it, a clock tests can move and a transport that
 * records realtime messages. Requests go through `app.request()`: the whole HTTP stack, no network.
 */
export async function createTestContext(options: { now?: Date; jobs?: TableJobQueueOptions } = {}) {
  const transport = new RecordingTransport();
  const clock = manualClock(options.now ?? new Date());
  const deps = await createLocalDeps({
    endpoint: inject('dynamoEndpoint'),
    tableName: `test-${newId()}`,
    transport,
    jwtSecret: randomBytes(32),
    clock,
    // Retries soon, so a test of a failing job does not wait for production backoff.
    jobOptions: { pollIntervalMs: 50, retryDelayMs: 50, ...options.jobs },
  });
  const app = createApp(deps);

  async function request<T = any>(method: string, path: string, opts: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.cookie) headers.cookie = opts.cookie;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await app.request(path, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: keep the text.
    }
    return { status: res.status, body: body as T, headers: res.headers };
  }

  async function login(email: string, password: string) {
    const res = await request('POST', '/api/auth/login', { body: { email, password } });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    return { token: res.body.token as string, cookie, user: res.body.user };
  }

  /** A company with its plan and admin, not logged in. */
  async function createCompany(input: Partial<NewCompany> = {}) {
    const suffix = newId().toLowerCase();
    const company: NewCompany = {
      companyName: `Empresa ${suffix.slice(-6)}`,
      adminEmail: `admin-${suffix}@example.com`,
      adminPassword: 'secret123',
      ...input,
    };
    const ids = await createCompanyWithAdmin(deps, company);
    return { ...ids, email: company.adminEmail, password: company.adminPassword };
  }

  /** A company with its admin, logged in. */
  async function seedCompany(input: Partial<NewCompany> = {}) {
    const { email, password, ...ids } = await createCompany(input);
    const session = await login(email, password);
    return { ...ids, admin: { email, password, ...session } };
  }

  /** Registers a fake realtime socket for a user; what it receives is in the returned list. */
  async function listen(user: { companyId: string; userId: string; profile?: string; tokenVersion?: number }) {
    const connectionId = `test-${newId()}`;
    await deps.realtime.register({
      connectionId,
      companyId: user.companyId,
      userId: user.userId,
      profile: user.profile ?? 'admin',
      tokenVersion: user.tokenVersion ?? 0,
    });
    return { connectionId, received: () => transport.received(connectionId) };
  }

  return { app, deps, jobs: deps.jobs, clock, transport, request, login, createCompany, seedCompany, listen };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;
