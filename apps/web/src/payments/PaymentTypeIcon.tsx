import { Bitcoin, Landmark, Mail, type LucideIcon } from 'lucide-react';

const ICONS: Record<string, LucideIcon> = { bank_transfer: Landmark, bank: Landmark, crypto: Bitcoin, paypal: Mail };

/** One icon per kind of payment method: bank, crypto wallet, PayPal. */
export function PaymentTypeIcon({ type, size = 16 }: { type: string; size?: number }) {
  const Icon = ICONS[type] ?? Landmark;
  return <Icon className="payment-type-icon" size={size} strokeWidth={1.75} aria-hidden />;
}
