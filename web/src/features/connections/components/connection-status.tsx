import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import type { ConnectionStatus as Status } from '../../../types/api';
import { statusTooltipFor, type StatusTooltip } from '../session-actions';

/** Signal-style glyphs per status. */
const glyphs: Record<Exclude<StatusTooltip, 'opening'>, IconName> = {
  disconnected: 'signalOff',
  qrcode: 'qrcode',
  connected: 'signal',
  timeout: 'signalLost',
};

/** The status column: an icon whose tooltip says what the status means (spec 1 §2). */
export function ConnectionStatusIcon({ status }: { status: Status }) {
  const { t } = useTranslation();
  const tooltip = statusTooltipFor(status);
  const label = t(`connections.tooltips.${tooltip}`);
  const hint = tooltip === 'opening' || tooltip === 'connected' ? '' : t(`connections.tooltipHints.${tooltip}`);
  return (
    <span
      className={`connection-status status-${tooltip}`}
      role="img"
      aria-label={label}
      title={hint ? `${label}\n${hint}` : label}
      data-testid="connection-status"
      data-status={status}
    >
      {tooltip === 'opening' ? <Spinner size={18} /> : <Icon name={glyphs[tooltip]} size={22} />}
    </span>
  );
}
