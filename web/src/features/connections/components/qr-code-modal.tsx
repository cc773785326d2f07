import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/auth/session-provider';
import { useSocketEvent } from '../../../lib/realtime-provider';
import type { Connection } from '../../../types/api';
import { closesQrModal, companyChannel, type SessionEvent } from '../connection-events';
import { PairingCodeForm } from './pairing-code-form';

interface QrCodeModalProps {
  /** The connection as the live list holds it, so a new QR shows as soon as its event is applied. */
  connection: Connection | undefined;
  onClose: () => void;
}

export function QrCodeModal({ connection, onClose }: QrCodeModalProps) {
  const { t } = useTranslation();
  const { companyId } = useCurrentUser();
  const [awaitingPairingCode, setAwaitingPairingCode] = useState(false);
  const close = () => {
    setAwaitingPairingCode(false);
    onClose();
  };
  useSocketEvent(connection && companyChannel(companyId, 'whatsappSession'), (data) => {
    if (connection && closesQrModal(connection.id, data as SessionEvent, { awaitingPairingCode })) close();
  });

  return (
    <Modal open={Boolean(connection)} onClose={close} title={t('qrCodeModal.title')} size="sm" testId="qr-modal">
      <div className="modal-body qr-body">
        {connection && <QrContent connection={connection} />}
        {connection?.provider === 'beta' && connection.status === 'qrcode' && (
          <PairingCodeForm connectionId={connection.id} onRequested={() => setAwaitingPairingCode(true)} />
        )}
        {connection?.provider === 'simulator' && <SimulatorHint connectionId={connection.id} onOpen={close} />}
      </div>
    </Modal>
  );
}

/** A simulated connection's phone is the Simulator page: a new user learns it exists and where (issue 14). */
function SimulatorHint({ connectionId, onOpen }: { connectionId: string; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="qr-simulator-hint" data-testid="qr-simulator-hint">
      <p className="muted">{t('qrCodeModal.simulatorHint')}</p>
      <Link className="btn btn-primary" to={`/simulator?connection=${connectionId}`} onClick={onOpen}>
        {t('connections.openSimulator')}
      </Link>
    </div>
  );
}

function QrContent({ connection }: { connection: Connection }) {
  const { t } = useTranslation();
  if (connection.status === 'PAIRING' && connection.pairingCode) {
    return (
      <div className="pairing-code" data-testid="pairing-code">
        <span className="muted">{t('qrCodeModal.pairingCode')}</span>
        <strong>{connection.pairingCode}</strong>
      </div>
    );
  }
  if (!connection.qrcode) {
    return (
      <div className="qr-waiting">
        <Spinner />
        <span className="muted">{t('qrCodeModal.waiting')}</span>
      </div>
    );
  }
  return (
    <div className="qr-frame" data-testid="qr-code" data-qrcode={connection.qrcode}>
      <QRCodeSVG value={connection.qrcode} size={256} marginSize={2} title={t('qrCodeModal.title')} />
    </div>
  );
}
