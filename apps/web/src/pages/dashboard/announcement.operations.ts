import { graphql } from '../../gql';

/** Announcements, newest first: the dashboard shows the first one. */
export const DashboardAnnouncementsQuery = graphql(`
  query DashboardAnnouncements {
    announcements {
      id
      title
      content
      updatedAt
    }
  }
`);
