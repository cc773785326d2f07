import type { QueueOptionAnswer } from '@domain/queue-options/schema';
import { useTranslation } from 'react-i18next';
import { useSaveForm } from '../../../hooks/use-save-form';
import { ApiError } from '../../../lib/api-error';
import { useCreateQueueOption } from '../api/create-queue-option';
import { useUpdateQueueOption } from '../api/update-queue-option';
import { newOptionForm, optionToForm, toOptionPayload } from '../option-form-values';
import { draftParent, siblingsOf, type OptionDraft } from '../option-tree';

export interface OptionFormOptions {
  queueId: string;
  draft: OptionDraft;
  /** Every option of the queue, for the siblings' numbers. */
  options: readonly QueueOptionAnswer[];
  onDone: () => void;
}

/**
 * A 409 (the number is taken among the siblings) is toasted by the API client; it also marks the number
 * field, the one the admin has to change.
 */
const markConflictOnOption = (error: unknown): never => {
  if (error instanceof ApiError && error.status === 409) {
    throw new ApiError(409, error.code, error.message, { fieldErrors: { option: [error.message] } });
  }
  throw error;
};

/** The inline form's values and save: a new option under the draft's parent, or the edited one changed. */
export function useOptionForm({ queueId, draft, options, onDone }: OptionFormOptions) {
  const { t } = useTranslation();
  const create = useCreateQueueOption(queueId);
  const update = useUpdateQueueOption(queueId);
  const parentId = draftParent(draft);
  const editedId = draft.mode === 'edit' ? draft.option.id : undefined;
  const siblings = siblingsOf(options, parentId).filter((sibling) => sibling.id !== editedId);

  const form = useSaveForm({
    initialValues: draft.mode === 'edit' ? optionToForm(draft.option) : newOptionForm(siblings),
    check: toOptionPayload,
    send: (payload) => {
      const saving = editedId
        ? update.mutateAsync({ id: editedId, input: { ...payload, parentId } })
        : create.mutateAsync({ ...payload, queueId, parentId });
      return saving.catch(markConflictOnOption);
    },
    savedMessage: t('queueOptions.saved'),
    onSaved: onDone,
  });
  return { ...form, saving: create.isPending || update.isPending };
}
