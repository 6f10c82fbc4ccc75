/**
 * Player journey: sign up (or sign in with a funded account), browse the
 * current draws, buy a ticket with an Idempotency-Key, view my tickets.
 *
 *   k6 run -e BASE_URL=https://staging.jackpot.example.com -e PROFILE=load tests/load/player-journey.ts
 *
 * PLAYERS_FILE (optional): a JSON file of [{ "username", "password" }] with a
 * balance (see README.md); virtual user n plays as entry n modulo the list.
 * Without it each virtual user signs up a new player, whose purchases are
 * refused for lack of balance: the path up to the wallet is still measured.
 * PEAK_VUS: virtual users at the top of the load profile (default 50).
 */
import { sleep } from 'k6';
import { SharedArray } from 'k6/data';
import exec from 'k6/execution';
import http from 'k6/http';
import { Counter } from 'k6/metrics';
import type { Options } from 'k6/options';
import { buyTickets, currentDraws, login, myTickets, register, type Credentials, type PurchaseOutcome } from './lib/api.ts';
import { stagesFor, thinkSeconds, thresholds } from './lib/config.ts';

export const options: Options = {
  stages: stagesFor(Number(__ENV.PEAK_VUS ?? '50')),
  thresholds: thresholds(['draws_current', 'tickets_buy', 'tickets_mine']),
  // One sign-in per virtual user: the session cookie stays between iterations.
  noCookiesReset: true,
};

// 409 (draw closed or full) and 422 (no balance) are answers, not failures.
http.setResponseCallback(http.expectedStatuses({ min: 200, max: 399 }, 409, 422));

const players = new SharedArray<Credentials>('players', () => {
  const file = __ENV.PLAYERS_FILE;
  return file ? (JSON.parse(open(file)) as Credentials[]) : [];
});

const purchases: Record<PurchaseOutcome, Counter> = {
  bought: new Counter('purchases_bought'),
  no_balance: new Counter('purchases_refused_no_balance'),
  draw_unavailable: new Counter('purchases_refused_draw_unavailable'),
  failed: new Counter('purchases_failed'),
};

let signedIn = false;

function signIn(): void {
  const vu = exec.vu.idInTest;
  const funded = players.length > 0 ? players[(vu - 1) % players.length] : undefined;
  if (funded) {
    signedIn = login(funded);
  } else {
    // Unique per run and virtual user; usernames are at most 32 characters.
    const run = String(exec.scenario.startTime).slice(-6);
    signedIn = register({ username: `k6_${run}_${vu}`, password: `load-test-${run}-${vu}` });
  }
}

export default function playerJourney(): void {
  if (!signedIn) signIn();
  if (!signedIn) {
    sleep(thinkSeconds());
    return;
  }

  const draws = currentDraws().filter((draw) => draw.status === 'active' && draw.ticketsRemaining > 0);
  sleep(thinkSeconds());

  const draw = draws[Math.floor(Math.random() * draws.length)];
  if (draw) {
    purchases[buyTickets(draw.id, 1)].add(1);
    sleep(thinkSeconds());
  }

  myTickets();
  sleep(thinkSeconds());
}
