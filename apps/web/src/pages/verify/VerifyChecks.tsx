import { FormattedMessage } from 'react-intl';
import { CircleCheck, CircleX, ShieldCheck, ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { VerificationReport } from '../../draws/fair-draw-verify';

/** The checks of docs/fair-draw.md (and the beacon's, when the draw bound a round), each passing or failing, with what was expected and computed. */
export function VerifyChecks({ report, children }: { report: VerificationReport; children?: ReactNode }) {
  const Verdict = report.valid ? ShieldCheck : ShieldX;
  return (
    <section className={`card glass verify-result verify-result--${report.valid ? 'valid' : 'invalid'}`} data-testid="verify-result" data-valid={report.valid}>
      <div className="verify-result__verdict">
        <Verdict size={36} strokeWidth={1.5} aria-hidden />
        <div>
          <h2 className="card__title"><FormattedMessage id={report.valid ? 'verify.valid' : 'verify.invalid'} /></h2>
          <p className="card__text"><FormattedMessage id="verify.inBrowser" /></p>
        </div>
      </div>
      <ol className="verify-checks">
        {report.checks.map((check) => {
          const Icon = check.passed ? CircleCheck : CircleX;
          return (
            <li key={check.name} className={`verify-check verify-check--${check.passed ? 'pass' : 'fail'}`} data-testid={`verify-check-${check.name}`} data-passed={check.passed}>
              <Icon size={20} strokeWidth={1.75} aria-hidden />
              <div className="verify-check__body">
                <p className="verify-check__title"><FormattedMessage id={`verify.check.${check.name}`} /></p>
                <p className="verify-check__state"><FormattedMessage id={check.passed ? 'verify.pass' : 'verify.fail'} /></p>
                <dl className="verify-check__values">
                  <dt><FormattedMessage id="verify.published" /></dt>
                  <dd dir="ltr">{check.expected || '—'}</dd>
                  <dt><FormattedMessage id="verify.computed" /></dt>
                  <dd dir="ltr">{check.computed || '—'}</dd>
                </dl>
              </div>
            </li>
          );
        })}
      </ol>
      {children}
    </section>
  );
}
