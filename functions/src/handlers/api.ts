import { handle } from 'hono/aws-lambda';
import { createApp } from '../http/app.js';
import { ALL_ADAPTERS } from './cloud-adapters.js';
import { cloudDeps } from './cloud-deps.js';

/** HTTP API (payload v2) → the same Hono app the embedded server runs; built once per container. */
export const handler = handle(createApp(cloudDeps(ALL_ADAPTERS)));
