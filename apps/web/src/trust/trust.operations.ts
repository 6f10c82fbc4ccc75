import { graphql } from '../gql';

export const PublicResultsQuery = graphql(`
  query PublicResults($page: Int, $pageSize: Int) {
    publicResults(page: $page, pageSize: $pageSize) {
      totalCount
      page
      totalPages
      draws {
        id
        name
        period
        drawDate
        completedAt
        ticketsSold
        prizePool
        archived
        seedCommitment
        seed
        ticketListHash
        merkleRoot
        beacon
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
  }
`);

export const PublicResultQuery = graphql(`
  query PublicResult($id: ID!) {
    publicResult(id: $id) {
      id
      name
      period
      drawDate
      completedAt
      ticketPrice
      ticketsSold
      prizePool
      archived
      seedCommitment
      seed
      ticketListHash
      merkleRoot
      beacon
      beaconRound
      beaconSignature
      beaconFallback
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
    drawVerification(id: $id) {
      drawId
      ticketNumbers
      winnerCount
    }
  }
`);

export const ReceiptKeysQuery = graphql(`
  query ReceiptKeys {
    receiptKeys {
      keyId
      algorithm
      publicKey
      validFrom
      validUntil
    }
  }
`);

export const MyReceiptQuery = graphql(`
  query MyReceipt($purchaseId: ID!) {
    myReceipt(purchaseId: $purchaseId) {
      purchaseId
      document
    }
  }
`);

export const TicketInclusionProofQuery = graphql(`
  query TicketInclusionProof($drawId: ID!, $ticketNumber: String!) {
    ticketInclusionProof(drawId: $drawId, ticketNumber: $ticketNumber) {
      ticketNumber
      leafIndex
      treeSize
      path
      merkleRoot
    }
  }
`);
