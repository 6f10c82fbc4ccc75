import { graphql } from '../gql';

/** A support conversation as both sides see it (the admin also reads who wrote). */
export const SupportThreadFields = graphql(`
  fragment SupportThreadFields on SupportThread {
    id
    subject
    status
    unreadForAdmin
    unreadForPlayer
    createdAt
    updatedAt
    messages {
      id
      author
      body
      createdAt
    }
  }
`);

/** The caller's own conversations with the admins' replies, newest activity first. */
export const MySupportThreadsQuery = graphql(`
  query MySupportThreads {
    mySupportThreads {
      ...SupportThreadFields
    }
  }
`);

export const CreateSupportThreadMutation = graphql(`
  mutation CreateSupportThread($input: CreateSupportThreadInput!) {
    createSupportThread(input: $input) {
      ...SupportThreadFields
    }
  }
`);

export const ReplySupportThreadMutation = graphql(`
  mutation ReplySupportThread($id: ID!, $message: String!) {
    replySupportThread(id: $id, message: $message) {
      ...SupportThreadFields
    }
  }
`);

/** Marks the thread read for the caller's side (the player's, or the admins' for an admin). */
export const MarkSupportThreadReadMutation = graphql(`
  mutation MarkSupportThreadRead($id: ID!) {
    markSupportThreadRead(id: $id) {
      id
      unreadForAdmin
      unreadForPlayer
    }
  }
`);
