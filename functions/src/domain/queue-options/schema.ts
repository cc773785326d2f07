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
