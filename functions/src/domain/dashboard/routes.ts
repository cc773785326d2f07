import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.js';

export const dashboardRoutes = new Hono<AppEnv>();
