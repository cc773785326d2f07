import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/copy-button';
import { Modal } from '../../../components/ui/modal';
import { WEBHOOKS_NS } from '../texts';

/** An endpoint's secret, shown once (on creation or renewal) with a copy button. */
export function SecretDialog({ secret, onClose }: { secret: string | undefined; onClose: () => void }) {
  const { t } = useTranslation(WEBHOOKS_NS);
  const input = useRef<HTMLInputElement>(null);

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
          {/* Without clipboard access (an insecure origin, a refused permission) the secret is selected instead. */}
          <CopyButton
            text={secret ?? ''}
            label={t('secret.copy')}
            copiedLabel={t('secret.copied')}
            className="btn btn-primary"
            onCopyFailed={() => input.current?.select()}
          />
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
