import { graphql } from '../../gql';

/** The sign-in page's background (spec §3); public, no session needed. */
export const AuthBackgroundQuery = graphql(`
  query AuthBackground {
    publicSettings {
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
