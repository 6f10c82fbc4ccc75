import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Megaphone } from 'lucide-react';
import { useMayNotifyPlayer } from '../../protection/use-player-notices';
import { DashboardAnnouncementsQuery } from './announcement.operations';

/**
 * Dashboard: "The first announcement" (the newest). Not dismissible: only
 * the win banner is. Nothing at all while loading, on error or when there is none: it is news, not a feature.
 */
export function AnnouncementBanner() {
  const intl = useIntl();
  const { data } = useQuery(DashboardAnnouncementsQuery, { fetchPolicy: 'cache-and-network' });
  // News, not money: none during a time-out or self-exclusion (docs/product-rules.md#responsible-gaming).
  const allowed = useMayNotifyPlayer('news');
  const announcement = data?.announcements[0];
  if (!announcement || !allowed) return null;
  // dir="auto": the admin writes in any language, whatever the interface language is.
  return (
    <section className="glass announcement" aria-label={intl.formatMessage({ id: 'dashboard.announcement.label' })} data-testid="dashboard-announcement" data-announcement-id={announcement.id}>
      <span className="announcement__icon" aria-hidden><Megaphone size={20} strokeWidth={1.75} /></span>
      <div className="announcement__text">
        <h2 className="announcement__title" dir="auto" data-testid="dashboard-announcement-title">{announcement.title}</h2>
        <p className="announcement__content" dir="auto" data-testid="dashboard-announcement-content">{announcement.content}</p>
      </div>
    </section>
  );
}
