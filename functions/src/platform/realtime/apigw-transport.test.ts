import {
  GoneException,
  type DeleteConnectionCommand,
  type PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { describe, expect, it } from 'vitest';
import { ApiGatewayTransport, type ConnectionPoster } from './apigw-transport.js';

/** A management API client that records what it is asked to post and answers with `reply`. */
function fakeClient(reply: () => Promise<unknown> = async () => ({})) {
  const posted: (PostToConnectionCommand['input'] | DeleteConnectionCommand['input'])[] = [];
  const client: ConnectionPoster = {
    send: async (command) => {
      posted.push(command.input);
      return reply();
    },
  };
  return { client, posted };
}

describe('ApiGatewayTransport', () => {
  it('posts the message to the connection and answers ok', async () => {
    const { client, posted } = fakeClient();

    const result = await new ApiGatewayTransport(client).send('conn-1', '{"event":"company-1-ticket"}');

    expect(result).toBe('ok');
    expect(posted).toEqual([{ ConnectionId: 'conn-1', Data: '{"event":"company-1-ticket"}' }]);
  });

  it('answers gone when API Gateway says the connection no longer exists', async () => {
    const gone = new GoneException({ message: 'Gone', $metadata: { httpStatusCode: 410 } });
    const { client } = fakeClient(() => Promise.reject(gone));

    expect(await new ApiGatewayTransport(client).send('conn-1', 'hi')).toBe('gone');
  });

  it('passes on any other failure, so a throttled post is not mistaken for a closed socket', async () => {
    const throttled = Object.assign(new Error('Rate exceeded'), { $metadata: { httpStatusCode: 429 } });
    const { client } = fakeClient(() => Promise.reject(throttled));

    await expect(new ApiGatewayTransport(client).send('conn-1', 'hi')).rejects.toBe(throttled);
  });

  it('closes a connection through DeleteConnection, and one already gone is no error', async () => {
    const { client, posted } = fakeClient();
    await new ApiGatewayTransport(client).close('conn-1');
    expect(posted).toEqual([{ ConnectionId: 'conn-1' }]);

    const gone = new GoneException({ message: 'Gone', $metadata: { httpStatusCode: 410 } });
    await expect(new ApiGatewayTransport(fakeClient(() => Promise.reject(gone)).client).close('c')).resolves.toBe(
      undefined,
    );
  });
});
