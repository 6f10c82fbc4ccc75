import { FormattedMessage } from 'react-intl';
import type { DrawStatus } from '../gql/graphql';

const DRAW_STATUS_TONE: Record<DrawStatus, string> = {
  upcoming: 'pill--warning',
  active: 'pill--success',
  completed: 'pill--accent',
  cancelled: 'pill--muted',
};

export function DrawStatusPill({ status }: { status: DrawStatus }) {
  return (
    <span className={`pill ${DRAW_STATUS_TONE[status]}`} data-testid="draw-status" data-status={status}>
      <FormattedMessage id={`draw.status.${status}`} />
    </span>
  );
}
