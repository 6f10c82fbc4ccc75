import { graphql } from '../../gql';

export const VerifiedWinnersQuery = graphql(`
  query VerifiedWinners($period: LeaderboardPeriod, $days: Int) {
    leaderboard(period: $period, days: $days, limit: 100) {
      id
      amount
      rank
      ticketNumber
      drawId
      drawName
      drawPeriod
      date
      player {
        id
        username
      }
    }
    leaderboardSummary(period: $period, days: $days) {
      totalPaidOut
      totalWinners
      biggestWin
      averageWin
    }
  }
`);

export const TopPlayersQuery = graphql(`
  query TopPlayers($days: Int) {
    topPlayers(days: $days, limit: 100) {
      totalWinnings
      winCount
      biggestWin
      player {
        id
        username
      }
    }
  }
`);

/** Entries the team features (public): shown apart under "Featured", never as verified wins. */
export const FeaturedEntriesQuery = graphql(`
  query FeaturedEntries {
    featuredEntries {
      id
      type
      username
      amount
    }
  }
`);
