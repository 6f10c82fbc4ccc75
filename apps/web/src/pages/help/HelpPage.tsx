import { FormattedMessage } from 'react-intl';
import { Gift, Lightbulb, Rocket, ShieldCheck, Sparkles, Trophy, Wallet, Zap, type LucideIcon } from 'lucide-react';
import { ContactForm } from './ContactForm';
import { FaqAccordion } from './FaqAccordion';
import { MySupportThreads } from './MySupportThreads';
import { ResponsibleGamingSection } from './ResponsibleGamingSection';
import './help.css';

const QUICK_START = ['help.quickStart.step1', 'help.quickStart.step2', 'help.quickStart.step3', 'help.quickStart.step4'] as const;

const FEATURES: ReadonlyArray<{ title: string; text: string; icon: LucideIcon }> = [
  { title: 'help.features.draws.title', text: 'help.features.draws.text', icon: Zap },
  { title: 'help.features.fair.title', text: 'help.features.fair.text', icon: ShieldCheck },
  { title: 'help.features.wallet.title', text: 'help.features.wallet.text', icon: Wallet },
  { title: 'help.features.referrals.title', text: 'help.features.referrals.text', icon: Gift },
];

const TIPS = ['help.tips.1', 'help.tips.2', 'help.tips.3', 'help.tips.4'] as const;

export function HelpPage() {
  return (
    <div className="page help">
      <header className="page__header">
        <p className="page__eyebrow"><FormattedMessage id="help.eyebrow" /></p>
        <h1 className="page__title"><FormattedMessage id="help.title" /></h1>
      </header>

      <div className="help__grid">
        <section className="card glass help__quick-start" aria-labelledby="quick-start-title">
          <div className="card__head">
            <span className="card__icon" aria-hidden><Rocket size={20} strokeWidth={1.75} /></span>
            <h2 className="card__title" id="quick-start-title"><FormattedMessage id="help.quickStart.title" /></h2>
          </div>
          <ol className="steps">
            {QUICK_START.map((step, index) => (
              <li key={step} className="steps__item">
                <span className="steps__number" aria-hidden>{index + 1}</span>
                <span><FormattedMessage id={step} /></span>
              </li>
            ))}
          </ol>
        </section>

        <section className="help__features" aria-labelledby="features-title">
          <h2 className="section-title" id="features-title">
            <Sparkles size={18} strokeWidth={1.75} aria-hidden />
            <FormattedMessage id="help.features.title" />
          </h2>
          <ul className="help__feature-list">
            {FEATURES.map(({ title, text, icon: Icon }) => (
              <li key={title} className="card glass help__feature">
                <span className="card__icon" aria-hidden><Icon size={20} strokeWidth={1.75} /></span>
                <h3 className="help__feature-title"><FormattedMessage id={title} /></h3>
                <p className="card__text"><FormattedMessage id={text} /></p>
              </li>
            ))}
          </ul>
        </section>

        <ResponsibleGamingSection signedIn />

        <FaqAccordion />

        <section className="card glass help__tips" aria-labelledby="tips-title">
          <div className="card__head">
            <span className="card__icon" aria-hidden><Lightbulb size={20} strokeWidth={1.75} /></span>
            <h2 className="card__title" id="tips-title"><FormattedMessage id="help.tips.title" /></h2>
          </div>
          <ul className="tips">
            {TIPS.map((tip) => (
              <li key={tip} className="tips__item">
                <Trophy size={16} strokeWidth={1.75} aria-hidden />
                <span><FormattedMessage id={tip} /></span>
              </li>
            ))}
          </ul>
        </section>

        <ContactForm />
        <MySupportThreads />
      </div>
    </div>
  );
}
