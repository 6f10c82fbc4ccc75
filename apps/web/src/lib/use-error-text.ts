import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { errorCode, isTranslatedCode, serverMessage } from './api-errors';
import { refusalOf } from './refusal';
import { useRefusalText } from './use-refusal-text';

/** Turns an API error into words in the interface language: known codes are translated, others keep the server's message. */
export function useErrorText(): (error: unknown) => string {
  const intl = useIntl();
  const refusalText = useRefusalText();
  return useCallback(
    (error: unknown) => {
      const code = errorCode(error);
      // A player's own limit or break says which one and when it lifts.
      const refusal = code === 'LIMIT_REACHED' || code === 'PLAY_BLOCKED' ? refusalOf(error) : null;
      if (refusal) return refusalText(refusal);
      if (isTranslatedCode(code)) return intl.formatMessage({ id: `error.${code}` });
      return serverMessage(error) ?? intl.formatMessage({ id: 'error.unknown' });
    },
    [intl, refusalText],
  );
}
