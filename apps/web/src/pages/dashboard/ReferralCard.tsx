import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { Gift } from 'lucide-react';
import { useCurrentUser } from '../../auth/AuthProvider';
import { referralUnlocked } from '../../auth/levels';
import { MyReferralsQuery } from '../../payments/payments.operations';
import { ReferralLinkField } from '../../referrals/ReferralLinkField';
import { ReferralLocked } from '../../referrals/ReferralLocked';
import { Money } from '../../ui/Money';

/** Referral card: count, total earnings, the link and its copy button — the link from level 2 (docs/product-rules.md#levels). */
export function ReferralCard() {
  const user = useCurrentUser();
  const { data } = useQuery(MyReferralsQuery, { fetchPolicy: 'cache-and-network', errorPolicy: 'ignore' });
  const summary = data?.myReferrals;
  const unlocked = referralUnlocked(user.level);

  return (
    <section className="card glass referral-card" aria-labelledby="referral-title">
      <div className="card__head">
        <span className="card__icon" aria-hidden><Gift size={20} strokeWidth={1.75} /></span>
        <h2 className="card__title" id="referral-title"><FormattedMessage id="dashboard.referral.title" /></h2>
      </div>
      <p className="card__text">
        {summary ? (
          <FormattedMessage
            id="dashboard.referral.bonusText"
            values={{ referrer: <Money value={summary.referrerBonus} size="sm" />, referred: <Money value={summary.referredBonus} size="sm" /> }}
          />
        ) : (
          <FormattedMessage id="dashboard.referral.textPlain" />
        )}
      </p>
      {summary && (
        <dl className="referral-card__figures">
          <div><dt><FormattedMessage id="referral.count" /></dt><dd><span className="tabular" dir="ltr" data-testid="referral-count">{summary.referrals.length}</span></dd></div>
          <div><dt><FormattedMessage id="referral.earnings" /></dt><dd><Money value={summary.totalEarnings} size="sm" testId="referral-earnings" /></dd></div>
        </dl>
      )}
      {unlocked ? (
        <>
          <ReferralLinkField referralCode={user.referralCode} />
          <p className="referral-card__code">
            <FormattedMessage id="dashboard.referral.code" values={{ code: <bdi className="referral-card__code-value">{user.referralCode}</bdi> }} />
          </p>
        </>
      ) : (
        <ReferralLocked />
      )}
    </section>
  );
}
