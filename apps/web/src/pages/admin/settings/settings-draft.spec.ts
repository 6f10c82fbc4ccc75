import type { AdminSettingsFieldsFragment } from '../../../gql/graphql';
import { checkSettings, draftFromSettings, type SettingsDraft } from './settings-draft';

const saved: AdminSettingsFieldsFragment = {
  __typename: 'AppSettings',
  appName: 'Nova Jackpot',
  ticketPrice: '10.00',
  adminProfitPercentage: 30,
  referrerBonus: '5.00',
  referredBonus: '10.00',
  deductFromAdminProfit: false,
  theme: 'dark',
  autoPayoutLimit: '1000.00',
  vipThreshold: '1000.00',
  referralsPerDay: 10,
  bonusPlayThrough: 1,
  minimumAge: 18,
  fourEyesThreshold: '1000.00',
  responsibleGamingText: { __typename: 'ResponsibleGamingText', en: '', th: '', hi: '', bn: '', ar: '' },
  supportOrganisations: [],
  baseCurrency: 'MVR',
  displayRates: { __typename: 'DisplayRates', USD: 0.065, EUR: 0.06, GBP: 0.051, THB: 2.3, INR: 5.4 },
  loginBackground: { __typename: 'LoginBackground', enabled: false, url: null, width: null, height: null, position: 'center', size: 'cover', opacity: 1 },
  updatedAt: '2026-11-22T03:00:00.000Z',
};

const draft = (change: Partial<SettingsDraft> = {}): SettingsDraft => ({ ...draftFromSettings(saved), ...change });

describe('settings form rules (the server ranges)', () => {
  it('sends every field, amounts as two-decimal strings computed in minor units', () => {
    const result = checkSettings(draft({ ticketPrice: '12.5', referrerBonus: '0', theme: 'matrix', appName: '  Orbit Lotto ' }));
    expect(result).toEqual({
      ok: true,
      input: {
        appName: 'Orbit Lotto',
        ticketPrice: '12.50',
        adminProfitPercentage: 30,
        referrerBonus: '0.00',
        referredBonus: '10.00',
        deductFromAdminProfit: false,
        theme: 'matrix',
        autoPayoutLimit: '1000.00',
        vipThreshold: '1000.00',
        referralsPerDay: 10,
        bonusPlayThrough: 1,
        minimumAge: 18,
        fourEyesThreshold: '1000.00',
        displayRates: { USD: 0.065, EUR: 0.06, GBP: 0.051, THB: 2.3, INR: 5.4 },
      },
    });
  });

  it('keeps the minimum age a whole 16–25', () => {
    expect(checkSettings(draft({ minimumAge: '21' })).ok).toBe(true);
    expect(checkSettings(draft({ minimumAge: '15' }))).toEqual({ ok: false, errors: { minimumAge: 'admin.settings.error.minimumAge' } });
    expect(checkSettings(draft({ minimumAge: '26' }))).toEqual({ ok: false, errors: { minimumAge: 'admin.settings.error.minimumAge' } });
    expect(checkSettings(draft({ minimumAge: '18.5' }))).toEqual({ ok: false, errors: { minimumAge: 'admin.settings.error.minimumAge' } });
  });

  it('keeps admin profit between 0 and 100', () => {
    expect(checkSettings(draft({ adminProfitPercentage: '100' })).ok).toBe(true);
    expect(checkSettings(draft({ adminProfitPercentage: '0' })).ok).toBe(true);
    expect(checkSettings(draft({ adminProfitPercentage: '100.5' }))).toEqual({ ok: false, errors: { adminProfitPercentage: 'admin.settings.error.percent' } });
    expect(checkSettings(draft({ adminProfitPercentage: '-1' }))).toEqual({ ok: false, errors: { adminProfitPercentage: 'admin.settings.error.percent' } });
    expect(checkSettings(draft({ adminProfitPercentage: '12.5' }))).toEqual({ ok: false, errors: { adminProfitPercentage: 'admin.settings.error.percent' } });
    expect(checkSettings(draft({ adminProfitPercentage: '' })).ok).toBe(false);
  });

  it('keeps referrals per day a whole 0–1000 and the bonus play-through a whole 1–20 (the server ranges)', () => {
    expect(checkSettings(draft({ referralsPerDay: '0', bonusPlayThrough: '20' })).ok).toBe(true);
    expect(checkSettings(draft({ referralsPerDay: '1001' }))).toEqual({ ok: false, errors: { referralsPerDay: 'admin.settings.error.referralsPerDay' } });
    expect(checkSettings(draft({ referralsPerDay: '2.5' }))).toEqual({ ok: false, errors: { referralsPerDay: 'admin.settings.error.referralsPerDay' } });
    expect(checkSettings(draft({ bonusPlayThrough: '0' }))).toEqual({ ok: false, errors: { bonusPlayThrough: 'admin.settings.error.playThrough' } });
    expect(checkSettings(draft({ bonusPlayThrough: '21' }))).toEqual({ ok: false, errors: { bonusPlayThrough: 'admin.settings.error.playThrough' } });
  });

  it('refuses negative bonuses and more than two decimals (step 0.01)', () => {
    expect(checkSettings(draft({ referrerBonus: '-5' }))).toEqual({ ok: false, errors: { referrerBonus: 'admin.settings.error.amount' } });
    expect(checkSettings(draft({ referredBonus: '1.005' }))).toEqual({ ok: false, errors: { referredBonus: 'admin.settings.error.amount' } });
  });

  it('needs a ticket price and a VIP threshold above 0, but allows a 0 auto-payout limit', () => {
    expect(checkSettings(draft({ ticketPrice: '0', vipThreshold: '0.00', autoPayoutLimit: '0' }))).toEqual({
      ok: false,
      errors: { ticketPrice: 'admin.settings.error.aboveZero', vipThreshold: 'admin.settings.error.aboveZero' },
    });
  });

  it('needs a four-eyes threshold above 0 with cents', () => {
    expect(checkSettings(draft({ fourEyesThreshold: '250' }))).toMatchObject({ ok: true, input: { fourEyesThreshold: '250.00' } });
    expect(checkSettings(draft({ fourEyesThreshold: '0.00' }))).toEqual({ ok: false, errors: { fourEyesThreshold: 'admin.settings.error.aboveZero' } });
    expect(checkSettings(draft({ fourEyesThreshold: '12.345' }))).toEqual({ ok: false, errors: { fourEyesThreshold: 'admin.settings.error.amount' } });
  });

  it('needs an app name of at most 60 characters', () => {
    expect(checkSettings(draft({ appName: '   ' }))).toEqual({ ok: false, errors: { appName: 'admin.settings.error.appNameRequired' } });
    expect(checkSettings(draft({ appName: 'x'.repeat(61) }))).toEqual({ ok: false, errors: { appName: 'admin.settings.error.appNameTooLong' } });
  });

  it('keeps display rates above 0 and at most 1,000,000', () => {
    const rates = draftFromSettings(saved).displayRates;
    expect(checkSettings(draft({ displayRates: { ...rates, USD: '0', INR: '1000001' } }))).toEqual({
      ok: false,
      errors: { 'rate.USD': 'admin.settings.error.rate', 'rate.INR': 'admin.settings.error.rate' },
    });
    expect(checkSettings(draft({ displayRates: { ...rates, EUR: '1e3' } })).ok).toBe(false);
  });
});
