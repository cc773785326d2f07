import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import type { ImportReport } from '../api/contact-lists';
import { CONTACT_LISTS_NS } from '../texts';

/** What an import did: counts, and each refused row with its line and reason. */
export function ImportReportModal({ report, onClose }: { report: ImportReport | null; onClose: () => void }) {
  const { t } = useTranslation(CONTACT_LISTS_NS);
  return (
    <Modal open={report !== null} onClose={onClose} title={t('report.title')} testId="import-report">
      <div className="modal-body import-report">
        {report && (
          <>
            <p data-testid="import-summary">
              {t('report.summary', {
                created: report.created,
                merged: report.merged,
                refused: report.refused.length,
              })}
            </p>
            {report.refused.length > 0 && (
              <div className="import-report-errors">
                <table className="table">
                  <thead>
                    <tr>
                      <th className="cell-count">{t('report.line')}</th>
                      <th>{t('report.reason')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.refused.map((row) => (
                      <tr key={row.line}>
                        <td className="cell-count">{row.line}</td>
                        <td>{row.reason}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </div>
      <footer className="modal-footer">
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('report.close')}
        </button>
      </footer>
    </Modal>
  );
}
