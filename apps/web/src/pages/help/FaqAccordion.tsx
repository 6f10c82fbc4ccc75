import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Accordion } from 'radix-ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { ChevronDown, Ticket } from 'lucide-react';
import { ErrorState } from '../../ui/ErrorState';
import { Money } from '../../ui/Money';
import { Percent } from '../../ui/Percent';
import { Skeleton } from '../../ui/Skeleton';
import { HelpFiguresQuery } from './help-figures.operations';
import { helpFigures, type HelpFigures } from './help-figures';

type Topic = 'deposits' | 'tickets' | 'draws' | 'winnings' | 'referrals' | 'support';

/** FAQ topics deposits, tickets, draws, winnings, referrals, support. */
const TOPICS: readonly Topic[] = ['deposits', 'tickets', 'draws', 'winnings', 'referrals', 'support'];

const money = (value: string) => <Money value={value} size="sm" />;

/** Each answer with the figures configured now (no text claims a different reward; docs/product-rules.md#real-figures). */
function answer(topic: Topic, figures: HelpFigures): ReactNode {
  switch (topic) {
    case 'deposits':
      return (
        <>
          <FormattedMessage id="help.faq.deposits.a" />
          {figures.lowestDeposit && <> <FormattedMessage id="help.faq.deposits.minimum" values={{ amount: money(figures.lowestDeposit) }} /></>}
        </>
      );
    case 'tickets':
      return <FormattedMessage id="help.faq.tickets.a" values={{ price: money(figures.ticketPrice) }} />;
    case 'draws':
      return <FormattedMessage id="help.faq.draws.a" />;
    case 'winnings':
      return <FormattedMessage id="help.faq.winnings.a" values={{ share: <Percent value={figures.winnersShare} />, limit: money(figures.autoPayoutLimit), minimum: money(figures.minWithdrawal) }} />;
    case 'referrals':
      return <FormattedMessage id="help.faq.referrals.a" values={{ referrerBonus: money(figures.referrerBonus), referredBonus: money(figures.referredBonus) }} />;
    case 'support':
      return <FormattedMessage id="help.faq.support.a" values={{ appName: <bdi>{figures.appName}</bdi> }} />;
  }
}

export function FaqAccordion() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(HelpFiguresQuery, { fetchPolicy: 'cache-and-network' });
  const figures = data ? helpFigures(data.publicSettings, data.paymentMethods) : null;

  return (
    <section className="card glass help__faq" aria-labelledby="faq-title">
      <div className="card__head">
        <span className="card__icon" aria-hidden><Ticket size={20} strokeWidth={1.75} /></span>
        <h2 className="card__title" id="faq-title"><FormattedMessage id="help.faq.title" /></h2>
      </div>
      {figures ? (
        <Accordion.Root type="single" collapsible className="accordion">
          {TOPICS.map((topic) => (
            <Accordion.Item key={topic} value={topic} className="accordion__item">
              <Accordion.Header className="accordion__header">
                <Accordion.Trigger className="accordion__trigger" data-testid={`faq-${topic}`}>
                  <FormattedMessage id={`help.faq.${topic}.q`} />
                  <ChevronDown className="accordion__chevron" size={18} strokeWidth={1.75} aria-hidden />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="accordion__content">
                <p className="accordion__answer" data-testid={`faq-answer-${topic}`}>{answer(topic, figures)}</p>
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      ) : loading ? (
        <Skeleton rows={6} height={44} label={intl.formatMessage({ id: 'common.loading' })} />
      ) : (
        <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />
      )}
    </section>
  );
}
