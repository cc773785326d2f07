import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icons';
import { saveTheme, type Theme } from '../../lib/theme';

const currentTheme = (): Theme => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');

export function ThemeToggle() {
  const { t } = useTranslation();
  const [theme, setTheme] = useState(currentTheme);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  const label = next === 'light' ? t('topBar.themeToLight') : t('topBar.themeToDark');

  return (
    <button
      type="button"
      className="icon-button"
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      onClick={() => {
        saveTheme(next);
        setTheme(next);
      }}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} size={18} />
    </button>
  );
}
