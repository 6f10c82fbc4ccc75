import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { useAuth } from '../auth/AuthProvider';
import { graphql } from '../gql';
import { DisplayCurrencyContext, pickDisplayCurrency } from '../money/display-currency';

const DisplayRatesQuery = graphql(`
  query DisplayRates {
    publicSettings {
      baseCurrency
      displayRates {
        USD
        EUR
        GBP
        THB
        INR
      }
    }
  }
`);

/** Gives every Money below the signed-in player's approximate display currency (none for visitors). */
export function DisplayCurrencyProvider({ children }: { children: ReactNode }) {
  const { auth } = useAuth();
  const userCurrency = auth.status === 'authenticated' ? auth.user.currency : null;
  const { data } = useQuery(DisplayRatesQuery, { skip: !userCurrency });
  const settings = data?.publicSettings;
  const display = useMemo(
    () => (settings ? pickDisplayCurrency(userCurrency, settings.baseCurrency, settings.displayRates) : null),
    [settings, userCurrency],
  );
  return <DisplayCurrencyContext value={display}>{children}</DisplayCurrencyContext>;
}

/** The admin panel speaks base amounts only: no approximate figures below. */
export function BaseCurrencyOnly({ children }: { children: ReactNode }) {
  return <DisplayCurrencyContext value={null}>{children}</DisplayCurrencyContext>;
}
