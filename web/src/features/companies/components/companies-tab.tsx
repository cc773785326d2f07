import type { Company } from '@domain/companies/schema';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SearchInput } from '../../../components/ui/search-input';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useRecordEditor } from '../../../hooks/use-record-editor';
import { usePlans } from '../../plans/api/get-plans';
import { useDeleteCompany } from '../api/delete-company';
import { useCompanies } from '../api/get-companies';
import { useCompaniesRealtime } from '../hooks/use-companies-realtime';
import { CompaniesTable } from './companies-table';
import { CompanyForm } from './company-form';
import './companies.css';

/**
 * Settings › Empresas (super users, spec 2 §2): the form on top, the companies below, searched 500 ms after the
 * last keystroke. A deleted company leaves the table at once, though its data goes in a background job.
 */
export function CompaniesTab({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const searchParam = useDebouncedValue(search);
  const { data, isLoading, isFetching, isError, hasNextPage, fetchNextPage } = useCompanies(searchParam);
  const { data: plans } = usePlans();
  useCompaniesRealtime(companyId);
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  const deleteCompany = useDeleteCompany();
  const { editing, formKey, load, deletion } = useRecordEditor(async (company: Company) => {
    await deleteCompany.mutateAsync(company.id);
    setDeleted((ids) => new Set(ids).add(company.id));
  }, t('common.operationSuccess'));

  const companies = (data?.pages.flatMap((page) => page.companies) ?? []).filter(({ id }) => !deleted.has(id));
  const planNames = useMemo(() => new Map(plans?.map((plan) => [plan.id, plan.name])), [plans]);

  return (
    <div className="companies-tab" data-testid="companies-tab">
      <CompanyForm
        key={formKey}
        company={editing}
        plans={plans ?? []}
        onSaved={() => load(null)}
        onClear={() => load(null)}
        onDelete={deletion.ask}
      />
      <div className="companies-toolbar">
        <SearchInput value={search} onChange={setSearch} placeholder={t('companies.search')} />
      </div>
      <CompaniesTable
        companies={companies}
        planNames={planNames}
        loading={isLoading || isFetching}
        failed={isError}
        hasMore={Boolean(hasNextPage)}
        loadMore={() => void fetchNextPage()}
        selectedId={editing?.id}
        onSelect={load}
      />
      <ConfirmDialog
        open={deletion.target !== null}
        title={t('companies.deleteTitle')}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
        busy={deletion.busy}
      >
        {t('companies.deleteMessage', { name: deletion.target?.name ?? '' })}
      </ConfirmDialog>
    </div>
  );
}

export default CompaniesTab;
