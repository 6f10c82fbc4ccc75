/**
 * The profile's countries and the display currency each sets (29
 * countries; an unknown country falls back to USD; default MV). The
 * currency only adds an approximate figure beside base amounts
 * (docs/product-rules.md#display-currency). Names are translated by the web client.
 */
export const DEFAULT_COUNTRY = 'MV';
export const FALLBACK_CURRENCY = 'USD';

export const countryCurrencies: Readonly<Record<string, 'USD' | 'EUR' | 'GBP' | 'THB' | 'INR'>> = {
  MV: 'USD', US: 'USD', CA: 'USD', AU: 'USD', SG: 'USD', MY: 'USD', AE: 'USD', SA: 'USD', BD: 'USD', LK: 'USD', NP: 'USD',
  GB: 'GBP',
  TH: 'THB',
  IN: 'INR',
  DE: 'EUR', FR: 'EUR', IT: 'EUR', ES: 'EUR', NL: 'EUR', BE: 'EUR', AT: 'EUR', IE: 'EUR', PT: 'EUR', FI: 'EUR', GR: 'EUR',
  LU: 'EUR', SK: 'EUR', SI: 'EUR', EE: 'EUR',
};

export function currencyForCountry(country: string): string {
  return countryCurrencies[country] ?? FALLBACK_CURRENCY;
}

export function countryList(): Array<{ code: string; currency: string }> {
  return Object.entries(countryCurrencies).map(([code, currency]) => ({ code, currency }));
}
