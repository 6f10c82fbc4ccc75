import { useEffect, useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { ExternalLink, HeartHandshake, LifeBuoy, SlidersHorizontal } from 'lucide-react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { adminTextFor, isSafeOrganisationUrl, RESPONSIBLE_TOOLS } from './responsible-gaming';
import { ResponsibleGamingQuery } from './responsible-gaming.operations';

/** The anchor the sign-in page's "legal age" line and other pages link to. */
export const RESPONSIBLE_GAMING_ANCHOR = 'responsible-gaming';

/**
 * Help's Responsible gaming section (docs/product-rules.md#responsible-gaming):
 * the admin's text for the interface language, or the built-in one; the
 * support organisations; for a signed-in player, the way to their tools.
 */
export function ResponsibleGamingSection({ signedIn }: { signedIn: boolean }) {
  const { language } = useLanguage();
  const { data } = useQuery(ResponsibleGamingQuery, { fetchPolicy: 'cache-and-network' });
  const settings = data?.publicSettings;
  const adminText = adminTextFor(settings?.responsibleGamingText, language);
  const organisations = (settings?.supportOrganisations ?? []).filter((organisation) => isSafeOrganisationUrl(organisation.url));
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  // A page that arrives lazily misses the browser's own jump to #responsible-gaming.
  useEffect(() => {
    if (hash === `#${RESPONSIBLE_GAMING_ANCHOR}`) section.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <section ref={section} className="card glass help__responsible" id={RESPONSIBLE_GAMING_ANCHOR} aria-labelledby="responsible-gaming-title" data-testid="responsible-gaming">
      <div className="card__head">
        <span className="card__icon" aria-hidden><HeartHandshake size={20} strokeWidth={1.75} /></span>
        <h2 className="card__title" id="responsible-gaming-title"><FormattedMessage id="help.responsible.title" /></h2>
      </div>
      {adminText ? (
        // The admin writes plain text in any script: kept as text, line breaks kept.
        <p className="card__text help__responsible-own" dir="auto" data-testid="responsible-gaming-own-text">{adminText}</p>
      ) : (
        <>
          <p className="card__text">
            {settings ? (
              <FormattedMessage id="help.responsible.intro" values={{ appName: <bdi>{settings.appName}</bdi>, age: settings.minimumAge }} />
            ) : (
              <FormattedMessage id="help.responsible.introPending" />
            )}
          </p>
          <h3 className="help__responsible-subtitle"><FormattedMessage id="help.responsible.tools.title" /></h3>
          <ul className="tips" data-testid="responsible-gaming-tools">
            {RESPONSIBLE_TOOLS.map((tool) => (
              <li key={tool} className="tips__item">
                <SlidersHorizontal size={16} strokeWidth={1.75} aria-hidden />
                <span><FormattedMessage id={tool} /></span>
              </li>
            ))}
          </ul>
          <p className="card__text"><FormattedMessage id="help.responsible.signs" /></p>
        </>
      )}
      {signedIn && (
        <Link className="button button--ghost help__responsible-tools" to="/profile?tab=responsible" data-testid="responsible-gaming-set-up">
          <SlidersHorizontal size={16} strokeWidth={1.75} aria-hidden />
          <FormattedMessage id="help.responsible.setUp" />
        </Link>
      )}
      {organisations.length > 0 && (
        <>
          <h3 className="help__responsible-subtitle"><FormattedMessage id="help.responsible.organisations" /></h3>
          <ul className="help__organisations" data-testid="responsible-gaming-organisations">
            {organisations.map((organisation) => (
              <li key={`${organisation.name}-${organisation.url}`}>
                <a className="help__organisation" href={organisation.url} target="_blank" rel="noopener noreferrer">
                  <LifeBuoy size={16} strokeWidth={1.75} aria-hidden />
                  <bdi>{organisation.name}</bdi>
                  <ExternalLink size={14} strokeWidth={1.75} aria-hidden />
                  <span className="sr-only"><FormattedMessage id="help.responsible.opensNewTab" /></span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
