import { MAX_MEDIA_BYTES, type Message } from '@domain/messages/schema';
import type { Ticket } from '@domain/tickets/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from '../../../components/attachments/attachment-tray';
import { useFileDrop } from '../../../components/attachments/use-file-drop';
import { usePendingFiles } from '../../../components/attachments/use-pending-files';
import { Spinner } from '../../../components/ui/spinner';
import { MessageInput } from '../../messages/components/message-input';
import { MessageList } from '../../messages/components/message-list';
import { useTicket } from '../../tickets/api/get-ticket';
import { ContactDrawer } from './contact-drawer';
import { TagsBar } from './tags-bar';
import { TicketHeader } from './ticket-header';
import '../../../i18n/conversation-texts';

/** The conversation pane of /tickets/{uuid}: header, tags, messages, input and the contact drawer. */
export function TicketView({ ticketId }: { ticketId: string }) {
  const { data: ticket, isLoading } = useTicket(ticketId);
  if (!ticket) {
    return <div className="ticket-view ticket-view-empty">{isLoading && <Spinner />}</div>;
  }
  // Keyed by ticket: a reply being written or an open drawer does not follow the user to another ticket.
  return <TicketWorkspace key={ticket.id} ticket={ticket} />;
}

function TicketWorkspace({ ticket }: { ticket: Ticket }) {
  const [replyTo, setReplyTo] = useState<Message | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Only an open ticket can be answered; a pending one is accepted first (the header's Accept), a closed one reopened.
  const writable = ticket.status === 'open';
  // Files dropped anywhere on the conversation join the input's tray.
  const attachments = usePendingFiles(MAX_MEDIA_BYTES);
  const drop = useFileDrop(attachments.add, writable);

  return (
    <div className="ticket-view" data-testid="ticket-view" data-ticket-id={ticket.id} data-status={ticket.status}>
      <section className="ticket-view-main" {...drop.handlers}>
        <TicketHeader ticket={ticket} drawerOpen={drawerOpen} onToggleContact={() => setDrawerOpen((open) => !open)} />
        <TagsBar ticket={ticket} />
        <MessageList ticketId={ticket.id} onReply={writable ? setReplyTo : undefined} />
        {writable ? (
          <MessageInput
            ticketId={ticket.id}
            replyTo={replyTo}
            onCancelReply={() => setReplyTo(null)}
            attachments={attachments}
          />
        ) : (
          <ReadOnlyNotice status={ticket.status} />
        )}
        {drop.dragging && <FileDropZone />}
      </section>
      {drawerOpen && <ContactDrawer ticket={ticket} onClose={() => setDrawerOpen(false)} />}
    </div>
  );
}

function ReadOnlyNotice({ status }: { status: Ticket['status'] }) {
  const { t } = useTranslation();
  return (
    <p className="ticket-view-readonly muted small" data-testid="ticket-read-only">
      {t(status === 'pending' ? 'conversation.input.pendingReadOnly' : 'conversation.input.closedReadOnly')}
    </p>
  );
}
