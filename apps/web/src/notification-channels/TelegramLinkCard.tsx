import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { ExternalLink, RefreshCw, Send, Unlink } from 'lucide-react';
import { useMutationErrorHandler } from '../auth/AuthProvider';
import { Spinner } from '../ui/Spinner';
import { useToast } from '../ui/Toaster';
import { CreateTelegramCodeMutation, DisconnectTelegramMutation, TelegramLinkQuery } from './channels.operations';

/** While a code is shown, how often to ask whether the player has sent it to the bot yet. */
const LINK_CHECK_MS = 3000;

interface ShownCode { code: string; expiresAt: string; botUsername: string; botUrl: string }

/**
 * The player's Telegram chat: a one-time code and the bot's link to connect
 * (the player sends /start <code>), "Connected" and Disconnect once linked.
 */
export function TelegramLinkCard() {
  const intl = useIntl();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const [shown, setShown] = useState<ShownCode | null>(null);
  const { data, loading, startPolling, stopPolling } = useQuery(TelegramLinkQuery, { fetchPolicy: 'cache-and-network' });
  const [createCode, { loading: creating }] = useMutation(CreateTelegramCodeMutation);
  const [disconnect, { loading: disconnecting }] = useMutation(DisconnectTelegramMutation, { refetchQueries: [TelegramLinkQuery] });
  const link = data?.myTelegramLink;

  useEffect(() => {
    if (!shown) return undefined;
    startPolling(LINK_CHECK_MS);
    // An expired code can no longer link: back to "Connect" rather than waiting on it.
    const expiry = setTimeout(() => setShown(null), Math.max(0, Date.parse(shown.expiresAt) - Date.now()));
    return () => {
      stopPolling();
      clearTimeout(expiry);
    };
  }, [shown, startPolling, stopPolling]);

  useEffect(() => {
    if (shown && link?.connected) {
      setShown(null);
      showToast({ title: intl.formatMessage({ id: 'channels.telegram.connectedToast' }) });
    }
  }, [shown, link?.connected, intl, showToast]);

  function fail(error: unknown) {
    const text = handleError(error);
    if (text) showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'channels.telegram.failed' }), description: text });
  }

  async function connect() {
    try {
      const { data: made } = await createCode({ variables: { language: intl.locale } });
      if (made) setShown(made.createTelegramLinkCode);
    } catch (error) {
      fail(error);
    }
  }

  async function unlink() {
    try {
      await disconnect();
      showToast({ title: intl.formatMessage({ id: 'channels.telegram.disconnected' }) });
    } catch (error) {
      fail(error);
    }
  }

  return (
    <section className="card glass channel-card" aria-labelledby="telegram-link-title" data-testid="telegram-link-card">
      <div className="card__head">
        <span className="card__icon" aria-hidden><Send size={20} strokeWidth={1.75} /></span>
        <h2 className="card__title" id="telegram-link-title"><FormattedMessage id="channels.telegram.title" /></h2>
      </div>
      <p className="card__text"><FormattedMessage id="channels.telegram.text" /></p>
      {!link ? (
        loading ? <Spinner /> : null
      ) : !link.available ? (
        <p className="channel-status channel-status--unsupported" data-testid="telegram-unavailable"><FormattedMessage id="channels.telegram.unavailable" /></p>
      ) : link.connected ? (
        <>
          <p className="channel-status channel-status--on" role="status" data-testid="telegram-connected">
            <Send size={18} strokeWidth={1.75} aria-hidden />
            {link.linkedAt ? (
              <FormattedMessage id="channels.telegram.connectedSince" values={{ date: <FormattedDate value={link.linkedAt} dateStyle="medium" /> }} />
            ) : (
              <FormattedMessage id="channels.telegram.connected" />
            )}
          </p>
          <button className="button button--ghost" type="button" onClick={() => void unlink()} disabled={disconnecting} aria-busy={disconnecting} data-testid="telegram-disconnect">
            {disconnecting ? <Spinner /> : <Unlink size={18} strokeWidth={1.75} aria-hidden />}
            <FormattedMessage id="channels.telegram.disconnect" />
          </button>
        </>
      ) : shown ? (
        <div className="telegram-code" data-testid="telegram-code-panel">
          <p className="channel-note"><FormattedMessage id="channels.telegram.codeHint" /></p>
          <p className="telegram-code__value" dir="ltr" data-testid="telegram-code">{shown.code}</p>
          <p className="channel-note">
            <FormattedMessage
              id="channels.telegram.orSend"
              values={{ command: <code dir="ltr">/start {shown.code}</code>, bot: <bdi dir="ltr">@{shown.botUsername}</bdi> }}
            />
          </p>
          <p className="channel-note"><FormattedMessage id="channels.telegram.validUntil" values={{ time: <FormattedTime value={shown.expiresAt} /> }} /></p>
          <div className="telegram-code__actions">
            <a className="button button--primary" href={shown.botUrl} target="_blank" rel="noreferrer" data-testid="telegram-open-bot">
              <ExternalLink size={18} strokeWidth={1.75} aria-hidden />
              <FormattedMessage id="channels.telegram.openBot" />
            </a>
            <button className="button button--ghost" type="button" onClick={() => void connect()} disabled={creating} aria-busy={creating} data-testid="telegram-new-code">
              {creating ? <Spinner /> : <RefreshCw size={18} strokeWidth={1.75} aria-hidden />}
              <FormattedMessage id="channels.telegram.newCode" />
            </button>
          </div>
          <p className="channel-status" role="status"><Spinner /><FormattedMessage id="channels.telegram.waiting" /></p>
        </div>
      ) : (
        <>
          <p className="channel-status channel-status--off" data-testid="telegram-not-connected"><FormattedMessage id="channels.telegram.notConnected" /></p>
          <button className="button button--primary" type="button" onClick={() => void connect()} disabled={creating} aria-busy={creating} data-testid="telegram-connect">
            {creating ? <Spinner /> : <Send size={18} strokeWidth={1.75} aria-hidden />}
            <FormattedMessage id="channels.telegram.connect" />
          </button>
        </>
      )}
    </section>
  );
}
