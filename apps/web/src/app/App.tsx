import { useMemo } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router';
import { AuthProvider } from '../auth/AuthProvider';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { DisplayCurrencyProvider } from '../display-currency/DisplayCurrencyProvider';
import { ThemeProvider } from '../theme/ThemeProvider';
import { InstallBanner } from '../pwa/InstallBanner';
import { Toaster } from '../ui/Toaster';
import { createApolloClient } from './apollo';
import { AppRoutes } from './AppRoutes';
import { ErrorBoundary } from './ErrorBoundary';

export function App() {
  const client = useMemo(() => createApolloClient(), []);
  return (
    <ApolloProvider client={client}>
      <ThemeProvider>
        <LanguageProvider>
          <ErrorBoundary>
            <Toaster>
              <BrowserRouter>
                <AuthProvider>
                  <DisplayCurrencyProvider>
                    <AppRoutes />
                    <InstallBanner />
                  </DisplayCurrencyProvider>
                </AuthProvider>
              </BrowserRouter>
            </Toaster>
          </ErrorBoundary>
        </LanguageProvider>
      </ThemeProvider>
    </ApolloProvider>
  );
}
