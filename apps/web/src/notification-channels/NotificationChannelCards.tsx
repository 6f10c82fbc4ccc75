import { DevicePushCard } from './DevicePushCard';
import { TelegramLinkCard } from './TelegramLinkCard';
import './notification-channels.css';

/** The profile's Notifications section: where messages outside the app go (this device, Telegram). */
export function NotificationChannelCards() {
  return (
    <div className="channel-cards" data-testid="notification-channel-cards">
      <DevicePushCard />
      <TelegramLinkCard />
    </div>
  );
}
