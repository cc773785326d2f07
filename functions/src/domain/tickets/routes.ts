import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.js';

export const ticketsRoutes = new Hono<AppEnv>();
