import { connectSocket } from '../realtime/socket-handlers.js';
import { cloudDeps } from './cloud-deps.js';

interface ConnectEvent {
  requestContext: { connectionId: string };
  queryStringParameters?: Record<string, string | undefined> | null;
}

/**
 * $connect. The access token comes as `?token=` because browsers cannot set headers on a WebSocket; any
 * status other than 2xx makes API Gateway refuse the connection.
 */
export async function handler(event: ConnectEvent): Promise<{ statusCode: number }> {
  const token = event.queryStringParameters?.token;
  const accepted = await connectSocket(cloudDeps(), event.requestContext.connectionId, token);
  return { statusCode: accepted ? 200 : 401 };
}
