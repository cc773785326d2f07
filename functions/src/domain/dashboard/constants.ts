/**
 * The dashboard's plain constants, without zod: the web app's dashboard page, part of the first load, reads them
 * (docs/decisions/032). `schema.ts` re-exports them.
 */
export const DASHBOARD_PERIODS = [3, 7, 15, 30, 60, 90] as const;
export const PARAMETRIZE_FILTER = 'Parametrize o filtro';
