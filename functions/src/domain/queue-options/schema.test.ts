import { describe, expect, it } from 'vitest';
import {
  QueueOptionCreate,
  QueueOptionListQuery,
  QueueOptionUpdate,
  toOptionAnswer,
  type QueueOption,
} from './schema.js';

const body = (fields: Record<string, unknown> = {}) => ({ queueId: 'Q1', title: 'Boletos', option: '1', ...fields });
const fieldErrors = (input: unknown) => {
  const result = QueueOptionCreate.safeParse(input);
  return result.success ? {} : result.error.flatten().fieldErrors;
};

describe('queue option validation', () => {
  it('requires a title of up to 100 characters with the form texts', () => {
    expect(fieldErrors(body({ title: undefined })).title).toEqual(['Required']);
    expect(fieldErrors(body({ title: '   ' })).title).toEqual(['Required']);
    expect(fieldErrors(body({ title: 'A'.repeat(101) })).title).toEqual(['Too Long!']);
  });

  it('takes 1 to 3 digits as the option, a number as its digits, and drops leading zeros', () => {
    expect(QueueOptionCreate.parse(body({ option: ' 12 ' })).option).toBe('12');
    expect(QueueOptionCreate.parse(body({ option: 7 })).option).toBe('7');
    expect(QueueOptionCreate.parse(body({ option: '007' })).option).toBe('7');
    for (const option of ['', 'a', '1234', '1.5', -1, 1.5]) {
      expect(fieldErrors(body({ option })).option, String(option)).toEqual(['Informe um número de 1 a 3 dígitos']);
    }
  });

  it('keeps 0 for going back', () => {
    expect(fieldErrors(body({ option: '00' })).option).toEqual(['O 0 é reservado para voltar']);
  });

  it('reads -1, "-1" and null as a root and defaults to one', () => {
    expect(QueueOptionCreate.parse(body()).parentId).toBeNull();
    expect(QueueOptionCreate.parse(body({ parentId: -1 })).parentId).toBeNull();
    expect(QueueOptionCreate.parse(body({ parentId: null })).parentId).toBeNull();
    expect(QueueOptionCreate.parse(body({ parentId: 'P1' })).parentId).toBe('P1');
    expect(QueueOptionListQuery.parse({ queueId: 'Q1', parentId: '-1' }).parentId).toBeNull();
    expect(QueueOptionListQuery.parse({ queueId: 'Q1' }).parentId).toBeUndefined();
  });

  it('limits the message to 4096 characters and fills it with nothing', () => {
    expect(QueueOptionCreate.parse(body()).message).toBe('');
    expect(fieldErrors(body({ message: 'x'.repeat(4097) })).message).toEqual(['Too Long!']);
  });

  it('leaves unsent fields out of an update and keeps an explicit root', () => {
    expect(QueueOptionUpdate.parse({ title: 'Novo' })).toEqual({ title: 'Novo' });
    expect(QueueOptionUpdate.parse({ parentId: -1 })).toEqual({ parentId: null });
  });
});

describe('the API view', () => {
  it('shows a root’s parent as -1 and another parent as its id', () => {
    const option = { id: 'O1', parentId: null } as QueueOption;
    expect(toOptionAnswer(option).parentId).toBe(-1);
    expect(toOptionAnswer({ ...option, parentId: 'P1' }).parentId).toBe('P1');
  });
});
