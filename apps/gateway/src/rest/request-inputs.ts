/** How the original API's request bodies become the schema's inputs. */

/** The original clients send amounts as numbers; the schema takes decimal strings. */
export function amountText(value: unknown): unknown {
  return typeof value === 'number' ? String(value) : value;
}

/** The original client omits an empty referral code; "" and null count as none. */
export function optionalText(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

/** A text field, or "" when the body holds none (the schema then says what is missing). */
export function textOrEmpty(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A text field, or null when the body holds none. */
export function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** The settings form's fields (POST /api/admin/settings); the login background has its own route. */
export function settingsInput(body: Record<string, unknown>): Record<string, unknown> {
  const fields = ['appName', 'ticketPrice', 'adminProfitPercentage', 'referrerBonus', 'referredBonus', 'deductFromAdminProfit', 'theme', 'autoPayoutLimit', 'vipThreshold', 'referralsPerDay', 'bonusPlayThrough', 'displayRates', 'minimumAge', 'fourEyesThreshold', 'responsibleGamingText', 'supportOrganisations'];
  const input: Record<string, unknown> = {};
  for (const field of fields) if (body[field] !== undefined) input[field] = body[field];
  for (const field of ['ticketPrice', 'referrerBonus', 'referredBonus', 'autoPayoutLimit', 'vipThreshold', 'fourEyesThreshold']) {
    if (input[field] !== undefined) input[field] = amountText(input[field]);
  }
  if (typeof input.minimumAge === 'string' && /^\d{1,3}$/.test(input.minimumAge.trim())) input.minimumAge = Number(input.minimumAge);
  // A numeric string from a form field is still a percentage.
  if (typeof input.adminProfitPercentage === 'string' && input.adminProfitPercentage.trim() !== '' && Number.isFinite(Number(input.adminProfitPercentage))) {
    input.adminProfitPercentage = Number(input.adminProfitPercentage);
  }
  return input;
}

/** The settings form also names the background fields loginBackground*. */
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

const methodFields = [
  'name', 'type', 'isActive', 'bankName', 'accountName', 'accountNumber', 'cryptoType', 'cryptoNetwork',
  'cryptoAddress', 'paypalEmail', 'instructions', 'minAmount', 'maxAmount', 'processingTime',
] as const;

/** The admin form's labels are accepted beside the field names. */
const methodLabels: Record<string, (typeof methodFields)[number]> = {
  displayName: 'name',
  paymentType: 'type',
  network: 'cryptoNetwork',
  specialInstructions: 'instructions',
};

export function paymentMethodInput(body: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [label, field] of Object.entries(methodLabels)) if (body[label] !== undefined) input[field] = body[label];
  for (const field of methodFields) if (body[field] !== undefined) input[field] = body[field];
  for (const field of ['minAmount', 'maxAmount'] as const) if (input[field] !== undefined) input[field] = amountText(input[field]);
  return input;
}

/** An admin's decision on a deposit or withdrawal. */
export function reviewInput(body: Record<string, unknown>): { status: unknown; adminNotes: string | null } {
  return { status: body.status, adminNotes: textOrNull(body.adminNotes) };
}

/** Telegram settings: the token travels in, only its mask comes out. */
export function telegramSettingsInput(body: Record<string, unknown>): Record<string, unknown> {
  const { botToken, enabled, staffChatIds, notificationTypes } = body;
  const input: Record<string, unknown> = {};
  if (typeof botToken === 'string') input.botToken = botToken;
  if (enabled !== undefined) input.enabled = enabled;
  // The original client sends the ids comma separated, or as a list.
  if (staffChatIds !== undefined) input.staffChatIds = Array.isArray(staffChatIds) ? staffChatIds.join(',') : staffChatIds;
  // A map {type: on/off} or a list of the enabled types.
  if (notificationTypes !== undefined) {
    input.notificationTypes =
      typeof notificationTypes === 'object' && notificationTypes !== null && !Array.isArray(notificationTypes)
        ? Object.entries(notificationTypes).filter(([, on]) => on === true).map(([type]) => type)
        : notificationTypes;
  }
  return input;
}
