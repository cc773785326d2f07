import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/ui/row-actions';
import { TableStatus } from '../../../components/ui/table-status';
import type { PromptAnswer } from '@domain/prompts/schema';
import { usePrompts } from '../api/prompts';
import { PROMPTS_NS } from '../texts';

interface PromptsTableProps {
  /** Absent for a user who may not do it (the server refuses it too). */
  onEdit?: (record: PromptAnswer) => void;
  onDelete?: (record: PromptAnswer) => void;
}

/** Spec 3 §2: name, queue, max tokens and actions. */
export function PromptsTable({ onEdit, onDelete }: PromptsTableProps) {
  const { t } = useTranslation(PROMPTS_NS);
  const { data: prompts = [], isFetching } = usePrompts();
  const withActions = Boolean(onEdit ?? onDelete);

  return (
    <div className="card table-card">
      <table className="table prompts-table" data-testid="prompts-table">
        <thead>
          <tr>
            <th>{t('columns.name')}</th>
            <th className="prompts-queue">{t('columns.queue')}</th>
            <th className="prompts-tokens">{t('columns.maxTokens')}</th>
            {withActions && <th className="cell-actions">{t('common.actions', { ns: 'translation' })}</th>}
          </tr>
        </thead>
        <tbody>
          {prompts.map((record) => (
            <tr key={record.id} data-testid={`prompt-row-${record.name}`}>
              <td>
                <span className="prompt-name">{record.name}</span>
                {/* On a phone the queue goes under the name, so the actions stay in view. */}
                <span className="prompt-queue-below muted">{record.queue?.name ?? '—'}</span>
              </td>
              <td className="prompts-queue">{record.queue?.name ?? '—'}</td>
              <td className="prompts-tokens">{record.maxTokens}</td>
              {withActions && (
                <RowActions
                  label={record.name}
                  onEdit={onEdit && (() => onEdit(record))}
                  onDelete={onDelete && (() => onDelete(record))}
                />
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <TableStatus loading={isFetching && prompts.length === 0} empty={prompts.length === 0} />
    </div>
  );
}
