import { graphql } from '../../../gql';

export const TelegramSettingsFields = graphql(`
  fragment TelegramSettingsFields on TelegramSettings {
    botTokenMasked
    hasBotToken
    enabled
    staffChatIds
    notificationTypes
  }
`);

export const TelegramSettingsQuery = graphql(`
  query TelegramSettings {
    telegramSettings {
      ...TelegramSettingsFields
    }
  }
`);

export const UpdateTelegramSettingsMutation = graphql(`
  mutation UpdateTelegramSettings($input: TelegramSettingsInput!) {
    updateTelegramSettings(input: $input) {
      ...TelegramSettingsFields
    }
  }
`);

export const SendTelegramTestMutation = graphql(`
  mutation SendTelegramTest($message: String!) {
    sendTelegramTest(message: $message)
  }
`);
