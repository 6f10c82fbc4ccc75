import { FormattedDate } from 'react-intl';

/**
 * A moment as a date and a time in the viewer's own time zone ("Nov 25, 2026, 2:00 PM").
 * `data-local-time`: where the gateway drew the screen (apps/gateway/src/signed-in-home.ts) it
 * knew no time zone, so boot.js writes the same words in the browser's before the first paint.
 */
export function LocalDateTime({ value }: { value: string }) {
  return (
    <time dateTime={value} data-local-time="">
      <FormattedDate value={value} dateStyle="medium" timeStyle="short" />
    </time>
  );
}
