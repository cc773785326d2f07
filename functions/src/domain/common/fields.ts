import { z } from 'zod';

/**
 * The name rule the spec gives users, queues, contacts, connections, lists and campaigns alike: required,
 * 2 to 50 characters, with the texts the forms show ('Required', 'Too Short!', 'Too Long!').
 */
export const requiredName = z
  .string({ required_error: 'Required' })
  .trim()
  .min(1, 'Required')
  .min(2, 'Too Short!')
  .max(50, 'Too Long!');
