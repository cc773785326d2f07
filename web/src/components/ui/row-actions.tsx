import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

/** The edit and delete buttons at the end of a table row, named after the row for screen readers and tests. */
export function RowActions({ label, onEdit, onDelete }: { label: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <td className="cell-actions">
      <button type="button" className="icon-button" aria-label={`${t('common.edit')} ${label}`} onClick={onEdit}>
        <Icon name="edit" size={17} />
      </button>
      <button
        type="button"
        className="icon-button danger"
        aria-label={`${t('common.delete')} ${label}`}
        onClick={onDelete}
      >
        <Icon name="trash" size={17} />
      </button>
    </td>
  );
}
