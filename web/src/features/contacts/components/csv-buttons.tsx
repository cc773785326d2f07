import type { ImportStatus } from '@domain/contacts/import/schema';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { toast } from '../../../lib/toast';
import { useExportContacts } from '../api/export-contacts';
import { useImportContacts } from '../api/import-contacts';

/** Import (a .csv picked from disk; admins) and export (contatos.csv) of the Contacts page header. */
export function CsvButtons({
  canImport,
  onImported,
}: {
  canImport: boolean;
  onImported: (started: ImportStatus) => void;
}) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const importContacts = useImportContacts();
  const exportContacts = useExportContacts();

  const onFile = (file: File | undefined) => {
    if (!file) return;
    // Failures were already toasted by the request.
    importContacts.mutate(file, { onSuccess: onImported });
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <>
      {canImport && (
        <>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            hidden
            data-testid="import-file"
            onChange={(event) => onFile(event.target.files?.[0])}
          />
          <button
            type="button"
            className="btn btn-ghost"
            data-testid="import-contacts"
            disabled={importContacts.isPending}
            onClick={() => fileInput.current?.click()}
          >
            <Icon name="fileImport" size={18} />
            {t('contacts.import')}
          </button>
        </>
      )}
      <button
        type="button"
        className="btn btn-ghost"
        data-testid="export-contacts"
        disabled={exportContacts.isPending}
        onClick={() => exportContacts.mutate(undefined, { onSuccess: () => toast.success(t('contacts.exported')) })}
      >
        <Icon name="fileExport" size={18} />
        {t('contacts.export')}
      </button>
    </>
  );
}
