import { createContext, useContext, useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import type { CurrentUserFieldsFragment } from '../gql/graphql';
import { isLanguageCode } from '../i18n/languages';
import { useLanguage } from '../i18n/LanguageProvider';
import { queueToastAfterReload, useToast } from '../ui/Toaster';
import { errorCode } from '../lib/api-errors';
import { LogoutMutation, MeQuery } from './auth.operations';
import { loadFailureOf, type LoadFailure } from './load-failure';
import { useErrorText } from '../lib/use-error-text';

export type CurrentUser = CurrentUserFieldsFragment;

/** Visitor state: it decides the route set. */
export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'unauthenticated'; user: null }
  | { status: 'authenticated'; user: CurrentUser };

interface AuthContextValue {
  auth: AuthState;
  /** Stores the user returned by login or register as the current user. */
  signIn: (user: CurrentUser) => void;
  logout: () => Promise<void>;
  /** Toast "Unauthorized" and go to sign-in after 500 ms. */
  expireSession: () => void;
  /** The start-up user lookup failed without an answer (offline, server down): nothing can be shown yet. */
  loadFailure: LoadFailure | null;
  retryLoad: () => void;
}

/** The user lookup stays fresh for 5 minutes and is not refetched on focus, mount or reconnect. */
const USER_FRESH_MS = 5 * 60 * 1000;
const UNAUTHORIZED_REDIRECT_MS = 500;

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const intl = useIntl();
  const showToast = useToast();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const { setLanguage } = useLanguage();
  const { data, loading, error, refetch } = useQuery(MeQuery, { fetchPolicy: 'cache-first' });
  const [logoutMutation] = useMutation(LogoutMutation);
  const fetchedAt = useRef(0);

  const user = data?.me ?? null;
  const loadFailure = user ? null : loadFailureOf(error, navigator.onLine);
  const retryLoad = useCallback(() => void refetch().catch(() => undefined), [refetch]);
  const auth: AuthState = useMemo(() => {
    if (user) return { status: 'authenticated', user };
    if (loading && !error) return { status: 'loading', user: null };
    return { status: 'unauthenticated', user: null };
  }, [user, loading, error]);

  useEffect(() => {
    if (data) fetchedAt.current = Date.now();
  }, [data]);

  // Navigation after the freshness window asks the server again (a session may have ended elsewhere).
  useEffect(() => {
    if (fetchedAt.current && Date.now() - fetchedAt.current > USER_FRESH_MS) {
      fetchedAt.current = Date.now();
      void refetch().catch(() => undefined);
    }
  }, [location.pathname, refetch]);

  // The signed-in user's saved language wins.
  const savedLanguage = user?.language;
  useEffect(() => {
    if (isLanguageCode(savedLanguage)) setLanguage(savedLanguage);
  }, [savedLanguage, setLanguage]);

  const signIn = useCallback(
    (signedIn: CurrentUser) => {
      client.cache.writeQuery({ query: MeQuery, data: { __typename: 'Query', me: signedIn } });
      fetchedAt.current = Date.now();
    },
    [client],
  );

  const logout = useCallback(async () => {
    try {
      await logoutMutation();
      await client.clearStore();
      queueToastAfterReload({
        title: intl.formatMessage({ id: 'auth.toast.logoutTitle' }),
        description: intl.formatMessage({ id: 'auth.toast.logoutDescription' }),
      });
      window.location.assign('/');
    } catch (logoutError) {
      showToast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'auth.toast.logoutFailed' }),
        description: errorText(logoutError),
      });
    }
  }, [client, errorText, intl, logoutMutation, showToast]);

  const redirectTimer = useRef<number | undefined>(undefined);
  const expireSession = useCallback(() => {
    if (redirectTimer.current !== undefined) return;
    showToast({
      variant: 'destructive',
      title: intl.formatMessage({ id: 'auth.toast.unauthorizedTitle' }),
      description: intl.formatMessage({ id: 'auth.toast.unauthorizedDescription' }),
    });
    redirectTimer.current = window.setTimeout(() => {
      redirectTimer.current = undefined;
      client.cache.writeQuery({ query: MeQuery, data: { __typename: 'Query', me: null } });
      void navigate('/auth', { replace: true });
    }, UNAUTHORIZED_REDIRECT_MS);
  }, [client, intl, navigate, showToast]);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const value = useMemo(
    () => ({ auth, signIn, logout, expireSession, loadFailure, retryLoad }),
    [auth, signIn, logout, expireSession, loadFailure, retryLoad],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

/** "useAuth must be used within an AuthProvider". */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

/** The signed-in user; only for screens that are rendered when signed in. */
export function useCurrentUser(): CurrentUser {
  const { auth } = useAuth();
  if (auth.status !== 'authenticated') throw new Error('useCurrentUser needs a signed-in user');
  return auth.user;
}

/** Handles a failed call: an ended session leads to sign-in; anything else is returned as text for a toast. */
export function useMutationErrorHandler(): (error: unknown) => string | null {
  const { expireSession } = useAuth();
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) => {
      if (errorCode(error) === 'UNAUTHENTICATED') {
        expireSession();
        return null;
      }
      return errorText(error);
    },
    [errorText, expireSession],
  );
}
