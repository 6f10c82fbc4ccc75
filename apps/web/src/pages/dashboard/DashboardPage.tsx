import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Ticket } from 'lucide-react';
import { useCurrentUser } from '../../auth/AuthProvider';
import { BuyTicketsDialog } from '../../draws/BuyTicketsDialog';
import { firstOnSale } from '../../draws/draw-figures';
import { useCurrentDraws } from '../../draws/use-current-draws';
import type { DrawCardFieldsFragment } from '../../gql/graphql';
import { AddFundsButton } from '../../payments/AddFundsButton';
import { AfterFirstPaint } from '../../ui/AfterFirstPaint';
import { useToast } from '../../ui/Toaster';
import { AnnouncementBanner } from './AnnouncementBanner';
import { BalanceCard } from './BalanceCard';
import { CurrentDraws } from './CurrentDraws';
import { DashboardStats } from './DashboardStats';
import { LevelCard } from '../../auth/LevelCard';
import { MyTicketsPreview } from './MyTicketsPreview';
import { RecentWinners } from './RecentWinners';
import { ReferralCard } from './ReferralCard';
import { VolumeDiscountNotice } from './VolumeDiscountNotice';
import { WinBanner } from './WinBanner';
import './dashboard.css';

export function DashboardPage() {
  const intl = useIntl();
  const showToast = useToast();
  const user = useCurrentUser();
  const current = useCurrentDraws();
  const [buying, setBuying] = useState<DrawCardFieldsFragment | null>(null);

  function buyCheapest() {
    const draw = firstOnSale(current.draws);
    if (draw) setBuying(draw);
    else showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'buy.noActiveDraw' }) });
  }

  return (
    <div className="page dashboard">
      <header className="page__header page__header--split">
        <div>
          <p className="page__eyebrow"><FormattedMessage id="dashboard.eyebrow" /></p>
          <h1 className="page__title">
            <FormattedMessage id="dashboard.greeting" values={{ username: <bdi>{user.username}</bdi> }} />
          </h1>
        </div>
        <div className="page__actions">
          <AddFundsButton variant="ghost" />
          <button className="button button--primary" type="button" onClick={buyCheapest} disabled={!current.loaded} data-testid="dashboard-buy-button">
          <Ticket size={18} strokeWidth={1.75} aria-hidden />
            <FormattedMessage id="draw.buy" />
          </button>
        </div>
      </header>

      <WinBanner />
      <AnnouncementBanner />
      {/* A phone leads with the balance and the nearest draw (the others scroll sideways). */}
      <BalanceCard />
      <CurrentDraws current={current} onBuy={setBuying} />
      <AfterFirstPaint>
        <DashboardStats current={current} />

        <div className="dashboard__grid">
          <MyTicketsPreview />
          <RecentWinners />
          <VolumeDiscountNotice />
          <LevelCard />
          <ReferralCard />
        </div>
      </AfterFirstPaint>

      <BuyTicketsDialog draw={buying} onClose={() => setBuying(null)} />
    </div>
  );
}
