import { z } from 'zod';

/** The number of the external API (spec 3 §2, §5): digits only, country code, area code and number. */
export const API_NUMBER = /^\d{8,15}$/;
export const API_NUMBER_MESSAGE = 'Use só dígitos: DDI, DDD e número (8 a 15 dígitos)';

/** Shared with the /messages-api page's test forms (STYLE.md rule 2). */
export const apiNumber = z
  .string({ required_error: 'Obrigatório' })
  .trim()
  .min(1, 'Obrigatório')
  .regex(API_NUMBER, API_NUMBER_MESSAGE);

/** The text of a test send: required, not blank. */
export const apiBody = z
  .string({ required_error: 'Obrigatório' })
  .max(65_536, 'Too Long!')
  .refine((text) => text.trim() !== '', 'Obrigatório');
