import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Repeat, ShieldCheck, Ticket } from 'lucide-react';
import type { DrawCardFieldsFragment } from '../gql/graphql';
import { Countdown } from '../ui/Countdown';
import { Money } from '../ui/Money';
import { DrawStatusPill } from './DrawStatusPill';
import { FirstPrizeFact } from './FirstPrizeFact';
import { OddsPanel } from './OddsPanel';
import { DrawEndPill, DrawEndStage } from './live/DrawEndStage';
import { cardPhase } from './live/live-draw-state';
import { useLiveDraws } from './live/LiveDrawsProvider';
import { PeriodBadge } from './PeriodBadge';
import './draws.css';
import { periodTone } from './periods';
import { LocalDateTime } from '../ui/LocalDateTime';

interface DrawCardProps {
  draw: DrawCardFieldsFragment;
  onBuy: (draw: DrawCardFieldsFragment) => void;
  onCountdownDone?: () => void;
}

/** Name, period badge, live prize pool, ticket price, status, draw date and countdown. */
export function DrawCard({ draw, onBuy, onCountdownDone }: DrawCardProps) {
  const closed = draw.status === 'completed' || draw.status === 'cancelled';
  const soldOut = draw.ticketsRemaining <= 0;
  const live = useLiveDraws();
  // The date the countdown last reached zero for: a draw that rolls forward counts down again.
  const [overFor, setOverFor] = useState(() => (Date.parse(draw.drawDate) <= Date.now() ? draw.drawDate : null));
  const phase = draw.status === 'active' ? cardPhase(live.draws[draw.id], overFor === draw.drawDate) : 'selling';
  const ended = () => {
    setOverFor(draw.drawDate);
    live.markSalesClosed(draw.id);
    // Without the live stream, ask the server for the list again (the card goes when the draw has run).
    if (live.connection !== 'live') onCountdownDone?.();
  };
  return (
    <article className={`draw-card glass period-edge--${periodTone(draw.period, draw.name)}`} data-testid="draw-card" data-draw-id={draw.id}>
      <header className="draw-card__head">
        <PeriodBadge period={draw.period} drawName={draw.name} />
        {phase === 'selling' ? <DrawStatusPill status={draw.status} /> : <DrawEndPill phase={phase} />}
      </header>
      <h3 className="draw-card__name" data-testid="draw-name">{draw.name}</h3>

      <div className="draw-card__pool">
        <span className="draw-card__label"><FormattedMessage id="draw.prizePool" /></span>
        <Money value={live.draws[draw.id]?.result?.prizePool ?? draw.prizePool} size="lg" testId="draw-prize-pool" />
      </div>

      <dl className="draw-card__facts">
        <div>
          <dt><FormattedMessage id="draw.ticketPrice" /></dt>
          <dd><Money value={draw.ticketPrice} size="sm" testId="draw-ticket-price" /> <span className="draw-card__unit"><FormattedMessage id="draw.perTicket" /></span></dd>
        </div>
        <FirstPrizeFact draw={draw} />
        <div>
          <dt><FormattedMessage id="draw.drawDate" /></dt>
          <dd><LocalDateTime value={draw.drawDate} /></dd>
        </div>
        <div>
          <dt><FormattedMessage id="draw.sold" /></dt>
          <dd dir="ltr" className="draw-card__figure">{draw.ticketsSold} / {draw.maxTickets}</dd>
        </div>
      </dl>

      {phase === 'selling' && draw.status !== 'cancelled' && <OddsPanel draw={draw} />}

      {!closed && phase === 'selling' && <Countdown key={draw.drawDate} target={draw.drawDate} onDone={ended} testId="draw-countdown" />}

      {draw.myTicketCount > 0 && (
        <p className="draw-card__mine">
          <Ticket size={16} strokeWidth={1.75} aria-hidden />
          <FormattedMessage id="draw.myTickets" values={{ count: draw.myTicketCount }} />
        </p>
      )}

      <div className="draw-card__actions">
        {phase !== 'selling' ? (
          <DrawEndStage drawId={draw.id} phase={phase} result={live.draws[draw.id]?.result} myTicketCount={draw.myTicketCount} />
        ) : draw.status === 'completed' ? (
          <Link className="button button--ghost button--block" to={`/verify/${draw.id}`} data-testid="draw-verify-link">
            <ShieldCheck size={18} strokeWidth={1.75} aria-hidden />
            <FormattedMessage id="verify.open" />
          </Link>
        ) : (
          <button
            className="button button--primary button--block"
            type="button"
            disabled={closed || soldOut || draw.status !== 'active'}
            onClick={() => onBuy(draw)}
            data-testid="draw-buy-button"
          >
            <Ticket size={18} strokeWidth={1.75} aria-hidden />
            <FormattedMessage id={soldOut ? 'draw.soldOut' : draw.status === 'upcoming' ? 'draw.opensSoon' : 'draw.buy'} />
          </button>
        )}
        {/* A recurring draw can be bought automatically every time (docs/product-rules.md#subscriptions). */}
        {phase === 'selling' && !closed && draw.period !== 'custom' && (
          <Link className="draw-card__subscribe" to={`/subscriptions?draw=${draw.id}`} data-testid="draw-subscribe-link">
            <Repeat size={14} strokeWidth={1.75} aria-hidden />
            <FormattedMessage id="draw.subscribe" />
          </Link>
        )}
      </div>
    </article>
  );
}
