import { FormattedMessage } from 'react-intl';
import { SAVED_TYPE_LABELS } from '../../../payments/payment-labels';
import { parseAccountInfo } from '../../../payments/account-info';

/** A withdrawal's account as labelled fields; raw text is shown as it is. */
export function AccountInfoView({ text, testId }: { text: string; testId: string }) {
  const info = parseAccountInfo(text);
  if (!info) {
    return <p className="account-info account-info--raw" dir="auto" data-testid={testId}>{text}</p>;
  }
  const typeLabel = info.type ? SAVED_TYPE_LABELS[info.type] : undefined;
  return (
    <dl className="account-info" data-testid={testId}>
      {(info.name || info.type) && (
        <div className="account-info__row">
          <dt><FormattedMessage id="accountInfo.method" /></dt>
          <dd>
            {info.name && <bdi>{info.name}</bdi>}
            {info.name && info.type && ' · '}
            {info.type && (typeLabel ? <FormattedMessage id={typeLabel} /> : info.type)}
          </dd>
        </div>
      )}
      {info.fields.map((field) => (
        <div key={field.key} className="account-info__row">
          <dt>{field.label ? <FormattedMessage id={field.label} /> : field.key}</dt>
          <dd dir="ltr">{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}
