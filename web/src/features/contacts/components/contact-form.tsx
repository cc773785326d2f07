import type { Contact, ContactCreate } from '@domain/contacts/schema';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { useRecordForm } from '../../../hooks/use-save-form';
import { useCreateContact } from '../api/create-contact';
import { useUpdateContact } from '../api/update-contact';
import { asNumberFieldError, toContactPayload, type ContactFormValues } from '../contact-form-values';
import { ExtraInfoFields } from './extra-info-fields';

export interface ContactFormProps {
  /** The contact being edited; absent when adding one. */
  contactId?: string;
  initialValues: ContactFormValues;
  onCancel: () => void;
  onSaved: (contact: Contact) => void;
}

export function ContactForm({ contactId, initialValues, onCancel, onSaved }: ContactFormProps) {
  const { t } = useTranslation();
  const create = useCreateContact();
  const update = useUpdateContact();
  const { values, errors, change, onSubmit, saving } = useRecordForm({
    id: contactId,
    initialValues,
    check: toContactPayload,
    // A refused number also marks the number field, beside the translated toast.
    create: {
      mutateAsync: (input: ContactCreate) => create.mutateAsync(input).catch(rethrowAsNumberError),
      isPending: create.isPending,
    },
    update: {
      mutateAsync: (request: { id: string; input: ContactCreate }) =>
        update.mutateAsync(request).catch(rethrowAsNumberError),
      isPending: update.isPending,
    },
    savedMessage: t('contactModal.saved'),
    onSaved,
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="contact-form">
      <div className="modal-body form-grid">
        <TextField
          label={t('contactModal.name')}
          name="name"
          autoComplete="off"
          value={values.name}
          error={errors.name}
          onChange={(event) => change({ name: event.target.value })}
          autoFocus
        />
        <TextField
          label={t('contactModal.number')}
          name="number"
          type="tel"
          autoComplete="off"
          value={values.number}
          error={errors.number}
          hint={values.numberHidden && !values.number ? t('contacts.numberHidden') : t('contactModal.numberHint')}
          onChange={(event) => change({ number: event.target.value })}
        />
        <TextField
          label={t('contactModal.email')}
          name="email"
          type="email"
          autoComplete="off"
          value={values.email}
          error={errors.email}
          onChange={(event) => change({ email: event.target.value })}
        />
        <ExtraInfoFields rows={values.extraInfo} errors={errors} onChange={(extraInfo) => change({ extraInfo })} />
      </div>
      <footer className="modal-footer">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving} data-testid="contact-save">
          {contactId ? t('common.save') : t('common.add')}
        </button>
      </footer>
    </form>
  );
}

function rethrowAsNumberError(error: unknown): never {
  throw asNumberFieldError(error);
}
