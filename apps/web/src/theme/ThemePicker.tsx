import { DropdownMenu } from 'radix-ui';
import { Check, Palette } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useTheme } from './ThemeProvider';
import { isThemeName, themeClass, THEMES } from './themes';

export function ThemePicker() {
  const intl = useIntl();
  const { theme, setTheme } = useTheme();

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="picker-trigger" data-testid="theme-picker" aria-label={intl.formatMessage({ id: 'picker.theme' })}>
        <Palette size={18} strokeWidth={1.75} aria-hidden />
        <span className={`swatch ${themeClass(theme)}`} aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu menu--grid" align="end" sideOffset={6}>
          <DropdownMenu.Label className="menu__label">{intl.formatMessage({ id: 'picker.theme' })}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={theme} onValueChange={(value) => isThemeName(value) && setTheme(value)}>
            {THEMES.map((name) => (
              <DropdownMenu.RadioItem key={name} value={name} className="menu__item" data-testid={`theme-option-${name}`}>
                <span className={`swatch ${themeClass(name)}`} aria-hidden />
                <span className="menu__item-text">{intl.formatMessage({ id: `theme.${name}` })}</span>
                <DropdownMenu.ItemIndicator className="menu__check">
                  <Check size={16} strokeWidth={2} aria-hidden />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
