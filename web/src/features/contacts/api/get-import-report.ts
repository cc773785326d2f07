import { IMPORT_REPORT_FILE } from '@domain/contacts/import/schema';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { downloadText } from '../../../lib/download';

export interface RefusedRow {
  line: number;
  reason: string;
}

const reportPath = (id: string) => `/contacts/import/${encodeURIComponent(id)}/report`;

/** GET /contacts/import/{id}/report: the CSV `line;reason` of the refused rows (the reasons hold no `;`). */
export async function getImportReport(id: string): Promise<{ csv: string; rows: RefusedRow[] }> {
  const csv = (await api.get<string | undefined>(reportPath(id))) ?? '';
  const rows = csv
    .split('\n')
    .slice(1)
    .filter((line) => line !== '')
    .map((line) => {
      const separator = line.indexOf(';');
      return { line: Number(line.slice(0, separator)), reason: line.slice(separator + 1) };
    });
  return { csv, rows };
}

export const importReportQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['contact-import', id, 'report'], queryFn: () => getImportReport(id) });

export const useImportReport = (id: string, enabled: boolean) => useQuery({ ...importReportQueryOptions(id), enabled });

/** The report handed to the browser as a download (the route needs the bearer token, so no plain link). */
export const useDownloadImportReport = () =>
  useMutation({
    mutationFn: async (id: string) => {
      downloadText((await getImportReport(id)).csv, IMPORT_REPORT_FILE);
    },
  });
