import { graphql } from '../gql';

/** The email card: the confirmed address and the one waiting for its code. */
export const MyEmailQuery = graphql(`
  query MyEmail {
    me {
      id
      email
      emailVerified
      pendingEmail
    }
  }
`);

export const RequestEmailConfirmationMutation = graphql(`
  mutation RequestEmailConfirmation($email: String!, $currentPassword: String!) {
    requestEmailConfirmation(email: $email, currentPassword: $currentPassword) {
      id
      pendingEmail
    }
  }
`);

export const ConfirmEmailMutation = graphql(`
  mutation ConfirmEmail($input: ConfirmEmailInput!) {
    confirmEmail(input: $input) {
      id
      email
      emailVerified
      pendingEmail
    }
  }
`);

/** The two-factor card. */
export const MyTwoFactorQuery = graphql(`
  query MyTwoFactor {
    me {
      id
      isAdmin
      twoFactorEnabled
      recoveryCodesLeft
    }
  }
`);

export const StartTwoFactorEnrolmentMutation = graphql(`
  mutation StartTwoFactorEnrolment {
    startTwoFactorEnrolment {
      secret
      otpauthUri
      qrCodeDataUrl
    }
  }
`);

export const ConfirmTwoFactorEnrolmentMutation = graphql(`
  mutation ConfirmTwoFactorEnrolment($code: String!) {
    confirmTwoFactorEnrolment(code: $code)
  }
`);

export const RenewRecoveryCodesMutation = graphql(`
  mutation RenewRecoveryCodes($code: String!) {
    renewRecoveryCodes(code: $code)
  }
`);

export const DisableTwoFactorMutation = graphql(`
  mutation DisableTwoFactor($input: DisableTwoFactorInput!) {
    disableTwoFactor(input: $input) {
      id
      twoFactorEnabled
      recoveryCodesLeft
    }
  }
`);

/** The sessions card. */
export const MySessionsQuery = graphql(`
  query MySessions {
    mySessions {
      id
      device
      address
      createdAt
      lastUsedAt
      current
    }
  }
`);

export const EndSessionMutation = graphql(`
  mutation EndSession($sessionId: ID!) {
    endSession(sessionId: $sessionId)
  }
`);

export const EndOtherSessionsMutation = graphql(`
  mutation EndOtherSessions {
    endOtherSessions
  }
`);
