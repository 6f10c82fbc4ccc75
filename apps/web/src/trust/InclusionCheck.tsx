import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ListChecks } from 'lucide-react';
import { inclusionProof, verifyInclusion } from '@nova/verify';

type Outcome = { ticket: string; included: true; position: number; size: number } | { ticket: string; included: false };

/**
 * "Is my ticket in the draw?": builds the ticket's inclusion proof from the
 * published list and checks it against the published Merkle root, here.
 */
export function InclusionCheck({ ticketNumbers, merkleRoot }: { ticketNumbers: readonly string[]; merkleRoot: string }) {
  const intl = useIntl();
  const [ticket, setTicket] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const check = (event: FormEvent) => {
    event.preventDefault();
    const wanted = ticket.trim();
    if (!wanted) return;
    const proof = inclusionProof(ticketNumbers, wanted);
    setOutcome(proof && verifyInclusion(proof, merkleRoot, ticketNumbers.length)
      ? { ticket: wanted, included: true, position: proof.leafIndex + 1, size: proof.treeSize }
      : { ticket: wanted, included: false });
  };
  return (
    <section className="card glass" aria-labelledby="inclusion-title">
      <h2 className="card__title" id="inclusion-title"><FormattedMessage id="trust.proof.title" /></h2>
      <form className="trust-form" onSubmit={check}>
        <label className="field">
          <span className="field__label"><FormattedMessage id="trust.proof.label" /></span>
          <input className="field__input" dir="ltr" value={ticket} onChange={(event) => setTicket(event.target.value)} placeholder="NJ-000123" data-testid="inclusion-ticket" aria-label={intl.formatMessage({ id: 'trust.proof.label' })} />
        </label>
        <button className="button button--primary" type="submit" data-testid="inclusion-check">
          <ListChecks size={18} strokeWidth={1.75} aria-hidden />
          <FormattedMessage id="trust.proof.check" />
        </button>
      </form>
      {outcome && (
        <p className={`trust-outcome trust-outcome--${outcome.included ? 'ok' : 'bad'}`} role="status" data-testid="inclusion-outcome" data-included={outcome.included}>
          {outcome.included
            ? <FormattedMessage id="trust.proof.included" values={{ ticket: <bdi dir="ltr">{outcome.ticket}</bdi>, position: outcome.position, size: outcome.size }} />
            : <FormattedMessage id="trust.proof.excluded" values={{ ticket: <bdi dir="ltr">{outcome.ticket}</bdi> }} />}
        </p>
      )}
    </section>
  );
}
