import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/ui/row-actions';
import { TableStatus } from '../../../components/ui/table-status';
import { useInfiniteScroll } from '../../../hooks/use-infinite-scroll';
import type { User } from '../../../types/api';
import { useUsers } from '../api/get-users';

interface UsersTableProps {
  searchParam: string;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}

export function UsersTable({ searchParam, onEdit, onDelete }: UsersTableProps) {
  const { t } = useTranslation();
  const { data, hasNextPage, isFetching, fetchNextPage } = useUsers(searchParam);
  const users = data?.pages.flatMap((page) => page.users) ?? [];
  const { containerRef, onScroll } = useInfiniteScroll({
    hasMore: Boolean(hasNextPage),
    loading: isFetching,
    loadMore: () => void fetchNextPage(),
    itemCount: users.length,
  });

  return (
    <div className="card table-card" ref={containerRef} onScroll={onScroll}>
      <table className="table" data-testid="users-table">
        <thead>
          <tr>
            <th>{t('users.name')}</th>
            <th>{t('users.email')}</th>
            <th>{t('users.profile')}</th>
            <th className="cell-actions">{t('common.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <td>
                <span className="cell-with-dot">
                  <span className={`presence-dot${user.online ? ' online' : ''}`} aria-hidden="true" />
                  {user.name}
                </span>
              </td>
              <td className="muted">{user.email}</td>
              <td>
                <span className={`chip chip-${user.profile}`}>{t(`users.profiles.${user.profile}`)}</span>
              </td>
              <RowActions label={user.name} onEdit={() => onEdit(user)} onDelete={() => onDelete(user)} />
            </tr>
          ))}
        </tbody>
      </table>
      <TableStatus loading={isFetching} empty={users.length === 0} />
    </div>
  );
}
