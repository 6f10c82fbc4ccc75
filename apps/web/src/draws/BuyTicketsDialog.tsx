import { useEffect, useId, useState } from 'react';
import { Dialog } from 'radix-ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { RefreshCw, Ticket, TriangleAlert } from 'lucide-react';
import { useCurrentUser } from '../auth/AuthProvider';
import type { DrawCardFieldsFragment } from '../gql/graphql';
import { AddFundsButton } from '../payments/AddFundsButton';
import { Money } from '../ui/Money';
import { useReturnFocus } from '../ui/use-return-focus';
import { Spinner } from '../ui/Spinner';
import { PeriodBadge } from './PeriodBadge';
import './draws.css';
import { PurchaseSummary } from './PurchaseSummary';
import { RemainingLimits } from '../protection/RemainingLimits';
import { canAfford, maxAffordable, parseQuantity, QUICK_BUY_QUANTITIES, toMinor } from './ticket-pricing';
import { useBuyTickets } from './use-buy-tickets';
import { DialogHeader } from '../ui/DialogHeader';

interface BuyTicketsDialogProps {
  draw: DrawCardFieldsFragment | null;
  onClose: () => void;
}

/** Buy Tickets dialog: quantity, quick buys 5/10/20/50 (only if affordable) and MAX, live discount and balance after. */
export function BuyTicketsDialog({ draw, onClose }: BuyTicketsDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={draw !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog glass buy-dialog" data-testid="buy-dialog" {...returnFocus}>
          {draw && <BuyTicketsForm draw={draw} onClose={onClose} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function BuyTicketsForm({ draw, onClose }: { draw: DrawCardFieldsFragment; onClose: () => void }) {
  const intl = useIntl();
  const user = useCurrentUser();
  const inputId = useId();
  const { purchase, buying, errorText, clearError } = useBuyTickets(onClose);
  const priceMinor = toMinor(draw.ticketPrice);
  const balanceMinor = toMinor(user.availableBalance);
  const max = maxAffordable(priceMinor, balanceMinor, draw.ticketsRemaining);
  const [text, setText] = useState(() => (max >= 1 ? '1' : ''));
  const quantity = parseQuantity(text);
  const affordable = quantity !== null && quantity <= max && canAfford(priceMinor, quantity, balanceMinor);

  useEffect(() => {
    // The cap follows the balance and the tickets left while the dialog is open.
    if (quantity !== null && quantity > max) setText(max >= 1 ? String(max) : '');
  }, [max, quantity]);

  function changeQuantity(next: string) {
    clearError();
    const parsed = parseQuantity(next);
    setText(parsed !== null && parsed > max ? String(max) : next.replace(/[^\d]/g, ''));
  }

  return (
    <form
      className="buy-dialog__form"
      onSubmit={(event) => {
        event.preventDefault();
        if (quantity !== null && affordable && !buying) void purchase(draw.id, draw.name, quantity);
      }}
    >
      <DialogHeader icon={Ticket} title={<FormattedMessage id="buy.title" />} description={<><bdi>{draw.name}</bdi> <PeriodBadge period={draw.period} drawName={draw.name} /></>} descriptionClassName="buy-dialog__draw" />

      <dl className="buy-dialog__facts">
        <div><dt><FormattedMessage id="draw.ticketPrice" /></dt><dd><Money value={draw.ticketPrice} size="sm" /></dd></div>
        <div><dt><FormattedMessage id="buy.remaining" /></dt><dd dir="ltr" className="tabular">{draw.ticketsRemaining}</dd></div>
        <div><dt><FormattedMessage id="buy.available" /></dt><dd><Money value={user.availableBalance} size="sm" testId="buy-balance" /></dd></div>
      </dl>
      {Number(user.bonusBalance) > 0 && (
        <p className="field__hint" data-testid="buy-bonus">
          <FormattedMessage id="buy.bonusIncluded" values={{ amount: <Money value={user.bonusBalance} size="sm" /> }} />
        </p>
      )}

      <div className="field">
        <label className="field__label" htmlFor={inputId}><FormattedMessage id="buy.quantity" /></label>
        <input
          id={inputId}
          className="field__input buy-dialog__quantity"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={text}
          onChange={(event) => changeQuantity(event.target.value)}
          disabled={max < 1}
          data-testid="buy-quantity"
          dir="ltr"
        />
        <p className="field__hint">
          {max >= 1 ? <FormattedMessage id="buy.maxHint" values={{ max }} /> : <FormattedMessage id="buy.cannotAfford" />}
        </p>
        {max < 1 && draw.ticketsRemaining > 0 && <AddFundsButton variant="ghost" testId="buy-add-funds" />}
      </div>

      <div className="buy-dialog__quick" role="group" aria-label={intl.formatMessage({ id: 'buy.quick' })}>
        {QUICK_BUY_QUANTITIES.filter((count) => count <= max && canAfford(priceMinor, count, balanceMinor)).map((count) => (
          <button key={count} className="chip" type="button" aria-pressed={quantity === count} onClick={() => setText(String(count))} data-testid={`buy-quick-${count}`}>
            {count}
          </button>
        ))}
        {max >= 1 && (
          <button className="chip chip--accent" type="button" aria-pressed={quantity === max} onClick={() => setText(String(max))} data-testid="buy-max">
            <FormattedMessage id="buy.max" values={{ max }} />
          </button>
        )}
      </div>

      <PurchaseSummary priceMinor={priceMinor} quantity={quantity} balanceMinor={balanceMinor} />
      <RemainingLimits kinds={['spend', 'loss']} testId="buy-limits" />

      {errorText && !buying && (
        <p className="dialog-error" role="alert" data-testid="buy-error">
          <TriangleAlert size={18} strokeWidth={1.75} aria-hidden />
          <span><strong><FormattedMessage id="buy.toast.failed" /></strong> {errorText}</span>
        </p>
      )}

      <button className="button button--primary button--block" type="submit" disabled={!affordable || buying} aria-busy={buying} data-testid="buy-submit">
        {buying ? <Spinner /> : errorText ? <RefreshCw size={18} strokeWidth={1.75} aria-hidden /> : <Ticket size={18} strokeWidth={1.75} aria-hidden />}
        <FormattedMessage id={buying ? 'buy.buying' : errorText ? 'buy.retry' : 'buy.submit'} values={{ count: quantity ?? 0 }} />
      </button>
    </form>
  );
}
