import type { CryptoNetwork, CryptoType, PaymentMethodFieldsFragment, PaymentMethodInput, PaymentMethodType } from '../../../gql/graphql';

export const PAYMENT_TYPES: readonly PaymentMethodType[] = ['bank_transfer', 'crypto', 'paypal'];
export const CRYPTO_TYPES: readonly CryptoType[] = ['BTC', 'ETH', 'USDT', 'USDC'];
export const CRYPTO_NETWORKS: readonly CryptoNetwork[] = ['TRC20', 'ERC20', 'BEP20', 'BTC'];

/** The admin form's values as typed (labelled paymentType, displayName, network, specialInstructions). */
export interface PaymentMethodDraft {
  type: PaymentMethodType;
  name: string;
  isActive: boolean;
  bankName: string;
  accountName: string;
  accountNumber: string;
  cryptoType: CryptoType;
  cryptoNetwork: CryptoNetwork;
  cryptoAddress: string;
  paypalEmail: string;
  instructions: string;
  minAmount: string;
  maxAmount: string;
  processingTime: string;
}

/** Defaults: min 10, max 10000, processing 24 hours; active. */
export function emptyDraft(): PaymentMethodDraft {
  return {
    type: 'bank_transfer',
    name: '',
    isActive: true,
    bankName: '',
    accountName: '',
    accountNumber: '',
    cryptoType: 'USDT',
    cryptoNetwork: 'TRC20',
    cryptoAddress: '',
    paypalEmail: '',
    instructions: '',
    minAmount: '10',
    maxAmount: '10000',
    processingTime: '24 hours',
  };
}

export function draftFromMethod(method: PaymentMethodFieldsFragment): PaymentMethodDraft {
  const base = emptyDraft();
  return {
    type: method.type,
    name: method.name,
    isActive: method.isActive,
    bankName: method.bankName ?? '',
    accountName: method.accountName ?? '',
    accountNumber: method.accountNumber ?? '',
    cryptoType: method.cryptoType ?? base.cryptoType,
    cryptoNetwork: method.cryptoNetwork ?? base.cryptoNetwork,
    cryptoAddress: method.cryptoAddress ?? '',
    paypalEmail: method.paypalEmail ?? '',
    instructions: method.instructions ?? '',
    minAmount: method.minAmount,
    maxAmount: method.maxAmount,
    processingTime: method.processingTime,
  };
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/**
 * The mutation input: only the chosen type's account fields; the others are sent
 * as null so switching a method's type clears what no longer applies.
 */
export function methodInput(draft: PaymentMethodDraft): PaymentMethodInput {
  const bank = draft.type === 'bank_transfer';
  const crypto = draft.type === 'crypto';
  return {
    name: draft.name.trim(),
    type: draft.type,
    isActive: draft.isActive,
    bankName: bank ? orNull(draft.bankName) : null,
    accountName: bank ? orNull(draft.accountName) : null,
    accountNumber: bank ? orNull(draft.accountNumber) : null,
    cryptoType: crypto ? draft.cryptoType : null,
    cryptoNetwork: crypto ? draft.cryptoNetwork : null,
    cryptoAddress: crypto ? orNull(draft.cryptoAddress) : null,
    paypalEmail: draft.type === 'paypal' ? orNull(draft.paypalEmail) : null,
    instructions: orNull(draft.instructions),
    minAmount: draft.minAmount.trim() || '10',
    maxAmount: draft.maxAmount.trim() || '10000',
    processingTime: draft.processingTime.trim() || '24 hours',
  };
}
