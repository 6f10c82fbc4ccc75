import { FormattedMessage, useIntl } from 'react-intl';
import { BellOff, BellRing, Smartphone } from 'lucide-react';
import { useMutationErrorHandler } from '../auth/AuthProvider';
import { Spinner } from '../ui/Spinner';
import { useToast } from '../ui/Toaster';
import { useDevicePush, type DevicePushState } from './use-device-push';

const STATUS: Record<DevicePushState, string> = {
  checking: 'channels.push.checking',
  unsupported: 'channels.push.unsupported',
  blocked: 'channels.push.blocked',
  off: 'channels.push.off',
  on: 'channels.push.on',
};

/** "Notify me on this device": Web Push for this browser, even while the app is closed. */
export function DevicePushCard() {
  const intl = useIntl();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const push = useDevicePush();

  async function toggle() {
    try {
      if (push.state === 'on') {
        await push.turnOff();
        showToast({ title: intl.formatMessage({ id: 'channels.push.turnedOff' }) });
        return;
      }
      const outcome = await push.turnOn();
      if (outcome === 'on') showToast({ title: intl.formatMessage({ id: 'channels.push.turnedOn' }) });
      else showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'channels.push.failed' }), description: intl.formatMessage({ id: outcome === 'permission' ? 'channels.push.permissionRefused' : 'channels.push.noWorker' }) });
    } catch (error) {
      const text = handleError(error);
      if (text) showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'channels.push.failed' }), description: text });
    }
  }

  const canToggle = push.state === 'on' || push.state === 'off';
  return (
    <section className="card glass channel-card" aria-labelledby="device-push-title" data-testid="device-push-card">
      <div className="card__head">
        <span className="card__icon" aria-hidden><Smartphone size={20} strokeWidth={1.75} /></span>
        <h2 className="card__title" id="device-push-title"><FormattedMessage id="channels.push.title" /></h2>
      </div>
      <p className="card__text"><FormattedMessage id="channels.push.text" /></p>
      <p className={`channel-status channel-status--${push.state}`} role="status" data-testid="device-push-state" data-state={push.state}>
        {push.state === 'on' ? <BellRing size={18} strokeWidth={1.75} aria-hidden /> : <BellOff size={18} strokeWidth={1.75} aria-hidden />}
        <FormattedMessage id={STATUS[push.state]} />
      </p>
      {push.deviceCount > 0 && (
        <p className="channel-note"><FormattedMessage id="channels.push.devices" values={{ count: push.deviceCount }} /></p>
      )}
      {canToggle && (
        <button
          className={`button ${push.state === 'on' ? 'button--ghost' : 'button--primary'}`}
          type="button"
          onClick={() => void toggle()}
          disabled={push.busy}
          aria-busy={push.busy}
          data-testid="device-push-toggle"
        >
          {push.busy ? <Spinner /> : push.state === 'on' ? <BellOff size={18} strokeWidth={1.75} aria-hidden /> : <BellRing size={18} strokeWidth={1.75} aria-hidden />}
          <FormattedMessage id={push.state === 'on' ? 'channels.push.turnOff' : 'channels.push.turnOn'} />
        </button>
      )}
    </section>
  );
}
