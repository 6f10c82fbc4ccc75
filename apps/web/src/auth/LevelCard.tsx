import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Crown, Sparkles, UserCheck, UserRound, type LucideIcon } from 'lucide-react';
import { formatMinor, parseAmount } from '@nova/money';
import { useCurrentUser } from './AuthProvider';
import { LEVEL_NAMES, playerLevel, vipProgress, type PlayerLevel } from './levels';
import { MyLevelProgressQuery } from '../payments/payments.operations';
import { Money } from '../ui/Money';

/** 1 New Player, 2 Verified (first approved deposit), 3 VIP (docs/product-rules.md#levels). */
const LEVELS: ReadonlyArray<{ level: PlayerLevel; next: string; icon: LucideIcon }> = [
  { level: 1, next: 'dashboard.level.next1', icon: UserRound },
  { level: 2, next: 'dashboard.level.next2', icon: UserCheck },
  { level: 3, next: 'dashboard.level.top', icon: Crown },
];

function minorOrZero(text: string | undefined): number {
  try {
    return text ? parseAmount(text) : 0;
  } catch {
    return 0;
  }
}

/** Player status card with the real level and the real progress to VIP (docs/product-rules.md#levels). */
export function LevelCard() {
  const intl = useIntl();
  const user = useCurrentUser();
  const level = playerLevel(user.level);
  const next = LEVELS.find((entry) => entry.level === level)?.next ?? 'dashboard.level.next1';
  const { data, refetch } = useQuery(MyLevelProgressQuery, { fetchPolicy: 'cache-and-network' });
  const progress = data?.me?.levelProgress;
  const vip = progress ? vipProgress(level, minorOrZero(progress.approvedDepositsTotal), minorOrZero(progress.vipThreshold)) : null;

  // A deposit approval raises the level: ask for the new figures.
  useEffect(() => {
    if (data?.me && data.me.level !== user.level) void refetch().catch(() => undefined);
  }, [data, refetch, user.level]);

  return (
    <section className="card glass level-card" aria-labelledby="level-title">
      <div className="card__head">
        <span className="card__icon" aria-hidden><Sparkles size={20} strokeWidth={1.75} /></span>
        <h2 className="card__title" id="level-title"><FormattedMessage id="dashboard.level.title" /></h2>
      </div>
      <p className="level-card__current" data-testid="player-level">
        <FormattedMessage id={LEVEL_NAMES[level]} />
      </p>
      <ol className="level-card__ladder">
        {LEVELS.map(({ level: step, icon: Icon }) => (
          <li
            key={step}
            className={`level-card__step ${step <= level ? 'level-card__step--reached' : ''}`}
            aria-current={step === level ? 'step' : undefined}
          >
            <span className="level-card__dot" aria-hidden><Icon size={16} strokeWidth={1.75} /></span>
            <span className="level-card__name"><FormattedMessage id={LEVEL_NAMES[step]} /></span>
          </li>
        ))}
      </ol>
      {vip && progress && (
        <div className="level-card__progress" data-testid="vip-progress" data-percent={vip.percent}>
          <div className="level-card__progress-head">
            <span><FormattedMessage id="dashboard.level.progress" /></span>
            <span className="tabular" dir="ltr">{vip.percent}%</span>
          </div>
          <div
            className="progress"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={vip.percent}
            aria-label={intl.formatMessage({ id: 'dashboard.level.progress' })}
          >
            <span className="progress__fill" style={{ inlineSize: `${vip.percent}%` }} />
          </div>
          {vip.remainingMinor > 0 && (
            <p className="level-card__remaining">
              <FormattedMessage
                id="dashboard.level.moreNeeded"
                values={{ amount: <Money value={formatMinor(vip.remainingMinor)} size="sm" />, threshold: <Money value={progress.vipThreshold} size="sm" /> }}
              />
            </p>
          )}
        </div>
      )}
      <p className="card__text">
        <FormattedMessage id={next} />
      </p>
    </section>
  );
}
