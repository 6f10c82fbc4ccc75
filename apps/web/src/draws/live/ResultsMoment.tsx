import { Dialog } from 'radix-ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PartyPopper, ShieldCheck, Ticket, X } from 'lucide-react';
import { Money } from '../../ui/Money';
import { useReturnFocus } from '../../ui/use-return-focus';
import { prizeTotal } from './live-draw-state';
import { useLiveDraws } from './LiveDrawsProvider';
import './live.css';

const CONFETTI = Array.from({ length: 18 }, (_, index) => index);

/**
 * The moment a draw the player holds tickets in has its results, on whatever
 * page they are: the winner popup with each winning ticket, or the honest
 * "no prize this time", and the link to check the draw.
 */
export function ResultsMoment() {
  const intl = useIntl();
  const { moments, dismissMoment } = useLiveDraws();
  const returnFocus = useReturnFocus();
  const moment = moments[0];
  if (!moment) return null;
  const { draw, result } = moment;
  const won = result.myPrizes.length > 0;
  const close = () => dismissMoment(draw.id);
  return (
    <Dialog.Root open onOpenChange={(open) => { if (!open) close(); }}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className={`dialog glass results-moment${won ? ' results-moment--won' : ''}`} data-testid={won ? 'winner-popup' : 'results-moment'} {...returnFocus}>
          {won && (
            <div className="confetti" aria-hidden>
              {CONFETTI.map((piece) => <span key={piece} className="confetti__piece" style={{ ['--i' as string]: piece }} />)}
            </div>
          )}
          <Dialog.Close className="dialog__close" aria-label={intl.formatMessage({ id: 'common.close' })} data-testid="results-moment-close">
            <X size={18} strokeWidth={1.75} aria-hidden />
          </Dialog.Close>
          <span className="results-moment__icon" aria-hidden>{won ? <PartyPopper size={40} strokeWidth={1.5} /> : <Ticket size={40} strokeWidth={1.5} />}</span>
          <Dialog.Title className="results-moment__title">
            {won ? <FormattedMessage id="winner.title" /> : <FormattedMessage id="results.title" values={{ draw: <bdi>{draw.name}</bdi> }} />}
          </Dialog.Title>
          <Dialog.Description className="dialog__text">
            {won ? (
              <FormattedMessage id="results.wonText" values={{ count: result.myPrizes.length, draw: <bdi>{draw.name}</bdi> }} />
            ) : (
              <FormattedMessage id="results.noPrizeText" values={{ count: draw.myTicketCount, winners: result.winnerCount }} />
            )}
          </Dialog.Description>
          {won && (
            <>
              <Money value={prizeTotal(result.myPrizes)} size="xl" testId="winner-prize" />
              <ul className="results-moment__prizes" data-testid="results-moment-prizes">
                {result.myPrizes.map((prize) => (
                  <li key={prize.ticketNumber} className="results-moment__prize">
                    <span dir="ltr" className="tabular">{prize.ticketNumber}</span>
                    <span><FormattedMessage id="results.rank" values={{ rank: prize.rank }} /></span>
                    <Money value={prize.prize} size="sm" />
                  </li>
                ))}
              </ul>
            </>
          )}
          <div className="results-moment__actions">
            <Link className="button button--primary" to={`/verify/${draw.id}`} onClick={close} data-testid="results-moment-verify">
              <ShieldCheck size={18} strokeWidth={1.75} aria-hidden />
              <FormattedMessage id="verify.open" />
            </Link>
            <Link className="button button--ghost" to="/tickets" onClick={close}>
              <Ticket size={18} strokeWidth={1.75} aria-hidden />
              <FormattedMessage id="results.myTickets" />
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
