import type { Help, HelpInput } from '@domain/helps/schema';
import { useTranslation } from 'react-i18next';
import { useSaveMutation } from '../../../hooks/use-save-mutation';
import { api } from '../../../lib/api-client';
import { helpsQueryKey } from './get-helps';

/** The form's fields; the server reads a pasted link as its code. */
export type HelpPayload = Pick<HelpInput, 'title' | 'video' | 'description'>;

export const createHelp = (input: HelpPayload) => api.post<Help>('/helps', input, { toastErrors: false });

export const updateHelp = ({ id, input }: { id: string; input: HelpPayload }) =>
  api.put<Help>(`/helps/${encodeURIComponent(id)}`, input, { toastErrors: false });

export function useCreateHelp() {
  const { t } = useTranslation();
  return useSaveMutation(createHelp, helpsQueryKey, t('helps.saveFailed'));
}

export function useUpdateHelp() {
  const { t } = useTranslation();
  return useSaveMutation(updateHelp, helpsQueryKey, t('helps.saveFailed'));
}
