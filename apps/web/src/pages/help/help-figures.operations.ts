import { graphql } from '../../gql';

/** The configured figures the help texts quote (decisions.md: no text claims a different reward). */
export const HelpFiguresQuery = graphql(`
  query HelpFigures {
    publicSettings {
      appName
      ticketPrice
      adminProfitPercentage
      autoPayoutLimit
      referrerBonus
      referredBonus
    }
    paymentMethods {
      id
      minAmount
    }
  }
`);
