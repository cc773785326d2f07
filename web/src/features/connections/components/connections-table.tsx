import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { RowActions } from '../../../components/ui/row-actions';
import { TableStatus } from '../../../components/ui/table-status';
import type { Connection } from '../../../types/api';
import { formatLastUpdate } from '../last-update';
import { ConnectionStatusIcon } from './connection-status';
import { SessionButtons, type SessionHandlers } from './session-buttons';

interface ConnectionsTableProps {
  connections: Connection[] | undefined;
  loading: boolean;
  /** Session buttons, edit and delete are for admins only (spec 1 §6); agents see the rest. */
  admin: boolean;
  sessionHandlers: SessionHandlers;
  onEdit: (connection: Connection) => void;
  onDelete: (connection: Connection) => void;
}

export function ConnectionsTable({
  connections,
  loading,
  admin,
  sessionHandlers,
  onEdit,
  onDelete,
}: ConnectionsTableProps) {
  const { t } = useTranslation();
  return (
    <div className="card table-card">
      <table className="table" data-testid="connections-table">
        <thead>
          <tr>
            <th>{t('connections.name')}</th>
            <th className="cell-center">{t('connections.status')}</th>
            {admin && <th className="cell-center">{t('connections.session')}</th>}
            <th className="cell-center">{t('connections.lastUpdate')}</th>
            <th className="cell-center">{t('connections.default')}</th>
            {admin && <th className="cell-actions">{t('common.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {connections?.map((connection) => (
            <tr key={connection.id} data-testid="connection-row" data-name={connection.name}>
              <td>
                <span className="connection-name">{connection.name}</span>
                {connection.provider === 'simulator' && (
                  <span className="chip connection-provider">{t('connections.providers.simulator')}</span>
                )}
              </td>
              <td className="cell-center">
                <ConnectionStatusIcon status={connection.status} />
              </td>
              {admin && (
                <td className="cell-center">
                  <SessionButtons connection={connection} handlers={sessionHandlers} />
                </td>
              )}
              <td className="cell-center muted">{formatLastUpdate(connection.updatedAt)}</td>
              <td className="cell-center">
                {connection.isDefault && (
                  <span className="connection-default" role="img" aria-label={t('connections.default')}>
                    <Icon name="check" size={20} />
                  </span>
                )}
              </td>
              {admin && (
                <RowActions
                  label={connection.name}
                  onEdit={() => onEdit(connection)}
                  onDelete={() => onDelete(connection)}
                />
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <TableStatus loading={loading} empty={connections?.length === 0} />
    </div>
  );
}
