import { useQuery } from '@apollo/client/react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { FileCheck2, Upload } from 'lucide-react';
import { verifyReceipt, type ReceiptCheck as ReceiptOutcome, type SignedReceipt } from '@nova/verify';
import { ErrorState } from '../ui/ErrorState';
import { ReceiptKeysQuery } from './trust.operations';

export const RECEIPT_KEYS_URL = '/.well-known/nova-jackpot/receipt-keys.json';

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The Verify page's receipt check: a pasted or uploaded receipt against the published keys, checked in this browser. */
export function ReceiptCheck() {
  const intl = useIntl();
  const { data, error, refetch } = useQuery(ReceiptKeysQuery);
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<{ check: ReceiptOutcome; receipt: SignedReceipt | null } | null>(null);
  const keys = data?.receiptKeys;

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (!keys) return;
    const signed = parse(text);
    const result = verifyReceipt(signed, { keys: keys.map((key) => ({ ...key, algorithm: 'Ed25519' as const, validUntil: key.validUntil ?? null })) });
    setOutcome({ check: result, receipt: result.valid ? (signed as SignedReceipt) : null });
  };
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setText(await file.text());
    setOutcome(null);
  };

  return (
    <>
      <section className="card glass" aria-labelledby="receipt-check-title">
        <h2 className="card__title" id="receipt-check-title"><FormattedMessage id="trust.receipt.title" /></h2>
        <p className="card__text"><FormattedMessage id="trust.receipt.hint" /></p>
        <form className="trust-form trust-form--stacked" onSubmit={check}>
          <textarea
            className="field__input trust-receipt__text"
            dir="ltr"
            rows={5}
            value={text}
            onChange={(event) => { setText(event.target.value); setOutcome(null); }}
            aria-label={intl.formatMessage({ id: 'trust.receipt.label' })}
            data-testid="receipt-text"
          />
          <div className="trust-form__actions">
            <label className="button button--ghost">
              <Upload size={18} strokeWidth={1.75} aria-hidden />
              <FormattedMessage id="trust.receipt.file" />
              <input className="sr-only" type="file" accept="application/json,.json" onChange={(event) => void upload(event)} data-testid="receipt-file" />
            </label>
            <button className="button button--primary" type="submit" disabled={!keys || text.trim() === ''} data-testid="receipt-check">
              <FileCheck2 size={18} strokeWidth={1.75} aria-hidden />
              <FormattedMessage id="trust.receipt.check" />
            </button>
          </div>
        </form>
        {outcome && (
          <div className={`trust-outcome trust-outcome--${outcome.check.valid ? 'ok' : 'bad'}`} role="status" data-testid="receipt-outcome" data-valid={outcome.check.valid}>
            {outcome.check.valid && outcome.receipt ? (
              <>
                <p><FormattedMessage id="trust.receipt.valid" values={{ keyId: <bdi dir="ltr">{outcome.check.key?.keyId}</bdi> }} /></p>
                <p className="trust-outcome__detail">
                  <FormattedMessage
                    id="trust.receipt.summary"
                    values={{ drawId: <bdi dir="ltr">{outcome.receipt.receipt.drawId}</bdi>, count: outcome.receipt.receipt.ticketNumbers.length, amount: <bdi dir="ltr">{outcome.receipt.receipt.amountPaid}</bdi> }}
                  />
                </p>
                <p className="trust-outcome__detail" dir="ltr">{outcome.receipt.receipt.ticketNumbers.join(', ')}</p>
              </>
            ) : (
              <p><FormattedMessage id={`trust.receipt.invalid.${outcome.check.reason ?? 'MALFORMED_RECEIPT'}`} /></p>
            )}
          </div>
        )}
      </section>
      <section className="card glass" aria-labelledby="receipt-keys-title" data-testid="receipt-keys">
        <h2 className="card__title" id="receipt-keys-title"><FormattedMessage id="trust.keys.title" /></h2>
        <p className="card__text"><FormattedMessage id="trust.keys.hint" values={{ url: <a href={RECEIPT_KEYS_URL} dir="ltr">{RECEIPT_KEYS_URL}</a> }} /></p>
        {error && !keys && <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />}
        <dl className="hash-list">
          {keys?.map((key) => (
            <div key={key.keyId} data-testid="receipt-key">
              <dt>
                <bdi dir="ltr">{key.keyId}</bdi>{' · '}
                {key.validUntil
                  ? <FormattedMessage id="trust.keys.until" values={{ date: <FormattedDate value={key.validUntil} dateStyle="medium" /> }} />
                  : <FormattedMessage id="trust.keys.current" />}
              </dt>
              <dd dir="ltr">{key.publicKey}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
