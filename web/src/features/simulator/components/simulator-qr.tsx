import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { Connection } from '../../../types/api';
import { useScanQr } from '../api/scan-qr';

/** The QR the session is showing, and the phone's camera: one button that reads it. */
export function SimulatorQr({ connection }: { connection: Connection }) {
  const { t } = useTranslation();
  const scan = useScanQr();
  return (
    <div className="card simulator-qr">
      <p>{t('simulator.scanHint')}</p>
      {connection.qrcode && (
        <div className="qr-frame" data-testid="simulator-qr" data-qrcode={connection.qrcode}>
          <QRCodeSVG value={connection.qrcode} size={220} marginSize={2} />
        </div>
      )}
      <button
        type="button"
        className="btn btn-primary"
        disabled={scan.isPending || !connection.qrcode}
        onClick={() => scan.mutate({ connectionId: connection.id, code: connection.qrcode })}
        data-testid="simulator-scan"
      >
        {t('simulator.scan')}
      </button>
    </div>
  );
}
