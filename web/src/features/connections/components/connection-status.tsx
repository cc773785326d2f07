import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import type { ConnectionStatus as Status } from '../../../types/api';
import { statusTooltipFor } from '../session-actions';

/** Signal-style glyphs per status, on the 24×24 grid of the app's icons. */
const glyphs = {
  disconnected: <path d="M2 22h20M6 18v4M10 14v8M14 10v12M18 6v16M3 3l18 18" />,
  qrcode: (
    <>
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <path d="M14 14h3v3h-3zM20 14v.01M14 20h.01M17 20h4v-3" />
    </>
  ),
  connected: <path d="M2 22h20M6 18v4M10 14v8M14 10v12M18 6v16" />,
  timeout: <path d="M2 22h12M6 18v4M10 14v8M17 7l5 5M22 7l-5 5" />,
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
      {tooltip === 'opening' ? (
        <Spinner size={18} />
      ) : (
        <svg
          width={22}
          height={22}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          {glyphs[tooltip]}
        </svg>
      )}
    </span>
  );
}
