import { z } from '@hono/zod-openapi';
import { MAX_MEDIA_BYTES } from '../messages/schema.js';
import { MAX_MEDIAS_PER_MESSAGE } from '../messages/uploads.js';
import { apiBody, apiNumber } from './number.js';

/**
 * The public send API's request and answer schemas (docs/decisions/055): the same objects validate the requests
 * (through @hono/zod-openapi's route validators) and make the OpenAPI 3.1 document at GET /api/openapi.json.
 */
const number = apiNumber.openapi({
  description: 'O número de destino, só dígitos: DDI, DDD e número (8 a 15 dígitos).',
  example: '5511999998888',
});

export const SendText = z
  .object({
    number,
    body: apiBody.openapi({ description: 'O texto da mensagem.', example: 'Olá! Seu pedido saiu para entrega.' }),
  })
  .openapi('SendText');

/** A form file: checked by the upload policy (type by content, size) once the form is read. */
const file = z
  .custom<File>((value) => value instanceof File, 'Anexe um arquivo')
  .openapi({ type: 'string', format: 'binary' });

export const SendMedia = z
  .object({
    number,
    body: z.string().max(65_536, 'Too Long!').optional().openapi({ description: 'Legenda do primeiro arquivo.' }),
    medias: z.union([file, z.array(file).min(1).max(MAX_MEDIAS_PER_MESSAGE)]).openapi({
      type: 'array',
      items: { type: 'string', format: 'binary' },
      description: `De 1 a ${MAX_MEDIAS_PER_MESSAGE} arquivos (campo repetido), até ${MAX_MEDIA_BYTES / 1024 / 1024} MB cada.`,
    }),
  })
  .openapi('SendMedia');

export const SendAnswer = z
  .object({
    id: z.string().openapi({ description: 'O id da (primeira) mensagem enviada.' }),
    messageIds: z.array(z.string()).openapi({ description: 'Os ids de todas as mensagens, uma por arquivo.' }),
    ticketId: z.string(),
    contactId: z.string(),
    status: z.literal('queued').openapi({ description: 'A mensagem foi guardada e está na fila de envio.' }),
  })
  .openapi('SendAnswer');
export type SendAnswer = z.infer<typeof SendAnswer>;

export const ApiError = z
  .object({
    error: z.string().openapi({ example: 'ERR_API_INVALID_NUMBER' }),
    message: z.string(),
    details: z.unknown().optional(),
  })
  .openapi('Error');
