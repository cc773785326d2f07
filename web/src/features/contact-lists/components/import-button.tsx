import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useImportSheet, type ImportReport } from '../api/contact-lists';
import { CONTACT_LISTS_NS } from '../texts';

/** Picks a spreadsheet (.xls, .xlsx or .csv, spec 3 §2) and imports it into the list; the report goes up. */
export function ImportButton({
  contactListId,
  onReport,
}: {
  contactListId: string;
  onReport: (r: ImportReport) => void;
}) {
  const { t } = useTranslation(CONTACT_LISTS_NS);
  const input = useRef<HTMLInputElement>(null);
  const importSheet = useImportSheet(contactListId);

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    importSheet.mutate(file, {
      onSuccess: onReport,
      onError: (error) => {
        const oldExcel = error instanceof ApiError && error.status === 415 && /\.xls$/i.test(file.name);
        toast.error(oldExcel ? t('xlsRefused') : error.message);
      },
    });
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".xlsx,.xls,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
        hidden
        data-testid="contact-list-import-file"
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      <button
        type="button"
        className="btn btn-ghost"
        data-testid="contact-list-import"
        disabled={importSheet.isPending}
        onClick={() => input.current?.click()}
      >
        <Icon name="fileImport" size={18} />
        {importSheet.isPending ? t('importing') : t('import')}
      </button>
    </>
  );
}
