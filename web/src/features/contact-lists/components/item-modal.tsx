import type { ContactListItem } from '@domain/contact-lists/schema';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { useRecordForm } from '../../../hooks/use-save-form';
import { useCreateItem, useUpdateItem } from '../api/contact-lists';
import { itemToForm, toItemPayload } from '../form-values';
import { CONTACT_LISTS_NS } from '../texts';
import { FormFooter } from './form-footer';

interface ItemModalProps {
  open: boolean;
  contactListId: string;
  /** The item being edited; absent when adding one. */
  item?: ContactListItem;
  onClose: () => void;
}

export function ItemModal({ open, item, contactListId, onClose }: ItemModalProps) {
  const { t } = useTranslation(CONTACT_LISTS_NS);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={item ? t('itemModal.editTitle') : t('itemModal.addTitle')}
      testId="contact-list-item-modal"
    >
      <ItemForm key={item?.id ?? 'new'} item={item} contactListId={contactListId} onClose={onClose} />
    </Modal>
  );
}

function ItemForm({ item, contactListId, onClose }: Omit<ItemModalProps, 'open'>) {
  const { t } = useTranslation(CONTACT_LISTS_NS);
  const { values, errors, change, onSubmit, saving } = useRecordForm({
    id: item?.id,
    initialValues: itemToForm(item),
    check: toItemPayload,
    create: useCreateItem(contactListId),
    update: useUpdateItem(),
    savedMessage: t('itemSaved'),
    onSaved: onClose,
  });
  return (
    <form onSubmit={onSubmit} noValidate data-testid="contact-list-item-form">
      <div className="modal-body contact-list-item-fields">
        <TextField
          label={t('itemModal.name')}
          value={values.name}
          error={errors.name}
          autoFocus
          maxLength={50}
          onChange={(event) => change({ name: event.target.value })}
        />
        <TextField
          label={t('itemModal.number')}
          value={values.number}
          error={errors.number}
          hint={t('numberHint')}
          inputMode="tel"
          maxLength={60}
          onChange={(event) => change({ number: event.target.value })}
        />
        <TextField
          label={t('itemModal.email')}
          type="email"
          value={values.email}
          error={errors.email}
          onChange={(event) => change({ email: event.target.value })}
        />
      </div>
      <FormFooter editing={Boolean(item)} saving={saving} onClose={onClose} />
    </form>
  );
}
