import { QRCodeSVG } from 'qrcode.react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/copy-button';
import { formatBRL } from '../../../lib/money';
import type { PixCharge } from '../api/create-subscription';
import { BILLING_NS } from '../texts';

interface PixViewProps {
  charge: PixCharge;
  /** The sandbox's "pay", shown only when the API said the sandbox can pay this charge. */
  onSandboxPay?: () => void;
  sandboxBusy?: boolean;
}

/**
 * The Pix payment (spec 2 §2 Checkout): the QR code of the copia e cola, the original amount, and the code with a
 * copy button. A chunk of its own, with the QR library, loaded once a charge exists.
 */
export function PixView({ charge, onSandboxPay, sandboxBusy }: PixViewProps) {
  const { t } = useTranslation(BILLING_NS);
  const code = charge.qrcode.qrcode;
  const codeInput = useRef<HTMLInputElement>(null);

  return (
    <div className="pix-view" data-testid="pix-view">
      <h3 className="pix-heading">{t('pix.heading')}</h3>
      <p className="muted">{t('pix.instructions')}</p>
      <div className="pix-qr" data-testid="pix-qr">
        <QRCodeSVG value={code} size={208} marginSize={2} title={t('pix.code')} />
      </div>
      <p className="pix-amount">
        <span className="muted">{t('pix.amount')}</span>
        <strong data-testid="pix-amount">{formatBRL(charge.valor.original)}</strong>
      </p>
      <label className="pix-code">
        <span className="field-label">{t('pix.code')}</span>
        <span className="pix-code-row">
          <input ref={codeInput} className="input" readOnly value={code} onFocus={(event) => event.target.select()} />
          <CopyButton
            text={code}
            label={t('pix.copy')}
            copiedLabel={t('pix.copied')}
            // Without clipboard access (an insecure origin, a refused permission) the code is selected instead.
            onCopyFailed={() => codeInput.current?.select()}
            data-testid="pix-copy"
          />
        </span>
      </label>
      <p className="muted pix-waiting">{t('pix.waiting')}</p>
      {onSandboxPay && (
        <div className="pix-sandbox">
          <button type="button" className="btn btn-primary" onClick={onSandboxPay} disabled={sandboxBusy}>
            {t('pix.sandboxPay')}
          </button>
          <p className="muted">{t('pix.sandboxHint')}</p>
        </div>
      )}
    </div>
  );
}
