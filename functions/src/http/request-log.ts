import type { MiddlewareHandler } from 'hono';
import { newId } from '../platform/ids.js';
import type { AppEnv } from './context.js';
import { log } from '../platform/log.js';

/** A request id (echoed as `x-request-id`) and one JSON log line per request. */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const requestId = c.req.header('x-request-id')?.slice(0, 64) || newId();
  c.set('requestId', requestId);
  const started = performance.now();
  await next();
  c.header('x-request-id', requestId);
  const actor = c.get('actor') as AppEnv['Variables']['actor'] | undefined;
  log('info', {
    requestId,
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    ms: Math.round(performance.now() - started),
    companyId: actor?.companyId,
    userId: actor?.userId,
  });
};
