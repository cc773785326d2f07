import type { Ticket } from '@domain/tickets/schema';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Modal } from '../../../components/ui/modal';
import { useConnections } from '../../connections/api/get-connections';
import { useQueues } from '../../queues/api/get-queues';
import { useUpdateTicket } from '../api/update-ticket';
import { useUserList } from '../api/get-user-list';
import { transferPayload, usersOfQueue, type TransferValues } from '../transfer-values';
import { SelectField } from './select-field';

interface TransferModalProps {
  open: boolean;
  ticket: Ticket;
  onClose: () => void;
}

/** Transfer to a queue, optionally to one of its users, optionally through another connection (spec 1 §4). */
export function TransferModal({ open, ticket, onClose }: TransferModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: queues } = useQueues({ enabled: open });
  const { data: users } = useUserList({ enabled: open });
  const { data: connections } = useConnections({ enabled: open });
  const update = useUpdateTicket();
  const [values, setValues] = useState<TransferValues>({
    queueId: '',
    userId: '',
    whatsappId: ticket.whatsappId,
  });
  const [queueError, setQueueError] = useState<string>();
  const change = (changes: Partial<TransferValues>) => setValues((current) => ({ ...current, ...changes }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const payload = transferPayload(values);
    if (!payload) return setQueueError(t('tickets.selectQueue'));
    update.mutateAsync({ id: ticket.id, input: payload }).then(
      () => {
        onClose();
        navigate('/tickets');
      },
      () => undefined,
    );
  };

  return (
    <Modal open={open} title={t('tickets.transfer.title')} onClose={onClose} testId="transfer-modal">
      <form onSubmit={onSubmit}>
        <div className="modal-body form-grid">
          <SelectField
            label={t('tickets.transfer.queue')}
            value={values.queueId}
            onChange={(queueId) => {
              setQueueError(undefined);
              change({ queueId, userId: '' });
            }}
            options={queues ?? []}
            emptyOption={t('tickets.selectQueue')}
            error={queueError}
            testId="transfer-queue"
          />
          <SelectField
            label={t('tickets.transfer.user')}
            value={values.userId}
            onChange={(userId) => change({ userId })}
            options={usersOfQueue(users ?? [], values.queueId)}
            emptyOption={t('tickets.transfer.noUser')}
            testId="transfer-user"
          />
          <SelectField
            label={t('tickets.transfer.connection')}
            value={values.whatsappId}
            onChange={(whatsappId) => change({ whatsappId })}
            options={connections ?? []}
            testId="transfer-connection"
          />
        </div>
        <footer className="modal-footer">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={update.isPending} data-testid="transfer-submit">
            {t('tickets.transfer.submit')}
          </button>
        </footer>
      </form>
    </Modal>
  );
}
