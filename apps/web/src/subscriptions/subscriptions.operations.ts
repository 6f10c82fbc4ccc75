import { graphql } from '../gql';

/** A subscription as its card shows it. */
export const SubscriptionFields = graphql(`
  fragment SubscriptionFields on DrawSubscription {
    id
    drawName
    period
    ticketsPerDraw
    drawLimit
    drawsBought
    minPrizePool
    status
    createdAt
    endedAt
    nextDraw {
      id
      name
      drawDate
      prizePool
      status
    }
  }
`);

export const PlayerSubscriptionsQuery = graphql(`
  query PlayerSubscriptions {
    mySubscriptions {
      ...SubscriptionFields
    }
  }
`);

/** A subscription's bought and skipped draws, newest first. */
export const PlayerSubscriptionHistoryQuery = graphql(`
  query PlayerSubscriptionHistory($id: ID!) {
    subscriptionHistory(id: $id) {
      drawId
      drawName
      drawDate
      status
      reason
      purchaseId
      decidedAt
    }
  }
`);

export const CreateSubscriptionMutation = graphql(`
  mutation CreateSubscription($input: SubscribeInput!) {
    subscribe(input: $input) {
      ...SubscriptionFields
    }
  }
`);

export const PauseSubscriptionMutation = graphql(`
  mutation PausePlayerSubscription($id: ID!) {
    pauseSubscription(id: $id) {
      ...SubscriptionFields
    }
  }
`);

export const ResumeSubscriptionMutation = graphql(`
  mutation ResumePlayerSubscription($id: ID!) {
    resumeSubscription(id: $id) {
      ...SubscriptionFields
    }
  }
`);

export const CancelSubscriptionMutation = graphql(`
  mutation CancelPlayerSubscription($id: ID!) {
    cancelSubscription(id: $id) {
      ...SubscriptionFields
    }
  }
`);
