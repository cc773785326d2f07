import type { Invoice, InvoicePage } from '@domain/invoices/schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The invoice 'Assine Agora!' pays: the unpaid one due soonest on the first page of GET /invoices/all (newest due
 * date first), or null. Only admins may read invoices; for others the button keeps leading to /financeiro. Kept
 * apart from features/invoices/api so this page does not share (and pull into the shell) the invoices' client.
 */
export function useOpenInvoice(enabled: boolean) {
  return useQuery({
    queryKey: ['invoices', 'open'],
    enabled,
    queryFn: async (): Promise<Invoice | null> => {
      const page = await api.get<InvoicePage>('/invoices/all', {
        query: { searchParam: '', pageNumber: 1 },
        toastErrors: false,
      });
      const unpaid = page.invoices.filter((invoice) => invoice.status !== 'paid');
      return unpaid.sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0] ?? null;
    },
  });
}
