import { graphql } from '../gql';

/** An admin payment method as depositors and the admin form see it. */
export const PaymentMethodFields = graphql(`
  fragment PaymentMethodFields on PaymentMethod {
    id
    name
    type
    isActive
    bankName
    accountName
    accountNumber
    cryptoType
    cryptoNetwork
    cryptoAddress
    paypalEmail
    instructions
    minAmount
    maxAmount
    processingTime
  }
`);

/** Active methods only: what the Add Funds dialog offers. */
export const PaymentMethodsQuery = graphql(`
  query PaymentMethods {
    paymentMethods {
      ...PaymentMethodFields
    }
  }
`);

export const DepositFields = graphql(`
  fragment DepositFields on Deposit {
    id
    amount
    paymentMethod
    paymentMethodName
    paymentMethodType
    screenshotUrl
    status
    adminNotes
    createdAt
    reviewedAt
  }
`);

export const MyDepositsQuery = graphql(`
  query MyDeposits {
    myDeposits {
      ...DepositFields
    }
  }
`);

export const WithdrawalFields = graphql(`
  fragment WithdrawalFields on Withdrawal {
    id
    amount
    paymentMethod
    accountInfo
    status
    adminNotes
    createdAt
    processedAt
  }
`);

export const MyWithdrawalsQuery = graphql(`
  query MyWithdrawals {
    myWithdrawals {
      ...WithdrawalFields
    }
  }
`);

export const CreateWithdrawalMutation = graphql(`
  mutation CreateWithdrawal($input: CreateWithdrawalInput!) {
    createWithdrawal(input: $input) {
      ...WithdrawalFields
    }
  }
`);

export const MyLevelProgressQuery = graphql(`
  query MyLevelProgress {
    me {
      id
      level
      levelProgress {
        level
        approvedDepositCount
        approvedDepositsTotal
        vipThreshold
      }
    }
  }
`);

export const MyReferralsQuery = graphql(`
  query MyReferrals {
    myReferrals {
      referrals {
        id
        username
        createdAt
        bonusAmount
      }
      totalEarnings
      level
      currency
      referralCode
      referrerBonus
      referredBonus
    }
  }
`);

export const MyPayoutsQuery = graphql(`
  query MyPayouts {
    myPayouts {
      id
      amount
      status
      rank
      ticketNumber
      drawName
      adminNotes
      createdAt
      processedAt
    }
  }
`);

/**
 * The player's balance with their latest deposits and withdrawals: polled while
 * one of them waits for an admin, so an approval shows without a reload.
 */
export const MoneyWatchQuery = graphql(`
  query MoneyWatch {
    me {
      id
      level
      balance
      availableBalance
      heldBalance
      withdrawableBalance
      bonusBalance
      bonusPlayThroughLeft
    }
    myDeposits(limit: 20) {
      ...DepositFields
    }
    myWithdrawals(limit: 20) {
      ...WithdrawalFields
    }
  }
`);

/** Queries that change when money moves: refetched after a deposit or withdrawal request. */
export const MONEY_QUERIES = ['MoneyWatch', 'MyDeposits', 'MyWithdrawals', 'MyLevelProgress'];
