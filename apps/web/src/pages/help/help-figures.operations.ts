import { graphql } from '../../gql';

/** The configured figures the help texts quote (no text claims a different reward; docs/product-rules.md#real-figures). */
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
