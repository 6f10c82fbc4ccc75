import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { errorCode, isTranslatedCode, serverMessage } from './api-errors';

/** Turns an API error into words in the interface language: known codes are translated, others keep the server's message. */
export function useErrorText(): (error: unknown) => string {
  const intl = useIntl();
  return useCallback(
    (error: unknown) => {
      const code = errorCode(error);
      if (isTranslatedCode(code)) return intl.formatMessage({ id: `error.${code}` });
      return serverMessage(error) ?? intl.formatMessage({ id: 'error.unknown' });
    },
    [intl],
  );
}
