import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBRL } from '../../../lib/money';
import type { PixCharge } from '../api/create-subscription';
import { BILLING_NS } from '../texts';

/** Spec 2 §9: the copy button's label resets after 1 s. */
export const COPIED_RESET_MS = 1000;

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
  const [copied, setCopied] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  // Without clipboard access (an insecure origin, a refused permission) the code is selected for the user to copy.
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      codeInput.current?.select();
    }
  };

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
          <button type="button" className="btn btn-ghost" onClick={() => void copy()} data-testid="pix-copy">
            {copied ? t('pix.copied') : t('pix.copy')}
          </button>
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
