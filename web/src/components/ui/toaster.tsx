import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, type ToastKind } from '../../lib/toast';
import { Icon, type IconName } from './icons';

const iconOf: Record<ToastKind, IconName> = { success: 'check', error: 'alert', warning: 'alert', info: 'info' };

/** Top-right stack of the toasts raised through `lib/toast`. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(toast.subscribe, toast.current);
  return (
    <div className="toaster" aria-live="polite">
      {toasts.map((item) => (
        <div key={item.id} className={`toast toast-${item.kind}`} role={item.kind === 'error' ? 'alert' : 'status'}>
          <Icon name={iconOf[item.kind]} size={18} />
          <span className="toast-message">{item.message}</span>
          <button
            type="button"
            className="icon-button toast-close"
            aria-label={t('common.close')}
            onClick={() => toast.dismiss(item.id)}
          >
            <Icon name="close" size={14} />
          </button>
        </div>
      ))}
    </div>
  );
}
