import { FormattedMessage } from 'react-intl';
import { CircleCheck, CircleMinus, CircleX, ShieldCheck, ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import './trust.css';

export type CheckOutcome = 'passed' | 'failed' | 'skipped';

export interface ShownCheck {
  name: string;
  outcome: CheckOutcome;
  expected: string;
  computed: string;
}

interface Props {
  valid: boolean;
  checks: readonly ShownCheck[];
  /** The message id of each check's title. */
  checkTitle: (name: string) => string;
  /** The line under the verdict (where the checks ran). */
  note: string;
  testId: string;
  /** Each check's test id is `${checkTestId}-${name}`. */
  checkTestId: string;
  children?: ReactNode;
}

const ICONS = { passed: CircleCheck, failed: CircleX, skipped: CircleMinus };
const STATES = { passed: 'verify.pass', failed: 'verify.fail', skipped: 'trust.skipped' };

/** A verdict and the checks behind it, each with what was published and what this browser computed. */
export function CheckList({ valid, checks, checkTitle, note, testId, checkTestId, children }: Props) {
  const Verdict = valid ? ShieldCheck : ShieldX;
  return (
    <section className={`card glass trust-result trust-result--${valid ? 'valid' : 'invalid'}`} data-testid={testId} data-valid={valid}>
      <div className="trust-result__verdict">
        <Verdict size={36} strokeWidth={1.5} aria-hidden />
        <div>
          <h2 className="card__title"><FormattedMessage id={valid ? 'verify.valid' : 'verify.invalid'} /></h2>
          <p className="card__text"><FormattedMessage id={note} /></p>
        </div>
      </div>
      <ol className="trust-checks">
        {checks.map((check) => {
          const Icon = ICONS[check.outcome];
          return (
            <li key={check.name} className={`trust-check trust-check--${check.outcome}`} data-testid={`${checkTestId}-${check.name}`} data-outcome={check.outcome}>
              <Icon size={20} strokeWidth={1.75} aria-hidden />
              <div className="trust-check__body">
                <p className="trust-check__title"><FormattedMessage id={checkTitle(check.name)} /></p>
                <p className="trust-check__state"><FormattedMessage id={STATES[check.outcome]} /></p>
                {check.outcome !== 'skipped' && (
                  <dl className="trust-check__values">
                    <dt><FormattedMessage id="verify.published" /></dt>
                    <dd dir="ltr">{check.expected || '—'}</dd>
                    <dt><FormattedMessage id="verify.computed" /></dt>
                    <dd dir="ltr">{check.computed || '—'}</dd>
                  </dl>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {children}
    </section>
  );
}
