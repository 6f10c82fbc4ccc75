import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Ban, Coffee } from 'lucide-react';
import { useMutationErrorHandler } from '../auth/AuthProvider';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useToast } from '../ui/Toaster';
import type { SelfExclusionDuration, TimeOutDuration } from '../gql/graphql';
import { EndSelfExclusionMutation, SelfExcludeMutation, TakeTimeOutMutation } from './protection.operations';
import { storeProtection } from './store-protection';

const TIME_OUTS = ['h24', 'd7', 'd30', 'w6'] as const;
const EXCLUSIONS = ['m6', 'y1', 'y5'] as const;

export interface BlockFigures {
  kind: string;
  endsAt: string;
  canEnd: boolean;
}

/** Time-out and self-exclusion: chosen here, never shortened; during one, the card says until when. */
export function BreakCard({ block }: { block: BlockFigures | null }) {
  const intl = useIntl();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const [timeOut, setTimeOut] = useState<TimeOutDuration>('h24');
  const [exclusion, setExclusion] = useState<SelfExclusionDuration>('m6');
  const [asking, setAsking] = useState<'time_out' | 'self_exclusion' | null>(null);
  const [takeTimeOut, { loading: takingTimeOut }] = useMutation(TakeTimeOutMutation, { update: (cache, { data }) => storeProtection(cache, data?.takeTimeOut) });
  const [selfExclude, { loading: excluding }] = useMutation(SelfExcludeMutation, { update: (cache, { data }) => storeProtection(cache, data?.selfExclude) });
  const [endSelfExclusion, { loading: ending }] = useMutation(EndSelfExclusionMutation, { update: (cache, { data }) => storeProtection(cache, data?.endSelfExclusion) });

  async function run(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      showToast({ title: intl.formatMessage({ id: done }) });
    } catch (error) {
      const text = handleError(error);
      if (text) showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'protection.break.failed' }), description: text });
    } finally {
      setAsking(null);
    }
  }

  const durationLabel = (value: string) => intl.formatMessage({ id: `protection.duration.${value}` });

  return (
    <section className="card glass" aria-labelledby="break-title" data-testid="break-card">
      <div className="card__head">
        <span className="card__icon" aria-hidden><Coffee size={20} strokeWidth={1.75} /></span>
        <h2 className="card__title" id="break-title"><FormattedMessage id="protection.break.title" /></h2>
      </div>
      {block ? (
        <div className="break-status" role="status" data-testid="break-status" data-kind={block.kind}>
          <p className="break-status__title">
            <FormattedMessage
              id={block.kind === 'time_out' ? 'protection.break.onTimeOut' : 'protection.break.excluded'}
              values={{ date: <FormattedDate value={block.endsAt} dateStyle="long" timeStyle="short" /> }}
            />
          </p>
          <p className="card__text"><FormattedMessage id="protection.break.during" /></p>
          {block.canEnd && (
            <button type="button" className="button button--ghost" disabled={ending} onClick={() => void run(() => endSelfExclusion(), 'protection.break.ended')} data-testid="end-self-exclusion">
              <FormattedMessage id="protection.break.end" />
            </button>
          )}
        </div>
      ) : (
        <>
          <p className="card__text"><FormattedMessage id="protection.break.timeOutText" /></p>
          <div className="chip-row" role="radiogroup" aria-label={intl.formatMessage({ id: 'protection.break.timeOut' })}>
            {TIME_OUTS.map((value) => (
              <button key={value} type="button" role="radio" aria-checked={timeOut === value} className="chip" onClick={() => setTimeOut(value)} data-testid={`time-out-${value}`}>
                {durationLabel(value)}
              </button>
            ))}
          </div>
          <button type="button" className="button button--primary" onClick={() => setAsking('time_out')} data-testid="take-time-out">
            <FormattedMessage id="protection.break.timeOut" />
          </button>

          <h3 className="limit-group__title"><Ban size={16} strokeWidth={1.75} aria-hidden /> <FormattedMessage id="protection.break.exclusion" /></h3>
          <p className="card__text"><FormattedMessage id="protection.break.exclusionText" /></p>
          <div className="chip-row" role="radiogroup" aria-label={intl.formatMessage({ id: 'protection.break.exclusion' })}>
            {EXCLUSIONS.map((value) => (
              <button key={value} type="button" role="radio" aria-checked={exclusion === value} className="chip" onClick={() => setExclusion(value)} data-testid={`exclusion-${value}`}>
                {durationLabel(value)}
              </button>
            ))}
          </div>
          <button type="button" className="button button--danger" onClick={() => setAsking('self_exclusion')} data-testid="self-exclude">
            <FormattedMessage id="protection.break.exclusion" />
          </button>
        </>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={<FormattedMessage id={asking === 'self_exclusion' ? 'protection.break.exclusion' : 'protection.break.timeOut'} />}
        description={
          <FormattedMessage
            id={asking === 'self_exclusion' ? 'protection.break.confirmExclusion' : 'protection.break.confirmTimeOut'}
            values={{ duration: durationLabel(asking === 'self_exclusion' ? exclusion : timeOut) }}
          />
        }
        confirmLabel={<FormattedMessage id="protection.break.confirm" />}
        destructive={asking === 'self_exclusion'}
        busy={takingTimeOut || excluding}
        onConfirm={() =>
          void (asking === 'self_exclusion'
            ? run(() => selfExclude({ variables: { duration: exclusion } }), 'protection.break.started')
            : run(() => takeTimeOut({ variables: { duration: timeOut } }), 'protection.break.started'))
        }
        testId="break-confirm"
      />
    </section>
  );
}
