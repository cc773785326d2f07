import { PlanCreate } from '@domain/plans/body';
import { PLAN_FLAGS, type FullPlan, type PlanFlag } from '@domain/plans/schema';
import { zodFieldErrors, type Checked } from '../../lib/form';
import type { PlanPayload } from './api/save-plan';

/** The Planos tab's form (spec 2 §2): the counts and value as typed, the seven feature toggles. */
export type PlanFormValues = {
  name: string;
  users: string;
  connections: string;
  queues: string;
  /** BRL per month as typed: `149,90`, `1.234,50` or `149.90`. */
  value: string;
} & Record<PlanFlag, boolean>;

const allOn = Object.fromEntries(PLAN_FLAGS.map((flag) => [flag, true])) as Record<PlanFlag, boolean>;

/** Spec 2 §9: 0 users, 0 connections, 0 queues, value 0; every feature on (spec 2 §3). */
export const emptyPlanForm: PlanFormValues = {
  name: '',
  users: '0',
  connections: '0',
  queues: '0',
  value: '0,00',
  ...allOn,
};

/** The plan loaded into the form; its value with 2 decimals and the reader's decimal mark (a comma but in English). */
export const planToForm = (plan: FullPlan, language = 'pt'): PlanFormValues => ({
  name: plan.name,
  users: String(plan.users),
  connections: String(plan.connections),
  queues: String(plan.queues),
  value: language === 'en' ? plan.value.toFixed(2) : plan.value.toFixed(2).replace('.', ','),
  ...(Object.fromEntries(PLAN_FLAGS.map((flag) => [flag, plan[flag]])) as Record<PlanFlag, boolean>),
});

/** The plan to send, checked with the server's own schema. */
export function toPlanPayload(values: PlanFormValues): Checked<PlanPayload> {
  const parsed = PlanCreate.safeParse({ ...values, value: typedAmount(values.value) });
  return parsed.success ? { ok: true, payload: parsed.data } : { ok: false, errors: zodFieldErrors(parsed.error) };
}

/** A typed amount as a number's text: with a comma, dots group thousands and the comma marks the decimals. */
function typedAmount(typed: string): string {
  return typed.includes(',') ? typed.replace(/\./g, '').replace(',', '.') : typed;
}

/** A plan's monthly price as the table shows it: BRL with 2 decimals, in the reader's language. */
export function formatPlanValue(value: number, language: string): string {
  const locale = language === 'en' ? 'en-US' : language === 'es' ? 'es-ES' : 'pt-BR';
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL', minimumFractionDigits: 2 }).format(value);
}
