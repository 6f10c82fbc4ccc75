import { graphql } from '../gql';

/** "Notify me on this device": the key to subscribe with, and the devices the server keeps. */
export const PushDevicesQuery = graphql(`
  query PushDevices {
    webPushPublicKey
    myPushDevices {
      id
      endpoint
    }
  }
`);

export const SavePushSubscriptionMutation = graphql(`
  mutation SaveBrowserPushSubscription($input: PushSubscriptionInput!) {
    savePushSubscription(input: $input) {
      id
      endpoint
    }
  }
`);

export const RemovePushSubscriptionMutation = graphql(`
  mutation RemoveBrowserPushSubscription($endpoint: String!) {
    removePushSubscription(endpoint: $endpoint)
  }
`);

/** The Telegram card. */
export const TelegramLinkQuery = graphql(`
  query TelegramLink {
    myTelegramLink {
      available
      botUsername
      connected
      linkedAt
    }
  }
`);

export const CreateTelegramCodeMutation = graphql(`
  mutation CreateTelegramCode($language: String) {
    createTelegramLinkCode(language: $language) {
      code
      expiresAt
      botUsername
      botUrl
    }
  }
`);

export const DisconnectTelegramMutation = graphql(`
  mutation DisconnectTelegramChat {
    disconnectTelegram {
      available
      botUsername
      connected
      linkedAt
    }
  }
`);
