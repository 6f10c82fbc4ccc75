import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Plus, Save } from 'lucide-react';
import { PAYMENT_TYPE_LABELS } from '../../../payments/payment-labels';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { CRYPTO_NETWORKS, CRYPTO_TYPES, PAYMENT_TYPES, type PaymentMethodDraft } from './payment-method-draft';

interface PaymentMethodFormProps {
  initial: PaymentMethodDraft;
  editing: boolean;
  saving: boolean;
  onSubmit: (draft: PaymentMethodDraft) => void;
  onCancel: () => void;
}

/** Admin payment method form: add or edit; the display name is required. */
export function PaymentMethodForm({ initial, editing, saving, onSubmit, onCancel }: PaymentMethodFormProps) {
  const intl = useIntl();
  const ids = { type: useId(), crypto: useId(), network: useId(), instructions: useId() };
  const [draft, setDraft] = useState(initial);
  const [nameMissing, setNameMissing] = useState(false);
  const set = <K extends keyof PaymentMethodDraft>(key: K, value: PaymentMethodDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const text = (key: 'name' | 'bankName' | 'accountName' | 'accountNumber' | 'cryptoAddress' | 'paypalEmail' | 'minAmount' | 'maxAmount' | 'processingTime', label: string, extra: { ltr?: boolean; type?: string } = {}) => (
    <TextField label={<FormattedMessage id={label} />} value={draft[key]} onChange={(event) => set(key, event.target.value)} dir={extra.ltr ? 'ltr' : undefined} type={extra.type ?? 'text'} testId={`admin-method-${key}`} />
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft.name.trim() === '') {
      setNameMissing(true);
      return;
    }
    onSubmit(draft);
  }

  return (
    <form className="card glass admin-form" onSubmit={submit} aria-labelledby="method-form-title" noValidate data-testid="admin-method-form">
      <h2 className="card__title" id="method-form-title"><FormattedMessage id={editing ? 'admin.methods.editTitle' : 'admin.methods.addTitle'} /></h2>
      <div className="admin-form__grid">
        <div className="field">
          <label className="field__label" htmlFor={ids.type}><FormattedMessage id="admin.methods.paymentType" /></label>
          <select id={ids.type} className="field__input" value={draft.type} onChange={(event) => set('type', PAYMENT_TYPES.find((type) => type === event.target.value) ?? draft.type)} data-testid="admin-method-type">
            {PAYMENT_TYPES.map((type) => <option key={type} value={type}>{intl.formatMessage({ id: PAYMENT_TYPE_LABELS[type] ?? type })}</option>)}
          </select>
        </div>
        <TextField
          label={<FormattedMessage id="admin.methods.displayName" />}
          value={draft.name}
          onChange={(event) => { set('name', event.target.value); setNameMissing(false); }}
          maxLength={100}
          error={nameMissing ? intl.formatMessage({ id: 'admin.methods.nameRequired' }) : undefined}
          testId="admin-method-name"
        />
        {draft.type === 'bank_transfer' && (
          <>
            {text('bankName', 'paymentMethod.bankName')}
            {text('accountName', 'paymentMethod.accountName')}
            {text('accountNumber', 'paymentMethod.accountNumber', { ltr: true })}
          </>
        )}
        {draft.type === 'crypto' && (
          <>
            <div className="field">
              <label className="field__label" htmlFor={ids.crypto}><FormattedMessage id="paymentMethod.cryptoType" /></label>
              <select id={ids.crypto} className="field__input" value={draft.cryptoType} onChange={(event) => set('cryptoType', CRYPTO_TYPES.find((type) => type === event.target.value) ?? draft.cryptoType)} data-testid="admin-method-cryptoType" dir="ltr">
                {CRYPTO_TYPES.map((type) => <option key={type} value={type}>{type}</option>)}
              </select>
            </div>
            <div className="field">
              <label className="field__label" htmlFor={ids.network}><FormattedMessage id="paymentMethod.network" /></label>
              <select id={ids.network} className="field__input" value={draft.cryptoNetwork} onChange={(event) => set('cryptoNetwork', CRYPTO_NETWORKS.find((network) => network === event.target.value) ?? draft.cryptoNetwork)} data-testid="admin-method-cryptoNetwork" dir="ltr">
                {CRYPTO_NETWORKS.map((network) => <option key={network} value={network}>{network}</option>)}
              </select>
            </div>
            {text('cryptoAddress', 'paymentMethod.cryptoAddress', { ltr: true })}
          </>
        )}
        {draft.type === 'paypal' && text('paypalEmail', 'paymentMethod.paypalEmail', { ltr: true, type: 'email' })}
        {text('minAmount', 'admin.methods.minAmount', { ltr: true })}
        {text('maxAmount', 'admin.methods.maxAmount', { ltr: true })}
        {text('processingTime', 'admin.methods.processingTime')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.instructions}><FormattedMessage id="admin.methods.specialInstructions" /></label>
        <textarea id={ids.instructions} className="field__input field__textarea" rows={3} maxLength={2000} value={draft.instructions} onChange={(event) => set('instructions', event.target.value)} data-testid="admin-method-instructions" />
      </div>
      <label className="switch">
        <input type="checkbox" role="switch" checked={draft.isActive} onChange={(event) => set('isActive', event.target.checked)} data-testid="admin-method-active" />
        <span className="switch__track" aria-hidden><span className="switch__thumb" /></span>
        <FormattedMessage id="admin.methods.active" />
      </label>
      <div className="admin-form__actions">
        <button className="button button--primary" type="submit" disabled={saving} aria-busy={saving} data-testid="admin-method-submit">
          {saving ? <Spinner /> : editing ? <Save size={18} strokeWidth={1.75} aria-hidden /> : <Plus size={18} strokeWidth={1.75} aria-hidden />}
          <FormattedMessage id={saving ? 'admin.methods.saving' : editing ? 'admin.methods.update' : 'admin.methods.add'} />
        </button>
        {editing && (
          <button className="button button--ghost" type="button" onClick={onCancel} disabled={saving} data-testid="admin-method-cancel">
            <FormattedMessage id="common.cancel" />
          </button>
        )}
      </div>
    </form>
  );
}
