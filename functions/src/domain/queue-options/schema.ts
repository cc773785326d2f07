import { z } from 'zod';

/**
 * Chatbot options of a queue (spec 2 §2–3): a tree per queue. `option` is what the customer types to pick it
 * (digits, unique among its siblings); roots have parentId -1 in the API (null when stored).
 */
export interface QueueOption {
  id: string;
  companyId: string;
  queueId: string;
  /** Null for a root (the API and the web show -1). */
  parentId: string | null;
  title: string;
  message: string;
  option: string;
  createdAt: string;
  updatedAt: string;
}

/** The API's view: a root's parent is -1, as the spec's client sends and asks for it. */
export type QueueOptionAnswer = Omit<QueueOption, 'parentId'> & { parentId: string | -1 };

export const ROOT_PARENT = -1;

/** Digits the customer types to pick an option. */
export const OPTION_KEY = /^\d{1,3}$/;

export const OPTION_KEY_MESSAGE = 'Informe um número de 1 a 3 dígitos';
/** The chatbot's menus use 0 for "Voltar" (ADR 012), so no option may be 0. */
export const OPTION_ZERO_MESSAGE = 'O 0 é reservado para voltar';

/** '01' and '1' are the same choice for the customer: leading zeros go, so siblings compare as numbers. */
export function canonicalOptionKey(key: string): string {
  return key.replace(/^0+(?=\d)/, '');
}

export function toOptionAnswer(option: QueueOption): QueueOptionAnswer {
  return { ...option, parentId: option.parentId ?? ROOT_PARENT };
}

const id = z.string().trim().min(1).max(64);

/** Where an option hangs: -1 (also '-1' from a query string) or null for the roots, else the parent's id. */
export const ParentRef = z
  .union([z.literal(ROOT_PARENT), z.null(), id])
  .transform((parent) => (parent === ROOT_PARENT || parent === null || parent === '-1' ? null : parent));

const title = z.string({ required_error: 'Required' }).trim().min(1, 'Required').max(100, 'Too Long!');
const message = z.string().max(4096, 'Too Long!');
/** A number is taken as its digits: clients may send the option as typed in a numeric field. */
const optionKey = z.preprocess(
  (value) => (typeof value === 'number' && Number.isInteger(value) ? String(value) : value),
  z
    .string({ required_error: 'Required', invalid_type_error: OPTION_KEY_MESSAGE })
    .trim()
    .regex(OPTION_KEY, OPTION_KEY_MESSAGE)
    .transform(canonicalOptionKey)
    .refine((key) => key !== '0', OPTION_ZERO_MESSAGE),
);

export const QueueOptionCreate = z.object({
  queueId: id,
  parentId: ParentRef.default(null),
  title,
  message: message.default(''),
  option: optionKey,
});
export type QueueOptionCreate = z.infer<typeof QueueOptionCreate>;

/** Only the fields sent change; the queue of an option never does. */
export const QueueOptionUpdate = z.object({
  parentId: ParentRef.optional(),
  title: title.optional(),
  message: message.optional(),
  option: optionKey.optional(),
});
export type QueueOptionUpdate = z.infer<typeof QueueOptionUpdate>;

/** GET /queue-options: parentId -1 for the roots, an id for its children, none for every option of the queue. */
export const QueueOptionListQuery = z.object({
  queueId: id,
  parentId: ParentRef.optional(),
});
