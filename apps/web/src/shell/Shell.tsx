import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router';
import { LiveDrawsProvider } from '../draws/live/LiveDrawsProvider';
import { ResultsMoment } from '../draws/live/ResultsMoment';
import { useMoneyWatch } from '../payments/use-money-watch';
import { RealityCheck } from '../protection/RealityCheck';
import { HintProvider } from '../ui/Hint';
import { PageLoading } from '../ui/PageLoading';
import { NavBar } from './NavBar';
import { Ticker } from './Ticker';
import { TopBar } from './TopBar';
import './shell.css';

/** The signed-in frame: top bar, ticker, navigation (bottom on phones, side rail on desktop) and the page. */
export function Shell() {
  useMoneyWatch();
  return (
    <LiveDrawsProvider>
      <HintProvider>
        <div className="shell">
          <a className="skip-link" href="#main" data-testid="skip-link">
            <FormattedMessage id="shell.skipToContent" />
          </a>
          <TopBar />
          <Ticker />
          <div className="shell__body">
            <NavBar />
            <main className="shell__main" id="main" tabIndex={-1}>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </main>
          </div>
          <ResultsMoment />
          <RealityCheck />
        </div>
      </HintProvider>
    </LiveDrawsProvider>
  );
}
