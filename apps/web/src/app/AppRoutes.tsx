import { lazy, Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { useLanguage } from '../i18n/LanguageProvider';
import { AgeRestricted } from '../pages/auth/AgeRestricted';
import { AuthPage } from '../pages/auth/AuthPage';
import { DateOfBirthStep } from '../pages/auth/DateOfBirthStep';
import { ReferralLanding } from '../pages/referral/ReferralLanding';
import { NotFoundPage } from '../pages/system/NotFoundPage';
import { OfflinePage } from '../pages/system/OfflinePage';
import { SystemErrorPage } from '../pages/system/SystemErrorPage';
import { UnauthorizedRedirect } from '../pages/system/UnauthorizedRedirect';
import { LoadingScreen } from '../ui/LoadingScreen';
import { prefetchPlayerFiles, whenNetworkQuiet } from './player-pages-prefetch';
import { homeScreenPrerendered, rememberSignedIn, signedInHinted, takeOverPrerendered } from './prerendered';

// Split by route: a visitor on /auth downloads only the sign-in page, and each
// signed-in page arrives the first time it is opened (the service worker keeps
// every chunk it has served, so the installed app still opens offline).
// The signed-in frame too: its menus and tooltips are no part of the sign-in page.
const loadShell = () => import('../shell/Shell');
const loadDashboard = () => import('../pages/dashboard/DashboardPage');
const Shell = lazy(() => loadShell().then((m) => ({ default: m.Shell })));
// The wrapper comes with the page's code, so it runs only once the page itself is drawn.
const DashboardPage = lazy(() => loadDashboard().then((m) => ({ default: () => <TakesOverHome><m.DashboardPage /></TakesOverHome> })));
const loadPlayerPages = {
  profile: () => import('../pages/profile/ProfilePage'),
  winners: () => import('../pages/winners/WinnersPage'),
  tickets: () => import('../pages/tickets/TicketsPage'),
  help: () => import('../pages/help/HelpPage'),
  verify: () => import('../pages/verify/VerifyPage'),
  subscriptions: () => import('../pages/subscriptions/SubscriptionsPage'),
  notifications: () => import('../pages/notifications/NotificationsPage'),
};
const ProfilePage = lazy(() => loadPlayerPages.profile().then((m) => ({ default: m.ProfilePage })));
const WinnersPage = lazy(() => loadPlayerPages.winners().then((m) => ({ default: m.WinnersPage })));
const TicketsPage = lazy(() => loadPlayerPages.tickets().then((m) => ({ default: m.TicketsPage })));
const HelpPage = lazy(() => loadPlayerPages.help().then((m) => ({ default: m.HelpPage })));
const AdminPage = lazy(() => import('../pages/admin/AdminPage').then((m) => ({ default: m.AdminPage })));
const VerifyPage = lazy(() => loadPlayerPages.verify().then((m) => ({ default: m.VerifyPage })));
const SubscriptionsPage = lazy(() => loadPlayerPages.subscriptions().then((m) => ({ default: m.SubscriptionsPage })));
const NotificationsPage = lazy(() => loadPlayerPages.notifications().then((m) => ({ default: m.NotificationsPage })));

/**
 * Once a player is signed in and the first screen has what it asked for, the other
 * player pages are fetched (not run), so a tap opens them at once and the service
 * worker keeps them for offline use. (The admin panel only when opened.)
 */
function usePlayerPagesWhenQuiet(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return undefined;
    return whenNetworkQuiet(() => {
      if (!prefetchPlayerFiles()) Object.values(loadPlayerPages).forEach((load) => void load().catch(() => undefined));
    });
  }, [signedIn]);
}
const ResultsPage = lazy(() => import('../pages/results/ResultsPage').then((m) => ({ default: m.ResultsPage })));
const ResultDetailPage = lazy(() => import('../pages/results/ResultDetailPage').then((m) => ({ default: m.ResultDetailPage })));
const PublicResultsFrame = lazy(() => import('../pages/results/PublicResultsFrame').then((m) => ({ default: m.PublicResultsFrame })));
const ResponsibleGamingPage = lazy(() => import('../pages/help/ResponsibleGamingPage').then((m) => ({ default: m.ResponsibleGamingPage })));
const PublicVerifyPage = lazy(() => import('../pages/verify/PublicVerifyPage').then((m) => ({ default: m.PublicVerifyPage })));
// Opened from mailed links, signed in or out (issue 17).
const ResetPasswordPage = lazy(() => import('../pages/auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));
const VerifyEmailPage = lazy(() => import('../pages/auth/VerifyEmailPage').then((m) => ({ default: m.VerifyEmailPage })));

/** Pages only a signed-in player can open. */
export const PLAYER_PATHS = ['/profile', '/winners', '/tickets', '/subscriptions', '/help', '/admin'] as const;

/**
 * The prerendered sign-in page (index.html) stays on screen while the app asks who is
 * visiting; once it knows, the app's own page replaces it before the next paint.
 */
function usePrerenderedTakeOver(status: 'loading' | 'unauthenticated' | 'authenticated', failed: boolean, pathname: string): void {
  const known = status !== 'loading' || failed;
  // The player's home screen drawn by the gateway stays until the app's own is drawn (TakesOverHome).
  const homeTakesOver = status === 'authenticated' && pathname === '/' && homeScreenPrerendered();
  useLayoutEffect(() => {
    if (known && !homeTakesOver) takeOverPrerendered();
  }, [known, homeTakesOver]);
  useEffect(() => {
    if (status !== 'loading') rememberSignedIn(status === 'authenticated');
  }, [status]);
}

/** The gateway's drawing of the home screen (if any) gives way to the app's once it is drawn, in the same frame. */
function TakesOverHome({ children }: { children: ReactNode }) {
  // After the children's own layout effects: the page is in the document.
  useLayoutEffect(() => takeOverPrerendered(), []);
  return children;
}

const isSignInPath = (pathname: string) => ['', '/auth'].includes(pathname.replace(/\/+$/, ''));

/** The visitor state (loading, unauthenticated, authenticated) decides the route set. */
export function AppRoutes() {
  const { auth, loadFailure, retryLoad } = useAuth();
  const { messagesComplete, requestAllMessages } = useLanguage();
  const { pathname } = useLocation();
  // The sign-in page is drawn from English's first-screen messages; every other page waits
  // for the rest of its language (build/message-catalogues.ts), fetched as soon as it is
  // likely needed: a visit elsewhere, or one the signed-in hint says is a player's.
  const signInPageOnly = auth.status === 'unauthenticated' && isSignInPath(pathname);
  const allMessagesWanted = auth.status === 'authenticated' || !isSignInPath(pathname) || (auth.status === 'loading' && signedInHinted());
  useEffect(() => {
    if (allMessagesWanted) requestAllMessages();
  }, [allMessagesWanted, requestAllMessages]);
  usePlayerPagesWhenQuiet(auth.status === 'authenticated');
  usePrerenderedTakeOver(auth.status, loadFailure !== null, pathname);
  // A fatal load failure: who is signed in is unknown, so no route set can be chosen.
  if (loadFailure === 'offline') return <OfflinePage onRetry={retryLoad} />;
  if (loadFailure === 'unavailable') return <SystemErrorPage onRetry={retryLoad} />;
  if (!messagesComplete && !signInPageOnly) return <LoadingScreen />;
  // docs/product-rules.md#age: a player without a date of birth answers before the app opens;
  // one under the minimum age reaches only their account pages (withdraw, history) and sign-out.
  if (auth.status === 'authenticated' && auth.user.ageStatus === 'missing') return <DateOfBirthStep />;
  if (auth.status === 'authenticated' && auth.user.ageStatus === 'underAge') {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <Routes>
          <Route path="/profile" element={<AgeRestricted><ProfilePage /></AgeRestricted>} />
          <Route path="*" element={<Navigate to="/profile?tab=withdraw" replace />} />
        </Routes>
      </Suspense>
    );
  }
  // Frame and home page side by side, not one after the other (the frame would ask for the page
  // only once drawn); for a likely player's visit while the session is still being checked.
  if (auth.status === 'authenticated' || (auth.status === 'loading' && signedInHinted() && loadFailure === null)) {
    void loadShell();
    void loadDashboard();
  }

  return (
    // Outside the frame (sign-in, public verify) a page's code loads behind the full-screen loader.
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        <Route path="/ref/:referralCode?" element={<ReferralLanding />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/verify-email" element={<VerifyEmailPage />} />
        {auth.status === 'loading' && <Route path="*" element={<LoadingScreen />} />}

        {auth.status === 'unauthenticated' && (
          <>
            <Route index element={<AuthPage />} />
            <Route path="/auth" element={<AuthPage />} />
            <Route path="/verify/:drawId?" element={<PublicVerifyPage />} />
            <Route element={<PublicResultsFrame />}>
              <Route path="/results" element={<ResultsPage />} />
              <Route path="/results/:drawId" element={<ResultDetailPage />} />
              <Route path="/responsible-gaming" element={<ResponsibleGamingPage />} />
            </Route>
            {PLAYER_PATHS.map((path) => (
              <Route key={path} path={path} element={<UnauthorizedRedirect />} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </>
        )}

        {auth.status === 'authenticated' && (
          <>
            <Route path="/auth" element={<Navigate to="/" replace />} />
            <Route path="/responsible-gaming" element={<Navigate to="/help#responsible-gaming" replace />} />
            <Route element={<Shell />}>
              <Route index element={<DashboardPage />} />
              <Route path="/profile" element={<ProfilePage />} />
              <Route path="/winners" element={<WinnersPage />} />
              <Route path="/tickets" element={<TicketsPage />} />
              <Route path="/subscriptions" element={<SubscriptionsPage />} />
              <Route path="/notifications" element={<NotificationsPage />} />
              <Route path="/help" element={<HelpPage />} />
              <Route path="/admin" element={<AdminPage />} />
              <Route path="/verify/:drawId?" element={<VerifyPage />} />
              <Route path="/results" element={<ResultsPage />} />
              <Route path="/results/:drawId" element={<ResultDetailPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </>
        )}
      </Routes>
    </Suspense>
  );
}
