import type { Databases } from './invariants';

/**
 * "No subscription ever buys twice for one draw" (issue 19): each
 * (subscription, draw) has at most one outcome row (its primary key) and at
 * most one purchase under its key; a bought outcome names that purchase and
 * it went through; every purchase made under a subscription key has its
 * outcome; each bought outcome was announced once; the bought count of a
 * subscription equals its bought outcomes.
 */
export async function subscriptionViolations(databases: Databases): Promise<{ violations: string[]; detail: string }> {
  const outcomes = await databases.query<{ subscription_id: string; draw_id: string; status: string; purchase_id: string | null; user_id: string }>(
    'draws',
    'SELECT sd.subscription_id, sd.draw_id, sd.status, sd.purchase_id, s.user_id FROM subscription_draws sd JOIN subscriptions s ON s.id = sd.subscription_id',
  );
  const purchases = await databases.query<{ id: string; status: string; draw_id: string; idempotency_key: string }>(
    'draws',
    "SELECT id, status, draw_id, idempotency_key FROM purchases WHERE idempotency_key LIKE 'subscription:%'",
  );
  const subscriptions = await databases.query<{ id: string; draws_bought: number }>('draws', 'SELECT id, draws_bought FROM subscriptions');
  const announced = await databases.query<{ subscription_id: string; draw_id: string; n: string }>(
    'draws',
    `SELECT payload->>'subscriptionId' AS subscription_id, payload->>'drawId' AS draw_id, count(*) AS n FROM outbox
     WHERE subject = 'draws.subscription.bought.v1' GROUP BY 1, 2`,
  );

  const violations: string[] = [];
  const pair = (subscriptionId: string, drawId: string) => `subscription:${subscriptionId}:${drawId}`;
  const outcomeOf = new Map<string, (typeof outcomes)[number]>();
  for (const outcome of outcomes) {
    const key = pair(outcome.subscription_id, outcome.draw_id);
    if (outcomeOf.has(key)) violations.push(`${key}: two outcomes`);
    outcomeOf.set(key, outcome);
  }
  const purchasesOf = new Map<string, Array<(typeof purchases)[number]>>();
  for (const purchase of purchases) purchasesOf.set(purchase.idempotency_key, [...(purchasesOf.get(purchase.idempotency_key) ?? []), purchase]);

  for (const [key, made] of purchasesOf) {
    if (made.length > 1) violations.push(`${key}: ${made.length} purchases`);
    const outcome = outcomeOf.get(key);
    if (!outcome) violations.push(`${key}: a purchase without an outcome`);
    else if (made.some((purchase) => purchase.draw_id !== outcome.draw_id)) violations.push(`${key}: a purchase in another draw`);
  }
  for (const [key, outcome] of outcomeOf) {
    const made = purchasesOf.get(key) ?? [];
    if (outcome.status === 'claimed') violations.push(`${key}: claimed, never decided`);
    if (outcome.status === 'bought') {
      const bought = made.find((purchase) => purchase.id === outcome.purchase_id);
      // A bought draw's tickets stay, unless the draw itself was cancelled (then refunded).
      if (!bought || (bought.status !== 'completed' && bought.status !== 'refunded')) violations.push(`${key}: bought, purchase ${outcome.purchase_id} ${bought?.status ?? 'missing'}`);
    }
    if (outcome.status === 'skipped' && made.some((purchase) => purchase.status === 'completed')) violations.push(`${key}: skipped, yet its purchase completed`);
  }
  const boughtOutcomes = outcomes.filter((outcome) => outcome.status === 'bought');
  const announcedCount = new Map(announced.map((row) => [pair(row.subscription_id, row.draw_id), Number(row.n)]));
  for (const outcome of boughtOutcomes) {
    const key = pair(outcome.subscription_id, outcome.draw_id);
    if (announcedCount.get(key) !== 1) violations.push(`${key}: announced ${announcedCount.get(key) ?? 0} times`);
  }
  if (announced.reduce((sum, row) => sum + Number(row.n), 0) !== boughtOutcomes.length) violations.push(`${announced.length} announcements for ${boughtOutcomes.length} bought draws`);
  for (const subscription of subscriptions) {
    const bought = boughtOutcomes.filter((outcome) => outcome.subscription_id === subscription.id).length;
    if (Number(subscription.draws_bought) !== bought) violations.push(`${subscription.id}: counts ${subscription.draws_bought} bought draws, has ${bought}`);
  }
  const skipped = outcomes.filter((outcome) => outcome.status === 'skipped').length;
  return { violations, detail: `${subscriptions.length} subscriptions, ${boughtOutcomes.length} draws bought, ${skipped} skipped` };
}
