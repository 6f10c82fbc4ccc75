import { graphql } from '../../../gql';

export const LoginBackgroundFields = graphql(`
  fragment LoginBackgroundFields on LoginBackground {
    enabled
    url
    width
    height
    position
    size
    opacity
  }
`);

export const AdminSettingsFields = graphql(`
  fragment AdminSettingsFields on AppSettings {
    appName
    ticketPrice
    adminProfitPercentage
    referrerBonus
    referredBonus
    deductFromAdminProfit
    theme
    autoPayoutLimit
    vipThreshold
    referralsPerDay
    bonusPlayThrough
    minimumAge
    fourEyesThreshold
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
    baseCurrency
    displayRates {
      USD
      EUR
      GBP
      THB
      INR
    }
    loginBackground {
      ...LoginBackgroundFields
    }
    updatedAt
  }
`);

export const AdminSettingsQuery = graphql(`
  query AdminSettings {
    adminSettings {
      ...AdminSettingsFields
    }
  }
`);

export const UpdateSettingsMutation = graphql(`
  mutation UpdateSettings($input: UpdateSettingsInput!) {
    updateSettings(input: $input) {
      ...AdminSettingsFields
    }
  }
`);

export const ResetSettingsMutation = graphql(`
  mutation ResetSettings {
    resetSettings {
      ...AdminSettingsFields
    }
  }
`);

export const UpdateLoginBackgroundMutation = graphql(`
  mutation UpdateLoginBackground($input: LoginBackgroundInput!) {
    updateLoginBackground(input: $input) {
      ...LoginBackgroundFields
    }
  }
`);
