import { graphql } from './gql';

/**
 * The records as the REST facade returns them: the original API's fields,
 * amounts as decimal strings. Operations in routes/ spread these by name.
 */
export const RestUser = graphql(`
  fragment RestUser on User {
    id username email fullName firstName country phone language currency
    balance availableBalance heldBalance withdrawableBalance bonusBalance bonusPlayThroughLeft
    level status isAdmin referralCode profileImageUrl paymentMethods createdAt updatedAt
    emailVerified twoFactorEnabled
    dateOfBirth ageStatus
  }
`);

export const RestDraw = graphql(`
  fragment RestDraw on Draw {
    id name period ticketPrice maxTickets ticketsSold ticketsRemaining drawDate opensAt prizePool firstPrize status
    seedCommitment ticketListHash seed completedAt createdAt
  }
`);

export const RestTicket = graphql(`
  fragment RestTicket on Ticket {
    id ticketNumber status drawId drawName drawPeriod drawTicketPrice prizeAmount createdAt
  }
`);

export const RestPayout = graphql(`
  fragment RestPayout on Payout {
    id amount status paymentMethod accountInfo adminNotes proofUrl rank ticketNumber drawId drawName drawPeriod
    createdAt processedAt player { id username } pendingApproval
  }
`);

export const RestPaymentMethod = graphql(`
  fragment RestPaymentMethod on PaymentMethod {
    id name type isActive bankName accountName accountNumber cryptoType cryptoNetwork cryptoAddress paypalEmail
    instructions minAmount maxAmount processingTime createdAt updatedAt
  }
`);

export const RestDeposit = graphql(`
  fragment RestDeposit on Deposit {
    id amount paymentMethodId paymentMethodName paymentMethodType paymentMethod screenshotUrl status adminNotes
    createdAt reviewedAt userId
  }
`);

/** Admin lists add who made it (identity: username, full name) and the reused-screenshot flag. */
export const RestAdminDeposit = graphql(`
  fragment RestAdminDeposit on Deposit {
    ...RestDeposit user { id username fullName } screenshotDuplicates { depositId match }
  }
`);

export const RestWithdrawal = graphql(`
  fragment RestWithdrawal on Withdrawal {
    id amount paymentMethod accountInfo status adminNotes createdAt processedAt userId
  }
`);

export const RestAdminWithdrawal = graphql(`
  fragment RestAdminWithdrawal on Withdrawal {
    ...RestWithdrawal user { id username fullName } pendingApproval
  }
`);

/** A held money move in the four-eyes queue, with who asked, who decided and what its service did. */
export const RestApproval = graphql(`
  fragment RestApproval on ApprovalRequest {
    id kind amount summary status requestedAt decidedAt note outcome outcomeReason outcomeAt
    target { id username } requestedBy { id username } decidedBy { id username }
  }
`);

export const RestBackground = graphql(`
  fragment RestBackground on LoginBackground {
    enabled url width height position size opacity
  }
`);

export const RestPublicSettings = graphql(`
  fragment RestPublicSettings on PublicSettings {
    appName theme ticketPrice referrerBonus referredBonus vipThreshold referralsPerDay bonusPlayThrough baseCurrency
    displayRates { USD EUR GBP THB INR } loginBackground { ...RestBackground }
    minimumAge responsibleGamingText { en th hi bn ar } supportOrganisations { name url }
  }
`);

/** The public settings' fields and the admin-only ones. */
export const RestSettings = graphql(`
  fragment RestSettings on AppSettings {
    appName theme ticketPrice referrerBonus referredBonus vipThreshold referralsPerDay bonusPlayThrough baseCurrency
    displayRates { USD EUR GBP THB INR } loginBackground { ...RestBackground }
    adminProfitPercentage deductFromAdminProfit autoPayoutLimit fourEyesThreshold updatedAt
    minimumAge responsibleGamingText { en th hi bn ar } supportOrganisations { name url }
  }
`);

export const RestAnnouncement = graphql(`
  fragment RestAnnouncement on Announcement {
    id title content createdAt updatedAt
  }
`);

export const RestFeaturedEntry = graphql(`
  fragment RestFeaturedEntry on FeaturedEntry {
    id type username amount featured createdAt
  }
`);

export const RestSupportThread = graphql(`
  fragment RestSupportThread on SupportThread {
    id subject status unreadForAdmin unreadForPlayer createdAt updatedAt messages { id author body createdAt }
  }
`);

export const RestAdminSupportThread = graphql(`
  fragment RestAdminSupportThread on SupportThread {
    ...RestSupportThread user { id username email }
  }
`);

export const RestTelegramSettings = graphql(`
  fragment RestTelegramSettings on TelegramSettings {
    botTokenMasked hasBotToken enabled staffChatIds notificationTypes
  }
`);
