import type { Contact, ContactCreate } from '@domain/contacts/schema';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useContact } from '../api/get-contact';
import { contactToForm } from '../contact-form-values';
import { ContactForm } from './contact-form';
import '../../../i18n/contacts-texts';

export interface ContactModalProps {
  open: boolean;
  /** Edit this contact; absent to add a new one. */
  contactId?: string;
  /** Prefills a new contact (the new-ticket dialog passes what was searched for). */
  initialValues?: Partial<ContactCreate>;
  onClose(): void;
  onSave?(contact: Contact): void;
}

/** Add/edit contact dialog, opened from the Contacts page, the new-ticket dialog and the contact drawer. */
export function ContactModal({ open, contactId, initialValues, onClose, onSave }: ContactModalProps) {
  const { t } = useTranslation();
  const { data: contact, isError } = useContact(open ? contactId : undefined);
  const waitingForContact = Boolean(contactId) && !contact;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={contactId ? t('contactModal.editTitle') : t('contactModal.addTitle')}
      testId="contact-modal"
    >
      {waitingForContact ? (
        // A failed load was already toasted; a form without the stored values would only mislead.
        <div className="modal-body center">
          {isError ? <p className="muted">{t('common.noRecords')}</p> : <Spinner />}
        </div>
      ) : (
        <ContactForm
          key={contact?.id ?? 'new'}
          contactId={contactId}
          initialValues={contactToForm(contact ?? initialValues)}
          onCancel={onClose}
          onSaved={(saved) => {
            onSave?.(saved);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
