/** Feature flags of a plan (spec 2 §3): a missing flag counts as true. */
export const PLAN_FLAGS = [
  'useCampaigns',
  'useSchedules',
  'useInternalChat',
  'useExternalApi',
  'useKanban',
  'useOpenAi',
  'useIntegrations',
] as const;

export type PlanFlag = (typeof PLAN_FLAGS)[number];

export interface Plan extends Partial<Record<PlanFlag, boolean>> {
  id: string;
  name: string;
  users: number;
  connections: number;
  queues: number;
  /** Price in BRL per month. */
  value: number;
}

/** A plan as the API answers it: every feature flag present. */
export type FullPlan = Plan & Record<PlanFlag, boolean>;

export function withFlagDefaults(plan: Plan): FullPlan {
  const flags = Object.fromEntries(PLAN_FLAGS.map((flag) => [flag, plan[flag] ?? true])) as Record<PlanFlag, boolean>;
  return { ...plan, ...flags };
}
