import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '../../components/ui/not-built-yet';

/** A route of the table whose screen comes in a later issue. */
export function PlaceholderRoute({ titleKey }: { titleKey: ParseKeys }) {
  const { t } = useTranslation();
  return <NotBuiltYet title={t(titleKey)} />;
}
