import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/ui/Button';
import { MoonIcon, SunIcon } from '../../../components/ui/icons';
import { useSettings } from '../stores/settings-store';

export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useSettings((s) => s.theme);
  const toggleTheme = useSettings((s) => s.toggleTheme);
  const label = theme === 'dark' ? t('settings.themeToLight') : t('settings.themeToDark');
  return (
    <IconButton
      type="button"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      data-theme-value={theme}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
