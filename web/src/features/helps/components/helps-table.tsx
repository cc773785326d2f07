import type { Help } from '@domain/helps/schema';
import { useTranslation } from 'react-i18next';
import { TableStatus } from '../../../components/ui/table-status';

interface HelpsTableProps {
  helps: Help[] | undefined;
  loading: boolean;
  failed: boolean;
  selectedId: string | undefined;
  onSelect: (help: Help) => void;
}

/** The records under the Ajuda form; a row (click, or Enter on it) loads its help into the form. */
export function HelpsTable({ helps, loading, failed, selectedId, onSelect }: HelpsTableProps) {
  const { t } = useTranslation();
  return (
    <div className="card table-card help-table-card">
      <table className="table" data-testid="helps-table">
        <thead>
          <tr>
            <th>{t('helps.form.title')}</th>
            <th>{t('helps.form.video')}</th>
            <th>{t('helps.form.description')}</th>
          </tr>
        </thead>
        <tbody>
          {helps?.map((help) => (
            <tr
              key={help.id}
              className={`row-selectable${help.id === selectedId ? ' row-selected' : ''}`}
              tabIndex={0}
              aria-selected={help.id === selectedId}
              onClick={() => onSelect(help)}
              onKeyDown={(event) => event.key === 'Enter' && onSelect(help)}
            >
              <td>{help.title}</td>
              <td className="help-code">{help.video}</td>
              <td className="cell-truncate muted" title={help.description}>
                {help.description}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {failed ? (
        <p className="table-status muted" role="alert">
          {t('helps.loadFailed')}
        </p>
      ) : (
        <TableStatus loading={loading} empty={helps?.length === 0} />
      )}
    </div>
  );
}
