import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';
import type { ServiceAccount } from './dialogflow.js';

/**
 * A local stand-in for Dialogflow ES v2's REST API (tests only): `POST /v2/projects/{p}/agent/sessions/{s}:detectIntent`
 * with a service account's self-signed JWT as the bearer token — checked against the account's public key, its
 * issuer and audience, as Google checks it — answering a QueryResult in proto3 JSON, Google's error body otherwise.
 */
export interface DialogflowTestServer {
  url: string;
  /** A key file of a service account the server trusts, as the integration's `jsonContent` holds it. */
  account: ServiceAccount & { type: 'service_account'; token_uri: string };
  /** Each detectIntent, in order. */
  calls: { project: string; session: string; text: string; languageCode: string }[];
  /** What the agent answers to a text (default: echoes it, not ending the conversation). */
  agent: (text: string) => AgentAnswer;
  /** Answers every call with this HTTP status and Google's error body (503: the service is down). */
  failWith: number | undefined;
  close(): Promise<void>;
}

export interface AgentAnswer {
  messages: string[];
  endInteraction?: boolean;
  /** Sets diagnosticInfo.end_conversation instead of the intent's flag. */
  endConversationFlag?: boolean;
}

const DETECT_INTENT = /^\/v2\/projects\/([^/]+)\/agent\/sessions\/([^/:]+):detectIntent$/;

export async function startDialogflowTestServer(): Promise<DialogflowTestServer> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const state: Pick<DialogflowTestServer, 'calls' | 'agent' | 'failWith'> = {
    calls: [],
    agent: (text) => ({ messages: [`Você disse: ${text}`] }),
    failWith: undefined,
  };
  const account = {
    type: 'service_account' as const,
    project_id: 'balcao-agent',
    client_email: 'balcao-bot@balcao-agent.iam.gserviceaccount.com',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    token_uri: 'https://oauth2.googleapis.com/token',
  };
  const server = createServer((req, res) => {
    void readBody(req).then(async (body) => {
      const send = (status: number, json: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      const path = DETECT_INTENT.exec(new URL(req.url ?? '/', 'http://localhost').pathname);
      if (req.method !== 'POST' || !path) return send(404, googleError(404, 'NOT_FOUND', 'Method not found.'));
      if (!(await signedBy(req, publicKey, account.client_email))) {
        return send(401, googleError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.'));
      }
      if (state.failWith) return send(state.failWith, googleError(state.failWith, 'UNAVAILABLE', 'Unavailable.'));
      const query = JSON.parse(body) as { queryInput: { text: { text: string; languageCode: string } } };
      const { text, languageCode } = query.queryInput.text;
      state.calls.push({ project: path[1]!, session: path[2]!, text, languageCode });
      return send(200, detectIntentResponse(text, languageCode, state.agent(text)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    account,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** Google accepts a service account's own JWT (RS256, iss = sub = its email, aud = the API) as an access token. */
async function signedBy(req: IncomingMessage, publicKey: KeyObject, email: string): Promise<boolean> {
  const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (!token) return false;
  try {
    const { payload } = await jwtVerify(token, publicKey, { issuer: email, subject: email, algorithms: ['RS256'] });
    return typeof payload.aud === 'string' || typeof payload.scope === 'string';
  } catch {
    return false;
  }
}

function detectIntentResponse(text: string, languageCode: string, answer: AgentAnswer) {
  return {
    responseId: `response-${Date.now()}`,
    queryResult: {
      queryText: text,
      languageCode,
      fulfillmentText: answer.messages[0] ?? '',
      fulfillmentMessages: answer.messages.map((message) => ({ text: { text: [message] } })),
      intent: {
        name: 'projects/balcao-agent/agent/intents/1',
        displayName: 'test',
        endInteraction: !!answer.endInteraction,
      },
      intentDetectionConfidence: 1,
      ...(answer.endConversationFlag ? { diagnosticInfo: { end_conversation: true } } : {}),
    },
  };
}

function googleError(code: number, status: string, message: string) {
  return { error: { code, message, status } };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}
