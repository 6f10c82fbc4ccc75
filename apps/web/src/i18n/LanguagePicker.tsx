import { DropdownMenu } from 'radix-ui';
import { Check, Languages } from 'lucide-react';
import { useIntl } from 'react-intl';
import { isLanguageCode, LANGUAGES } from './languages';
import { useLanguage } from './LanguageProvider';
import { useChooseLanguage } from './use-choose-language';

export function LanguagePicker() {
  const intl = useIntl();
  const { language } = useLanguage();
  const chooseLanguage = useChooseLanguage();
  const current = LANGUAGES.find((entry) => entry.code === language);

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="picker-trigger" data-testid="language-picker">
        <Languages size={18} strokeWidth={1.75} aria-hidden />
        <span className="sr-only">{intl.formatMessage({ id: 'picker.language' })}</span>
        <span className="picker-trigger__value">{current?.code.toUpperCase()}</span>
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
