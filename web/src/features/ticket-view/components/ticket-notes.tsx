import { TicketNoteCreate, type TicketNote } from '@domain/ticket-notes/schema';
import type { Ticket } from '@domain/tickets/schema';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icons';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useCreateTicketNote } from '../api/create-ticket-note';
import { useDeleteTicketNote } from '../api/delete-ticket-note';
import { useTicketNotes } from '../api/get-ticket-notes';

/** Spec 1 §2: the contact's notes (list at most 200 px high), add (2 characters or more) and delete. */
export function TicketNotes({ ticket }: { ticket: Pick<Ticket, 'id' | 'contactId'> }) {
  const { t } = useTranslation();
  const { data: notes = [] } = useTicketNotes(ticket.id, ticket.contactId);
  const create = useCreateTicketNote();
  const remove = useDeleteTicketNote();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState<TicketNote | null>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const checked = TicketNoteCreate.safeParse({ note, ticketId: ticket.id, contactId: ticket.contactId });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    create.mutate(checked.data, {
      onSuccess: () => {
        setNote('');
        toast.success(t('ticketView.drawer.noteAdded'));
      },
    });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: () => toast.success(t('ticketView.drawer.noteDeleted')),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <section className="ticket-notes" data-testid="ticket-notes">
      <h3 className="contact-drawer-heading">{t('ticketView.drawer.notes')}</h3>
      <form className="ticket-notes-form" onSubmit={add} noValidate>
        <textarea
          className="input textarea"
          rows={2}
          value={note}
          placeholder={t('ticketView.drawer.notePlaceholder')}
          aria-label={t('ticketView.drawer.notePlaceholder')}
          aria-invalid={Boolean(error)}
          onChange={(event) => setNote(event.target.value)}
          data-testid="note-input"
        />
        {error && (
          <p className="field-error" data-testid="note-error">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-sm" disabled={create.isPending} data-testid="add-note">
          {t('ticketView.drawer.addNote')}
        </button>
      </form>
      <ul className="ticket-notes-list" data-testid="notes-list">
        {notes.length === 0 && <li className="muted small">{t('ticketView.drawer.noNotes')}</li>}
        {notes.map((item) => (
          <li key={item.id} className="ticket-note" data-testid={`note-${item.id}`}>
            <p className="ticket-note-text">{item.note}</p>
            <span className="muted small">
              {item.user.name} · {formatDateTime(item.createdAt)}
            </span>
            <button
              type="button"
              className="icon-button danger"
              aria-label={t('ticketView.drawer.deleteNote')}
              onClick={() => setDeleting(item)}
              data-testid={`delete-note-${item.id}`}
            >
              <Icon name="trash" size={15} />
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={t('ticketView.drawer.deleteNoteTitle')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        busy={remove.isPending}
      >
        {t('ticketView.drawer.deleteNoteMessage')}
      </ConfirmDialog>
    </section>
  );
}
