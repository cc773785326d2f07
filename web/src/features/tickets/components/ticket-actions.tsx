import type { Ticket, TicketUpdate } from '@domain/tickets/schema';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { isAdmin, useCurrentUser } from '../../../lib/auth/session-provider';
import { toast } from '../../../lib/toast';
import { useDeleteTicket } from '../api/delete-ticket';
import { useUpdateTicket } from '../api/update-ticket';
import { firstAnnouncement } from '../deleted-tickets';
import { TransferModal } from './transfer-modal';

interface TicketActionsProps {
  ticket: Ticket;
  /** 'list': the one action a list item offers; 'full' (the conversation header): every action. */
  variant?: 'full' | 'list';
}

interface ActionButton {
  testId: string;
  label: string;
  run: () => void;
  shown: boolean;
  kind?: 'btn-primary' | 'btn-danger';
}

/** Spec 1 §4 transitions: Accept, Return, Finish, Reopen, Transfer and (admins) Delete. */
export function TicketActions({ ticket, variant = 'full' }: TicketActionsProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const viewed = useParams().ticketId === ticket.uuid;
  const update = useUpdateTicket();
  const remove = useDeleteTicket();
  const [transferOpen, setTransferOpen] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const full = variant === 'full';
  const { status } = ticket;

  const change = (input: TicketUpdate, after: () => void) => () =>
    void update.mutateAsync({ id: ticket.id, input }).then(after, () => undefined);
  // After accept or reopen the ticket is (or stays) selected.
  const openIt = () => navigate(`/tickets/${ticket.uuid}`);
  // After a close or return the view goes back to /tickets, but only when this ticket was the one open.
  const leaveIt = () => viewed && navigate('/tickets');

  const confirmDelete = () =>
    remove.mutateAsync(ticket.id).then(
      () => {
        setConfirmingDelete(false);
        if (firstAnnouncement(ticket.id)) toast.success(t('tickets.toasts.deleted'));
        leaveIt();
      },
      () => setConfirmingDelete(false),
    );

  const actions: ActionButton[] = [
    {
      testId: 'accept-ticket',
      label: t('tickets.actions.accept'),
      run: change({ status: 'open', userId: user.id }, openIt),
      shown: status === 'pending',
      kind: 'btn-primary',
    },
    {
      testId: 'return-ticket',
      label: t('tickets.actions.return'),
      run: change({ status: 'pending', userId: null }, leaveIt),
      shown: full && status === 'open',
    },
    {
      testId: 'finish-ticket',
      label: t('tickets.actions.finish'),
      run: change({ status: 'closed' }, leaveIt),
      shown: status === 'open',
      kind: 'btn-primary',
    },
    {
      testId: 'reopen-ticket',
      label: t('tickets.actions.reopen'),
      run: change({ status: 'open', userId: user.id }, openIt),
      shown: status === 'closed',
    },
    {
      testId: 'transfer-ticket',
      label: t('tickets.actions.transfer'),
      run: () => setTransferOpen(true),
      shown: full && status !== 'closed',
    },
    {
      testId: 'delete-ticket',
      label: t('tickets.actions.delete'),
      run: () => setConfirmingDelete(true),
      shown: full && isAdmin(user),
      kind: 'btn-danger',
    },
  ];

  return (
    // The actions sit inside a clickable list item: their clicks must not also open the ticket.
    <div className="ticket-actions" onClick={(event: MouseEvent) => event.stopPropagation()}>
      {actions
        .filter((action) => action.shown)
        .map((action) => (
          <button
            key={action.testId}
            type="button"
            className={`btn btn-sm ${action.kind ?? 'btn-ghost'}`}
            data-testid={action.testId}
            disabled={update.isPending}
            onClick={action.run}
          >
            {action.label}
          </button>
        ))}
      {transferOpen && <TransferModal open ticket={ticket} onClose={() => setTransferOpen(false)} />}
      <ConfirmDialog
        open={confirmingDelete}
        title={t('tickets.deleteTitle', { name: ticket.contact.name })}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirmingDelete(false)}
        busy={remove.isPending}
      >
        {t('tickets.deleteMessage')}
      </ConfirmDialog>
    </div>
  );
}
