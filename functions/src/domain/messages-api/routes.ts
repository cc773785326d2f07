import { createRoute, OpenAPIHono, type z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { validationBody } from '../../http/on-error.js';
import { AppError } from '../../platform/errors.js';
import { sendLimit } from '../messages/routes.js';
import { readUploads } from '../messages/uploads.js';
import { requireApiToken, type ApiEnv } from './access.js';
import { ApiError, SendAnswer, SendMedia, SendText } from './schema.js';
import { sendThroughApi, type ApiOutgoing } from './send.js';

const error = (description: string) => ({ description, content: { 'application/json': { schema: ApiError } } });

export const sendRoute = createRoute({
  method: 'post',
  path: '/send',
  tags: ['Mensagens'],
  summary: 'Envia uma mensagem de texto ou arquivos pela conexão do token',
  description:
    'Autentica pelo token da conexão (Authorization: Bearer). O número recebe a mensagem no seu tíquete aberto ' +
    'ou pendente dessa conexão (um novo, pendente, se não houver). JSON { number, body } envia um texto; ' +
    'multipart number, body (legenda) e medias (um ou mais arquivos) envia arquivos.',
  security: [{ bearerAuth: [] }],
  middleware: [sendLimit as unknown as MiddlewareHandler<ApiEnv>, requireApiToken] as const,
  request: {
    body: {
      required: false,
      content: {
        'application/json': { schema: SendText },
        'multipart/form-data': { schema: SendMedia },
      },
    },
  },
  responses: {
    201: { description: 'Guardada e na fila de envio.', content: { 'application/json': { schema: SendAnswer } } },
    400: error('ERR_API_INVALID_NUMBER (número fora de 8 a 15 dígitos) ou ERR_VALIDATION.'),
    401: error('ERR_API_TOKEN_MISSING ou ERR_API_TOKEN_INVALID.'),
    403: error('ERR_PLAN_FEATURE_DISABLED: o plano da empresa não inclui a API externa.'),
    413: error('ERR_PAYLOAD_TOO_LARGE.'),
    415: error('ERR_UPLOAD_TYPE_NOT_ALLOWED: tipo de arquivo não aceito.'),
    429: error('ERR_API_RATE_LIMITED: envios demais com o token; o cabeçalho Retry-After diz em quantos segundos.'),
  },
});

/** A request that fails its schema: the number gets its own code, the rest the project's ERR_VALIDATION. */
function refused(result: { success: false; error: z.ZodError }): never {
  const body = validationBody(result.error);
  if (result.error.issues.some((issue) => issue.path[0] === 'number')) {
    throw new AppError('ERR_API_INVALID_NUMBER', 400, body.message, body.details);
  }
  throw new AppError('ERR_VALIDATION', 400, body.message, body.details);
}

const isMultipart = (c: Context) => (c.req.header('content-type') ?? '').startsWith('multipart/form-data');
const isJson = (c: Context) => /^application\/([a-z-.]+\+)?json/.test(c.req.header('content-type') ?? '');

/** POST /api/messages/send (docs/decisions/055): public, authenticated by the connection's token. */
export const messagesApiRoutes = new OpenAPIHono<ApiEnv>({
  defaultHook: (result) => {
    if (!result.success) refused(result);
  },
}).openapi(sendRoute, async (c) => {
  let number: string;
  let outgoing: ApiOutgoing;
  if (isMultipart(c)) {
    // Validated against SendMedia when the request is multipart (the body is optional in the route's typing).
    const form = c.req.valid('form') as z.infer<typeof SendMedia>;
    number = form.number;
    outgoing = await readUploads(form);
  } else if (isJson(c)) {
    const json = c.req.valid('json') as z.infer<typeof SendText>;
    number = json.number;
    outgoing = { body: json.body };
  } else {
    throw new AppError('ERR_VALIDATION', 400, 'Envie JSON (application/json) ou multipart/form-data');
  }
  const answer = await sendThroughApi(c.get('deps'), c.get('apiConnection'), number, outgoing);
  return c.json(answer, 201);
});
