import { useCallback, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useMutationErrorHandler } from '../auth/AuthProvider';
import { useToast } from '../ui/Toaster';
import { MONEY_QUERIES } from './payments.operations';
import { uploadDeposit, type DepositUpload } from './upload-deposit';

/** Sends the deposit (multipart, REST), then refreshes what depends on it; a failure is shown in the dialog (`errorText`). */
export function useSubmitDeposit(onDone: () => void): {
  submit: (upload: Omit<DepositUpload, 'idempotencyKey'>) => Promise<void>;
  sending: boolean;
  errorText: string | null;
  clearError: () => void;
} {
  const intl = useIntl();
  const client = useApolloClient();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const [sending, setSending] = useState(false);
  const [errorText, setErrorText] = useState<string | null>(null);
  // The same attempt keeps its key until it succeeds, so a retry after a lost answer is not a second deposit.
  const attempt = useRef<{ signature: string; key: string } | null>(null);

  const submit = useCallback(
    async (upload: Omit<DepositUpload, 'idempotencyKey'>) => {
      const signature = [upload.amount.trim(), upload.paymentMethodId, upload.screenshot.name, upload.screenshot.size, upload.screenshot.lastModified].join('|');
      if (attempt.current?.signature !== signature) attempt.current = { signature, key: crypto.randomUUID() };
      setSending(true);
      setErrorText(null);
      try {
        await uploadDeposit({ ...upload, idempotencyKey: attempt.current.key });
        attempt.current = null;
        showToast({ title: intl.formatMessage({ id: 'deposit.toast.submitted' }), description: intl.formatMessage({ id: 'deposit.toast.submittedText' }) });
        void client.refetchQueries({ include: MONEY_QUERIES }).catch(() => undefined);
        onDone();
      } catch (error) {
        const text = handleError(error);
        if (text) setErrorText(text);
      } finally {
        setSending(false);
      }
    },
    [client, handleError, intl, onDone, showToast],
  );

  return { submit, sending, errorText, clearError: useCallback(() => setErrorText(null), []) };
}
