import { Outlet } from 'react-router';
import { PublicFrame } from '../../trust/PublicFrame';

/** The public results pages for signed-out visitors, in the same frame as the public Verify page. */
export function PublicResultsFrame() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}
