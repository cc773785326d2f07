import type { TagWithCount } from '@domain/tags/schema';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { RowActions } from '../../../components/ui/row-actions';
import { TableStatus } from '../../../components/ui/table-status';
import { useInfiniteScroll } from '../../../hooks/use-infinite-scroll';
import { useTags } from '../api/tags';
import { TAGS_NS } from '../texts';

interface TagsTableProps {
  searchParam: string;
  /** Absent for a user who may not do it (the server refuses it too). */
  onEdit?: (tag: TagWithCount) => void;
  onDelete?: (tag: TagWithCount) => void;
}

/** Spec 2 §2: name (a chip in the tag's colour), tickets count, actions; the next page within 100 px of the end. */
export function TagsTable({ searchParam, onEdit, onDelete }: TagsTableProps) {
  const { t } = useTranslation(TAGS_NS);
  const { data, hasNextPage, isFetching, fetchNextPage } = useTags(searchParam);
  const tags = data?.pages.flatMap((page) => page.tags) ?? [];
  const { containerRef, onScroll } = useInfiniteScroll({
    hasMore: Boolean(hasNextPage),
    loading: isFetching,
    loadMore: () => void fetchNextPage(),
    itemCount: tags.length,
  });
  const withActions = Boolean(onEdit ?? onDelete);

  return (
    <div className="card table-card tags-table" ref={containerRef} onScroll={onScroll}>
      <table className="table" data-testid="tags-table">
        <thead>
          <tr>
            <th>{t('columns.name')}</th>
            <th className="cell-count">{t('columns.tickets')}</th>
            {withActions && <th className="cell-actions">{t('columns.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {tags.map((tag) => (
            <tr key={tag.id} data-testid={`tag-row-${tag.id}`}>
              <td>
                <span className="chip tag-chip" style={{ background: tag.color }}>
                  {tag.name}
                </span>
                {tag.kanban === 1 && (
                  <span className="tag-kanban-mark" role="img" aria-label={t('modal.kanban')} title={t('modal.kanban')}>
                    <Icon name="kanban" size={15} />
                  </span>
                )}
              </td>
              <td className="cell-count" data-testid="tag-tickets-count">
                {tag.ticketsCount}
              </td>
              {withActions && (
                <RowActions
                  label={tag.name}
                  onEdit={onEdit && (() => onEdit(tag))}
                  onDelete={onDelete && (() => onDelete(tag))}
                />
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <TableStatus loading={isFetching} empty={tags.length === 0} />
    </div>
  );
}
