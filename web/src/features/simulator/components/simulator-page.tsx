import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FieldFrame } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icons';
import { Page } from '../../../components/ui/page';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/auth/session-provider';
import type { Connection } from '../../../types/api';
import { useSimulatorEvents } from '../hooks/use-simulator-events';
import { Phone } from './phone';
import { SimulatorQr } from './simulator-qr';
import './simulator.css';

interface SimulatorPageProps {
  /** The company's connections whose provider is the simulator, kept live by the realtime sync. */
  connections: Connection[];
  loading: boolean;
  /** The server runs the simulator (off in production unless an operator turns it on). */
  enabled: boolean;
}

/** The phone of a simulated connection: it reads the QR, then plays any number of customers. */
export function SimulatorPage({ connections, loading, enabled }: SimulatorPageProps) {
  const { t } = useTranslation();
  const { companyId } = useCurrentUser();
  // /simulator?connection=<id>, as the QR dialog of a simulated connection links it, opens that connection.
  const [params] = useSearchParams();
  const [chosenId, setChosenId] = useState(() => params.get('connection') ?? '');
  const connection = connections.find((candidate) => candidate.id === chosenId) ?? connections[0];
  useSimulatorEvents(companyId, connection?.id);

  const picker = connections.length > 0 && (
    <FieldFrame label={t('simulator.connection')}>
      {({ inputId }) => (
        <select
          id={inputId}
          className="input"
          value={connection?.id ?? ''}
          onChange={(event) => setChosenId(event.target.value)}
          data-testid="simulator-connection"
        >
          {connections.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );

  return (
    <Page title={t('simulator.title')} actions={picker}>
      {loading ? (
        <div className="card table-status">
          <Spinner />
        </div>
      ) : !enabled || !connection ? (
        <Notice text={t(enabled ? 'simulator.noConnections' : 'simulator.disabled')} />
      ) : (
        <SimulatorBody connection={connection} />
      )}
    </Page>
  );
}

function SimulatorBody({ connection }: { connection: Connection }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="muted simulator-status" data-testid="simulator-status" data-status={connection.status}>
        {t('simulator.status', { status: connection.status })}
      </p>
      {connection.status === 'qrcode' ? (
        <SimulatorQr connection={connection} />
      ) : connection.status === 'CONNECTED' ? (
        <Phone key={connection.id} connection={connection} />
      ) : (
        <Notice text={t('simulator.notStarted')} />
      )}
    </>
  );
}

function Notice({ text }: { text: string }) {
  return (
    <div className="card empty-state" data-testid="simulator-notice">
      <Icon name="connections" size={36} />
      <p>{text}</p>
    </div>
  );
}
