import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import type { ConnectionProvider, QueueRef } from '../../../types/api';
import { useConnection } from '../api/get-connection';
import { connectionToForm, emptyConnectionForm } from '../connection-form-values';
import { ConnectionForm } from './connection-form';

interface ConnectionModalProps {
  open: boolean;
  /** Edit this connection; absent to add a new one. */
  connectionId?: string;
  /** The provider a new connection starts with. */
  defaultProvider: ConnectionProvider;
  queues: QueueRef[];
  onClose: () => void;
}

export function ConnectionModal({ open, connectionId, defaultProvider, queues, onClose }: ConnectionModalProps) {
  const { t } = useTranslation();
  const { data: connection, isError } = useConnection(open ? connectionId : undefined);
  const waitingForConnection = Boolean(connectionId) && !connection;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={connectionId ? t('connectionModal.editTitle') : t('connectionModal.addTitle')}
      testId="connection-modal"
    >
      {waitingForConnection ? (
        // A failed load was already toasted; a form without the stored values would only mislead.
        <div className="modal-body center">
          {isError ? <p className="muted">{t('common.noRecords')}</p> : <Spinner />}
        </div>
      ) : (
        <ConnectionForm
          key={connection?.id ?? `new-${defaultProvider}`}
          connectionId={connectionId}
          initialValues={connection ? connectionToForm(connection) : emptyConnectionForm(defaultProvider)}
          queues={queues}
          onCancel={onClose}
          onSaved={onClose}
        />
      )}
    </Modal>
  );
}
