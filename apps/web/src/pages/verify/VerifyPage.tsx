import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Hourglass, SearchX } from 'lucide-react';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Skeleton';
import { Spinner } from '../../ui/Spinner';
import { BeaconNote } from '../../trust/BeaconNote';
import { ReceiptCheck } from '../../trust/ReceiptCheck';
import '../../trust/trust.css';
import { CompletedDrawList } from './CompletedDrawList';
import { PublishedData } from './PublishedData';
import { useVerification } from './use-verification';
import { VerifyChecks } from './VerifyChecks';
import { DrawVerificationQuery } from './verify.operations';
import './verify.css';

/** Anyone recomputes a completed draw in the browser from its public data (docs/product-rules.md#fair-draw). */
export function VerifyPage() {
  const { drawId } = useParams();
  return (
    <div className="page verify">
      <header className="page__header">
        <p className="page__eyebrow"><FormattedMessage id="verify.eyebrow" /></p>
        <h1 className="page__title"><FormattedMessage id="verify.title" /></h1>
        <p className="page__subtitle"><FormattedMessage id="verify.subtitle" /></p>
      </header>
      {drawId ? <DrawCheck drawId={drawId} /> : <><CompletedDrawList /><ReceiptCheck /></>}
    </div>
  );
}

function DrawCheck({ drawId }: { drawId: string }) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(DrawVerificationQuery, { variables: { id: drawId } });
  const published = data?.drawVerification;
  const verification = useVerification(published);

  if (loading && !data) return <Skeleton rows={3} height={90} label={intl.formatMessage({ id: 'common.loading' })} />;
  if (error && !data) return <section className="card glass"><ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} /></section>;
  if (!published) {
    return (
      <section className="card glass">
        <EmptyState icon={SearchX} title={<FormattedMessage id="verify.notFound" />} testId="verify-not-found">
          <BackToList />
        </EmptyState>
      </section>
    );
  }
  return (
    <>
      <h2 className="verify__draw-name"><bdi>{published.drawName}</bdi></h2>
      {published.status !== 'completed' ? (
        <section className="card glass">
          <EmptyState icon={Hourglass} title={<FormattedMessage id="verify.notCompleted" />} hint={<FormattedMessage id="verify.notCompletedHint" />} testId="verify-pending" />
        </section>
      ) : verification.status === 'done' ? (
        <VerifyChecks report={verification.report}>
          <BeaconNote round={published.beaconRound} signature={published.beaconSignature} fallback={published.beaconFallback} />
        </VerifyChecks>
      ) : verification.status === 'failed' ? (
        <section className="card glass"><ErrorState error={new Error(verification.message)} /></section>
      ) : (
        <section className="card glass verify__running" role="status"><Spinner /><FormattedMessage id="verify.running" /></section>
      )}
      <PublishedData draw={published} auditCheckpoint={data?.draw?.auditCheckpoint} />
      <BackToList />
    </>
  );
}

function BackToList() {
  return (
    <Link className="button button--ghost verify__back" to="/verify">
      <ArrowLeft className="icon-flip" size={18} strokeWidth={1.75} aria-hidden />
      <FormattedMessage id="verify.allDraws" />
    </Link>
  );
}
