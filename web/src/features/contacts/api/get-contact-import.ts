import { isFinished, type ImportStatus } from '@domain/contacts/import/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const contactImportQueryKey = (id: string) => ['contact-import', id] as const;

/** GET /contacts/import/{id}: how far an import has gone. */
export const getContactImport = (id: string) => api.get<ImportStatus>(`/contacts/import/${encodeURIComponent(id)}`);

/** Realtime events move it (use-contact-import-events.ts); the slow poll covers a socket that dropped one. */
const POLL_MS = 5000;

export const contactImportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contactImportQueryKey(id),
    queryFn: () => getContactImport(id),
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data) ? false : POLL_MS),
  });

export const useContactImport = (id: string | null) =>
  useQuery({ ...contactImportQueryOptions(id ?? ''), enabled: id !== null });
