import { Languages } from 'lucide-react';
import { useIntl } from 'react-intl';
import { DeferredMenu } from '../ui/DeferredMenu';
import { LANGUAGES } from './languages';
import { useLanguage } from './LanguageProvider';

const loadMenu = () => import('./LanguageMenu');

export function LanguagePicker() {
  const intl = useIntl();
  const { language } = useLanguage();
  const current = LANGUAGES.find((entry) => entry.code === language);

  return (
    <DeferredMenu load={loadMenu} className="picker-trigger" testId="language-picker">
      <Languages size={18} strokeWidth={1.75} aria-hidden />
      <span className="sr-only">{intl.formatMessage({ id: 'picker.language' })}</span>
      <span className="picker-trigger__value">{current?.code.toUpperCase()}</span>
    </DeferredMenu>
  );
}
