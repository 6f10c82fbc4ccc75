import { Palette } from 'lucide-react';
import { useIntl } from 'react-intl';
import { DeferredMenu } from '../ui/DeferredMenu';
import { useTheme } from './ThemeProvider';
import { themeClass } from './themes';

const loadMenu = () => import('./ThemeMenu');

export function ThemePicker() {
  const intl = useIntl();
  const { theme } = useTheme();

  return (
    <DeferredMenu load={loadMenu} className="picker-trigger" testId="theme-picker" ariaLabel={intl.formatMessage({ id: 'picker.theme' })}>
      <Palette size={18} strokeWidth={1.75} aria-hidden />
      <span className={`swatch ${themeClass(theme)}`} aria-hidden />
    </DeferredMenu>
  );
}
