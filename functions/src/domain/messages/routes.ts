import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.js';

export const messagesRoutes = new Hono<AppEnv>();
