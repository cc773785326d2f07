import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

/** Under a table: a spinner while loading, 'no records' when loading found nothing. */
export function TableStatus({ loading, empty }: { loading: boolean; empty: boolean }) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <div className="table-status">
        <Spinner size={22} />
      </div>
    );
  }
  return empty ? <p className="table-status muted">{t('common.noRecords')}</p> : null;
}
