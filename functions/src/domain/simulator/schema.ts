import { z } from 'zod';

/** The simulator's API bodies (pure zod: the `/simulator` page imports these too). */

/** A customer's phone number: digits only, as the chat app names chats. */
export const SimulatorNumber = z.string().regex(/^\d{10,15}$/, 'Número inválido: use de 10 a 15 dígitos');

export const MAX_MEDIA_BYTES = 5 * 1024 * 1024;
/** Base64 of MAX_MEDIA_BYTES, so an oversized file is refused before it is decoded. */
const MAX_MEDIA_BASE64 = Math.ceil(MAX_MEDIA_BYTES / 3) * 4;

export const ConnectionParam = z.object({ connectionId: z.string().min(1).max(64) });
export const MessageParam = ConnectionParam.extend({ messageId: z.string().min(1).max(100) });

export const ScanBody = z.object({ code: z.string().min(1).max(500).optional() });

export const SimulatorMedia = z.object({
  kind: z.enum(['image', 'audio', 'video', 'document']),
  mimetype: z.string().regex(/^[\w.+-]+\/[\w.+-]+$/, 'Tipo de arquivo inválido'),
  fileName: z.string().min(1).max(255).optional(),
  data: z
    .string()
    .min(1)
    .max(MAX_MEDIA_BASE64, 'Arquivo maior que 5 MB')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Arquivo inválido (base64)'),
});

export const CustomerMessageBody = z
  .object({
    number: SimulatorNumber,
    name: z.string().trim().min(1).max(100).optional(),
    body: z.string().max(4096).optional(),
    media: SimulatorMedia.optional(),
    location: z
      .object({
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
        description: z.string().max(500).optional(),
      })
      .optional(),
    contact: z.object({ name: z.string().trim().min(1).max(100), number: SimulatorNumber }).optional(),
    quotedId: z.string().min(1).max(100).optional(),
  })
  .refine((m) => Boolean(m.body?.trim() || m.media || m.location || m.contact), {
    message: 'Escreva uma mensagem ou anexe algo',
    path: ['body'],
  });
export type CustomerMessageBody = z.infer<typeof CustomerMessageBody>;

export const NumberQuery = z.object({ number: SimulatorNumber });
export const ReadBody = z.object({ number: SimulatorNumber });
export const CallBody = z.object({ number: SimulatorNumber, name: z.string().trim().min(1).max(100).optional() });
export const EditBody = z.object({ number: SimulatorNumber, body: z.string().trim().min(1).max(4096) });
