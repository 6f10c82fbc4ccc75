import { FormattedMessage, useIntl } from 'react-intl';
import { Check, Paintbrush } from 'lucide-react';
import type { Theme } from '../../../gql/graphql';
import { useTheme } from '../../../theme/ThemeProvider';
import { themeClass, THEMES } from '../../../theme/themes';

interface ThemeChooserProps {
  value: Theme;
  onChange: (theme: Theme) => void;
  disabled: boolean;
}

/**
 * Theme: picking a swatch only marks it; Apply Theme previews it in this
 * browser at once (and keeps it as this browser's own theme); Save Settings makes
 * it the app-wide default for every player without their own choice.
 */
export function ThemeChooser({ value, onChange, disabled }: ThemeChooserProps) {
  const intl = useIntl();
  const { theme: applied, setTheme } = useTheme();
  return (
    <fieldset className="theme-chooser" disabled={disabled}>
      <legend className="field__label"><FormattedMessage id="admin.settings.theme" /></legend>
      <div className="theme-chooser__grid" role="radiogroup" aria-label={intl.formatMessage({ id: 'admin.settings.theme' })}>
        {THEMES.map((name) => (
          <label key={name} className={`theme-chooser__option ${value === name ? 'theme-chooser__option--selected' : ''}`}>
            <input type="radio" name="settings-theme" value={name} checked={value === name} onChange={() => onChange(name)} data-testid={`admin-settings-theme-${name}`} />
            <span className={`theme-chooser__preview ${themeClass(name)}`} aria-hidden>
              <span className="theme-chooser__accent" />
            </span>
            <span className="theme-chooser__name">{intl.formatMessage({ id: `theme.${name}` })}</span>
            {applied === name && <Check className="theme-chooser__check" size={14} strokeWidth={2.25} aria-label={intl.formatMessage({ id: 'admin.settings.themeApplied' })} />}
          </label>
        ))}
      </div>
      <div className="theme-chooser__actions">
        <button className="button button--ghost" type="button" onClick={() => setTheme(value)} disabled={disabled || applied === value} data-testid="admin-settings-apply-theme">
          <Paintbrush size={18} strokeWidth={1.75} aria-hidden />
          <FormattedMessage id="admin.settings.applyTheme" />
        </button>
        <p className="field__hint"><FormattedMessage id="admin.settings.applyThemeHint" /></p>
      </div>
    </fieldset>
  );
}
