import type { PublishedCopy, PublishedCopyClient } from './published-copy';
import type { ContentSettingsFigures } from './content-figures';

/** Every business figure another service applies, all present. */
export type ContentFigures = Required<ContentSettingsFigures>;

/**
 * The content service owns the business settings and these defaults (its own
 * settings start from them, docs/product-rules.md explains each). Draws and
 * identity apply them until an admin saves settings; they keep no defaults of
 * their own.
 */
export const contentFigureDefaults: Readonly<ContentFigures> = Object.freeze({
  adminProfitPercentage: 30,
  autoPayoutLimitMinor: 1000_00,
  vipThresholdMinor: 1000_00,
  referrerBonusMinor: 5_00,
  referredBonusMinor: 10_00,
  deductFromAdminProfit: false,
  ticketPriceMinor: 10_00,
  referralsPerDay: 10,
  bonusPlayThrough: 1,
  /** docs/product-rules.md#age (DEFAULT_MINIMUM_AGE in @nova/rules). */
  minimumAge: 18,
  /** docs/product-rules.md#four-eyes-approval: 1000.00. */
  fourEyesThresholdMinor: 1000_00,
});

/** How draws and identity keep their copy of the content settings. */
export const contentSettingsCopy: PublishedCopy<'content.settings.changed.v1', 'content.settings.current.v1', ContentFigures> = {
  table: 'content_settings',
  changed: 'content.settings.changed.v1',
  current: 'content.settings.current.v1',
  defaults: contentFigureDefaults,
  figuresOfEvent: ({ id: _id, occurredAt: _occurredAt, ...figures }) => figures,
  figuresOfReply: ({ changedAt, ...figures }) => ({ figures, changedAt }),
};

/**
 * Another service reads the business settings only through this read-only
 * client over its own copy; it never writes them.
 */
export type ContentSettingsClient = PublishedCopyClient<ContentFigures>;
