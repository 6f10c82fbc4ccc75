import { FormattedMessage } from 'react-intl';
import { CalendarClock, Ticket } from 'lucide-react';
import { firstOnSale } from '../../draws/draw-figures';
import { PeriodBadge } from '../../draws/PeriodBadge';
import type { useCurrentDraws } from '../../draws/use-current-draws';
import type { DrawCardFieldsFragment } from '../../gql/graphql';
import { Countdown } from '../../ui/Countdown';
import { EmptyState } from '../../ui/EmptyState';
import { Money } from '../../ui/Money';

interface CurrentDrawPanelProps {
  current: ReturnType<typeof useCurrentDraws>;
  onBuy: (draw: DrawCardFieldsFragment) => void;
}

/** My Tickets: the current draw with Buy More Tickets. */
export function CurrentDrawPanel({ current, onBuy }: CurrentDrawPanelProps) {
  const draw = firstOnSale(current.draws);
  if (!current.loaded) return null;
  if (!draw) {
    return (
      <section className="card glass">
        <EmptyState icon={CalendarClock} title={<FormattedMessage id="buy.noActiveDraw" />} />
      </section>
    );
  }
  return (
    <section className="card glass current-draw" aria-labelledby="current-draw-title" data-testid="current-draw">
      <div className="current-draw__info">
        <p className="card__text"><FormattedMessage id="tickets.currentDraw" /></p>
        <h2 className="card__title current-draw__name" id="current-draw-title">
          <bdi>{draw.name}</bdi> <PeriodBadge period={draw.period} drawName={draw.name} />
        </h2>
        <Money value={draw.prizePool} size="lg" />
      </div>
      <Countdown target={draw.drawDate} onDone={current.refetch} />
      <button className="button button--primary" type="button" onClick={() => onBuy(draw)} data-testid="tickets-buy-more">
        <Ticket size={18} strokeWidth={1.75} aria-hidden />
        <FormattedMessage id="tickets.buyMore" />
      </button>
    </section>
  );
}
