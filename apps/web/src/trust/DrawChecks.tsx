import { FormattedMessage } from 'react-intl';
import { CircleCheck, CircleMinus, CircleX, ShieldCheck, ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DrawReport } from '@nova/verify';

/** Every check of a published draw (fair-draw.md), as the command-line verifier prints them. */
export function DrawChecks({ report, children }: { report: DrawReport; children?: ReactNode }) {
  const Verdict = report.valid ? ShieldCheck : ShieldX;
  return (
    <section className={`card glass trust-result trust-result--${report.valid ? 'valid' : 'invalid'}`} data-testid="draw-checks" data-valid={report.valid}>
      <div className="trust-result__verdict">
        <Verdict size={36} strokeWidth={1.5} aria-hidden />
        <div>
          <h2 className="card__title"><FormattedMessage id={report.valid ? 'verify.valid' : 'verify.invalid'} /></h2>
          <p className="card__text"><FormattedMessage id="trust.inBrowser" /></p>
        </div>
      </div>
      <ol className="trust-checks">
        {report.checks.map((check) => {
          const Icon = check.outcome === 'passed' ? CircleCheck : check.outcome === 'failed' ? CircleX : CircleMinus;
          return (
            <li key={check.name} className={`trust-check trust-check--${check.outcome}`} data-testid={`draw-check-${check.name}`} data-outcome={check.outcome}>
              <Icon size={20} strokeWidth={1.75} aria-hidden />
              <div className="trust-check__body">
                <p className="trust-check__title"><FormattedMessage id={`trust.check.${check.name}`} /></p>
                <p className="trust-check__state"><FormattedMessage id={check.outcome === 'passed' ? 'verify.pass' : check.outcome === 'failed' ? 'verify.fail' : 'trust.skipped'} /></p>
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
