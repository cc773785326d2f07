import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

interface RowActionsProps {
  label: string;
  /** Absent when the user may not do it: the button is left out. */
  onEdit?: () => void;
  onDelete?: () => void;
}

/** The edit and delete buttons at the end of a table row, named after the row for screen readers and tests. */
export function RowActions({ label, onEdit, onDelete }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <td className="cell-actions">
      {onEdit && (
        <button type="button" className="icon-button" aria-label={`${t('common.edit')} ${label}`} onClick={onEdit}>
          <Icon name="edit" size={17} />
        </button>
      )}
      {onDelete && (
        <button
          type="button"
          className="icon-button danger"
          aria-label={`${t('common.delete')} ${label}`}
          onClick={onDelete}
        >
          <Icon name="trash" size={17} />
        </button>
      )}
    </td>
  );
}
