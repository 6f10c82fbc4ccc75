import { graphql } from '../../gql';

/** What the sign-in page shows from the settings: the background and the winners' share; public. */
export const AuthPageSettingsQuery = graphql(`
  query AuthPageSettings {
    publicSettings {
      adminProfitPercentage
      loginBackground {
        enabled
        url
        width
        height
        position
        size
        opacity
      }
    }
  }
`);
