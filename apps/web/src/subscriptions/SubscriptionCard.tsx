import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { ChevronDown, Pause, Play, X } from 'lucide-react';
import { PeriodBadge } from '../draws/PeriodBadge';
import type { SubscriptionFieldsFragment } from '../gql/graphql';
import { useErrorText } from '../lib/use-error-text';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Money } from '../ui/Money';
import { useToast } from '../ui/Toaster';
import { SubscriptionHistory } from './SubscriptionHistory';
import { CancelSubscriptionMutation, PauseSubscriptionMutation, ResumeSubscriptionMutation } from './subscriptions.operations';

type Action = 'pause' | 'resume' | 'cancel';

const STATUS_TONE: Record<string, string> = { active: 'success', paused: 'warning', cancelled: 'muted', finished: 'accent' };

/** One subscription: what it buys, how far it got, its next draw, its actions (each confirmed) and its history. */
export function SubscriptionCard({ subscription }: { subscription: SubscriptionFieldsFragment }) {
  const intl = useIntl();
  const toast = useToast();
  const errorText = useErrorText();
  const [asking, setAsking] = useState<Action | null>(null);
  const [showHistory, setShowHistory] = useState(false);
  const [pause, pausing] = useMutation(PauseSubscriptionMutation);
  const [resume, resuming] = useMutation(ResumeSubscriptionMutation);
  const [cancel, cancelling] = useMutation(CancelSubscriptionMutation);
  const runs = { pause: [pause, pausing], resume: [resume, resuming], cancel: [cancel, cancelling] } as const;
  const open = subscription.status === 'active' || subscription.status === 'paused';
  const current = asking ? runs[asking][1] : null;
  const ask = (action: Action) => {
    runs[action][1].reset();
    setAsking(action);
  };

  async function confirm() {
    if (!asking) return;
    try {
      await runs[asking][0]({ variables: { id: subscription.id } });
      toast({ title: intl.formatMessage({ id: `subscriptions.toast.${asking}` }) });
      setAsking(null);
    } catch {
      // shown in the dialog
    }
  }

  return (
    <article className="card glass subscription-card" data-testid="subscription-card" data-status={subscription.status}>
      <header className="subscription-card__head">
        <h3 className="card__title"><bdi>{subscription.drawName}</bdi></h3>
        <PeriodBadge period={subscription.period} />
        <span className={`pill pill--${STATUS_TONE[subscription.status] ?? 'muted'}`} data-testid="subscription-status">
          <FormattedMessage id={`subscriptions.status.${subscription.status}`} />
        </span>
      </header>

      <dl className="subscription-card__facts">
        <div>
          <dt><FormattedMessage id="subscriptions.card.tickets" /></dt>
          <dd dir="ltr">{subscription.ticketsPerDraw}</dd>
        </div>
        <div>
          <dt><FormattedMessage id="subscriptions.card.draws" /></dt>
          <dd data-testid="subscription-draws-bought">
            {subscription.drawLimit === null || subscription.drawLimit === undefined ? (
              <FormattedMessage id="subscriptions.card.boughtOpen" values={{ bought: subscription.drawsBought }} />
            ) : (
              <FormattedMessage id="subscriptions.card.boughtOf" values={{ bought: subscription.drawsBought, limit: subscription.drawLimit }} />
            )}
          </dd>
        </div>
        <div>
          <dt><FormattedMessage id="subscriptions.card.minPool" /></dt>
          <dd>{subscription.minPrizePool ? <Money value={subscription.minPrizePool} size="sm" /> : <FormattedMessage id="subscriptions.card.anyPool" />}</dd>
        </div>
        <div>
          <dt><FormattedMessage id="subscriptions.card.nextDraw" /></dt>
          <dd data-testid="subscription-next-draw">
            {open && subscription.nextDraw ? (
              <FormattedDate value={subscription.nextDraw.drawDate} dateStyle="medium" timeStyle="short" />
            ) : open ? (
              <FormattedMessage id="subscriptions.card.noNextDraw" />
            ) : subscription.endedAt ? (
              <FormattedMessage id="subscriptions.card.ended" values={{ date: <FormattedDate value={subscription.endedAt} dateStyle="medium" /> }} />
            ) : (
              '—'
            )}
          </dd>
        </div>
      </dl>

      <div className="subscription-card__actions">
        <button className="button button--ghost subscription-card__toggle" type="button" aria-expanded={showHistory} onClick={() => setShowHistory((shown) => !shown)} data-testid="subscription-history-toggle">
          <ChevronDown size={16} strokeWidth={1.75} aria-hidden className={showHistory ? 'is-open' : undefined} />
          <FormattedMessage id="subscriptions.card.history" />
        </button>
        {subscription.status === 'active' && (
          <button className="button button--ghost" type="button" onClick={() => ask('pause')} data-testid="subscription-pause">
            <Pause size={16} strokeWidth={1.75} aria-hidden /> <FormattedMessage id="subscriptions.action.pause" />
          </button>
        )}
        {subscription.status === 'paused' && (
          <button className="button button--ghost" type="button" onClick={() => ask('resume')} data-testid="subscription-resume">
            <Play size={16} strokeWidth={1.75} aria-hidden /> <FormattedMessage id="subscriptions.action.resume" />
          </button>
        )}
        {open && (
          <button className="button button--ghost subscription-card__cancel" type="button" onClick={() => ask('cancel')} data-testid="subscription-cancel">
            <X size={16} strokeWidth={1.75} aria-hidden /> <FormattedMessage id="subscriptions.action.cancel" />
          </button>
        )}
      </div>

      {showHistory && <SubscriptionHistory subscriptionId={subscription.id} />}

      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(next) => { if (!next) setAsking(null); }}
        title={asking ? <FormattedMessage id={`subscriptions.confirm.${asking}.title`} /> : null}
        description={asking ? <FormattedMessage id={`subscriptions.confirm.${asking}.text`} values={{ name: subscription.drawName }} /> : null}
        confirmLabel={asking ? <FormattedMessage id={`subscriptions.action.${asking}`} /> : null}
        onConfirm={() => void confirm()}
        busy={current?.loading ?? false}
        destructive={asking === 'cancel'}
        error={current?.error ? errorText(current.error) : undefined}
        testId="subscription-confirm"
      />
    </article>
  );
}
