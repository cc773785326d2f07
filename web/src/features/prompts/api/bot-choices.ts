import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth/session-provider';
import { usePlan } from '../../companies/api/get-plan';
import type { PromptAnswer } from '@domain/prompts/schema';
import { promptsQueryKey } from './prompts';

/** A bot a queue or a connection may point at: a prompt or a queue integration. */
export interface BotChoice {
  id: string;
  name: string;
}

/** How many pages of integrations the choice reads at most (20 a page: far beyond a company's integrations). */
const MAX_INTEGRATION_PAGES = 10;

/**
 * The prompts a form may choose from. Quiet: a failure (an API refusing the plan's feature, say) leaves the form
 * without the choice, with no error toast and no retry.
 */
export const promptChoicesQueryOptions = () =>
  queryOptions({
    queryKey: [...promptsQueryKey, 'choices'],
    queryFn: () =>
      api
        .get<{ prompts: PromptAnswer[] }>('/prompt', { toastErrors: false })
        .then((answer) => answer.prompts.map(({ id, name }): BotChoice => ({ id, name }))),
    retry: false,
  });

export const queueIntegrationsQueryKey = ['queue-integrations'] as const;

/** Every queue integration of the company (spec 3 §7: pages of `queueIntegrations` with `hasMore`), quietly. */
export const integrationChoicesQueryOptions = () =>
  queryOptions({
    queryKey: [...queueIntegrationsQueryKey, 'choices'],
    queryFn: async () => {
      const choices: BotChoice[] = [];
      for (let pageNumber = 1; pageNumber <= MAX_INTEGRATION_PAGES; pageNumber++) {
        const page = await api.get<{ queueIntegrations: BotChoice[]; hasMore: boolean }>('/queueIntegration/', {
          query: { pageNumber },
          toastErrors: false,
        });
        choices.push(...page.queueIntegrations.map(({ id, name }) => ({ id, name })));
        if (!page.hasMore) break;
      }
      return choices;
    },
    retry: false,
  });

/** Asked only when the company's plan has the feature (a plan that failed to load counts as on, like the menu). */
function usePlanAllows(flag: 'useOpenAi' | 'useIntegrations') {
  const user = useCurrentUser();
  const plan = usePlan(user.companyId);
  return !plan.isPending && plan.data?.[flag] !== false;
}

export const usePromptChoices = () => useQuery({ ...promptChoicesQueryOptions(), enabled: usePlanAllows('useOpenAi') });
export const useIntegrationChoices = () =>
  useQuery({ ...integrationChoicesQueryOptions(), enabled: usePlanAllows('useIntegrations') });
