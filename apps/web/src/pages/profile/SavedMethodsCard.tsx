import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useCurrentUser } from '../../auth/AuthProvider';
import { TextField } from '../../ui/TextField';
import { FormattedMessage, useIntl } from 'react-intl';
import { CreditCard, Pencil, Plus, Trash2 } from 'lucide-react';
import { SAVED_TYPE_LABELS } from '../../payments/payment-labels';
import { PaymentTypeIcon } from '../../payments/PaymentTypeIcon';
import { parseSavedMethods, savedMethodSummary, serializeSavedMethods, upsertSavedMethod, type SavedPaymentMethod } from '../../payments/saved-methods';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Skeleton';
import { MySavedMethodsQuery } from './profile.operations';
import { SavedMethodForm } from './SavedMethodForm';
import { useUpdateProfile } from './use-update-profile';

/** 'new' while adding, a method while editing, null otherwise. */
type Editing = 'new' | SavedPaymentMethod | null;

/** The user's own payment methods for withdrawals, saved with the profile update. */
export function SavedMethodsCard() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(MySavedMethodsQuery, { fetchPolicy: 'cache-and-network' });
  const { save, saving } = useUpdateProfile();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<SavedPaymentMethod | null>(null);
  const methods = parseSavedMethods(data?.me?.paymentMethods);
  // Withdrawals go to these methods: with two-factor on, changing them needs a current code.
  const needsCode = useCurrentUser().twoFactorEnabled;
  const [code, setCode] = useState('');

  async function store(next: SavedPaymentMethod[]): Promise<boolean> {
    const input = { paymentMethods: serializeSavedMethods(next), ...(needsCode && code.trim() ? { twoFactorCode: code.trim() } : {}) };
    const saved = await save(input, intl.formatMessage({ id: 'profile.methods.saveFailed' }));
    if (saved) setCode('');
    return saved;
  }

  async function saveMethod(method: SavedPaymentMethod) {
    if (await store(upsertSavedMethod(methods, method))) setEditing(null);
  }

  async function remove() {
    if (!removing) return;
    if (await store(methods.filter((method) => method.id !== removing.id))) setRemoving(null);
  }

  return (
    <section className="card glass" aria-labelledby="saved-methods-title">
      <div className="card__head card__head--split">
        <span className="card__icon" aria-hidden><CreditCard size={20} strokeWidth={1.75} /></span>
        <h2 className="card__title" id="saved-methods-title"><FormattedMessage id="profile.methods.title" /></h2>
        {editing === null && (
          <button className="button button--ghost button--small" type="button" onClick={() => setEditing('new')} data-testid="saved-method-add">
            <Plus size={16} strokeWidth={1.75} aria-hidden />
            <FormattedMessage id="profile.methods.add" />
          </button>
        )}
      </div>
      <p className="card__text"><FormattedMessage id="profile.methods.text" /></p>
      {needsCode && (
        <TextField
          label={<FormattedMessage id="auth.twoFactor.code" />}
          autoComplete="one-time-code"
          dir="ltr"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          hint={<FormattedMessage id="profile.methods.codeHint" />}
          testId="saved-methods-code"
        />
      )}
      {editing !== null && (
        <SavedMethodForm key={editing === 'new' ? 'new' : editing.id} initial={editing === 'new' ? null : editing} saving={saving} onSave={(method) => void saveMethod(method)} onCancel={() => setEditing(null)} />
      )}
      {loading && !data ? (
        <Skeleton rows={2} height={60} label={intl.formatMessage({ id: 'common.loading' })} />
      ) : error && !data ? (
        <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />
      ) : methods.length === 0 ? (
        editing === null && <EmptyState icon={CreditCard} title={<FormattedMessage id="profile.methods.empty" />} hint={<FormattedMessage id="profile.methods.emptyHint" />} testId="saved-methods-empty" />
      ) : (
        <ul className="history-list" data-testid="saved-method-list">
          {methods.map((method) => (
            <li key={method.id} className="history-row" data-testid="saved-method-row" data-method-id={method.id}>
              <span className="history-row__icon" aria-hidden><PaymentTypeIcon type={method.type} size={18} /></span>
              <div className="history-row__main">
                <p className="history-row__title"><bdi>{method.name}</bdi></p>
                <p className="history-row__meta">
                  <FormattedMessage id={SAVED_TYPE_LABELS[method.type] ?? 'paymentType.bank_transfer'} />
                  {savedMethodSummary(method) && <span><bdi dir="ltr">{savedMethodSummary(method)}</bdi></span>}
                </p>
              </div>
              <div className="history-row__actions">
                <button className="icon-button" type="button" onClick={() => setEditing(method)} aria-label={intl.formatMessage({ id: 'profile.methods.edit' }, { name: method.name })} data-testid={`saved-method-edit-${method.id}`}>
                  <Pencil size={16} strokeWidth={1.75} aria-hidden />
                </button>
                <button className="icon-button icon-button--danger" type="button" onClick={() => setRemoving(method)} aria-label={intl.formatMessage({ id: 'profile.methods.delete' }, { name: method.name })} data-testid={`saved-method-delete-${method.id}`}>
                  <Trash2 size={16} strokeWidth={1.75} aria-hidden />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={<FormattedMessage id="profile.methods.deleteTitle" />}
        description={<FormattedMessage id="common.confirmDelete" values={{ name: removing?.name ?? '' }} />}
        confirmLabel={<FormattedMessage id={saving ? 'common.deleting' : 'common.delete'} />}
        onConfirm={() => void remove()}
        busy={saving}
        destructive
        testId="saved-method-delete-dialog"
      />
    </section>
  );
}
