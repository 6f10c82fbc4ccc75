import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CreditCard } from 'lucide-react';
import { useMutationErrorHandler } from '../../../auth/AuthProvider';
import type { PaymentMethodFieldsFragment } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { Skeleton } from '../../../ui/Skeleton';
import { useToast } from '../../../ui/Toaster';
import { AdminPaymentMethodsQuery, CreatePaymentMethodMutation, DeletePaymentMethodMutation, UpdatePaymentMethodMutation } from './admin-payments.operations';
import { draftFromMethod, emptyDraft, methodInput, type PaymentMethodDraft } from './payment-method-draft';
import { PaymentMethodForm } from './PaymentMethodForm';
import { PaymentMethodRow } from './PaymentMethodRow';

const REFRESH = ['AdminPaymentMethods', 'PaymentMethods'];

/** Admin Payment methods: the form (add / edit) above the list (edit, delete with confirmation). */
export function PaymentMethodsTab() {
  const intl = useIntl();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const { data, loading, error, refetch } = useQuery(AdminPaymentMethodsQuery, { fetchPolicy: 'cache-and-network' });
  const [create, created] = useMutation(CreatePaymentMethodMutation, { refetchQueries: REFRESH });
  const [update, updated] = useMutation(UpdatePaymentMethodMutation, { refetchQueries: REFRESH });
  const [remove, removed] = useMutation(DeletePaymentMethodMutation, { refetchQueries: REFRESH, awaitRefetchQueries: true });
  const [editing, setEditing] = useState<PaymentMethodFieldsFragment | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [deleting, setDeleting] = useState<PaymentMethodFieldsFragment | null>(null);
  const methods = data?.adminPaymentMethods ?? [];
  const failed = (titleId: string, cause: unknown) => {
    const text = handleError(cause);
    if (text) showToast({ variant: 'destructive', title: intl.formatMessage({ id: titleId }), description: text });
  };

  async function save(draft: PaymentMethodDraft) {
    try {
      if (editing) await update({ variables: { id: editing.id, input: methodInput(draft) } });
      else await create({ variables: { input: methodInput(draft) } });
      showToast({ title: intl.formatMessage({ id: editing ? 'admin.methods.updated' : 'admin.methods.created' }), description: draft.name.trim() });
      setEditing(null);
      setFormKey((key) => key + 1);
    } catch (cause) {
      failed('admin.methods.saveFailed', cause);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      const result = await remove({ variables: { id: deleting.id } });
      const archived = result.data?.deletePaymentMethod.archived ?? false;
      showToast({ title: intl.formatMessage({ id: 'admin.methods.deleted' }), ...(archived ? { description: intl.formatMessage({ id: 'admin.methods.archived' }) } : {}) });
      if (editing?.id === deleting.id) setEditing(null);
    } catch (cause) {
      failed('admin.methods.deleteFailed', cause);
    }
    setDeleting(null);
  }

  return (
    <div className="admin__stack">
      <PaymentMethodForm
        key={editing ? `edit-${editing.id}` : `new-${formKey}`}
        initial={editing ? draftFromMethod(editing) : emptyDraft()}
        editing={editing !== null}
        saving={created.loading || updated.loading}
        onSubmit={(draft) => void save(draft)}
        onCancel={() => setEditing(null)}
      />
      <section className="card glass" aria-labelledby="methods-list-title">
        <h2 className="card__title" id="methods-list-title"><FormattedMessage id="admin.methods.listTitle" values={{ count: methods.length }} /></h2>
        {loading && !data ? (
          <Skeleton rows={2} height={80} label={intl.formatMessage({ id: 'common.loading' })} />
        ) : error && !data ? (
          <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />
        ) : methods.length === 0 ? (
          <EmptyState icon={CreditCard} title={<FormattedMessage id="admin.methods.empty" />} hint={<FormattedMessage id="admin.methods.emptyHint" />} testId="admin-methods-empty" />
        ) : (
          <ul className="admin-list" data-testid="admin-method-list">
            {methods.map((method) => (
              <PaymentMethodRow
                key={method.id}
                method={method}
                deleting={removed.loading && deleting?.id === method.id}
                onEdit={() => { setEditing(method); window.scrollTo({ top: 0, behavior: 'smooth' }); }}
                onDelete={() => setDeleting(method)}
              />
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={<FormattedMessage id="admin.methods.deleteTitle" />}
        description={<FormattedMessage id="common.confirmDelete" values={{ name: deleting?.name ?? '' }} />}
        confirmLabel={<FormattedMessage id={removed.loading ? 'common.deleting' : 'common.delete'} />}
        onConfirm={() => void confirmDelete()}
        busy={removed.loading}
        destructive
        testId="admin-method-delete-dialog"
      />
    </div>
  );
}
