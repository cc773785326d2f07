import { handleSocketMessage } from '../realtime/socket-handlers.js';
import { cloudDeps } from './cloud-deps.js';

interface MessageEvent {
  requestContext: { connectionId: string };
  body?: string | null;
}

/** $default: every client action (`{ "action": ... }`) arrives here and is dispatched by socket-handlers. */
export async function handler(event: MessageEvent): Promise<{ statusCode: number }> {
  await handleSocketMessage(cloudDeps(), event.requestContext.connectionId, event.body ?? '');
  return { statusCode: 200 };
}
