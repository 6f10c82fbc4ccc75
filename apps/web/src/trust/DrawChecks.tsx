import type { ReactNode } from 'react';
import type { DrawReport } from '@nova/verify';
import { CheckList } from './CheckList';

/** Every check of a published draw (fair-draw.md), as the command-line verifier prints them. */
export function DrawChecks({ report, children }: { report: DrawReport; children?: ReactNode }) {
  return (
    <CheckList valid={report.valid} checks={report.checks} checkTitle={(name) => `trust.check.${name}`} note="trust.inBrowser" testId="draw-checks" checkTestId="draw-check">
      {children}
    </CheckList>
  );
}
