import type { AnnouncementAnswer } from '@domain/announcements/schema';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/ui/row-actions';
import { TableStatus } from '../../../components/ui/table-status';
import { useInfiniteScroll } from '../../../hooks/use-infinite-scroll';
import type { useAnnouncements } from '../api/announcements';
import { ANNOUNCEMENTS_NS } from '../texts';

interface AnnouncementsTableProps {
  query: ReturnType<typeof useAnnouncements>;
  onEdit: (record: AnnouncementAnswer) => void;
  onDelete: (record: AnnouncementAnswer) => void;
}

const PRIORITIES = ['1', '2', '3'] as const;
export const priorityKey = (priority: number) => PRIORITIES[priority - 1] ?? '3';

/** Spec 3 §2: title, priority (red, orange, grey), attachment or 'sem anexo', status, actions; next page near the end. */
export function AnnouncementsTable({ query, onEdit, onDelete }: AnnouncementsTableProps) {
  const { t } = useTranslation(ANNOUNCEMENTS_NS);
  const { data, hasNextPage, isFetching, fetchNextPage } = query;
  const records = data?.pages.flatMap((page) => page.records) ?? [];
  const { containerRef, onScroll } = useInfiniteScroll({
    hasMore: Boolean(hasNextPage),
    loading: isFetching,
    loadMore: () => void fetchNextPage(),
    itemCount: records.length,
  });

  return (
    <div className="card table-card" ref={containerRef} onScroll={onScroll}>
      <table className="table announcements-table" data-testid="announcements-table">
        <thead>
          <tr>
            <th>{t('columns.title')}</th>
            <th className="announcement-column-optional">{t('columns.priority')}</th>
            <th className="announcement-column-optional">{t('columns.attachment')}</th>
            <th>{t('columns.status')}</th>
            <th className="cell-actions">{t('common.actions', { ns: 'translation' })}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id} data-testid={`announcement-row-${record.title}`}>
              <td>
                <span className="announcement-title">
                  <span
                    className={`announcement-priority priority-${record.priority}`}
                    title={t(`priorities.${priorityKey(record.priority)}`)}
                  />
                  {record.title}
                </span>
              </td>
              <td className="announcement-column-optional">
                <span className={`chip announcement-chip priority-${record.priority}`}>
                  {t(`priorities.${priorityKey(record.priority)}`)}
                </span>
              </td>
              <td className="announcement-column-optional announcement-attachment">
                {record.mediaName ?? <span className="muted">{t('noAttachment')}</span>}
              </td>
              <td>
                <span className={`chip announcement-chip ${record.status ? 'status-active' : ''}`}>
                  {t(record.status ? 'statuses.active' : 'statuses.inactive')}
                </span>
              </td>
              <RowActions label={record.title} onEdit={() => onEdit(record)} onDelete={() => onDelete(record)} />
            </tr>
          ))}
        </tbody>
      </table>
      <TableStatus loading={isFetching} empty={records.length === 0} />
    </div>
  );
}
