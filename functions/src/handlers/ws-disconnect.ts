import { disconnectSocket } from '../realtime/socket-handlers.js';
import { cloudDeps } from './cloud-deps.js';

interface DisconnectEvent {
  requestContext: { connectionId: string };
}

/** $disconnect is best effort (API Gateway may never send it); publish() also drops connections that are gone. */
export async function handler(event: DisconnectEvent): Promise<{ statusCode: number }> {
  await disconnectSocket(cloudDeps(), event.requestContext.connectionId);
  return { statusCode: 200 };
}
