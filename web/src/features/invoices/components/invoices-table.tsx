import { useTranslation } from 'react-i18next';
import { TableStatus } from '../../../components/ui/table-status';
import { useInfiniteScroll } from '../../../hooks/use-infinite-scroll';
import { formatDate } from '../../../lib/format';
import { formatBRL } from '../../../lib/money';
import { useInvoices, type Invoice } from '../api/get-invoices';
import { invoiceDisplayStatus, localDay } from '../invoice-status';
import { BILLING_NS } from '../texts';

interface InvoicesTableProps {
  searchParam: string;
  onPay: (invoice: Invoice) => void;
}

/** Spec 2 §2: Id, Detalhes, Valor, Data Venc., Status, Ação; overdue rows highlighted, PAGAR on unpaid ones. */
export function InvoicesTable({ searchParam, onPay }: InvoicesTableProps) {
  const { t } = useTranslation(BILLING_NS);
  const { data, hasNextPage, isFetching, fetchNextPage } = useInvoices(searchParam);
  const invoices = data?.pages.flatMap((page) => page.invoices) ?? [];
  const { containerRef, onScroll } = useInfiniteScroll({
    hasMore: Boolean(hasNextPage),
    loading: isFetching,
    loadMore: () => void fetchNextPage(),
    itemCount: invoices.length,
  });
  const today = localDay(new Date());

  return (
    <div className="card table-card invoices-card" ref={containerRef} onScroll={onScroll}>
      <table className="table invoices-table" data-testid="invoices-table">
        <thead>
          <tr>
            <th>{t('invoices.id')}</th>
            <th>{t('invoices.detail')}</th>
            <th className="cell-number">{t('invoices.value')}</th>
            <th>{t('invoices.dueDate')}</th>
            <th>{t('invoices.status')}</th>
            <th className="cell-actions">{t('invoices.action')}</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => {
            const status = invoiceDisplayStatus(invoice, today);
            return (
              <tr
                key={invoice.id}
                className={status === 'overdue' ? 'invoice-overdue' : undefined}
                data-testid="invoice-row"
                data-status={status}
              >
                <td className="muted invoice-id" title={invoice.id}>
                  {invoice.id}
                </td>
                <td className="invoice-detail">{invoice.detail}</td>
                <td className="cell-number invoice-value">{formatBRL(invoice.value)}</td>
                <td className="invoice-due" data-label={t('invoices.dueDate')}>
                  {formatDate(invoice.dueDate)}
                </td>
                <td className="invoice-status">
                  <span className={`chip invoice-status-${status}`}>{t(`invoices.statuses.${status}`)}</span>
                </td>
                <td className="cell-actions invoice-action">
                  {status !== 'paid' && (
                    <button type="button" className="btn btn-primary btn-sm" onClick={() => onPay(invoice)}>
                      {t('invoices.pay')}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <TableStatus loading={isFetching} empty={invoices.length === 0} />
    </div>
  );
}
