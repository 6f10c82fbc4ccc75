import type { ReactNode } from 'react';
import type { VerificationReport } from '../../draws/fair-draw-verify';
import { CheckList } from '../../trust/CheckList';

/** The checks of docs/fair-draw.md (and the beacon's, when the draw bound a round), each passing or failing, with what was expected and computed. */
export function VerifyChecks({ report, children }: { report: VerificationReport; children?: ReactNode }) {
  const checks = report.checks.map((check) => ({ name: check.name, outcome: check.passed ? ('passed' as const) : ('failed' as const), expected: check.expected, computed: check.computed }));
  return (
    <CheckList valid={report.valid} checks={checks} checkTitle={(name) => `verify.check.${name}`} note="verify.inBrowser" testId="verify-result" checkTestId="verify-check">
      {children}
    </CheckList>
  );
}
