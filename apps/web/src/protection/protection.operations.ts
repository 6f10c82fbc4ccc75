import { graphql } from '../gql';

export const ProtectionFieldsFragment = graphql(`
  fragment ProtectionFields on PlayerProtection {
    userId
    limits {
      kind
      period
      limit
      used
      remaining
      pendingLimit
      pendingRemoval
      confirmableAt
    }
    block {
      kind
      duration
      startsAt
      endsAt
      canEnd
    }
  }
`);

/** The signed-in player's limits and any time-out or self-exclusion. */
export const MyProtectionQuery = graphql(`
  query MyProtection {
    myProtection {
      ...ProtectionFields
    }
  }
`);

export const SetSpendingLimitMutation = graphql(`
  mutation SetSpendingLimit($kind: SpendingLimitKind!, $period: SpendingLimitPeriod!, $amount: String) {
    setSpendingLimit(kind: $kind, period: $period, amount: $amount) {
      ...ProtectionFields
    }
  }
`);

export const ConfirmLimitChangeMutation = graphql(`
  mutation ConfirmLimitChange($kind: SpendingLimitKind!, $period: SpendingLimitPeriod!) {
    confirmLimitChange(kind: $kind, period: $period) {
      ...ProtectionFields
    }
  }
`);

export const TakeTimeOutMutation = graphql(`
  mutation TakeTimeOut($duration: TimeOutDuration!) {
    takeTimeOut(duration: $duration) {
      ...ProtectionFields
    }
  }
`);

export const SelfExcludeMutation = graphql(`
  mutation SelfExclude($duration: SelfExclusionDuration!) {
    selfExclude(duration: $duration) {
      ...ProtectionFields
    }
  }
`);

export const EndSelfExclusionMutation = graphql(`
  mutation EndSelfExclusion {
    endSelfExclusion {
      ...ProtectionFields
    }
  }
`);

/** Admin, read-only: a player's protection and every change they made. */
export const AdminPlayerProtectionQuery = graphql(`
  query AdminPlayerProtection($userId: ID!) {
    adminPlayerProtection(userId: $userId) {
      ...ProtectionFields
      changes(limit: 50) {
        id
        action
        before
        after
        createdAt
      }
    }
  }
`);
