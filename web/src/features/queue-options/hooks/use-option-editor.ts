import type { QueueOptionAnswer } from '@domain/queue-options/schema';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteConfirmation } from '../../../hooks/use-delete-confirmation';
import { useDeleteQueueOption } from '../api/delete-queue-option';
import { useQueueOptions } from '../api/get-queue-options';
import { buildOptionTree, type OptionDraft, type OptionParent } from '../option-tree';

export interface DeletionTarget {
  option: QueueOptionAnswer;
  /** '1.2 - Boletos', as the option's buttons name it. */
  label: string;
}

const NO_OPTIONS: QueueOptionAnswer[] = [];

/** The option tree of a queue and what the editor is doing with it: one inline form at a time, or a deletion. */
export function useOptionEditor(queueId: string) {
  const { t } = useTranslation();
  const { data: options = NO_OPTIONS, isLoading } = useQueueOptions(queueId);
  const tree = useMemo(() => buildOptionTree(options), [options]);
  const [draft, setDraft] = useState<OptionDraft | null>(null);
  const deleteOption = useDeleteQueueOption(queueId);
  const deletion = useDeleteConfirmation(
    (target: DeletionTarget) => deleteOption.mutateAsync(target.option.id),
    t('queueOptions.deleted'),
  );

  return {
    options,
    tree,
    isLoading,
    draft,
    deletion,
    add: (parentId: OptionParent) => setDraft({ mode: 'add', parentId }),
    edit: (option: QueueOptionAnswer) => setDraft({ mode: 'edit', option }),
    remove: (target: DeletionTarget) => {
      setDraft(null);
      deletion.ask(target);
    },
    closeForm: () => setDraft(null),
  };
}
