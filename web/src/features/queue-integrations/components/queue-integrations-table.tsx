import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/ui/row-actions';
import { TableStatus } from '../../../components/ui/table-status';
import { useInfiniteScroll } from '../../../hooks/use-infinite-scroll';
import type { useQueueIntegrations } from '../api/queue-integrations';
import type { QueueIntegration } from '../integration-form';
import { QUEUE_INTEGRATIONS_NS } from '../texts';
import { TypeLogo } from './type-logo';

interface QueueIntegrationsTableProps {
  query: ReturnType<typeof useQueueIntegrations>;
  onEdit: (record: QueueIntegration) => void;
  onDelete: (record: QueueIntegration) => void;
}

/** Spec 3 §2: the type's logo, id, name and actions; the next page near the bottom. */
export function QueueIntegrationsTable({ query, onEdit, onDelete }: QueueIntegrationsTableProps) {
  const { t } = useTranslation(QUEUE_INTEGRATIONS_NS);
  const { data, hasNextPage, isFetching, fetchNextPage } = query;
  const records = data?.pages.flatMap((page) => page.queueIntegrations) ?? [];
  const { containerRef, onScroll } = useInfiniteScroll({
    hasMore: Boolean(hasNextPage),
    loading: isFetching,
    loadMore: () => void fetchNextPage(),
    itemCount: records.length,
  });

  return (
    <div className="card table-card" ref={containerRef} onScroll={onScroll}>
      <table className="table queue-integrations-table" data-testid="queue-integrations-table">
        <thead>
          <tr>
            <th className="integration-type">{t('columns.type')}</th>
            <th className="integration-id">{t('columns.id')}</th>
            <th>{t('columns.name')}</th>
            <th className="cell-actions">{t('common.actions', { ns: 'translation' })}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id} data-testid={`queue-integration-row-${record.name}`}>
              <td className="integration-type">
                <TypeLogo type={record.type} label={t(`types.${record.type}`)} />
              </td>
              <td className="integration-id">
                <code title={record.id}>{record.id}</code>
              </td>
              <td className="integration-name">{record.name}</td>
              <RowActions label={record.name} onEdit={() => onEdit(record)} onDelete={() => onDelete(record)} />
            </tr>
          ))}
        </tbody>
      </table>
      <TableStatus loading={isFetching} empty={records.length === 0} />
    </div>
  );
}
