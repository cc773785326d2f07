import { isFinished, type ImportStatus } from '@domain/contacts/import/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { useContactImport } from '../api/get-contact-import';
import { contactsQueryKey } from '../api/get-contacts';
import { useDownloadImportReport, useImportReport } from '../api/get-import-report';

/** Refused rows shown in the dialog; the downloaded report has them all. */
const SHOWN_ROWS = 100;

/**
 * An import as it goes (docs/decisions/020): a progress bar while its rows are written, then how many contacts
 * were created and updated, the rows refused (line and reason) and the full report to download.
 */
export function ImportDialog({ importId, onClose }: { importId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: status } = useContactImport(importId);
  const finished = status !== undefined && isFinished(status);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: contactsQueryKey });
  }, [finished, queryClient]);

  return (
    <Modal open={importId !== null} onClose={onClose} title={t('contactImport.title')} testId="import-report">
      <div className="modal-body import-report">
        {status && !finished && <ImportProgress status={status} />}
        {status?.status === 'failed' && (
          <p className="import-failed" role="alert" data-testid="import-failed">
            {t('contactImport.failed', { error: status.error ?? '' })}
          </p>
        )}
        {status?.status === 'done' && <ImportResult status={status} />}
      </div>
      <footer className="modal-footer">
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {finished ? t('common.close') : t('contactImport.hide')}
        </button>
      </footer>
    </Modal>
  );
}

function ImportProgress({ status }: { status: ImportStatus }) {
  const { t } = useTranslation();
  const total = status.totalRows;
  const percent = total > 0 ? Math.round((status.processedRows / total) * 100) : 0;
  return (
    <div className="import-progress" data-testid="import-progress">
      <p>
        {status.status === 'queued'
          ? t('contactImport.reading', { file: status.fileName })
          : t('contactImport.progress', { processed: status.processedRows, total })}
      </p>
      <div
        className="progress-bar"
        role="progressbar"
        aria-label={t('contactImport.title')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="muted">{t('contactImport.background')}</p>
    </div>
  );
}

function ImportResult({ status }: { status: ImportStatus }) {
  const { t } = useTranslation();
  const report = useImportReport(status.id, status.refused > 0);
  const download = useDownloadImportReport();
  return (
    <>
      <p data-testid="import-summary">
        {t('contactImport.summary', { created: status.created, updated: status.updated })}
      </p>
      {status.refused === 0 ? (
        <p className="muted">{t('contactImport.noErrors')}</p>
      ) : (
        <>
          <div className="import-report-title">
            <h3 className="import-report-heading">{t('contactImport.errorsTitle', { count: status.refused })}</h3>
            <button
              type="button"
              className="btn btn-ghost"
              data-testid="import-report-download"
              disabled={download.isPending}
              onClick={() => download.mutate(status.id)}
            >
              {t('contactImport.downloadReport')}
            </button>
          </div>
          <div className="import-report-errors">
            <table className="table">
              <thead>
                <tr>
                  <th>{t('contactImport.line')}</th>
                  <th>{t('contactImport.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {(report.data?.rows ?? []).slice(0, SHOWN_ROWS).map((row) => (
                  <tr key={`${row.line}-${row.reason}`} data-testid={`import-error-${row.line}`}>
                    <td>{row.line}</td>
                    <td>{row.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}
