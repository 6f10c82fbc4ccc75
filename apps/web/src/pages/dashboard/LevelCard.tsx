import { FormattedMessage } from 'react-intl';
import { Crown, Sparkles, UserCheck, UserRound, type LucideIcon } from 'lucide-react';
import { useCurrentUser } from '../../auth/AuthProvider';
import { LEVEL_NAMES, playerLevel, type PlayerLevel } from '../../auth/levels';

/** decisions.md: 1 New Player, 2 Verified (first approved deposit), 3 VIP. */
const LEVELS: ReadonlyArray<{ level: PlayerLevel; next: string; icon: LucideIcon }> = [
  { level: 1, next: 'dashboard.level.next1', icon: UserRound },
  { level: 2, next: 'dashboard.level.next2', icon: UserCheck },
  { level: 3, next: 'dashboard.level.top', icon: Crown },
];

export function LevelCard() {
  const user = useCurrentUser();
  const level = playerLevel(user.level);
  const next = LEVELS.find((entry) => entry.level === level)?.next ?? 'dashboard.level.next1';

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
      <p className="card__text">
        <FormattedMessage id={next} />
      </p>
    </section>
  );
}
