import { graphql } from '../gql';

/** Every field the client shows about the signed-in user; shared by `me`, login and register. */
export const CurrentUserFields = graphql(`
  fragment CurrentUserFields on User {
    id
    username
    email
    fullName
    firstName
    country
    phone
    language
    currency
    level
    status
    isAdmin
    adminRole
    referralCode
    createdAt
    balance
    availableBalance
    heldBalance
    withdrawableBalance
    bonusBalance
    bonusPlayThroughLeft
    ageStatus
    emailVerified
    twoFactorEnabled
  }
`);

export const MeQuery = graphql(`
  query Me {
    me {
      ...CurrentUserFields
    }
  }
`);

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...CurrentUserFields
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      ...CurrentUserFields
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

/** The one answer of a player without a date of birth (docs/product-rules.md#age). */
export const ConfirmDateOfBirthMutation = graphql(`
  mutation ConfirmDateOfBirth($dateOfBirth: String!) {
    confirmDateOfBirth(dateOfBirth: $dateOfBirth) {
      ...CurrentUserFields
    }
  }
`);
