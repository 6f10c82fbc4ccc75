import { DropdownMenu } from 'radix-ui';
import { Check } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { DeferredMenuProps } from '../ui/DeferredMenu';
import { isLanguageCode, LANGUAGES } from './languages';
import { useLanguage } from './LanguageProvider';
import { useChooseLanguage } from './use-choose-language';

/** The language menu itself (loaded on first use by LanguagePicker). */
export default function LanguageMenu({ defaultOpen, children }: DeferredMenuProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const chooseLanguage = useChooseLanguage();

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className="picker-trigger" data-testid="language-picker">
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={6}>
          <DropdownMenu.Label className="menu__label">{intl.formatMessage({ id: 'picker.language' })}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={language} onValueChange={(value) => isLanguageCode(value) && chooseLanguage(value)}>
            {LANGUAGES.map((entry) => (
              <DropdownMenu.RadioItem
                key={entry.code}
                value={entry.code}
                className="menu__item"
                data-testid={`language-option-${entry.code}`}
                lang={entry.code}
                dir={entry.dir}
              >
                <span className="menu__item-text">{entry.nativeName}</span>
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
