import { useCallback, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useMutationErrorHandler } from '../../auth/AuthProvider';
import { CreateWithdrawalMutation, MONEY_QUERIES } from '../../payments/payments.operations';
import type { SavedPaymentMethod } from '../../payments/saved-methods';
import { useToast } from '../../ui/Toaster';

/**
 * Requests the withdrawal (the amount is held at once); a retry of the same
 * request reuses its key. A failure is kept as `errorText` for the confirm dialog.
 */
export function useRequestWithdrawal(onDone: () => void): {
  request: (method: SavedPaymentMethod, amount: string, twoFactorCode?: string) => Promise<void>;
  sending: boolean;
  errorText: string | null;
  clearError: () => void;
} {
  const intl = useIntl();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const [create, { loading }] = useMutation(CreateWithdrawalMutation, { refetchQueries: MONEY_QUERIES, awaitRefetchQueries: true });
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const [errorText, setErrorText] = useState<string | null>(null);

  const request = useCallback(
    async (method: SavedPaymentMethod, amount: string, twoFactorCode?: string) => {
      const signature = `${method.id}|${amount.trim()}`;
      if (attempt.current?.signature !== signature) attempt.current = { signature, key: crypto.randomUUID() };
      setErrorText(null);
      try {
        await create({
          variables: {
            // The server checks the method is one of ours and takes its details from the profile.
            input: {
              amount: amount.trim(),
              paymentMethodId: method.id,
              idempotencyKey: attempt.current.key,
              // With two-factor sign-in on, a withdrawal needs a current code.
              ...(twoFactorCode ? { twoFactorCode: twoFactorCode.trim() } : {}),
            },
          },
        });
        attempt.current = null;
        showToast({ title: intl.formatMessage({ id: 'withdraw.toast.submitted' }) });
        onDone();
      } catch (error) {
        const text = handleError(error);
        if (text) setErrorText(text);
      }
    },
    [create, handleError, intl, onDone, showToast],
  );

  return { request, sending: loading, errorText, clearError: useCallback(() => setErrorText(null), []) };
}
