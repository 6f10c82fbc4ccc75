import { graphql } from '../../gql';

/** Countries of the profile form with the display currency each one sets. */
export const CountriesQuery = graphql(`
  query Countries {
    countries {
      code
      currency
    }
  }
`);

/** POST /api/profile/update: details, language and the saved payment methods (a JSON string). */
export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...CurrentUserFields
      paymentMethods
    }
  }
`);

/** The user's saved payment methods, kept out of the session user so it stays small. */
export const MySavedMethodsQuery = graphql(`
  query MySavedMethods {
    me {
      id
      paymentMethods
    }
  }
`);
