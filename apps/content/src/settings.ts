import type { CallerIdentity } from '@nova/contracts';
import { formatMinor } from '@nova/money';
import { enqueueEvent, requireAdminRole, type Sql } from '@nova/platform';
import { auditOwn } from './audit';
import type { ContentDeps } from './deps';
import { parseInput } from './inputs';
import {
  applyBackground,
  applyUpdate,
  defaultSettings,
  loginBackgroundUpdate,
  settingsUpdate,
  withDefaults,
  type LoginBackground,
  type Settings,
} from './settings-model';

export async function readSettings(db: Sql, lock = false): Promise<{ settings: Settings; updatedAt: Date }> {
  const { rows } = await db.query<{ document: Partial<Settings>; updated_at: Date | string }>(
    `SELECT document, updated_at FROM settings${lock ? ' FOR UPDATE' : ''}`,
  );
  const row = rows[0];
  return { settings: withDefaults(row?.document ?? null), updatedAt: row ? new Date(row.updated_at) : new Date(0) };
}

async function saveSettings(tx: Sql, settings: Settings): Promise<Date> {
  const { rows } = await tx.query<{ updated_at: Date | string }>(
    `INSERT INTO settings (id, document, updated_at) VALUES (true, $1::jsonb, now())
     ON CONFLICT (id) DO UPDATE SET document = EXCLUDED.document, updated_at = now() RETURNING updated_at`,
    [JSON.stringify(settings)],
  );
  return new Date(rows[0]?.updated_at ?? Date.now());
}

/** Other services apply these figures (draws: profit and auto-payout; identity: VIP, bonuses, referral cap and play-through). */
function announceSettingsChanged(tx: Sql, settings: Settings) {
  return enqueueEvent(tx, 'content.settings.changed.v1', {
    adminProfitPercentage: settings.adminProfitPercentage,
    autoPayoutLimitMinor: settings.autoPayoutLimitMinor,
    vipThresholdMinor: settings.vipThresholdMinor,
    referrerBonusMinor: settings.referrerBonusMinor,
    referredBonusMinor: settings.referredBonusMinor,
    deductFromAdminProfit: settings.deductFromAdminProfit,
    ticketPriceMinor: settings.ticketPriceMinor,
    referralsPerDay: settings.referralsPerDay,
    bonusPlayThrough: settings.bonusPlayThrough,
    minimumAge: settings.minimumAge,
    fourEyesThresholdMinor: settings.fourEyesThresholdMinor,
  });
}

async function replaceSettings(deps: ContentDeps, caller: CallerIdentity, action: string, change: (current: Settings) => Settings) {
  const result = await deps.db.transaction(async (tx) => {
    const { settings: before } = await readSettings(tx, true);
    const after = change(before);
    const updatedAt = await saveSettings(tx, after);
    await auditOwn(tx, caller, action, 'settings', null, before, after);
    await announceSettingsChanged(tx, after);
    return { settings: after, updatedAt };
  });
  deps.afterCommit();
  return result;
}

export function adminSettings(deps: ContentDeps, caller: CallerIdentity | null) {
  requireAdminRole(caller, 'superadmin');
  return readSettings(deps.db);
}

export function updateSettings(deps: ContentDeps, caller: CallerIdentity | null, rawInput: unknown) {
  const admin = requireAdminRole(caller, 'superadmin');
  const update = parseInput(settingsUpdate, stripNulls(rawInput));
  return replaceSettings(deps, admin, 'settings.update', (current) => applyUpdate(current, update));
}

export function resetSettings(deps: ContentDeps, caller: CallerIdentity | null) {
  const admin = requireAdminRole(caller, 'superadmin');
  // The login background is edited on its own form: a settings reset keeps it.
  return replaceSettings(deps, admin, 'settings.reset', (current) => ({ ...defaultSettings, loginBackground: current.loginBackground }));
}

export async function updateLoginBackground(deps: ContentDeps, caller: CallerIdentity | null, rawInput: unknown): Promise<LoginBackground> {
  const admin = requireAdminRole(caller, 'superadmin');
  const update = parseInput(loginBackgroundUpdate, stripNulls(rawInput, ['url', 'width', 'height']));
  const { settings } = await replaceSettings(deps, admin, 'settings.loginBackground', (current) => ({
    ...current,
    loginBackground: applyBackground(current.loginBackground, update),
  }));
  return settings.loginBackground;
}

/** GraphQL sends omitted input fields as null; only the nullable ones keep it. */
function stripNulls(raw: unknown, keep: string[] = []): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  return Object.fromEntries(Object.entries(raw).filter(([key, value]) => value !== null || keep.includes(key)));
}

export function settingsView({ settings, updatedAt }: { settings: Settings; updatedAt: Date }) {
  return {
    ...publicView(settings),
    adminProfitPercentage: settings.adminProfitPercentage,
    deductFromAdminProfit: settings.deductFromAdminProfit,
    autoPayoutLimit: formatMinor(settings.autoPayoutLimitMinor),
    fourEyesThreshold: formatMinor(settings.fourEyesThresholdMinor),
    updatedAt: updatedAt.toISOString(),
  };
}

export function publicView(settings: Settings) {
  return {
    appName: settings.appName,
    theme: settings.theme,
    ticketPrice: formatMinor(settings.ticketPriceMinor),
    adminProfitPercentage: settings.adminProfitPercentage,
    autoPayoutLimit: formatMinor(settings.autoPayoutLimitMinor),
    referrerBonus: formatMinor(settings.referrerBonusMinor),
    referredBonus: formatMinor(settings.referredBonusMinor),
    vipThreshold: formatMinor(settings.vipThresholdMinor),
    referralsPerDay: settings.referralsPerDay,
    bonusPlayThrough: settings.bonusPlayThrough,
    minimumAge: settings.minimumAge,
    responsibleGamingText: settings.responsibleGaming.text,
    supportOrganisations: settings.responsibleGaming.organisations,
    baseCurrency: settings.baseCurrency,
    displayRates: settings.displayRates,
    loginBackground: settings.loginBackground,
  };
}
