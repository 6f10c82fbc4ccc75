import { FormattedMessage } from 'react-intl';

/** The one-time recovery codes, shown once after enrolment or renewal. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  return (
    <div className="recovery-codes" role="status">
      <p className="card__text"><FormattedMessage id="twoFactor.recovery.text" /></p>
      <ol className="recovery-codes__list" data-testid="recovery-codes" dir="ltr">
        {codes.map((code) => (
          <li key={code}><code>{code}</code></li>
        ))}
      </ol>
      <button className="button button--primary" type="button" onClick={onDone} data-testid="recovery-codes-done">
        <FormattedMessage id="twoFactor.recovery.saved" />
      </button>
    </div>
  );
}
