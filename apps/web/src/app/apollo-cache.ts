import type { TypePolicies } from '@apollo/client';

/** The cache's rules, the same in the browser and for the signed-in screen the gateway renders (build/signed-in-entry.tsx). */
export const typePolicies: TypePolicies = {
  // The admin inbox (no id) is read whole by the Support tab and as a count by the tab badge: merge, don't replace.
  SupportInbox: { merge: true },
  PublicSettings: { merge: true },
};
