import { GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import type { RealtimeTransport } from './realtime.js';

/** The one call the transport makes on an ApiGatewayManagementApiClient; tests pass a fake. */
export interface ConnectionPoster {
  send(command: PostToConnectionCommand): Promise<unknown>;
}

/** Delivers to API Gateway WebSocket connections through the management API (PostToConnection). */
export class ApiGatewayTransport implements RealtimeTransport {
  constructor(private readonly client: ConnectionPoster) {}

  async send(connectionId: string, message: string): Promise<'ok' | 'gone'> {
    try {
      await this.client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: message }));
      return 'ok';
    } catch (error) {
      if (isGone(error)) return 'gone';
      throw error;
    }
  }
}

/** 410: the connection no longer exists. $disconnect is best effort, so the registry can still list it. */
function isGone(error: unknown): boolean {
  if (error instanceof GoneException) return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return status === 410;
}
