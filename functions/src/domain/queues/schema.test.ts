import { describe, expect, it } from 'vitest';
import { compareQueues, defaultWeeklyHours, greetingMissing, QueueCreate, QueueUpdate, type Queue } from './schema.js';

const fieldErrors = (input: unknown) => {
  const result = QueueCreate.safeParse(input);
  return result.success ? {} : result.error.flatten().fieldErrors;
};

describe('queue validation', () => {
  it('requires a name of 2 to 50 characters with the form texts', () => {
    expect(fieldErrors({ color: '#fff' }).name).toEqual(['Required']);
    expect(fieldErrors({ name: '  ', color: '#fff' }).name?.[0]).toBe('Required');
    expect(fieldErrors({ name: 'A', color: '#fff' }).name).toEqual(['Too Short!']);
    expect(fieldErrors({ name: 'A'.repeat(51), color: '#fff' }).name).toEqual(['Too Long!']);
  });

  it('requires a colour of 3 to 9 characters', () => {
    expect(fieldErrors({ name: 'Vendas' }).color).toEqual(['Required']);
    expect(fieldErrors({ name: 'Vendas', color: '#f' }).color).toEqual(['Too Short!']);
    expect(fieldErrors({ name: 'Vendas', color: '#ffffffaaa0' }).color).toEqual(['Too Long!']);
  });

  it('fills the optional fields with their defaults', () => {
    const queue = QueueCreate.parse({ name: 'Vendas', color: '#ff0000' });
    expect(queue).toMatchObject({ greetingMessage: '', outOfHoursMessage: '', orderQueue: null, integrationId: null });
    expect(queue.schedules).toEqual(defaultWeeklyHours());
  });

  it('reads an empty reference from the form as none', () => {
    expect(QueueCreate.parse({ name: 'Vendas', color: '#f00', promptId: '' }).promptId).toBeNull();
  });

  it('refuses hours that are not HH:mm or that miss a weekday', () => {
    const hours = defaultWeeklyHours();
    const badTime = hours.map((entry, i) => (i === 0 ? { ...entry, endTime: '24:00' } : entry));
    expect(QueueCreate.safeParse({ name: 'Vendas', color: '#f00', schedules: badTime }).success).toBe(false);
    const mondayTwice = [...hours.slice(0, 6), hours[0]];
    expect(QueueCreate.safeParse({ name: 'Vendas', color: '#f00', schedules: mondayTwice }).success).toBe(false);
    expect(QueueCreate.safeParse({ name: 'Vendas', color: '#f00', schedules: hours.slice(1) }).success).toBe(false);
  });

  it('leaves unsent fields out of an update', () => {
    expect(QueueUpdate.parse({ greetingMessage: 'Olá' })).toEqual({ greetingMessage: 'Olá' });
  });
});

describe('default hours', () => {
  it('opens Monday to Friday 08:00–18:00, Saturday 08:00–12:00 and keeps Sunday closed', () => {
    expect(defaultWeeklyHours()).toEqual([
      { weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '08:00', endTime: '18:00' },
      { weekday: 'Terça-feira', weekdayEn: 'tuesday', startTime: '08:00', endTime: '18:00' },
      { weekday: 'Quarta-feira', weekdayEn: 'wednesday', startTime: '08:00', endTime: '18:00' },
      { weekday: 'Quinta-feira', weekdayEn: 'thursday', startTime: '08:00', endTime: '18:00' },
      { weekday: 'Sexta-feira', weekdayEn: 'friday', startTime: '08:00', endTime: '18:00' },
      { weekday: 'Sábado', weekdayEn: 'saturday', startTime: '08:00', endTime: '12:00' },
      { weekday: 'Domingo', weekdayEn: 'sunday', startTime: '00:00', endTime: '00:00' },
    ]);
  });
});

describe('greeting rule', () => {
  it('lets a single queue go without a greeting', () => {
    expect(greetingMissing(1, '')).toBe(false);
  });

  it('requires a greeting once there is more than one queue', () => {
    expect(greetingMissing(2, '')).toBe(true);
    expect(greetingMissing(2, '   ')).toBe(true);
    expect(greetingMissing(2, 'Bem-vindo!')).toBe(false);
  });
});

describe('queue order', () => {
  const queue = (name: string, orderQueue: number | null) => ({ name, orderQueue }) as Queue;

  it('sorts by orderQueue, unset last, then by name', () => {
    const sorted = [queue('Zeta', null), queue('Beta', 2), queue('Alfa', null), queue('Gama', 1), queue('Abc', 2)]
      .sort(compareQueues)
      .map((q) => q.name);
    expect(sorted).toEqual(['Gama', 'Abc', 'Beta', 'Alfa', 'Zeta']);
  });
});
