import { graphql } from '../../../gql';

export const AnnouncementFields = graphql(`
  fragment AnnouncementFields on Announcement {
    id
    title
    content
    createdAt
    updatedAt
  }
`);

export const AdminAnnouncementsQuery = graphql(`
  query AdminAnnouncements {
    announcements {
      ...AnnouncementFields
    }
  }
`);

export const CreateAnnouncementMutation = graphql(`
  mutation CreateAnnouncement($input: AnnouncementInput!) {
    createAnnouncement(input: $input) {
      ...AnnouncementFields
    }
  }
`);

export const UpdateAnnouncementMutation = graphql(`
  mutation UpdateAnnouncement($id: ID!, $input: AnnouncementInput!) {
    updateAnnouncement(id: $id, input: $input) {
      ...AnnouncementFields
    }
  }
`);

export const DeleteAnnouncementMutation = graphql(`
  mutation DeleteAnnouncement($id: ID!) {
    deleteAnnouncement(id: $id)
  }
`);

export const FeaturedEntryFields = graphql(`
  fragment FeaturedEntryFields on FeaturedEntry {
    id
    type
    username
    amount
    featured
    createdAt
  }
`);

export const AdminFeaturedEntriesQuery = graphql(`
  query AdminFeaturedEntries {
    featuredEntries {
      ...FeaturedEntryFields
    }
  }
`);

export const AddFeaturedEntryMutation = graphql(`
  mutation AddFeaturedEntry($input: FeaturedEntryInput!) {
    addFeaturedEntry(input: $input) {
      ...FeaturedEntryFields
    }
  }
`);

export const DeleteFeaturedEntryMutation = graphql(`
  mutation DeleteFeaturedEntry($id: ID!) {
    deleteFeaturedEntry(id: $id)
  }
`);
