import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { CONTACT_LISTS_NS } from '../texts';

/** Spec 3 §2's WhatsApp-valid icon: a green check, a red block when invalid, a grey clock while unchecked. */
export function ValidityIcon({ valid }: { valid: boolean | null }) {
  const { t } = useTranslation(CONTACT_LISTS_NS);
  const state = valid === null ? 'unchecked' : valid ? 'valid' : 'invalid';
  const icon = valid === null ? 'clock' : valid ? 'checkCircle' : 'block';
  return (
    <span
      className={`validity-icon validity-${state}`}
      role="img"
      aria-label={t(`validity.${state}`)}
      title={t(`validity.${state}`)}
      data-testid={`validity-${state}`}
    >
      <Icon name={icon} size={18} />
    </span>
  );
}
