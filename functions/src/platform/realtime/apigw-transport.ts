import { DeleteConnectionCommand, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import type { RealtimeTransport } from './realtime.js';

/** The calls the transport makes on an ApiGatewayManagementApiClient; tests pass a fake. */
export interface ConnectionPoster {
  send(command: PostToConnectionCommand | DeleteConnectionCommand): Promise<unknown>;
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

  async close(connectionId: string): Promise<void> {
    try {
      await this.client.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
    } catch (error) {
      if (!isGone(error)) throw error;
    }
  }
}

/**
 * 410 (the SDK's GoneException): the connection no longer exists. $disconnect is best effort, so the registry can
 * still list it. The status is checked rather than the class so a second copy of the SDK cannot defeat it.
 */
function isGone(error: unknown): boolean {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode === 410;
}
