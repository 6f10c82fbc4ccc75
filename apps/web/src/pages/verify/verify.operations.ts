import { graphql } from '../../gql';

export const DrawVerificationQuery = graphql(`
  query DrawVerification($id: ID!) {
    drawVerification(id: $id) {
      drawId
      drawName
      status
      seedCommitment
      seed
      ticketListHash
      ticketNumbers
      beacon
      beaconRound
      beaconSignature
      beaconFallback
      winnerCount
      winners {
        rank
        ticketNumber
        prizeAmount
        player {
          id
          username
        }
      }
    }
  }
`);

export const CompletedDrawsQuery = graphql(`
  query CompletedDraws {
    completedDraws(limit: 20) {
      id
      name
      period
      completedAt
      ticketsSold
      prizePool
    }
  }
`);
