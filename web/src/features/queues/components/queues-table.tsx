import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/ui/row-actions';
import { TableStatus } from '../../../components/ui/table-status';
import type { Queue } from '../../../types/api';

interface QueuesTableProps {
  queues: Queue[] | undefined;
  loading: boolean;
  onEdit: (queue: Queue) => void;
  onDelete: (queue: Queue) => void;
}

export function QueuesTable({ queues, loading, onEdit, onDelete }: QueuesTableProps) {
  const { t } = useTranslation();
  return (
    <div className="card table-card">
      <table className="table" data-testid="queues-table">
        <thead>
          <tr>
            <th>{t('queues.name')}</th>
            <th>{t('queues.color')}</th>
            <th>{t('queues.orderQueue')}</th>
            <th>{t('queues.greeting')}</th>
            <th className="cell-actions">{t('common.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {queues?.map((queue) => (
            <tr key={queue.id}>
              <td>{queue.name}</td>
              <td>
                <span className="color-swatch" style={{ background: queue.color }} title={queue.color} />
              </td>
              <td>{queue.orderQueue ?? '—'}</td>
              <td className="cell-truncate muted" title={queue.greetingMessage}>
                {queue.greetingMessage}
              </td>
              <RowActions label={queue.name} onEdit={() => onEdit(queue)} onDelete={() => onDelete(queue)} />
            </tr>
          ))}
        </tbody>
      </table>
      <TableStatus loading={loading} empty={queues?.length === 0} />
    </div>
  );
}
