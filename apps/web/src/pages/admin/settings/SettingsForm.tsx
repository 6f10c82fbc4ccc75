import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RotateCcw, Save } from 'lucide-react';
import type { UpdateSettingsInput } from '../../../gql/graphql';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { checkSettings, DISPLAY_CURRENCIES, SETTINGS_LIMITS, type SettingsDraft, type SettingsErrors, type SettingsField } from './settings-draft';
import { ThemeChooser } from './ThemeChooser';
import { focusFirstInvalid } from './focus-first-invalid';

interface SettingsFormProps {
  initial: SettingsDraft;
  baseCurrency: string;
  saving: boolean;
  resetting: boolean;
  /** After a successful save the page reloads, so the form stays locked. */
  locked: boolean;
  onSave: (input: UpdateSettingsInput) => void;
  onReset: () => void;
}

type TextKey = 'appName' | 'ticketPrice' | 'adminProfitPercentage' | 'referrerBonus' | 'referredBonus' | 'autoPayoutLimit' | 'vipThreshold' | 'referralsPerDay' | 'bonusPlayThrough' | 'minimumAge' | 'fourEyesThreshold';

function Section({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <section className="settings-section">
      <h3 className="settings-section__title"><FormattedMessage id={titleId} /></h3>
      <div className="admin-form__grid">{children}</div>
    </section>
  );
}

/** Admin Settings: every application setting, Apply Theme, Save Settings and Reset. */
export function SettingsForm({ initial, baseCurrency, saving, resetting, locked, onSave, onReset }: SettingsFormProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const busy = saving || resetting || locked;
  const message = (field: SettingsField) =>
    errors[field] ? intl.formatMessage({ id: errors[field] }, { max: SETTINGS_LIMITS.appNameMax, lowest: SETTINGS_LIMITS.minimumAgeMin, highest: SETTINGS_LIMITS.minimumAgeMax }) : undefined;
  const clear = (field: SettingsField) => setErrors((current) => ({ ...current, [field]: undefined }));

  const text = (key: TextKey, labelId: string, hintId: string | null, decimal = true) => (
    <TextField
      label={<FormattedMessage id={labelId} values={{ currency: baseCurrency }} />}
      value={draft[key]}
      onChange={(event) => { setDraft((current) => ({ ...current, [key]: event.target.value })); clear(key); }}
      inputMode={decimal ? 'decimal' : undefined}
      dir={decimal ? 'ltr' : undefined}
      maxLength={decimal ? 20 : SETTINGS_LIMITS.appNameMax}
      error={message(key)}
      hint={hintId ? <FormattedMessage id={hintId} /> : undefined}
      testId={`admin-settings-${key}`}
    />
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkSettings(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    onSave(checked.input);
  }

  return (
    <form className="card glass admin-form settings-form" onSubmit={submit} aria-labelledby="settings-form-title" noValidate data-testid="admin-settings-form">
      <h2 className="card__title" id="settings-form-title"><FormattedMessage id="admin.settings.title" /></h2>
      <fieldset className="settings-form__body" disabled={busy}>
        <Section titleId="admin.settings.section.general">
          {text('appName', 'admin.settings.appName', null, false)}
        </Section>
        <ThemeChooser value={draft.theme} onChange={(theme) => setDraft((current) => ({ ...current, theme }))} disabled={busy} />
        <Section titleId="admin.settings.section.draws">
          {text('ticketPrice', 'admin.settings.ticketPrice', 'admin.settings.hint.aboveZero')}
          {text('adminProfitPercentage', 'admin.settings.adminProfitPercentage', 'admin.settings.hint.percent')}
          {text('autoPayoutLimit', 'admin.settings.autoPayoutLimit', 'admin.settings.hint.autoPayout')}
          {text('vipThreshold', 'admin.settings.vipThreshold', 'admin.settings.hint.vip')}
          {text('fourEyesThreshold', 'admin.settings.fourEyesThreshold', 'admin.settings.hint.fourEyes')}
        </Section>
        <Section titleId="admin.settings.section.referrals">
          {text('referrerBonus', 'admin.settings.referrerBonus', 'admin.settings.hint.bonus')}
          {text('referredBonus', 'admin.settings.referredBonus', 'admin.settings.hint.bonus')}
          {text('referralsPerDay', 'admin.settings.referralsPerDay', 'admin.settings.hint.referralsPerDay')}
          {text('bonusPlayThrough', 'admin.settings.bonusPlayThrough', 'admin.settings.hint.playThrough')}
        </Section>
        <Section titleId="admin.settings.section.players">
          {text('minimumAge', 'admin.settings.minimumAge', 'admin.settings.hint.minimumAge')}
        </Section>
        <label className="switch">
          <input type="checkbox" role="switch" checked={draft.deductFromAdminProfit} onChange={(event) => setDraft((current) => ({ ...current, deductFromAdminProfit: event.target.checked }))} data-testid="admin-settings-deductFromAdminProfit" />
          <span className="switch__track" aria-hidden><span className="switch__thumb" /></span>
          <FormattedMessage id="admin.settings.deductFromAdminProfit" />
        </label>
        <Section titleId="admin.settings.section.rates">
          <div className="field">
            <span className="field__label"><FormattedMessage id="admin.settings.baseCurrency" /></span>
            <output className="settings-form__base" dir="ltr" data-testid="admin-settings-baseCurrency">{baseCurrency}</output>
          </div>
          {DISPLAY_CURRENCIES.map((currency) => (
            <TextField
              key={currency}
              label={<FormattedMessage id="admin.settings.rate" values={{ base: baseCurrency, currency }} />}
              value={draft.displayRates[currency]}
              onChange={(event) => {
                const value = event.target.value;
                setDraft((current) => ({ ...current, displayRates: { ...current.displayRates, [currency]: value } }));
                clear(`rate.${currency}`);
              }}
              inputMode="decimal"
              dir="ltr"
              maxLength={20}
              error={message(`rate.${currency}`)}
              testId={`admin-settings-rate-${currency}`}
            />
          ))}
        </Section>
        <p className="field__hint"><FormattedMessage id="admin.settings.ratesHint" /></p>
      </fieldset>
      {Object.values(errors).some(Boolean) && <p className="field__error" role="alert" data-testid="admin-settings-invalid"><FormattedMessage id="admin.settings.fixErrors" /></p>}
      <div className="admin-form__actions">
        <button className="button button--primary" type="submit" disabled={busy} aria-busy={saving} data-testid="admin-settings-save">
          {saving ? <Spinner /> : <Save size={18} strokeWidth={1.75} aria-hidden />}
          <FormattedMessage id={saving ? 'admin.settings.saving' : 'admin.settings.save'} />
        </button>
        <button className="button button--ghost" type="button" onClick={onReset} disabled={busy} data-testid="admin-settings-reset">
          <RotateCcw size={18} strokeWidth={1.75} aria-hidden />
          <FormattedMessage id="admin.settings.reset" />
        </button>
      </div>
    </form>
  );
}
