import type { Company } from '@domain/companies/schema';
import { useTranslation } from 'react-i18next';
import { SelectableRow } from '../../../components/ui/selectable-row';
import { TableStatus } from '../../../components/ui/table-status';
import { useInfiniteScroll } from '../../../hooks/use-infinite-scroll';
import { formatDate } from '../../../lib/format';
import { dueDateTone } from '../due-date';

interface CompaniesTableProps {
  companies: Company[];
  /** Plan names by id, for the plan column. */
  planNames: ReadonlyMap<string, string>;
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  loadMore: () => void;
  selectedId: string | undefined;
  onSelect: (company: Company) => void;
}

/** The companies under the Empresas form; scrolling near its end loads the next page (spec 2 §7). */
export function CompaniesTable(props: CompaniesTableProps) {
  const { companies, planNames, loading, failed, hasMore, loadMore, selectedId, onSelect } = props;
  const { t } = useTranslation();
  const { containerRef, onScroll } = useInfiniteScroll({ hasMore, loading, loadMore, itemCount: companies.length });

  return (
    <div className="card table-card company-table-card" ref={containerRef} onScroll={onScroll}>
      <table className="table" data-testid="companies-table">
        <thead>
          <tr>
            <th>{t('companies.form.name')}</th>
            <th>{t('companies.form.email')}</th>
            <th>{t('companies.table.plan')}</th>
            <th>{t('companies.table.status')}</th>
            <th>{t('companies.table.dueDate')}</th>
            <th>{t('companies.table.recurrence')}</th>
          </tr>
        </thead>
        <tbody>
          {companies.map((company) => {
            const tone = dueDateTone(company.dueDate);
            return (
              <SelectableRow key={company.id} selected={company.id === selectedId} onSelect={() => onSelect(company)}>
                <td>{company.name}</td>
                <td className="muted">{company.email}</td>
                <td>{planNames.get(company.planId) ?? ''}</td>
                <td className={company.status ? undefined : 'muted'}>
                  {t(company.status ? 'companies.yes' : 'companies.no')}
                </td>
                <td>
                  {company.dueDate && (
                    <span
                      className={tone ? `due-date due-date-${tone}` : 'due-date'}
                      title={tone && t(`companies.dueTones.${tone}`)}
                    >
                      {formatDate(company.dueDate)}
                    </span>
                  )}
                </td>
                <td>{company.recurrence && t(`companies.recurrences.${company.recurrence}`)}</td>
              </SelectableRow>
            );
          })}
        </tbody>
      </table>
      {failed ? (
        <p className="table-status muted" role="alert">
          {t('companies.loadFailed')}
        </p>
      ) : (
        <TableStatus loading={loading} empty={companies.length === 0} />
      )}
    </div>
  );
}
