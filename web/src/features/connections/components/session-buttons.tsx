import { useTranslation } from 'react-i18next';
import type { Connection } from '../../../types/api';
import { sessionActionsFor, type SessionAction } from '../session-actions';

export type SessionHandlers = Record<Exclude<SessionAction, 'connecting'>, (connection: Connection) => void>;

const looks: Record<SessionAction, { label: `connections.buttons.${SessionAction}`; primary: boolean }> = {
  showQr: { label: 'connections.buttons.showQr', primary: true },
  tryAgain: { label: 'connections.buttons.tryAgain', primary: true },
  newQr: { label: 'connections.buttons.newQr', primary: false },
  disconnect: { label: 'connections.buttons.disconnect', primary: false },
  connecting: { label: 'connections.buttons.connecting', primary: false },
};

/** The session column: the buttons that fit the connection's status (spec 1 §2); connecting is never clickable. */
export function SessionButtons({ connection, handlers }: { connection: Connection; handlers: SessionHandlers }) {
  const { t } = useTranslation();
  return (
    <div className="session-buttons">
      {sessionActionsFor(connection.status).map((action) => (
        <button
          key={action}
          type="button"
          className={`btn btn-sm ${looks[action].primary ? 'btn-primary' : 'btn-ghost'}`}
          disabled={action === 'connecting'}
          onClick={action === 'connecting' ? undefined : () => handlers[action](connection)}
        >
          {t(looks[action].label)}
        </button>
      ))}
    </div>
  );
}
