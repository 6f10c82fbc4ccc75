import { applyUpdate, defaultSettings, loginBackgroundUpdate, settingsUpdate, withDefaults } from '../src/settings-model';

describe('settings validation', () => {
  it.each([
    [{ adminProfitPercentage: -1 }, false],
    [{ adminProfitPercentage: 0 }, true],
    [{ adminProfitPercentage: 100 }, true],
    [{ adminProfitPercentage: 100.5 }, false],
    [{ adminProfitPercentage: 12.5 }, false],
    [{ referrerBonus: '-1' }, false],
    [{ referrerBonus: '0' }, true],
    [{ referredBonus: '10.01' }, true],
    [{ referredBonus: '10.001' }, false],
    [{ theme: 'retro' }, true],
    [{ theme: 'pink' }, false],
    [{ ticketPrice: '0' }, false],
    [{ unknownField: 1 }, false],
    [{ referralsPerDay: 0 }, true],
    [{ referralsPerDay: 1000 }, true],
    [{ referralsPerDay: 1001 }, false],
    [{ referralsPerDay: 2.5 }, false],
    [{ bonusPlayThrough: 0 }, false],
    [{ bonusPlayThrough: 1 }, true],
    [{ bonusPlayThrough: 20 }, true],
    [{ bonusPlayThrough: 21 }, false],
  ])('%j valid: %s', (input, valid) => {
    expect(settingsUpdate.safeParse(input).success).toBe(valid);
  });

  it('keeps unspecified settings and converts amounts to minor units', () => {
    const update = settingsUpdate.parse({ referrerBonus: '7.5', adminProfitPercentage: 25 });
    expect(applyUpdate(defaultSettings, update)).toMatchObject({ referrerBonusMinor: 750, adminProfitPercentage: 25, referredBonusMinor: 1000, theme: 'dark' });
  });

  it('referral cap and play-through: defaults 10 a day and 1×, saved when given', () => {
    expect(defaultSettings).toMatchObject({ referralsPerDay: 10, bonusPlayThrough: 1 });
    expect(applyUpdate(defaultSettings, settingsUpdate.parse({ referralsPerDay: 3, bonusPlayThrough: 2 }))).toMatchObject({ referralsPerDay: 3, bonusPlayThrough: 2 });
  });

  it.each([
    [{ minimumAge: 18 }, true],
    [{ minimumAge: 21 }, true],
    [{ minimumAge: 15 }, false],
    [{ minimumAge: 26 }, false],
    [{ minimumAge: 18.5 }, false],
    [{ responsibleGamingText: { ar: 'نص' } }, true],
    [{ responsibleGamingText: { fr: 'texte' } }, false],
    [{ responsibleGamingText: { en: 'x'.repeat(4001) } }, false],
    [{ supportOrganisations: [{ name: 'Help line', url: 'https://help.example' }] }, true],
    [{ supportOrganisations: [{ name: 'Help line', url: 'javascript:alert(1)' }] }, false],
    [{ supportOrganisations: [{ name: 'Help line', url: 'http://help.example' }] }, false],
    [{ supportOrganisations: [{ name: '', url: 'https://help.example' }] }, false],
    [{ supportOrganisations: Array.from({ length: 9 }, (_, index) => ({ name: `Line ${index}`, url: 'https://help.example' })) }, false],
  ])('age and responsible gaming %j valid: %s', (input, valid) => {
    expect(settingsUpdate.safeParse(input).success).toBe(valid);
  });

  it('minimum age 18 and the built-in responsible gaming text by default; a language saved alone keeps the others', () => {
    expect(defaultSettings.minimumAge).toBe(18);
    expect(defaultSettings.responsibleGaming.text).toEqual({ en: '', th: '', hi: '', bn: '', ar: '' });
    expect(defaultSettings.responsibleGaming.organisations.length).toBeGreaterThan(0);
    const once = applyUpdate(defaultSettings, settingsUpdate.parse({ minimumAge: 21, responsibleGamingText: { th: 'ข้อความ' } }));
    const twice = applyUpdate(once, settingsUpdate.parse({ responsibleGamingText: { en: 'Play for fun', th: null } }));
    expect(twice.minimumAge).toBe(21);
    expect(twice.responsibleGaming.text).toMatchObject({ en: 'Play for fun', th: 'ข้อความ', ar: '' });
    expect(twice.responsibleGaming.organisations).toEqual(defaultSettings.responsibleGaming.organisations);
  });

  it('four-eyes threshold: 1000.00 by default, above 0 with cents, saved in minor units, and a document from before it gets the default', () => {
    expect(defaultSettings.fourEyesThresholdMinor).toBe(1000_00);
    expect(settingsUpdate.safeParse({ fourEyesThreshold: '0' }).success).toBe(false);
    expect(settingsUpdate.safeParse({ fourEyesThreshold: '12.345' }).success).toBe(false);
    expect(settingsUpdate.safeParse({ fourEyesThreshold: '-5' }).success).toBe(false);
    expect(applyUpdate(defaultSettings, settingsUpdate.parse({ fourEyesThreshold: '250.5' })).fourEyesThresholdMinor).toBe(250_50);
    const { fourEyesThresholdMinor: _threshold, ...older } = defaultSettings;
    expect(withDefaults(older).fourEyesThresholdMinor).toBe(1000_00);
  });

  it('a document saved before these settings existed gets their defaults', () => {
    const { minimumAge: _age, responsibleGaming: _gaming, ...older } = defaultSettings;
    expect(withDefaults(older)).toMatchObject({ minimumAge: 18, responsibleGaming: defaultSettings.responsibleGaming });
  });

  it('login background: opacity 0–1, only https or uploaded images', () => {
    expect(loginBackgroundUpdate.safeParse({ opacity: 1.1 }).success).toBe(false);
    expect(loginBackgroundUpdate.safeParse({ url: 'javascript:alert(1)' }).success).toBe(false);
    expect(loginBackgroundUpdate.safeParse({ url: 'https://example.com/bg.png', opacity: 0.8, width: '', height: '100%' }).success).toBe(true);
  });
});
