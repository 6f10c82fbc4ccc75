import { DropdownMenu } from 'radix-ui';
import { Check } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { DeferredMenuProps } from '../ui/DeferredMenu';
import { useTheme } from './ThemeProvider';
import { isThemeName, themeClass, THEMES } from './themes';

/** The theme menu itself (loaded on first use by ThemePicker). */
export default function ThemeMenu({ defaultOpen, children }: DeferredMenuProps) {
  const intl = useIntl();
  const { theme, setTheme } = useTheme();

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className="picker-trigger" data-testid="theme-picker" aria-label={intl.formatMessage({ id: 'picker.theme' })}>
        {children}
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
