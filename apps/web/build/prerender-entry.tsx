/**
 * The signed-out first screen (/auth, English, default theme) as HTML, rendered
 * at build time by build/prerender.ts with React's server renderer. The same
 * providers and page the app draws, so the markup and the page the script
 * later draws look the same; data the page asks for (the winners' share) is
 * shown in its "not known yet" wording, as the app shows it until it arrives.
 */
import { renderToString } from 'react-dom/server';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { StaticRouter } from 'react-router';
import { AuthProvider } from '../src/auth/AuthProvider';
import { LanguageProvider } from '../src/i18n/LanguageProvider';
import { AuthPage } from '../src/pages/auth/AuthPage';
import { ThemeProvider } from '../src/theme/ThemeProvider';
import { Toaster } from '../src/ui/Toaster';

export function renderSignedOutScreen(path: string): string {
  // No server to ask at build time: every query stays loading.
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  return renderToString(
    <ApolloProvider client={client}>
      <ThemeProvider>
        <LanguageProvider>
          <Toaster>
            <StaticRouter location={path}>
              <AuthProvider>
                <AuthPage />
              </AuthProvider>
            </StaticRouter>
          </Toaster>
        </LanguageProvider>
      </ThemeProvider>
    </ApolloProvider>,
  );
}
