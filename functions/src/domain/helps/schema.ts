import { z } from 'zod';
import { VIDEO_CODE, videoCodeOf } from './video-host.js';

/**
 * A help video (spec 2 §3: title, description, video code). The spec does not show which fields are required:
 * a card needs a title and a video, the description may be empty. A pasted link counts as its code.
 */
export const HelpInput = z.object({
  title: z.string({ required_error: 'Obrigatório' }).trim().min(1, 'Obrigatório').max(100, 'Too Long!'),
  description: z.string().trim().max(1000, 'Too Long!').default(''),
  video: z
    .string({ required_error: 'Obrigatório' })
    .transform(videoCodeOf)
    .pipe(z.string().min(1, 'Obrigatório'))
    .pipe(z.string().regex(VIDEO_CODE, 'Código de vídeo inválido')),
});
export type HelpInput = z.infer<typeof HelpInput>;

/** PUT /helps/{id}: only the fields sent change. */
export const HelpUpdate = HelpInput.partial();
export type HelpUpdate = z.infer<typeof HelpUpdate>;

export interface Help {
  id: string;
  title: string;
  description: string;
  video: string;
  createdAt: string;
  updatedAt: string;
}
