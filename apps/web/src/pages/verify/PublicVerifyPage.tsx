import { PublicFrame } from '../../trust/PublicFrame';
import { VerifyPage } from './VerifyPage';

/** The Verify page for signed-out visitors: no account needed to check a draw. */
export function PublicVerifyPage() {
  return (
    <PublicFrame>
      <VerifyPage />
    </PublicFrame>
  );
}
