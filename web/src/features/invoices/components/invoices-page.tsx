import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page';
import { SearchInput } from '../../../components/ui/search-input';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useCurrentUser } from '../../../lib/auth/session-provider';
import { useSocketEvent } from '../../../lib/realtime-provider';
import { invoicesQueryKey, type Invoice } from '../api/get-invoices';
import { paymentChannel } from '../payment-event';
import { BILLING_NS } from '../texts';
import { CheckoutDialog } from './checkout-dialog';
import { InvoicesTable } from './invoices-table';

/** /financeiro (spec 2 §2): the company's invoices; PAGAR opens the checkout; a payment refreshes the list. */
export function InvoicesPage() {
  const { t } = useTranslation(BILLING_NS);
  const { companyId } = useCurrentUser();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const searchParam = useDebouncedValue(search.trim().toLowerCase());
  const [paying, setPaying] = useState<Invoice | null>(null);
  useSocketEvent(paymentChannel(companyId), () => {
    void queryClient.invalidateQueries({ queryKey: invoicesQueryKey });
  });

  return (
    <Page
      title={t('invoices.title')}
      actions={<SearchInput value={search} onChange={setSearch} placeholder={t('invoices.search')} />}
    >
      <InvoicesTable searchParam={searchParam} onPay={setPaying} />
      <CheckoutDialog invoice={paying} onClose={() => setPaying(null)} />
    </Page>
  );
}
