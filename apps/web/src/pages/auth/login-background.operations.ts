import { graphql } from '../../gql';

/** What the sign-in page shows from the settings: the background, the winners' share and the minimum age; public. */
export const AuthPageSettingsQuery = graphql(`
  query AuthPageSettings {
    publicSettings {
      adminProfitPercentage
      minimumAge
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
