/** Selections the content REST routes return. */
export const BACKGROUND_FIELDS = 'enabled url width height position size opacity';
const RATES = 'displayRates { USD EUR GBP THB INR }';
export const PUBLIC_SETTINGS_FIELDS = `appName theme ticketPrice referrerBonus referredBonus vipThreshold referralsPerDay bonusPlayThrough baseCurrency ${RATES} loginBackground { ${BACKGROUND_FIELDS} }`;
export const SETTINGS_FIELDS = `${PUBLIC_SETTINGS_FIELDS} adminProfitPercentage deductFromAdminProfit autoPayoutLimit updatedAt`;
export const ANNOUNCEMENT_FIELDS = 'id title content createdAt updatedAt';
export const FEATURED_FIELDS = 'id type username amount featured createdAt';
export const THREAD_FIELDS = 'id subject status unreadForAdmin unreadForPlayer createdAt updatedAt messages { id author body createdAt }';
export const ADMIN_THREAD_FIELDS = `${THREAD_FIELDS} user { id username email }`;
export const AUDIT_FIELDS = 'page totalPages total entries { id actorUserId actor { id username } action targetType targetId before after occurredAt }';

/** Numbers the original client sends for amounts become the schema's decimal strings. */
export function amountText(value: unknown): unknown {
  return typeof value === 'number' ? String(value) : value;
}

/** The settings form's fields (spec §7 POST /api/admin/settings); the login background has its own route. */
export function settingsInput(body: Record<string, unknown>): Record<string, unknown> {
  const fields = ['appName', 'ticketPrice', 'adminProfitPercentage', 'referrerBonus', 'referredBonus', 'deductFromAdminProfit', 'theme', 'autoPayoutLimit', 'vipThreshold', 'referralsPerDay', 'bonusPlayThrough', 'displayRates'];
  const input: Record<string, unknown> = {};
  for (const field of fields) if (body[field] !== undefined) input[field] = body[field];
  for (const field of ['ticketPrice', 'referrerBonus', 'referredBonus', 'autoPayoutLimit', 'vipThreshold']) {
    if (input[field] !== undefined) input[field] = amountText(input[field]);
  }
  // A numeric string from a form field is still a percentage.
  if (typeof input.adminProfitPercentage === 'string' && input.adminProfitPercentage.trim() !== '' && Number.isFinite(Number(input.adminProfitPercentage))) {
    input.adminProfitPercentage = Number(input.adminProfitPercentage);
  }
  return input;
}

/** Spec §3: the settings form also names the background fields loginBackground*. */
export function backgroundInput(body: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of ['enabled', 'url', 'width', 'height', 'position', 'size', 'opacity']) {
    const prefixed = `loginBackground${field[0]?.toUpperCase()}${field.slice(1)}`;
    const value = body[field] ?? body[prefixed];
    if (value !== undefined) input[field] = typeof value === 'number' && (field === 'width' || field === 'height') ? `${value}px` : value;
  }
  if (typeof input.opacity === 'string' && Number.isFinite(Number(input.opacity))) input.opacity = Number(input.opacity);
  return input;
}
