import type { ImportReport } from '@domain/contacts/schema';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';

/** What an import did: how many contacts were created and updated, and why each bad row was left out. */
export function ImportReportModal({ report, onClose }: { report: ImportReport | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={report !== null} onClose={onClose} title={t('contactImport.title')} testId="import-report">
      {report && (
        <div className="modal-body import-report">
          <p data-testid="import-summary">
            {t('contactImport.summary', { created: report.created, updated: report.updated })}
          </p>
          {report.errors.length === 0 ? (
            <p className="muted">{t('contactImport.noErrors')}</p>
          ) : (
            <>
              <h3 className="import-report-heading">{t('contactImport.errorsTitle')}</h3>
              <div className="import-report-errors">
                <table className="table">
                  <thead>
                    <tr>
                      <th>{t('contactImport.line')}</th>
                      <th>{t('contactImport.reason')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.errors.map((row) => (
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
        </div>
      )}
      <footer className="modal-footer">
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('common.close')}
        </button>
      </footer>
    </Modal>
  );
}
