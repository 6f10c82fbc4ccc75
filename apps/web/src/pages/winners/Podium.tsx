import { Crown, Medal } from 'lucide-react';
import { Money } from '../../ui/Money';

export interface RankedEntry {
  key: string;
  username: string;
  amount: string;
  detail: string;
}

/** The top 3 on steps: second, first, third from the start edge. */
export function Podium({ entries }: { entries: readonly RankedEntry[] }) {
  const [first, second, third] = entries;
  if (!first || !second || !third) return null;
  const steps = [
    { entry: second, place: 2 },
    { entry: first, place: 1 },
    { entry: third, place: 3 },
  ];
  return (
    <ol className="podium" data-testid="winners-podium">
      {steps.map(({ entry, place }) => (
        <li key={entry.key} className={`podium__step podium__step--${place}`}>
          <span className="podium__icon" aria-hidden>{place === 1 ? <Crown size={26} strokeWidth={1.5} /> : <Medal size={22} strokeWidth={1.5} />}</span>
          <bdi className="podium__name">{entry.username}</bdi>
          <Money value={entry.amount} size="sm" />
          <span className="podium__detail">{entry.detail}</span>
          <span className="podium__block" dir="ltr">{place}</span>
        </li>
      ))}
    </ol>
  );
}
