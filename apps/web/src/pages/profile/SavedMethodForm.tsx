import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Save } from 'lucide-react';
import { SAVED_CRYPTO_LABELS, SAVED_TYPE_LABELS } from '../../payments/payment-labels';
import { PaymentTypeIcon } from '../../payments/PaymentTypeIcon';
import { cleanDetails, SAVED_CRYPTO_TYPES, SAVED_METHOD_FIELDS, SAVED_METHOD_TYPES, type SavedMethodType, type SavedPaymentMethod } from '../../payments/saved-methods';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';

const FIELD_LABELS: Record<string, string> = {
  bankName: 'paymentMethod.bankName',
  accountName: 'paymentMethod.accountName',
  accountNumber: 'paymentMethod.accountNumber',
  address: 'paymentMethod.cryptoAddress',
  email: 'paymentMethod.paypalEmail',
  paypalName: 'paymentMethod.paypalName',
};

interface SavedMethodFormProps {
  initial: SavedPaymentMethod | null;
  saving: boolean;
  onSave: (method: SavedPaymentMethod) => void;
  onCancel: () => void;
}

/** Adds or edits one of the user's own payment methods; the name is required. */
export function SavedMethodForm({ initial, saving, onSave, onCancel }: SavedMethodFormProps) {
  const intl = useIntl();
  const cryptoId = useId();
  const [type, setType] = useState<SavedMethodType>(initial?.type ?? 'bank');
  const [name, setName] = useState(initial?.name ?? '');
  const [details, setDetails] = useState<Record<string, string>>(initial?.details ?? { cryptoType: 'usdt' });
  const [nameError, setNameError] = useState(false);
  const setDetail = (field: string, value: string) => setDetails((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') {
      setNameError(true);
      return;
    }
    onSave({
      id: initial?.id ?? crypto.randomUUID(),
      type,
      name: name.trim(),
      details: cleanDetails(type, details),
      createdAt: initial?.createdAt ?? new Date().toISOString(),
    });
  }

  return (
    <form className="saved-method-form" onSubmit={submit} noValidate data-testid="saved-method-form">
      <div className="segmented segmented--inline method-type-choice" role="radiogroup" aria-label={intl.formatMessage({ id: 'profile.methods.type' })}>
        {SAVED_METHOD_TYPES.map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={type === option}
            data-state={type === option ? 'active' : 'inactive'}
            className="segmented__item"
            onClick={() => setType(option)}
            data-testid={`saved-method-type-${option}`}
          >
            <PaymentTypeIcon type={option} />
            <FormattedMessage id={SAVED_TYPE_LABELS[option] ?? 'paymentType.bank_transfer'} />
          </button>
        ))}
      </div>
      <div className="profile-form__grid">
        <TextField
          label={<FormattedMessage id="profile.methods.name" />}
          value={name}
          onChange={(event) => { setName(event.target.value); setNameError(false); }}
          maxLength={100}
          placeholder={intl.formatMessage({ id: 'profile.methods.namePlaceholder' })}
          error={nameError ? intl.formatMessage({ id: 'profile.methods.nameRequired' }) : undefined}
          testId="saved-method-name"
        />
        {type === 'crypto' && (
          <div className="field">
            <label className="field__label" htmlFor={cryptoId}><FormattedMessage id="paymentMethod.cryptoType" /></label>
            <select id={cryptoId} className="field__input" value={details['cryptoType'] ?? 'usdt'} onChange={(event) => setDetail('cryptoType', event.target.value)} data-testid="saved-method-field-cryptoType">
              {SAVED_CRYPTO_TYPES.map((crypto) => (
                <option key={crypto} value={crypto}>{intl.formatMessage({ id: SAVED_CRYPTO_LABELS[crypto] ?? 'crypto.other' })}</option>
              ))}
            </select>
          </div>
        )}
        {SAVED_METHOD_FIELDS[type].filter((field) => field !== 'cryptoType').map((field) => (
          <TextField
            key={field}
            label={<FormattedMessage id={FIELD_LABELS[field] ?? 'paymentMethod.accountNumber'} />}
            value={details[field] ?? ''}
            onChange={(event) => setDetail(field, event.target.value)}
            maxLength={500}
            dir={field === 'bankName' || field === 'accountName' || field === 'paypalName' ? undefined : 'ltr'}
            type={field === 'email' ? 'email' : 'text'}
            testId={`saved-method-field-${field}`}
          />
        ))}
      </div>
      <div className="dialog__actions">
        <button className="button button--ghost" type="button" onClick={onCancel} disabled={saving} data-testid="saved-method-cancel">
          <FormattedMessage id="common.cancel" />
        </button>
        <button className="button button--primary" type="submit" disabled={saving} aria-busy={saving} data-testid="saved-method-save">
          {saving ? <Spinner /> : <Save size={18} strokeWidth={1.75} aria-hidden />}
          <FormattedMessage id={saving ? 'profile.edit.saving' : initial ? 'profile.methods.update' : 'profile.methods.add'} />
        </button>
      </div>
    </form>
  );
}
