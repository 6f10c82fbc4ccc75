import { useCallback, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { errorCode } from '../lib/api-errors';
import { useMutationErrorHandler } from '../auth/AuthProvider';
import { formatMoneySafe } from '../money/format-money';
import { useToast } from '../ui/Toaster';
import { AFTER_PURCHASE_REFETCH, BuyTicketsMutation } from './draws.operations';
import { attemptFor, type PurchaseAttempt } from './purchase-attempt';

/**
 * Buys tickets with one idempotency key per attempt; toasts a purchase (5 s).
 * A failure is answered inside the dialog (`errorText`), where the player is looking.
 */
export function useBuyTickets(onBought: () => void) {
  const intl = useIntl();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const [buy, { loading }] = useMutation(BuyTicketsMutation, { refetchQueries: AFTER_PURCHASE_REFETCH });
  const unfinished = useRef<PurchaseAttempt | null>(null);
  const [errorText, setErrorText] = useState<string | null>(null);

  const purchase = useCallback(
    async (drawId: string, drawName: string, quantity: number) => {
      const attempt = attemptFor(unfinished.current, drawId, quantity);
      unfinished.current = attempt;
      setErrorText(null);
      try {
        const { data } = await buy({ variables: { input: { drawId, quantity, idempotencyKey: attempt.key } } });
        unfinished.current = null;
        const bought = data?.buyTickets;
        if (!bought) return;
        const saved = bought.discountPercent > 0;
        showToast({
          title: intl.formatMessage({ id: 'buy.toast.title' }),
          description: intl.formatMessage(
            { id: saved ? 'buy.toast.saved' : 'buy.toast.plain' },
            { count: bought.quantity, draw: drawName, amount: formatMoneySafe(bought.discountAmount).text, percent: bought.discountPercent },
          ),
          duration: 5000,
        });
        onBought();
      } catch (error) {
        // Only a network failure may have reached the server: keep the key so a retry cannot charge twice.
        if (errorCode(error) !== 'NETWORK') unfinished.current = null;
        // An expired session is handled (toast and sign-in) by the handler; anything else shows in the dialog.
        const text = handleError(error);
        if (text) setErrorText(text);
      }
    },
    [buy, handleError, intl, onBought, showToast],
  );

  return { purchase, buying: loading, errorText, clearError: () => setErrorText(null) };
}
