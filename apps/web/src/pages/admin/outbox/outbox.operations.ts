import { graphql } from '../../../gql';

export const AdminMailOutboxQuery = graphql(`
  query AdminMailOutbox {
    adminMailOutbox {
      delivery
      mails {
        id
        to
        subject
        text
        createdAt
      }
    }
  }
`);
