import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { FileDown, ListChecks } from 'lucide-react';
import { verifyInclusion } from '@nova/verify';
import { Spinner } from '../ui/Spinner';
import { downloadJson } from './download-json';
import { MyReceiptQuery, TicketInclusionProofQuery } from './trust.operations';

type ProofState = 'idle' | 'checking' | 'included' | 'pending' | 'failed' | 'error';

/**
 * On a ticket: download the purchase's signed receipt, and check the
 * ticket's inclusion proof against the draw's published Merkle root here.
 */
export function TicketTrustActions({ ticket }: { ticket: { ticketNumber: string; drawId: string; purchaseId?: string | null } }) {
  const client = useApolloClient();
  const [downloading, setDownloading] = useState(false);
  const [receiptError, setReceiptError] = useState(false);
  const [proof, setProof] = useState<ProofState>('idle');

  const download = async () => {
    if (!ticket.purchaseId) return;
    setDownloading(true);
    setReceiptError(false);
    try {
      const { data } = await client.query({ query: MyReceiptQuery, variables: { purchaseId: ticket.purchaseId }, fetchPolicy: 'network-only' });
      if (!data?.myReceipt) throw new Error('no receipt');
      downloadJson(`nova-jackpot-receipt-${ticket.purchaseId}.json`, data.myReceipt.document);
    } catch {
      setReceiptError(true);
    } finally {
      setDownloading(false);
    }
  };
  const checkProof = async () => {
    setProof('checking');
    try {
      const { data } = await client.query({ query: TicketInclusionProofQuery, variables: { drawId: ticket.drawId, ticketNumber: ticket.ticketNumber }, fetchPolicy: 'network-only' });
      const found = data?.ticketInclusionProof;
      if (!found) return setProof('pending');
      setProof(found.ticketNumber === ticket.ticketNumber && verifyInclusion(found, found.merkleRoot) ? 'included' : 'failed');
    } catch {
      setProof('error');
    }
  };

  return (
    <div className="trust-ticket">
      {ticket.purchaseId && (
        <button className="button button--ghost" type="button" onClick={() => void download()} disabled={downloading} data-testid="ticket-receipt-download">
          {downloading ? <Spinner /> : <FileDown size={18} strokeWidth={1.75} aria-hidden />}
          <FormattedMessage id="trust.ticket.receipt" />
        </button>
      )}
      <button className="button button--ghost" type="button" onClick={() => void checkProof()} disabled={proof === 'checking'} data-testid="ticket-proof-check">
        {proof === 'checking' ? <Spinner /> : <ListChecks size={18} strokeWidth={1.75} aria-hidden />}
        <FormattedMessage id="trust.ticket.proof" />
      </button>
      {receiptError && <p className="trust-outcome trust-outcome--bad" role="alert"><FormattedMessage id="trust.error" /></p>}
      {(proof === 'included' || proof === 'pending' || proof === 'failed' || proof === 'error') && (
        <p className={`trust-outcome trust-outcome--${proof === 'included' ? 'ok' : proof === 'pending' ? 'info' : 'bad'}`} role="status" data-testid="ticket-proof-outcome" data-outcome={proof}>
          <FormattedMessage id={{ included: 'trust.ticket.proofOk', pending: 'trust.ticket.proofPending', failed: 'trust.ticket.proofFailed', error: 'trust.error' }[proof]} />
        </p>
      )}
    </div>
  );
}
