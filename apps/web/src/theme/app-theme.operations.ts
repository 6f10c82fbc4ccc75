import { graphql } from '../gql';

/** The admin-saved theme (public): the default for visitors and players who never chose one. */
export const AppDefaultThemeQuery = graphql(`
  query AppDefaultTheme {
    publicSettings {
      theme
    }
  }
`);
