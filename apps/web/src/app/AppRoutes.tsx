import { Navigate, Route, Routes } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { AdminPage } from '../pages/admin/AdminPage';
import { AuthPage } from '../pages/auth/AuthPage';
import { DashboardPage } from '../pages/dashboard/DashboardPage';
import { HelpPage } from '../pages/help/HelpPage';
import { ProfilePage } from '../pages/profile/ProfilePage';
import { ReferralLanding } from '../pages/referral/ReferralLanding';
import { NotFoundPage } from '../pages/system/NotFoundPage';
import { OfflinePage } from '../pages/system/OfflinePage';
import { SystemErrorPage } from '../pages/system/SystemErrorPage';
import { PublicVerifyPage } from '../pages/verify/PublicVerifyPage';
import { VerifyPage } from '../pages/verify/VerifyPage';
import { UnauthorizedRedirect } from '../pages/system/UnauthorizedRedirect';
import { TicketsPage } from '../pages/tickets/TicketsPage';
import { WinnersPage } from '../pages/winners/WinnersPage';
import { Shell } from '../shell/Shell';
import { LoadingScreen } from '../ui/LoadingScreen';

/** Pages only a signed-in player can open (spec §2 route table). */
export const PLAYER_PATHS = ['/profile', '/winners', '/tickets', '/help', '/admin'] as const;

/** Spec §4: the visitor state (loading, unauthenticated, authenticated) decides the route set. */
export function AppRoutes() {
  const { auth, loadFailure, retryLoad } = useAuth();
  // A fatal load failure: who is signed in is unknown, so no route set can be chosen.
  if (loadFailure === 'offline') return <OfflinePage onRetry={retryLoad} />;
  if (loadFailure === 'unavailable') return <SystemErrorPage onRetry={retryLoad} />;

  return (
    <Routes>
      <Route path="/ref/:referralCode?" element={<ReferralLanding />} />
      {auth.status === 'loading' && <Route path="*" element={<LoadingScreen />} />}

      {auth.status === 'unauthenticated' && (
        <>
          <Route index element={<AuthPage />} />
          <Route path="/auth" element={<AuthPage />} />
          <Route path="/verify/:drawId?" element={<PublicVerifyPage />} />
          {PLAYER_PATHS.map((path) => (
            <Route key={path} path={path} element={<UnauthorizedRedirect />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </>
      )}

      {auth.status === 'authenticated' && (
        <>
          <Route path="/auth" element={<Navigate to="/" replace />} />
          <Route element={<Shell />}>
            <Route index element={<DashboardPage />} />
            <Route path="/profile" element={<ProfilePage />} />
            <Route path="/winners" element={<WinnersPage />} />
            <Route path="/tickets" element={<TicketsPage />} />
            <Route path="/help" element={<HelpPage />} />
            <Route path="/admin" element={<AdminPage />} />
            <Route path="/verify/:drawId?" element={<VerifyPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </>
      )}
    </Routes>
  );
}
