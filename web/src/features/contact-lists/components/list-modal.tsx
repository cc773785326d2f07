import type { ContactList } from '@domain/contact-lists/schema';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { useRecordForm } from '../../../hooks/use-save-form';
import { useCreateContactList, useUpdateContactList } from '../api/contact-lists';
import { listToForm, toListPayload } from '../form-values';
import { CONTACT_LISTS_NS } from '../texts';
import { FormFooter } from './form-footer';

interface ListModalProps {
  open: boolean;
  /** The list being renamed; absent when adding one. */
  list?: ContactList;
  onClose: () => void;
}

export function ListModal({ open, list, onClose }: ListModalProps) {
  const { t } = useTranslation(CONTACT_LISTS_NS);
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title={list ? t('listModal.editTitle') : t('listModal.addTitle')}
      testId="contact-list-modal"
    >
      <ListForm key={list?.id ?? 'new'} list={list} onClose={onClose} />
    </Modal>
  );
}

function ListForm({ list, onClose }: Omit<ListModalProps, 'open'>) {
  const { t } = useTranslation(CONTACT_LISTS_NS);
  const { values, errors, change, onSubmit, saving } = useRecordForm({
    id: list?.id,
    initialValues: listToForm(list),
    check: toListPayload,
    create: useCreateContactList(),
    update: useUpdateContactList(),
    savedMessage: t('listSaved'),
    onSaved: onClose,
  });
  return (
    <form onSubmit={onSubmit} noValidate data-testid="contact-list-form">
      <div className="modal-body">
        <TextField
          label={t('listModal.name')}
          value={values.name}
          error={errors.name}
          autoFocus
          maxLength={50}
          onChange={(event) => change({ name: event.target.value })}
        />
      </div>
      <FormFooter editing={Boolean(list)} saving={saving} onClose={onClose} />
    </form>
  );
}
