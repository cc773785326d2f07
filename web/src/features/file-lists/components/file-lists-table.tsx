import type { FileListAnswer } from '@domain/file-lists/schema';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/ui/row-actions';
import { TableStatus } from '../../../components/ui/table-status';
import { useInfiniteScroll } from '../../../hooks/use-infinite-scroll';
import type { useFileLists } from '../api/file-lists';
import { FILE_LISTS_NS } from '../texts';

interface FileListsTableProps {
  query: ReturnType<typeof useFileLists>;
  onEdit: (record: FileListAnswer) => void;
  onDelete: (record: FileListAnswer) => void;
}

/** Spec 3 §2: the name and the actions (with how many options each list sends), the next page near the bottom. */
export function FileListsTable({ query, onEdit, onDelete }: FileListsTableProps) {
  const { t } = useTranslation(FILE_LISTS_NS);
  const { data, hasNextPage, isFetching, fetchNextPage } = query;
  const records = data?.pages.flatMap((page) => page.files) ?? [];
  const { containerRef, onScroll } = useInfiniteScroll({
    hasMore: Boolean(hasNextPage),
    loading: isFetching,
    loadMore: () => void fetchNextPage(),
    itemCount: records.length,
  });

  return (
    <div className="card table-card" ref={containerRef} onScroll={onScroll}>
      <table className="table file-lists-table" data-testid="file-lists-table">
        <thead>
          <tr>
            <th>{t('name')}</th>
            <th className="file-lists-count">{t('options')}</th>
            <th className="cell-actions">{t('common.actions', { ns: 'translation' })}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id} data-testid={`file-list-row-${record.name}`}>
              <td>
                <span className="file-list-name" title={record.message}>
                  {record.name}
                </span>
              </td>
              <td className="file-lists-count">{record.options.length}</td>
              <RowActions label={record.name} onEdit={() => onEdit(record)} onDelete={() => onDelete(record)} />
            </tr>
          ))}
        </tbody>
      </table>
      <TableStatus loading={isFetching} empty={records.length === 0} />
    </div>
  );
}
