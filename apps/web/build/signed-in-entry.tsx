/**
 * The signed-in home screen (the frame and the dashboard) as HTML for one player's visit,
 * rendered by the gateway (apps/gateway/src/signed-in-home.ts) with the player's own data:
 * the same providers, frame and page the app draws, their queries answered by the gateway
 * on the player's session. The app's cache is handed over with the markup, so the app
 * draws the same screen from it when it takes over, without asking again.
 * Built for Node by `vite build --config vite.ssr.config.ts` (scripts/prepare-web.mjs).
 */
import { renderToString } from 'react-dom/server';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print, type FormattedExecutionResult } from 'graphql';
import { Route, Routes, StaticRouter } from 'react-router';
import { Observable } from 'rxjs';
import englishLater from 'virtual:messages/en-later';
import englishFirst from 'virtual:messages/en-first-screen';
import { AuthProvider, useAuth } from '../src/auth/AuthProvider';
import { MeQuery } from '../src/auth/auth.operations';
import { DisplayCurrencyProvider } from '../src/display-currency/DisplayCurrencyProvider';
import { LanguageProvider, provideCatalogue } from '../src/i18n/LanguageProvider';
import { DashboardPage } from '../src/pages/dashboard/DashboardPage';
import { Shell } from '../src/shell/Shell';
import { ThemeProvider } from '../src/theme/ThemeProvider';
import { Toaster } from '../src/ui/Toaster';
import { typePolicies } from '../src/app/apollo-cache';
import { forSecondCopy } from './second-copy';

provideCatalogue('en', { ...englishFirst, ...englishLater });
// Node 20 has no navigator (the gateway's process gets this one); the providers read the language and the connection from it.
if (typeof globalThis.navigator === 'undefined') {
  Object.defineProperty(globalThis, 'navigator', { value: { language: 'en', onLine: true }, configurable: true });
}

/** One GraphQL operation run by the gateway as the visiting player (their session, every rule of /graphql). */
export type ExecuteOperation = (request: { query: string; variables: Record<string, unknown>; operationName?: string }) => Promise<FormattedExecutionResult>;

function executeLink(execute: ExecuteOperation): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName })
          .then((result) => {
            observer.next(result);
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
}

export interface SignedInScreen {
  /** The frame and the dashboard, as a second copy (no ids or test ids twice). */
  html: string;
  /** The answers it was drawn from: the app's cache starts from them. */
  cache: unknown;
}

/** As AppRoutes decides: a player whose age is not settled answers that first (src/app/AppRoutes.tsx). */
const opensHome = (ageStatus: string | undefined) => ageStatus !== undefined && ageStatus !== 'missing' && ageStatus !== 'underAge';
/** The picture is English; a player's saved language wins in the app (AuthProvider). */
const inEnglish = (language: string | null | undefined) => !language || language === 'en';

/** Only a player who may see the home screen gets it; anything else is the app's to decide. */
function HomeScreenOnly() {
  const { auth } = useAuth();
  if (auth.status !== 'authenticated' || !opensHome(auth.user.ageStatus) || !inEnglish(auth.user.language)) return null;
  return (
    <DisplayCurrencyProvider>
      <Routes>
        <Route element={<Shell />}>
          <Route index element={<DashboardPage />} />
        </Route>
      </Routes>
    </DisplayCurrencyProvider>
  );
}

/**
 * Null when the visit is not a player's with an open home screen in English (the picture is
 * drawn in English only: a player who saved another language gets the app at once), or the
 * answers did not all come before `signal` was aborted.
 */
export async function renderSignedInScreen(options: { execute: ExecuteOperation; signal: AbortSignal }): Promise<SignedInScreen | null> {
  const client = new ApolloClient({ ssrMode: true, link: executeLink(options.execute), cache: new InMemoryCache({ typePolicies }) });
  const tree = (
    <ApolloProvider client={client}>
      <ThemeProvider>
        <LanguageProvider>
          <Toaster>
            <StaticRouter location="/">
              <AuthProvider>
                <HomeScreenOnly />
              </AuthProvider>
            </StaticRouter>
          </Toaster>
        </LanguageProvider>
      </ThemeProvider>
    </ApolloProvider>
  );
  const { result, aborted } = await prerenderStatic({ tree, renderFunction: renderToString, signal: options.signal, maxRerenders: 10 });
  const me = client.cache.readQuery({ query: MeQuery });
  if (aborted || !result || !opensHome(me?.me?.ageStatus) || !inEnglish(me?.me?.language)) return null;
  return { html: forSecondCopy(result), cache: client.cache.extract() };
}
