import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Hourglass, PartyPopper, ShieldCheck } from 'lucide-react';
import { Money } from '../../ui/Money';
import { Spinner } from '../../ui/Spinner';
import { prizeTotal, type CardPhase, type DrawResult } from './live-draw-state';
import './live.css';

const STAGES = ['closed', 'drawing', 'results'] as const;

/** The stage pill of a card whose countdown has ended. */
export function DrawEndPill({ phase }: { phase: Exclude<CardPhase, 'selling'> }) {
  const tone = phase === 'results' ? 'pill--accent' : phase === 'cancelled' ? 'pill--muted' : 'pill--warning';
  return (
    <span className={`pill ${tone}`} data-testid="draw-status" data-status={phase}>
      <FormattedMessage id={`draw.stage.${phase}`} />
    </span>
  );
}

interface DrawEndStageProps {
  drawId: string;
  phase: Exclude<CardPhase, 'selling'>;
  result: DrawResult | undefined;
  myTicketCount: number;
}

/**
 * Where a card's Buy button was: "Sales closed → Drawing… → Results" as the
 * draw ends, then the player's own outcome and the way to check the draw.
 */
export function DrawEndStage({ drawId, phase, result, myTicketCount }: DrawEndStageProps) {
  const reached = phase === 'cancelled' ? -1 : STAGES.indexOf(phase);
  return (
    <div className="draw-end" data-testid="draw-end" data-phase={phase}>
      {phase !== 'cancelled' && (
        <ol className="draw-end__steps" aria-hidden>
          {STAGES.map((step, index) => (
            <li key={step} className={`draw-end__step${index <= reached ? ' draw-end__step--done' : ''}${index === reached ? ' draw-end__step--now' : ''}`}>
              <FormattedMessage id={`draw.stage.${step}`} />
            </li>
          ))}
        </ol>
      )}
      <p className="draw-end__now" role="status" aria-live="polite" data-testid="draw-end-text">
        {phase === 'closed' && (<><Hourglass size={18} strokeWidth={1.75} aria-hidden /> <FormattedMessage id="draw.stage.closedText" /></>)}
        {phase === 'drawing' && (<><Spinner /> <FormattedMessage id="draw.stage.drawingText" /></>)}
        {phase === 'cancelled' && <FormattedMessage id="draw.stage.cancelledText" />}
        {phase === 'results' && result && (
          result.myPrizes.length > 0 ? (
            <span className="draw-end__won" data-testid="draw-end-won">
              <PartyPopper size={18} strokeWidth={1.75} aria-hidden />{' '}
              <FormattedMessage id="draw.stage.youWon" values={{ count: result.myPrizes.length, amount: <Money value={prizeTotal(result.myPrizes)} size="sm" /> }} />
            </span>
          ) : myTicketCount > 0 ? (
            <FormattedMessage id="draw.stage.noPrize" values={{ count: myTicketCount }} />
          ) : (
            <FormattedMessage id="draw.stage.winnersDrawn" values={{ count: result.winnerCount }} />
          )
        )}
      </p>
      {phase === 'results' && (
        <Link className="button button--ghost button--block" to={`/verify/${drawId}`} data-testid="draw-verify-link">
          <ShieldCheck size={18} strokeWidth={1.75} aria-hidden />
          <FormattedMessage id="verify.open" />
        </Link>
      )}
    </div>
  );
}
