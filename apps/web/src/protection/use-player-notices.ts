import { useQuery } from '@apollo/client/react';
import { mayNotifyPlayer, type PlayerNoticeKind } from './player-notices';
import { MyProtectionQuery } from './protection.operations';

/**
 * Whether a notice of this kind may be shown now. Until the player's
 * protection is known, news waits (a player in a break must not see it flash).
 */
export function useMayNotifyPlayer(kind: PlayerNoticeKind): boolean {
  const { data } = useQuery(MyProtectionQuery, { fetchPolicy: 'cache-first', skip: kind === 'money' });
  if (kind === 'money') return true;
  if (!data) return false;
  return mayNotifyPlayer(kind, data.myProtection.block);
}
