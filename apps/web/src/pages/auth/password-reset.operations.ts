import { graphql } from '../../gql';

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input)
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);

/** The mailed confirmation link works signed in or out. */
export const ConfirmEmailLinkMutation = graphql(`
  mutation ConfirmEmailLink($token: String!) {
    confirmEmail(input: { token: $token }) {
      id
      email
      emailVerified
      pendingEmail
    }
  }
`);
