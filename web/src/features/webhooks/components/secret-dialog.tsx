import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { WEBHOOKS_NS } from '../texts';

/** The copy button says "copied" this long, then is itself again. */
const COPIED_RESET_MS = 1_000;

/** An endpoint's secret, shown once (on creation or renewal) with a copy button. */
export function SecretDialog({ secret, onClose }: { secret: string | undefined; onClose: () => void }) {
  const { t } = useTranslation(WEBHOOKS_NS);
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  // Without clipboard access (an insecure origin, a refused permission) the secret is selected for the user to copy.
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      setCopied(true);
    } catch {
      input.current?.select();
    }
  };

  return (
    <Modal open={secret !== undefined} onClose={onClose} title={t('secret.title')} testId="webhook-secret">
      <div className="modal-body webhook-secret">
        <p className="muted">{t('secret.once')}</p>
        <div className="webhook-secret-row">
          <input
            ref={input}
            className="input webhook-secret-value"
            readOnly
            value={secret ?? ''}
            aria-label={t('secret.title')}
            data-testid="webhook-secret-value"
            onFocus={(event) => event.target.select()}
          />
          <button type="button" className="btn btn-primary" onClick={() => void copy()}>
            {copied && <Icon name="check" size={16} />}
            {copied ? t('secret.copied') : t('secret.copy')}
          </button>
        </div>
      </div>
      <footer className="modal-footer">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t('secret.done')}
        </button>
      </footer>
    </Modal>
  );
}
