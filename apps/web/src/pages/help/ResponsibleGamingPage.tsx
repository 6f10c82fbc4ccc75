import { FormattedMessage } from 'react-intl';
import { ResponsibleGamingSection } from './ResponsibleGamingSection';
import './help.css';

/** The Responsible gaming section on its own, for signed-out visitors (the sign-in page's "legal age" line links here). */
export function ResponsibleGamingPage() {
  return (
    <div className="page help help--public">
      <header className="page__header">
        <p className="page__eyebrow"><FormattedMessage id="help.eyebrow" /></p>
        <h1 className="page__title"><FormattedMessage id="help.title" /></h1>
      </header>
      <ResponsibleGamingSection signedIn={false} />
    </div>
  );
}
