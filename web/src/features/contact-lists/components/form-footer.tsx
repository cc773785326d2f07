import { useTranslation } from 'react-i18next';
import { CONTACT_LISTS_NS } from '../texts';

/** Cancel and save (or add) at the foot of the list and item dialogs. */
export function FormFooter({ editing, saving, onClose }: { editing: boolean; saving: boolean; onClose: () => void }) {
  const { t } = useTranslation(CONTACT_LISTS_NS);
  return (
    <footer className="modal-footer">
      <button type="button" className="btn btn-ghost" onClick={onClose}>
        {t('cancel')}
      </button>
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {editing ? t('save') : t('create')}
      </button>
    </footer>
  );
}
