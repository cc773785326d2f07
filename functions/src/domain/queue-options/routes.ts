import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.js';

/** PLACEHOLDER (issue 5, queue-options helper): GET/POST /queue-options, PUT/DELETE /queue-options/{id}. */
export const queueOptionsRoutes = new Hono<AppEnv>();
