import type { QuickMessageAnswer } from '@domain/quick-messages/schema';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { RowActions } from '../../../components/ui/row-actions';
import { TableStatus } from '../../../components/ui/table-status';
import { useInfiniteScroll } from '../../../hooks/use-infinite-scroll';
import { useQuickMessages } from '../api/quick-messages';
import { QUICK_MESSAGES_NS } from '../texts';

interface QuickMessagesTableProps {
  searchParam: string;
  onEdit: (record: QuickMessageAnswer) => void;
  onDelete: (record: QuickMessageAnswer) => void;
}

/** Spec 2 §2: shortcode, attachment name and actions, the next page loading near the bottom. */
export function QuickMessagesTable({ searchParam, onEdit, onDelete }: QuickMessagesTableProps) {
  const { t } = useTranslation(QUICK_MESSAGES_NS);
  const { data, hasNextPage, isFetching, fetchNextPage } = useQuickMessages(searchParam);
  const records = data?.pages.flatMap((page) => page.records) ?? [];
  const { containerRef, onScroll } = useInfiniteScroll({
    hasMore: Boolean(hasNextPage),
    loading: isFetching,
    loadMore: () => void fetchNextPage(),
    itemCount: records.length,
  });

  return (
    <div className="card table-card" ref={containerRef} onScroll={onScroll}>
      <table className="table quick-messages-table" data-testid="quick-messages-table">
        <thead>
          <tr>
            <th>{t('shortcode')}</th>
            <th>{t('attachment')}</th>
            <th className="cell-actions">{t('common.actions', { ns: 'translation' })}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id} data-testid={`quick-message-row-${record.shortcode}`}>
              <td>
                <span className="quick-message-shortcode" title={record.message}>
                  /{record.shortcode}
                </span>
                {!record.geral && <span className="chip quick-message-personal">{t('personal')}</span>}
              </td>
              <td className={record.mediaName ? undefined : 'muted'}>
                {record.mediaName ? (
                  <span className="quick-message-file" title={record.mediaName}>
                    <Icon name="paperclip" size={14} />
                    <span>{record.mediaName}</span>
                  </span>
                ) : (
                  t('noAttachment')
                )}
              </td>
              <RowActions label={record.shortcode} onEdit={() => onEdit(record)} onDelete={() => onDelete(record)} />
            </tr>
          ))}
        </tbody>
      </table>
      <TableStatus loading={isFetching} empty={records.length === 0} />
    </div>
  );
}
