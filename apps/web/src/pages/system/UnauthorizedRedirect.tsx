import { useEffect } from 'react';
import { useAuth } from '../../auth/AuthProvider';
import { LoadingScreen } from '../../ui/LoadingScreen';

/** A signed-out visitor on a player page is told so and sent to sign-in after 500 ms. */
export function UnauthorizedRedirect() {
  const { expireSession } = useAuth();
  useEffect(() => expireSession(), [expireSession]);
  return <LoadingScreen />;
}
