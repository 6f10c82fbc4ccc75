/**
 * Admin journey: sign in as an admin, then read the control panel's lists:
 * draws, payouts, deposits, withdrawals and the profit figures.
 *
 *   k6 run -e BASE_URL=https://staging.jackpot.example.com \
 *          -e ADMIN_USERNAME=... -e ADMIN_PASSWORD=... tests/load/admin-journey.ts
 *
 * Sign-in is throttled per (username, address) (identity's
 * LOGIN_FREE_ATTEMPTS_PER_ADDRESS, 5 before delays start): each virtual user
 * signs in once, so keep ADMIN_VUS at 5 or fewer.
 */
import { fail, sleep } from 'k6';
import http from 'k6/http';
import type { Options } from 'k6/options';
import { adminList, login } from './lib/api.ts';
import { profile, thinkSeconds, thresholds } from './lib/config.ts';

const adminVus = Number(__ENV.ADMIN_VUS ?? '3');

/** [path, step name, field holding the list in a paged answer] */
const lists: Array<[string, string, string?]> = [
  ['/api/admin/draws', 'admin_draws', 'draws'],
  ['/api/admin/payouts', 'admin_payouts'],
  ['/api/admin/deposits', 'admin_deposits'],
  ['/api/admin/withdrawals', 'admin_withdrawals'],
  ['/api/admin/analytics/recent-draws', 'admin_recent_draws'],
];

export const options: Options = {
  scenarios: {
    admins: {
      executor: 'constant-vus',
      vus: profile() === 'smoke' ? 1 : adminVus,
      duration: profile() === 'smoke' ? '30s' : profile() === 'load' ? '7m' : '14m',
    },
  },
  thresholds: thresholds(lists.map(([, name]) => name)),
  noCookiesReset: true,
};

http.setResponseCallback(http.expectedStatuses({ min: 200, max: 399 }));

let signedIn = false;

export default function adminJourney(): void {
  if (!signedIn) {
    const username = __ENV.ADMIN_USERNAME;
    const password = __ENV.ADMIN_PASSWORD;
    if (!username || !password) fail('set ADMIN_USERNAME and ADMIN_PASSWORD (-e NAME=value)');
    signedIn = login({ username, password });
    if (!signedIn) {
      sleep(thinkSeconds());
      return;
    }
  }
  for (const [path, name, field] of lists) {
    adminList(path, name, field);
    sleep(thinkSeconds());
  }
}
