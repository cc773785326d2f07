import { readFileSync } from 'node:fs';

/**
 * Events as API Gateway (HTTP API payload 2.0, WebSocket) and SQS (FIFO) deliver them to a Lambda, recorded in
 * the JSON files beside this one, for tests that invoke the handlers the way AWS does. Each call answers a fresh
 * copy with the test's own values put in.
 */
type Json = any;

function recorded(name: string): Json {
  return JSON.parse(readFileSync(new URL(`./${name}.json`, import.meta.url), 'utf8'));
}

export function httpEvent(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; cookies?: string[]; query?: string } = {},
): Json {
  const event = recorded('http-api-v2');
  event.rawPath = path;
  event.rawQueryString = options.query ?? '';
  event.requestContext.http.method = method;
  event.requestContext.http.path = path;
  event.pathParameters.proxy = path.replace(/^\/api\//, '');
  if (options.token) event.headers.authorization = `Bearer ${options.token}`;
  if (options.cookies) event.cookies = options.cookies;
  if (options.body !== undefined) {
    event.body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    event.headers['content-length'] = String(Buffer.byteLength(event.body));
  }
  return event;
}

export function wsConnectEvent(connectionId: string, token: string | undefined): Json {
  const event = recorded('ws-connect');
  event.requestContext.connectionId = connectionId;
  event.queryStringParameters = token === undefined ? null : { token };
  event.multiValueQueryStringParameters = token === undefined ? null : { token: [token] };
  return event;
}

export function wsMessageEvent(connectionId: string, body: unknown): Json {
  const event = recorded('ws-default');
  event.requestContext.connectionId = connectionId;
  event.body = JSON.stringify(body);
  return event;
}

export function wsDisconnectEvent(connectionId: string): Json {
  const event = recorded('ws-disconnect');
  event.requestContext.connectionId = connectionId;
  return event;
}

export interface SqsMessage {
  messageId: string;
  body: string;
  groupId: string;
  dedupeId?: string;
  receiveCount?: number;
}

export function sqsEvent(messages: SqsMessage[]): { Records: Json[] } {
  const [template] = recorded('sqs-fifo').Records;
  return {
    Records: messages.map((message) => ({
      ...template,
      messageId: message.messageId,
      body: message.body,
      attributes: {
        ...template.attributes,
        MessageGroupId: message.groupId,
        MessageDeduplicationId: message.dedupeId ?? message.messageId,
        ApproximateReceiveCount: String(message.receiveCount ?? 1),
      },
    })),
  };
}
