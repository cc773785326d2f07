import type { protos, SessionsClient } from '@google-cloud/dialogflow';
import { DialogflowError, type DetectIntentRequest, type Dialogflow, type DialogflowReply } from './dialogflow.js';

/** Where the adapter sends detectIntent; tests point it at a local server speaking Dialogflow's REST API. */
export interface DialogflowEndpoint {
  /** `https://dialogflow.googleapis.com` unless told otherwise; `http://127.0.0.1:<port>` in tests. */
  url: string;
}

export const GOOGLE_DIALOGFLOW: DialogflowEndpoint = { url: 'https://dialogflow.googleapis.com' };

/** A customer waits for this turn: one try, at most this long (Google's own retry policy waits minutes). */
const CALL_TIMEOUT_MS = 10_000;

/**
 * What says the key, the project or its permissions are wrong, not the network: gRPC status codes (an error the
 * client decoded) and HTTP statuses (the REST transport's own error when the answer was refused before decoding).
 */
const CREDENTIAL_CODES = new Set([3, 5, 7, 16, 400, 401, 403, 404]);

/**
 * Dialogflow ES v2 through `@google-cloud/dialogflow` (docs/decisions/054) in its REST transport (`fallback`): JSON
 * over HTTP/1.1, authenticated by a JWT the service account's key signs itself (no token exchange). The package is
 * loaded on first use and kept out of the Lambda bundles (its protos alone are 1.4 MB).
 */
export function googleDialogflow(endpoint: DialogflowEndpoint = GOOGLE_DIALOGFLOW): Dialogflow {
  const clients = new Map<string, Promise<SessionsClient>>();
  const clientFor = (request: DetectIntentRequest): Promise<SessionsClient> => {
    const key = JSON.stringify(request.credentials);
    let client = clients.get(key);
    if (!client) {
      client = newClient(endpoint, request);
      clients.set(key, client);
      // A failed load is not kept: the next turn tries again.
      client.catch(() => clients.delete(key));
    }
    return client;
  };
  return {
    async detectIntent(request) {
      const client = await clientFor(request);
      const session = client.projectAgentSessionPath(request.credentials.project_id, request.sessionId);
      try {
        const [response] = await client.detectIntent(
          { session, queryInput: { text: { text: request.text, languageCode: request.languageCode } } },
          { timeout: CALL_TIMEOUT_MS, retry: null },
        );
        return replyOf(response.queryResult);
      } catch (error) {
        throw dialogflowError(error);
      }
    },
  };
}

async function newClient(endpoint: DialogflowEndpoint, request: DetectIntentRequest): Promise<SessionsClient> {
  const { SessionsClient } = (await loadPackage()).v2;
  const url = new URL(endpoint.url);
  const secure = url.protocol === 'https:';
  return new SessionsClient({
    credentials: { client_email: request.credentials.client_email, private_key: request.credentials.private_key },
    projectId: request.credentials.project_id,
    fallback: true,
    apiEndpoint: url.hostname,
    port: url.port ? Number(url.port) : secure ? 443 : 80,
    protocol: secure ? 'https' : 'http',
  });
}

/** The package is outside the Lambda bundles (see the ADR): a function without it answers as the service down. */
async function loadPackage(): Promise<typeof import('@google-cloud/dialogflow')> {
  try {
    return await import('@google-cloud/dialogflow');
  } catch (error) {
    throw new DialogflowError(`the Dialogflow client is not installed here: ${String(error)}`, 'unavailable');
  }
}

type QueryResult = protos.google.cloud.dialogflow.v2.IQueryResult | null | undefined;

function replyOf(result: QueryResult): DialogflowReply {
  const texts = (result?.fulfillmentMessages ?? []).flatMap((message) => message.text?.text ?? []);
  const messages = texts.length > 0 ? texts : result?.fulfillmentText ? [result.fulfillmentText] : [];
  const endFlag = result?.diagnosticInfo?.fields?.end_conversation?.boolValue === true;
  return {
    messages: messages.filter((text) => text.trim() !== ''),
    endConversation: endFlag || !!result?.intent?.endInteraction,
  };
}

function dialogflowError(error: unknown): DialogflowError {
  const { code, status } = error as { code?: unknown; status?: unknown };
  const message = error instanceof Error ? error.message : String(error);
  if ([code, status].some((value) => typeof value === 'number' && CREDENTIAL_CODES.has(value))) {
    return new DialogflowError(message, 'credentials');
  }
  // The key could not sign the request's JWT: a broken private key.
  if (/PEM|private key|DECODER|asn1/i.test(message)) return new DialogflowError(message, 'credentials');
  return new DialogflowError(message, 'unavailable');
}
