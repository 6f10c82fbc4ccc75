import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { ChevronLeft, ChevronRight, PartyPopper, X } from 'lucide-react';
import type { TicketFieldsFragment } from '../../gql/graphql';
import { Money } from '../../ui/Money';

interface WinnerPopupProps {
  wins: readonly TicketFieldsFragment[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const CONFETTI = Array.from({ length: 18 }, (_, index) => index);

/** A winner popup that steps through the winning tickets; the confetti rests when motion is reduced. */
export function WinnerPopup({ wins, open, onOpenChange }: WinnerPopupProps) {
  const intl = useIntl();
  const [step, setStep] = useState(0);
  const index = Math.min(step, Math.max(0, wins.length - 1));
  const ticket = wins[index];
  return (
    <Dialog.Root open={open && ticket !== undefined} onOpenChange={(next) => { setStep(0); onOpenChange(next); }}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog glass winner-popup" data-testid="winner-popup">
          <div className="confetti" aria-hidden>
            {CONFETTI.map((piece) => <span key={piece} className="confetti__piece" style={{ ['--i' as string]: piece }} />)}
          </div>
          <Dialog.Close className="dialog__close" aria-label={intl.formatMessage({ id: 'common.close' })} data-testid="winner-popup-close">
            <X size={18} strokeWidth={1.75} aria-hidden />
          </Dialog.Close>
          <span className="winner-popup__icon" aria-hidden><PartyPopper size={40} strokeWidth={1.5} /></span>
          <Dialog.Title className="winner-popup__title"><FormattedMessage id="winner.title" /></Dialog.Title>
          {ticket && (
            <>
              <Dialog.Description className="dialog__text">
                <FormattedMessage id="winner.ticketText" values={{ ticketNumber: <bdi dir="ltr">{ticket.ticketNumber}</bdi>, draw: <bdi>{ticket.drawName}</bdi> }} />
              </Dialog.Description>
              <Money value={ticket.prizeAmount} size="xl" testId="winner-prize" />
            </>
          )}
          {wins.length > 1 && (
            <div className="winner-popup__steps">
              <button className="button button--ghost" type="button" disabled={index === 0} onClick={() => setStep(index - 1)} aria-label={intl.formatMessage({ id: 'common.previous' })}>
                <ChevronLeft className="icon-flip" size={18} strokeWidth={1.75} aria-hidden />
              </button>
              <span className="tabular" dir="ltr">{index + 1} / {wins.length}</span>
              <button className="button button--ghost" type="button" disabled={index >= wins.length - 1} onClick={() => setStep(index + 1)} aria-label={intl.formatMessage({ id: 'common.next' })} data-testid="winner-popup-next">
                <ChevronRight className="icon-flip" size={18} strokeWidth={1.75} aria-hidden />
              </button>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
