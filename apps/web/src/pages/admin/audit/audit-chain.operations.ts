import { graphql } from '../../../gql';

/** The audit log's hash chain recomputed end to end on the server (content's audit-chain.ts). */
export const AdminAuditChainCheckQuery = graphql(`
  query AdminAuditChainCheck {
    adminAuditChainCheck {
      intact
      entries
      headSeq
      headHash
      checkpoints
      firstBroken {
        seq
        entryId
        reason
      }
    }
  }
`);
