import { FormattedMessage } from 'react-intl';
import { ShieldAlert } from 'lucide-react';
import { TwoFactorSetup } from '../../account-security/TwoFactorSetup';
import '../../account-security/security.css';

/**
 * Two-factor sign-in is mandatory for admins: an admin without it enrols
 * here before the panel opens (a freshly bootstrapped admin on first visit).
 */
export function TwoFactorGate() {
  return (
    <div className="page">
      <section className="card glass admin-gate" aria-labelledby="admin-gate-title" data-testid="admin-two-factor-gate">
        <div className="card__head">
          <span className="card__icon" aria-hidden><ShieldAlert size={20} strokeWidth={1.75} /></span>
          <h1 className="card__title" id="admin-gate-title"><FormattedMessage id="admin.gate.title" /></h1>
        </div>
        <p className="card__text"><FormattedMessage id="admin.gate.text" /></p>
        <TwoFactorSetup />
      </section>
    </div>
  );
}
