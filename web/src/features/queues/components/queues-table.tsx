import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
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
              <td className="cell-actions">
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`${t('common.edit')} ${queue.name}`}
                  onClick={() => onEdit(queue)}
                >
                  <Icon name="edit" size={17} />
                </button>
                <button
                  type="button"
                  className="icon-button danger"
                  aria-label={`${t('common.delete')} ${queue.name}`}
                  onClick={() => onDelete(queue)}
                >
                  <Icon name="trash" size={17} />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {loading && (
        <div className="table-status">
          <Spinner size={22} />
        </div>
      )}
      {!loading && queues?.length === 0 && <p className="table-status muted">{t('common.noRecords')}</p>}
    </div>
  );
}
