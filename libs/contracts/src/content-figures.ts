import { z } from 'zod';

const minor = z.number().int().min(0);

/**
 * The business settings other services apply (draws: admin profit of draws
 * settled from now on, auto-payout limit; identity: VIP threshold, referral
 * bonuses, their daily cap and play-through, minimum age), as
 * content.settings.changed.v1 and content.settings.current.v1 carry them.
 * Figures added later are optional, so older events and copies still parse;
 * contentFigureDefaults fills them.
 */
export const contentFigures = z.object({
  adminProfitPercentage: z.number().min(0).max(100),
  autoPayoutLimitMinor: minor,
  vipThresholdMinor: minor,
  referrerBonusMinor: minor,
  referredBonusMinor: minor,
  deductFromAdminProfit: z.boolean(),
  ticketPriceMinor: minor,
  /** Referral bonuses one referrer may earn per UTC day. */
  referralsPerDay: z.number().int().min(0).optional(),
  /** Bonus money is withdrawable once ticket spend reaches bonus × this. */
  bonusPlayThrough: z.number().int().min(1).optional(),
  /** The youngest age allowed to sign up and play. */
  minimumAge: z.number().int().min(0).optional(),
  /** An admin's money move at or above this waits for a second admin (four-eyes approval). */
  fourEyesThresholdMinor: minor.optional(),
});

/** The settings figures as sent (later ones may be absent). */
export type ContentSettingsFigures = z.infer<typeof contentFigures>;
