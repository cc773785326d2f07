import type { Contact } from '@domain/contacts/schema';
import type { Ticket } from '@domain/tickets/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { contactQueryKey, useContact } from '../../contacts/api/get-contact';
import { ContactAvatar } from '../../contacts/components/contact-avatar';
import { ContactModal } from '../../contacts/components/contact-modal';
import { TicketNotes } from './ticket-notes';
import '../../../i18n/contacts-texts';

interface ContactDrawerProps {
  ticket: Ticket;
  onClose: () => void;
}

/**
 * The right-hand drawer (320 px): the contact's data with its extra fields, an edit button, and the notes. Beside
 * the conversation where both fit, over it (with a scrim) where not (contact-drawer.css); Escape closes it.
 */
export function ContactDrawer({ ticket, onClose }: ContactDrawerProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: stored } = useContact(ticket.contactId);
  const [editing, setEditing] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  // The ticket carries the contact's main fields, so the drawer shows them before the full record arrives.
  const contact = stored ?? ticket.contact;
  const extraInfo = stored?.extraInfo ?? [];

  useEffect(() => closeButton.current?.focus(), []);
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      // A dialog open above the drawer (the contact's edit, an image) takes its own Escape.
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('[role="dialog"]')) return;
      onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  const saved = (updated: Contact) => {
    queryClient.setQueryData(contactQueryKey(updated.id), updated);
    setEditing(false);
  };

  return (
    <>
      <button
        type="button"
        className="contact-drawer-scrim"
        aria-label={t('ticketView.drawer.close')}
        tabIndex={-1}
        onClick={onClose}
        data-testid="contact-drawer-scrim"
      />
      <aside className="contact-drawer" aria-label={t('ticketView.drawer.title')} data-testid="contact-drawer">
        <header className="contact-drawer-header">
          <h2 className="contact-drawer-title">{t('ticketView.drawer.title')}</h2>
          <button
            ref={closeButton}
            type="button"
            className="icon-button"
            aria-label={t('ticketView.drawer.close')}
            onClick={onClose}
            data-testid="close-contact-drawer"
          >
            <Icon name="close" size={18} />
          </button>
        </header>
        <div className="contact-drawer-body">
          <section className="contact-drawer-card">
            <ContactAvatar name={contact.name} profilePicUrl={contact.profilePicUrl} />
            <strong data-testid="drawer-contact-name">{contact.name}</strong>
            {contact.number ? (
              <a className="muted" href={`tel:+${contact.number}`} data-testid="drawer-contact-number">
                {contact.number}
              </a>
            ) : (
              <span className="muted small" data-testid="drawer-contact-number">
                {t('contacts.numberHidden')}
              </span>
            )}
            {contact.email && (
              <a className="muted small" href={`mailto:${contact.email}`} data-testid="drawer-contact-email">
                {contact.email}
              </a>
            )}
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => setEditing(true)}
              data-testid="edit-contact"
            >
              <Icon name="edit" size={15} />
              {t('ticketView.drawer.edit')}
            </button>
          </section>
          {extraInfo.length > 0 && (
            <section>
              <h3 className="contact-drawer-heading">{t('ticketView.drawer.extraInfo')}</h3>
              <dl className="contact-extra-info" data-testid="contact-extra-info">
                {extraInfo.map((info) => (
                  <div key={info.id} className="contact-extra-info-row" data-testid={`extra-info-${info.id}`}>
                    <dt>{info.name}</dt>
                    <dd>{info.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
          <TicketNotes ticket={ticket} />
        </div>
        <ContactModal open={editing} contactId={contact.id} onClose={() => setEditing(false)} onSave={saved} />
      </aside>
    </>
  );
}
