import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icons';
import { Page } from '../../../components/ui/page';
import { useDeleteConfirmation } from '../../../hooks/use-delete-confirmation';
import { isAdmin, useCurrentUser } from '../../../lib/auth/session-provider';
import type { Connection, QueueRef } from '../../../types/api';
import { useSessionCommands } from '../api/connection-session';
import { useDeleteConnection } from '../api/delete-connection';
import { useConnections } from '../api/get-connections';
import { ConnectionModal } from './connection-modal';
import { ConnectionsTable } from './connections-table';
import { QrCodeModal } from './qr-code-modal';
import type { SessionHandlers } from './session-buttons';
import './connections.css';

interface ConnectionsPageProps {
  queues: QueueRef[];
  /** The simulator is switched on: new connections start as simulated and the page links to the phone. */
  simulatorEnabled: boolean;
}

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; connectionId: string };

export function ConnectionsPage({ queues, simulatorEnabled }: ConnectionsPageProps) {
  const { t } = useTranslation();
  const admin = isAdmin(useCurrentUser());
  const { data: connections, isLoading } = useConnections();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [qrConnectionId, setQrConnectionId] = useState<string | null>(null);
  const session = useSessionCommands();
  const deleteConnection = useDeleteConnection();
  const deletion = useDeleteConfirmation(
    (connection: Connection) => deleteConnection.mutateAsync(connection.id),
    t('connections.deleted'),
  );
  const disconnection = useDeleteConfirmation(
    (connection: Connection) => session.disconnect.mutateAsync(connection.id),
    t('common.operationSuccess'),
  );
  const sessionHandlers: SessionHandlers = {
    showQr: (connection) => setQrConnectionId(connection.id),
    tryAgain: (connection) => session.start.mutate(connection.id),
    newQr: (connection) => session.newQr.mutate(connection.id),
    disconnect: disconnection.ask,
  };

  return (
    <Page
      title={t('connections.title')}
      actions={
        admin && (
          <>
            {simulatorEnabled && (
              <Link to="/simulator" className="btn btn-ghost" data-testid="simulator-link">
                <Icon name="connections" size={18} />
                {t('connections.openSimulator')}
              </Link>
            )}
            <button type="button" className="btn btn-primary" onClick={() => setEditing({ mode: 'add' })}>
              <Icon name="plus" size={18} />
              {t('connections.add')}
            </button>
          </>
        )
      }
    >
      <ConnectionsTable
        connections={connections}
        loading={isLoading}
        admin={admin}
        sessionHandlers={sessionHandlers}
        onEdit={(connection) => setEditing({ mode: 'edit', connectionId: connection.id })}
        onDelete={deletion.ask}
      />
      <ConnectionModal
        open={editing.mode !== 'closed'}
        connectionId={editing.mode === 'edit' ? editing.connectionId : undefined}
        defaultProvider={simulatorEnabled ? 'simulator' : 'beta'}
        queues={queues}
        onClose={() => setEditing({ mode: 'closed' })}
      />
      <QrCodeModal
        connection={connections?.find((connection) => connection.id === qrConnectionId)}
        onClose={() => setQrConnectionId(null)}
      />
      <ConfirmDialog
        open={deletion.target !== null}
        title={t('connections.deleteTitle', { name: deletion.target?.name ?? '' })}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
        busy={deletion.busy}
      >
        {t('connections.deleteMessage')}
      </ConfirmDialog>
      <ConfirmDialog
        open={disconnection.target !== null}
        title={t('connections.disconnectTitle')}
        onConfirm={disconnection.confirm}
        onClose={disconnection.cancel}
        busy={disconnection.busy}
      >
        {t('connections.disconnectMessage')}
      </ConfirmDialog>
    </Page>
  );
}
