import { graphql } from '../../../gql';

/** The pending counts on the Deposits and Withdrawals tab badges, polled every 5 s. */
export const AdminPaymentCountsQuery = graphql(`
  query AdminPaymentCounts {
    adminPaymentCounts {
      pendingDeposits
      pendingWithdrawals
    }
  }
`);

export const AdminDepositsQuery = graphql(`
  query AdminDeposits($status: DepositStatus) {
    adminDeposits(status: $status) {
      ...DepositFields
      user {
        id
        username
        fullName
      }
      screenshotDuplicates {
        depositId
        match
      }
    }
  }
`);

export const ReviewDepositMutation = graphql(`
  mutation ReviewDeposit($id: ID!, $input: ReviewDepositInput!) {
    reviewDeposit(id: $id, input: $input) {
      id
      status
      adminNotes
      reviewedAt
    }
  }
`);

export const AdminWithdrawalsQuery = graphql(`
  query AdminWithdrawals($status: WithdrawalStatus) {
    adminWithdrawals(status: $status) {
      ...WithdrawalFields
      pendingApproval
      user {
        id
        username
        fullName
        createdAt
        balance
        availableBalance
        heldBalance
      }
    }
  }
`);

export const SetWithdrawalStatusMutation = graphql(`
  mutation SetWithdrawalStatus($id: ID!, $input: SetWithdrawalStatusInput!) {
    setWithdrawalStatus(id: $id, input: $input) {
      id
      status
      adminNotes
      processedAt
      pendingApproval
    }
  }
`);

export const AdminPaymentMethodsQuery = graphql(`
  query AdminPaymentMethods {
    adminPaymentMethods {
      ...PaymentMethodFields
    }
  }
`);

export const CreatePaymentMethodMutation = graphql(`
  mutation CreatePaymentMethod($input: PaymentMethodInput!) {
    createPaymentMethod(input: $input) {
      ...PaymentMethodFields
    }
  }
`);

export const UpdatePaymentMethodMutation = graphql(`
  mutation UpdatePaymentMethod($id: ID!, $input: PaymentMethodUpdateInput!) {
    updatePaymentMethod(id: $id, input: $input) {
      ...PaymentMethodFields
    }
  }
`);

export const DeletePaymentMethodMutation = graphql(`
  mutation DeletePaymentMethod($id: ID!) {
    deletePaymentMethod(id: $id) {
      message
      archived
    }
  }
`);

/** The withdrawal review's look at the player: recent deposits and withdrawals and their protection. */
export const AdminWithdrawalPlayerQuery = graphql(`
  query AdminWithdrawalPlayer($userId: ID!) {
    adminDeposits(userId: $userId, limit: 5) {
      id
      amount
      status
      createdAt
    }
    adminWithdrawals(userId: $userId, limit: 6) {
      id
      amount
      status
      createdAt
    }
    adminPlayerProtection(userId: $userId) {
      userId
      block {
        kind
        endsAt
      }
      limits {
        kind
        period
        limit
      }
    }
  }
`);
