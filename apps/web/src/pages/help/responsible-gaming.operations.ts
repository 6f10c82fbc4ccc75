import { graphql } from '../../gql';

/** The Responsible gaming section: the admin's text per language, the support organisations, the minimum age; public. */
export const ResponsibleGamingQuery = graphql(`
  query ResponsibleGaming {
    publicSettings {
      appName
      minimumAge
      responsibleGamingText {
        en
        th
        hi
        bn
        ar
      }
      supportOrganisations {
        name
        url
      }
    }
  }
`);
