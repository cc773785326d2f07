import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { useSessionCommands } from '../api/connection-session';

/** Phone numbers as WhatsApp wants them for a pairing code: country code and number, digits only. */
const PHONE = /^\d{10,15}$/;

interface PairingCodeFormProps {
  connectionId: string;
  onRequested: () => void;
}

/**
 * Logging in without scanning: WhatsApp shows "Link with phone number instead", asks for a code, and the
 * session host fetches that code for the number typed here (status PAIRING, code shown in the modal).
 */
export function PairingCodeForm({ connectionId, onRequested }: PairingCodeFormProps) {
  const { t } = useTranslation();
  const { pair } = useSessionCommands();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = phone.replace(/\D/g, '');
    if (!PHONE.test(digits)) {
      setError(t('qrCodeModal.invalidPhone'));
      return;
    }
    setError(undefined);
    onRequested();
    pair.mutate({ id: connectionId, phone: digits });
  };

  return (
    <form className="pairing-form" onSubmit={submit} data-testid="pairing-form" noValidate>
      <TextField
        label={t('qrCodeModal.pairWithPhone')}
        placeholder="5511999999999"
        inputMode="numeric"
        value={phone}
        error={error}
        onChange={(event) => setPhone(event.target.value)}
      />
      <button type="submit" className="btn btn-ghost" disabled={pair.isPending}>
        {t('qrCodeModal.requestCode')}
      </button>
    </form>
  );
}
