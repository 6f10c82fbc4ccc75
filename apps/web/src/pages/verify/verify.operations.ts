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
    # The audit log's head when the draw's sales closed (content service).
    draw(id: $id) {
      id
      auditCheckpoint {
        seq
        headHash
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
