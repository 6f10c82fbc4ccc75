import { graphql } from '../../gql';

/** Announcements, newest first: the dashboard shows the first one (spec §2). */
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
