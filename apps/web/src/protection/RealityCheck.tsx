import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { AlertDialog } from 'radix-ui';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { browserStorage } from '../lib/storage';
import { Money } from '../ui/Money';
import { MyStatementQuery } from '../statement/statement.operations';
import { nextReminderInMs, parseRealityCheckMinutes, REALITY_CHECK_CHANGED, REALITY_CHECK_KEY, SESSION_STARTED_KEY, sessionDuration } from './reality-check';

function sessionStartedAt(): number {
  try {
    const stored = Number(window.sessionStorage.getItem(SESSION_STARTED_KEY));
    if (Number.isFinite(stored) && stored > 0) return stored;
    const now = Date.now();
    window.sessionStorage.setItem(SESSION_STARTED_KEY, String(now));
    return now;
  } catch {
    return Date.now();
  }
}

/**
 * The optional reality check: every 15, 30 or 60 minutes of a signed-in
 * session (chosen in Play responsibly), a reminder of the time since sign-in
 * and what was spent and won since, from the ledger.
 */
export function RealityCheck() {
  const navigate = useNavigate();
  const { logout } = useAuth();
  const [startedAt] = useState(sessionStartedAt);
  const [open, setOpen] = useState(false);
  const [tick, setTick] = useState(0);
  const [minutes, setMinutes] = useState(() => parseRealityCheckMinutes(browserStorage.get(REALITY_CHECK_KEY)));

  useEffect(() => {
    const follow = () => setMinutes(parseRealityCheckMinutes(browserStorage.get(REALITY_CHECK_KEY)));
    window.addEventListener(REALITY_CHECK_CHANGED, follow);
    return () => {
      window.removeEventListener(REALITY_CHECK_CHANGED, follow);
      // The signed-in frame closes on sign-out: the next sign-in starts a new session.
      try {
        window.sessionStorage.removeItem(SESSION_STARTED_KEY);
      } catch {
        /* storage unavailable */
      }
    };
  }, []);

  useEffect(() => {
    const wait = nextReminderInMs(startedAt, minutes, Date.now());
    if (wait === null || open) return undefined;
    const timer = window.setTimeout(() => setOpen(true), wait);
    return () => window.clearTimeout(timer);
  }, [startedAt, minutes, open, tick]);

  const { data } = useQuery(MyStatementQuery, {
    variables: { filter: { from: new Date(startedAt).toISOString() }, page: 1, pageSize: 1 },
    skip: !open,
    fetchPolicy: 'network-only',
  });
  const totals = data?.myStatement.totals;
  const { hours, minutes: mins } = sessionDuration(startedAt, Date.now());

  const close = () => {
    setOpen(false);
    setTick((value) => value + 1);
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && close()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog glass dialog--small" data-testid="reality-check">
          <AlertDialog.Title className="dialog__title"><FormattedMessage id="realityCheck.title" /></AlertDialog.Title>
          <AlertDialog.Description className="dialog__text">
            <FormattedMessage id="realityCheck.time" values={{ hours, minutes: mins }} />
          </AlertDialog.Description>
          <p className="dialog__text">
            <FormattedMessage
              id="realityCheck.money"
              values={{ spent: <Money value={totals?.spent ?? '0.00'} size="sm" />, won: <Money value={totals?.won ?? '0.00'} size="sm" /> }}
            />
          </p>
          <div className="dialog__actions">
            <button type="button" className="button button--ghost" onClick={() => { close(); void logout(); }} data-testid="reality-check-sign-out">
              <FormattedMessage id="realityCheck.signOut" />
            </button>
            <button type="button" className="button button--ghost" onClick={() => { close(); void navigate('/profile?tab=statement'); }} data-testid="reality-check-history">
              <FormattedMessage id="realityCheck.history" />
            </button>
            <AlertDialog.Action className="button button--primary" onClick={close} data-testid="reality-check-continue">
              <FormattedMessage id="realityCheck.continue" />
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
