import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { ArrowLeft, FileJson, SearchX } from 'lucide-react';
import { verifyPublicDraw } from '@nova/verify';
import { BeaconNote } from '../../trust/BeaconNote';
import { publicBeaconOf } from '../../trust/beacon';
import { PeriodBadge } from '../../draws/PeriodBadge';
import { DrawChecks } from '../../trust/DrawChecks';
import { WinnersTable } from '../../trust/WinnersTable';
import { InclusionCheck } from '../../trust/InclusionCheck';
import { PublicResultQuery } from '../../trust/trust.operations';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Money } from '../../ui/Money';
import { Skeleton } from '../../ui/Skeleton';
import '../../trust/trust.css';
import './results.css';

/** One draw of the public archive, re-checked in full in the visitor's browser (the same checks as the verifier CLI). */
export function ResultDetailPage() {
  const { drawId = '' } = useParams();
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(PublicResultQuery, { variables: { id: drawId } });
  const draw = data?.publicResult;
  const list = data?.drawVerification;
  const winners = useMemo(() => [...(draw?.winners ?? [])].sort((a, b) => a.rank - b.rank), [draw]);
  const report = useMemo(() => {
    if (!draw || !list) return null;
    return verifyPublicDraw({
      drawId: draw.id,
      seedCommitment: draw.seedCommitment,
      seed: draw.seed ?? null,
      ticketListHash: draw.ticketListHash ?? null,
      merkleRoot: draw.merkleRoot ?? null,
      ticketNumbers: list.ticketNumbers,
      beacon: publicBeaconOf(draw),
      beaconValue: draw.beacon ?? null,
      beaconFallback: draw.beaconFallback ?? null,
      winnerCount: list.winnerCount,
      winners: winners.map((winner) => winner.ticketNumber),
    });
  }, [draw, list, winners]);

  return (
    <div className="page results">
      <header className="page__header">
        <p className="page__eyebrow"><FormattedMessage id="results.eyebrow" /></p>
        <h1 className="page__title">{draw ? <bdi>{draw.name}</bdi> : <FormattedMessage id="results.archiveTitle" />}</h1>
      </header>
      {loading && !data ? (
        <Skeleton rows={3} height={90} label={intl.formatMessage({ id: 'common.loading' })} />
      ) : error && !data ? (
        <section className="card glass"><ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} /></section>
      ) : !draw || !list ? (
        <section className="card glass"><EmptyState icon={SearchX} title={<FormattedMessage id="results.notFound" />} testId="result-not-found" /></section>
      ) : (
        <>
          {report && (
            <DrawChecks report={report}>
              <BeaconNote round={draw.beaconRound} signature={draw.beaconSignature} fallback={draw.beaconFallback} />
            </DrawChecks>
          )}
          <section className="card glass" aria-labelledby="result-facts">
            <h2 className="card__title" id="result-facts"><FormattedMessage id="verify.publishedData" /></h2>
            <dl className="results__figures">
              <div><dt><FormattedMessage id="ticket.period" /></dt><dd><PeriodBadge period={draw.period} drawName={draw.name} /></dd></div>
              <div><dt><FormattedMessage id="results.completedOn" /></dt><dd>{draw.completedAt ? <FormattedDate value={draw.completedAt} dateStyle="medium" timeStyle="short" /> : '—'}</dd></div>
              <div><dt><FormattedMessage id="results.pool" /></dt><dd><Money value={draw.prizePool} size="sm" /></dd></div>
              <div><dt><FormattedMessage id="results.ticketsSold" /></dt><dd className="tabular"><FormattedNumber value={draw.ticketsSold} /></dd></div>
            </dl>
            <dl className="hash-list">
              <div><dt><FormattedMessage id="verify.field.drawId" /></dt><dd dir="ltr">{draw.id}</dd></div>
              <div><dt><FormattedMessage id="verify.field.commitment" /></dt><dd dir="ltr">{draw.seedCommitment}</dd></div>
              <div><dt><FormattedMessage id="verify.field.seed" /></dt><dd dir="ltr">{draw.seed ?? '—'}</dd></div>
              <div><dt><FormattedMessage id="verify.field.ticketListHash" /></dt><dd dir="ltr">{draw.ticketListHash ?? '—'}</dd></div>
              <div><dt><FormattedMessage id="results.field.merkleRoot" /></dt><dd dir="ltr">{draw.merkleRoot ?? '—'}</dd></div>
              <div><dt><FormattedMessage id="verify.field.beaconRound" /></dt><dd dir="ltr">{draw.beaconRound ?? <FormattedMessage id="results.noBeacon" />}</dd></div>
              {draw.beaconSignature && <div><dt><FormattedMessage id="verify.field.beaconSignature" /></dt><dd dir="ltr">{draw.beaconSignature}</dd></div>}
              <div><dt><FormattedMessage id="verify.field.beacon" /></dt><dd dir="ltr">{draw.beacon ?? <FormattedMessage id="results.noBeacon" />}</dd></div>
            </dl>
            <WinnersTable winners={winners} rowTestId="result-detail-winner" />
            <a className="button button--ghost" href={`/results/${draw.id}.json`} data-testid="result-json">
              <FileJson size={18} strokeWidth={1.75} aria-hidden />
              <FormattedMessage id="results.data" />
            </a>
          </section>
          {draw.merkleRoot && <InclusionCheck ticketNumbers={list.ticketNumbers} merkleRoot={draw.merkleRoot} />}
        </>
      )}
      <Link className="button button--ghost results__back" to="/results">
        <ArrowLeft className="icon-flip" size={18} strokeWidth={1.75} aria-hidden />
        <FormattedMessage id="results.back" />
      </Link>
    </div>
  );
}
