import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError, type ErrorCode } from '../../platform/errors.js';
import { IntegrationFailure, type IntegrationFailureReason, type IntegrationSettings } from './engine.js';
import { INTEGRATION_ENGINES } from './engines.js';
import { keepsStoredJson, type QueueIntegrationTest } from './schema.js';
import { completed, existing, plainJsonContent } from './service.js';

const CODES: Record<IntegrationFailureReason, ErrorCode> = {
  unreachable: 'ERR_INTEGRATION_UNREACHABLE',
  timeout: 'ERR_INTEGRATION_UNREACHABLE',
  status: 'ERR_INTEGRATION_REJECTED',
  credentials: 'ERR_INTEGRATION_CREDENTIALS',
  answer: 'ERR_INTEGRATION_BAD_ANSWER',
};

/**
 * POST /queueIntegration/testSession: the dialog's values, saved or not, tried against the service — a webhook or
 * n8n URL answers a test event, a Typebot's start endpoint answers a session, Dialogflow answers a 'hello'. The
 * stored key file stands in for one not sent again (`id` of the saved integration). A failure is a 400 with a code
 * per cause and the cause in the message.
 */
export async function testQueueIntegration(
  deps: Deps,
  actor: Actor,
  input: QueueIntegrationTest,
): Promise<{ message: string }> {
  const stored = input.id ? await existing(deps, actor.companyId, input.id) : undefined;
  const jsonContent = keepsStoredJson(input.jsonContent)
    ? stored
      ? plainJsonContent(deps, stored)
      : ''
    : input.jsonContent;
  const name = input.name ?? stored?.name ?? input.projectName;
  const settings: IntegrationSettings = {
    ...completed({ ...input, name }, jsonContent !== ''),
    id: input.id ?? 'test',
    jsonContent,
  };
  const engine = INTEGRATION_ENGINES[settings.type];
  if (!engine) throw new AppError('ERR_VALIDATION', 400, 'Este tipo de integração ainda não pode ser testado.');
  try {
    await engine.test(deps, settings);
  } catch (error) {
    throw failure(error);
  }
  return { message: 'Integração testada com sucesso.' };
}

function failure(error: unknown): AppError {
  if (error instanceof IntegrationFailure) {
    return new AppError(CODES[error.reason], 400, `A integração falhou: ${error.message}.`, { reason: error.reason });
  }
  // Another engine's own error (e.g. DialogflowError) may name its reason the same way.
  const reason = (error as { reason?: string }).reason ?? 'status';
  return new AppError(
    reason === 'credentials' ? 'ERR_INTEGRATION_CREDENTIALS' : 'ERR_INTEGRATION_REJECTED',
    400,
    `A integração falhou: ${error instanceof Error ? error.message : String(error)}.`,
    { reason },
  );
}
