import { graphql } from '../gql';

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);

export const UpdateLanguageMutation = graphql(`
  mutation UpdateLanguage($language: String!) {
    updateLanguage(language: $language) {
      id
      language
    }
  }
`);
