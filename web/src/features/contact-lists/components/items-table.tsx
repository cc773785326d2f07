import type { ContactListItem } from '@domain/contact-lists/schema';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/ui/row-actions';
import { TableStatus } from '../../../components/ui/table-status';
import { useInfiniteScroll } from '../../../hooks/use-infinite-scroll';
import { useContactListItems } from '../api/contact-lists';
import { CONTACT_LISTS_NS } from '../texts';
import { ValidityIcon } from './validity-icon';

interface ItemsTableProps {
  contactListId: string;
  searchParam: string;
  onEdit: (item: ContactListItem) => void;
  onDelete: (item: ContactListItem) => void;
}

/** The WhatsApp-valid icon, name, number, email and actions; the next page within 100 px of the end. */
export function ItemsTable({ contactListId, searchParam, onEdit, onDelete }: ItemsTableProps) {
  const { t } = useTranslation(CONTACT_LISTS_NS);
  const { data, hasNextPage, isFetching, fetchNextPage } = useContactListItems(contactListId, searchParam);
  const items = data?.pages.flatMap((page) => page.contacts) ?? [];
  const { containerRef, onScroll } = useInfiniteScroll({
    hasMore: Boolean(hasNextPage),
    loading: isFetching,
    loadMore: () => void fetchNextPage(),
    itemCount: items.length,
  });
  return (
    <div className="card table-card contact-list-items-table" ref={containerRef} onScroll={onScroll}>
      <table className="table" data-testid="contact-list-items-table">
        <thead>
          <tr>
            <th className="cell-validity">
              <span className="validity-heading">{t('columns.valid')}</span>
            </th>
            <th>{t('columns.name')}</th>
            <th>{t('columns.number')}</th>
            <th className="cell-email">{t('columns.email')}</th>
            <th className="cell-actions">{t('columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-testid={`contact-list-item-row-${item.id}`}>
              <td className="cell-validity">
                <ValidityIcon valid={item.isWhatsappValid} />
              </td>
              <td className="cell-name">{item.name}</td>
              <td className="cell-number">{item.number}</td>
              <td className="cell-email">{item.email}</td>
              <RowActions label={item.name} onEdit={() => onEdit(item)} onDelete={() => onDelete(item)} />
            </tr>
          ))}
        </tbody>
      </table>
      <TableStatus loading={isFetching} empty={items.length === 0} />
    </div>
  );
}
