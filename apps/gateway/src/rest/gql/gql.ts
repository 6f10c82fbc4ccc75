/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query Deposit($id: ID!) { deposit(id: $id) { ...RestDeposit } }": typeof types.DepositDocument,
    "\n  fragment RestUser on User {\n    id username email fullName firstName country phone language currency\n    balance availableBalance heldBalance withdrawableBalance bonusBalance bonusPlayThroughLeft\n    level status isAdmin referralCode profileImageUrl paymentMethods createdAt updatedAt\n    emailVerified twoFactorEnabled\n    dateOfBirth ageStatus\n  }\n": typeof types.RestUserFragmentDoc,
    "\n  fragment RestDraw on Draw {\n    id name period ticketPrice maxTickets ticketsSold ticketsRemaining drawDate opensAt prizePool firstPrize status\n    seedCommitment ticketListHash seed completedAt createdAt\n  }\n": typeof types.RestDrawFragmentDoc,
    "\n  fragment RestTicket on Ticket {\n    id ticketNumber status drawId drawName drawPeriod drawTicketPrice prizeAmount createdAt\n  }\n": typeof types.RestTicketFragmentDoc,
    "\n  fragment RestPayout on Payout {\n    id amount status paymentMethod accountInfo adminNotes proofUrl rank ticketNumber drawId drawName drawPeriod\n    createdAt processedAt player { id username } pendingApproval\n  }\n": typeof types.RestPayoutFragmentDoc,
    "\n  fragment RestPaymentMethod on PaymentMethod {\n    id name type isActive bankName accountName accountNumber cryptoType cryptoNetwork cryptoAddress paypalEmail\n    instructions minAmount maxAmount processingTime createdAt updatedAt\n  }\n": typeof types.RestPaymentMethodFragmentDoc,
    "\n  fragment RestDeposit on Deposit {\n    id amount paymentMethodId paymentMethodName paymentMethodType paymentMethod screenshotUrl status adminNotes\n    createdAt reviewedAt userId\n  }\n": typeof types.RestDepositFragmentDoc,
    "\n  fragment RestAdminDeposit on Deposit {\n    ...RestDeposit user { id username fullName } screenshotDuplicates { depositId match }\n  }\n": typeof types.RestAdminDepositFragmentDoc,
    "\n  fragment RestWithdrawal on Withdrawal {\n    id amount paymentMethod accountInfo status adminNotes createdAt processedAt userId\n  }\n": typeof types.RestWithdrawalFragmentDoc,
    "\n  fragment RestAdminWithdrawal on Withdrawal {\n    ...RestWithdrawal user { id username fullName } pendingApproval\n  }\n": typeof types.RestAdminWithdrawalFragmentDoc,
    "\n  fragment RestApproval on ApprovalRequest {\n    id kind amount summary status requestedAt decidedAt note outcome outcomeReason outcomeAt\n    target { id username } requestedBy { id username } decidedBy { id username }\n  }\n": typeof types.RestApprovalFragmentDoc,
    "\n  fragment RestBackground on LoginBackground {\n    enabled url width height position size opacity\n  }\n": typeof types.RestBackgroundFragmentDoc,
    "\n  fragment RestPublicSettings on PublicSettings {\n    appName theme ticketPrice referrerBonus referredBonus vipThreshold referralsPerDay bonusPlayThrough baseCurrency\n    displayRates { USD EUR GBP THB INR } loginBackground { ...RestBackground }\n    minimumAge responsibleGamingText { en th hi bn ar } supportOrganisations { name url }\n  }\n": typeof types.RestPublicSettingsFragmentDoc,
    "\n  fragment RestSettings on AppSettings {\n    appName theme ticketPrice referrerBonus referredBonus vipThreshold referralsPerDay bonusPlayThrough baseCurrency\n    displayRates { USD EUR GBP THB INR } loginBackground { ...RestBackground }\n    adminProfitPercentage deductFromAdminProfit autoPayoutLimit fourEyesThreshold updatedAt\n    minimumAge responsibleGamingText { en th hi bn ar } supportOrganisations { name url }\n  }\n": typeof types.RestSettingsFragmentDoc,
    "\n  fragment RestAnnouncement on Announcement {\n    id title content createdAt updatedAt\n  }\n": typeof types.RestAnnouncementFragmentDoc,
    "\n  fragment RestFeaturedEntry on FeaturedEntry {\n    id type username amount featured createdAt\n  }\n": typeof types.RestFeaturedEntryFragmentDoc,
    "\n  fragment RestSupportThread on SupportThread {\n    id subject status unreadForAdmin unreadForPlayer createdAt updatedAt messages { id author body createdAt }\n  }\n": typeof types.RestSupportThreadFragmentDoc,
    "\n  fragment RestAdminSupportThread on SupportThread {\n    ...RestSupportThread user { id username email }\n  }\n": typeof types.RestAdminSupportThreadFragmentDoc,
    "\n  fragment RestTelegramSettings on TelegramSettings {\n    botTokenMasked hasBotToken enabled staffChatIds notificationTypes\n  }\n": typeof types.RestTelegramSettingsFragmentDoc,
    "mutation RequestEmailConfirmation($email: String!, $currentPassword: String!) { requestEmailConfirmation(email: $email, currentPassword: $currentPassword) { id pendingEmail } }": typeof types.RequestEmailConfirmationDocument,
    "mutation ConfirmEmail($input: ConfirmEmailInput!) { confirmEmail(input: $input) { id email emailVerified } }": typeof types.ConfirmEmailDocument,
    "mutation RequestPasswordReset($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) }": typeof types.RequestPasswordResetDocument,
    "mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) }": typeof types.ResetPasswordDocument,
    "mutation StartTwoFactorEnrolment { startTwoFactorEnrolment { secret otpauthUri qrCodeDataUrl } }": typeof types.StartTwoFactorEnrolmentDocument,
    "mutation ConfirmTwoFactorEnrolment($code: String!) { confirmTwoFactorEnrolment(code: $code) }": typeof types.ConfirmTwoFactorEnrolmentDocument,
    "mutation RenewRecoveryCodes($code: String!) { renewRecoveryCodes(code: $code) }": typeof types.RenewRecoveryCodesDocument,
    "mutation DisableTwoFactor($input: DisableTwoFactorInput!) { disableTwoFactor(input: $input) { id twoFactorEnabled } }": typeof types.DisableTwoFactorDocument,
    "query MySessions { mySessions { id device address createdAt lastUsedAt current } }": typeof types.MySessionsDocument,
    "mutation EndOtherSessions { endOtherSessions }": typeof types.EndOtherSessionsDocument,
    "mutation EndSession($sessionId: ID!) { endSession(sessionId: $sessionId) }": typeof types.EndSessionDocument,
    "query AdminMailOutbox { adminMailOutbox { delivery mails { id to subject text createdAt } } }": typeof types.AdminMailOutboxDocument,
    "query AdminDraws($page: Int) { adminDraws(page: $page) { draws { ...RestDraw } totalCount page pageSize totalPages } }": typeof types.AdminDrawsDocument,
    "mutation RenameDraw($id: ID!, $name: String!) { renameDraw(id: $id, name: $name) { message draw { ...RestDraw } } }": typeof types.RenameDrawDocument,
    "mutation DeleteDraw($id: ID!, $force: Boolean) { deleteDraw(id: $id, force: $force) { message } }": typeof types.DeleteDrawDocument,
    "query PeriodAnalytics($period: AnalyticsPeriod!) { adminPeriodAnalytics(period: $period) { period totalProfit drawCount totalSales profitMargin } }": typeof types.PeriodAnalyticsDocument,
    "\n      query RecentDraws {\n        adminRecentDraws { draw { id name } drawType endDate totalTicketsSold winnerCount totalSales totalPrizes adminProfit profitPercentage }\n      }\n    ": typeof types.RecentDrawsDocument,
    "\n      query DrawAnalytics($id: ID!) {\n        adminDrawAnalytics(id: $id) {\n          draw { ...RestDraw } drawType totalTickets totalSales adminProfit profitPercentage prizePool\n          winners { rank ticketNumber prizeAmount payoutStatus player { id username } user { email } }\n        }\n      }\n    ": typeof types.DrawAnalyticsDocument,
    "query Profits { adminProfits { id drawId drawName profitAmount totalTicketSales totalPrizesPaid profitPercentage createdAt } }": typeof types.ProfitsDocument,
    "query ProfitTotals { adminProfitTotals { totalProfit totalTicketSales totalPrizesPaid } }": typeof types.ProfitTotalsDocument,
    "query AdminPayouts($status: PayoutStatus) { adminPayouts(status: $status) { ...RestPayout } }": typeof types.AdminPayoutsDocument,
    "mutation UpdatePayout($id: ID!, $input: UpdatePayoutInput!) { updatePayout(id: $id, input: $input) { ...RestPayout } }": typeof types.UpdatePayoutDocument,
    "query AdminDeposits($status: DepositStatus, $limit: Int) { adminDeposits(status: $status, limit: $limit) { ...RestAdminDeposit } }": typeof types.AdminDepositsDocument,
    "mutation ReviewDeposit($id: ID!, $input: ReviewDepositInput!) { reviewDeposit(id: $id, input: $input) { ...RestAdminDeposit } }": typeof types.ReviewDepositDocument,
    "\n      query AdminWithdrawals($status: WithdrawalStatus, $limit: Int) { adminWithdrawals(status: $status, limit: $limit) { ...RestAdminWithdrawal } }\n    ": typeof types.AdminWithdrawalsDocument,
    "\n      mutation SetWithdrawalStatus($id: ID!, $input: SetWithdrawalStatusInput!) { setWithdrawalStatus(id: $id, input: $input) { ...RestAdminWithdrawal } }\n    ": typeof types.SetWithdrawalStatusDocument,
    "query PaymentCounts { adminPaymentCounts { pendingDeposits pendingWithdrawals } }": typeof types.PaymentCountsDocument,
    "query AdminPaymentMethods { adminPaymentMethods { ...RestPaymentMethod } }": typeof types.AdminPaymentMethodsDocument,
    "mutation CreatePaymentMethod($input: PaymentMethodInput!) { createPaymentMethod(input: $input) { ...RestPaymentMethod } }": typeof types.CreatePaymentMethodDocument,
    "\n      mutation UpdatePaymentMethod($id: ID!, $input: PaymentMethodUpdateInput!) { updatePaymentMethod(id: $id, input: $input) { ...RestPaymentMethod } }\n    ": typeof types.UpdatePaymentMethodDocument,
    "mutation DeletePaymentMethod($id: ID!) { deletePaymentMethod(id: $id) { message archived } }": typeof types.DeletePaymentMethodDocument,
    "\n      query AdminStats {\n        adminUserCount\n        adminTotalUserBalance\n        adminPaymentTotals { totalDeposits totalWithdrawals }\n        adminPaymentCounts { pendingDeposits pendingWithdrawals }\n        adminDrawStats { totalPayouts pendingPayouts activeTickets drawCount }\n      }\n    ": typeof types.AdminStatsDocument,
    "query AdminUsers($search: String, $page: Int) { adminUsers(search: $search, page: $page) { page totalPages total users { ...RestUser } } }": typeof types.AdminUsersDocument,
    "mutation AdminUpdateUser($id: ID!, $input: AdminUpdateUserInput!) { adminUpdateUser(id: $id, input: $input) { message pendingApproval user { ...RestUser } } }": typeof types.AdminUpdateUserDocument,
    "mutation AdminDeleteUser($id: ID!) { adminDeleteUser(id: $id) }": typeof types.AdminDeleteUserDocument,
    "mutation AdminSetUserPassword($id: ID!, $newPassword: String!) { adminSetUserPassword(id: $id, newPassword: $newPassword) }": typeof types.AdminSetUserPasswordDocument,
    "query AdminApprovals($status: String) { adminApprovals(status: $status) { ...RestApproval } adminPendingApprovalCount }": typeof types.AdminApprovalsDocument,
    "mutation DecideApproval($id: ID!, $approve: Boolean!, $note: String) { decideApproval(id: $id, approve: $approve, note: $note) { ...RestApproval } }": typeof types.DecideApprovalDocument,
    "query Me { me { ...RestUser } }": typeof types.MeDocument,
    "mutation Register($input: RegisterInput!) { register(input: $input) { ...RestUser } }": typeof types.RegisterDocument,
    "mutation Login($input: LoginInput!) { login(input: $input) { ...RestUser } }": typeof types.LoginDocument,
    "mutation Logout { logout }": typeof types.LogoutDocument,
    "mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) }": typeof types.ChangePasswordDocument,
    "mutation ConfirmDateOfBirth($dateOfBirth: String!) { confirmDateOfBirth(dateOfBirth: $dateOfBirth) { ...RestUser } }": typeof types.ConfirmDateOfBirthDocument,
    "query PublicSettings { publicSettings { ...RestPublicSettings } }": typeof types.PublicSettingsDocument,
    "query LoginBackground { publicSettings { loginBackground { ...RestBackground } } }": typeof types.LoginBackgroundDocument,
    "query AdminSettings { adminSettings { ...RestSettings } }": typeof types.AdminSettingsDocument,
    "mutation UpdateSettings($input: UpdateSettingsInput!) { updateSettings(input: $input) { ...RestSettings } }": typeof types.UpdateSettingsDocument,
    "mutation ResetSettings { resetSettings { ...RestSettings } }": typeof types.ResetSettingsDocument,
    "mutation UpdateLoginBackground($input: LoginBackgroundInput!) { updateLoginBackground(input: $input) { ...RestBackground } }": typeof types.UpdateLoginBackgroundDocument,
    "query Announcements { announcements { ...RestAnnouncement } }": typeof types.AnnouncementsDocument,
    "mutation CreateAnnouncement($input: AnnouncementInput!) { createAnnouncement(input: $input) { ...RestAnnouncement } }": typeof types.CreateAnnouncementDocument,
    "mutation UpdateAnnouncement($id: ID!, $input: AnnouncementInput!) { updateAnnouncement(id: $id, input: $input) { ...RestAnnouncement } }": typeof types.UpdateAnnouncementDocument,
    "mutation DeleteAnnouncement($id: ID!) { deleteAnnouncement(id: $id) }": typeof types.DeleteAnnouncementDocument,
    "query FeaturedEntries { featuredEntries { ...RestFeaturedEntry } }": typeof types.FeaturedEntriesDocument,
    "mutation AddFeaturedEntry($input: FeaturedEntryInput!) { addFeaturedEntry(input: $input) { ...RestFeaturedEntry } }": typeof types.AddFeaturedEntryDocument,
    "mutation DeleteFeaturedEntry($id: ID!) { deleteFeaturedEntry(id: $id) }": typeof types.DeleteFeaturedEntryDocument,
    "\n      query AuditLog($page: Int, $filter: AuditFilter) {\n        adminAuditLog(page: $page, filter: $filter) { page totalPages total entries { id actorUserId actor { id username } action targetType targetId before after occurredAt } }\n      }\n    ": typeof types.AuditLogDocument,
    "query CurrentDraws { currentDraws { ...RestDraw } }": typeof types.CurrentDrawsDocument,
    "query ActiveDraws { activeDraws { ...RestDraw } }": typeof types.ActiveDrawsDocument,
    "mutation CreateDraw($input: CreateDrawInput!) { createDraw(input: $input) { ...RestDraw } }": typeof types.CreateDrawDocument,
    "mutation TriggerDraw($id: ID!) { triggerDraw(id: $id) { ...RestDraw winners { rank ticketNumber prizeAmount } } }": typeof types.TriggerDrawDocument,
    "\n      mutation BuyTickets($input: BuyTicketsInput!) {\n        buyTickets(input: $input) { id quantity subtotal discountAmount discountPercent totalPaid balance tickets { ...RestTicket } }\n      }\n    ": typeof types.BuyTicketsDocument,
    "\n      query MyTickets($status: TicketStatus, $page: Int, $pageSize: Int) {\n        myTickets(status: $status, page: $page, pageSize: $pageSize) { tickets { ...RestTicket } }\n      }\n    ": typeof types.MyTicketsDocument,
    "query MyPayouts { myPayouts { ...RestPayout } }": typeof types.MyPayoutsDocument,
    "\n      query Leaderboard($period: LeaderboardPeriod, $days: Int) {\n        leaderboard(period: $period, days: $days) { id amount rank ticketNumber drawId drawName drawPeriod date player { id username } }\n      }\n    ": typeof types.LeaderboardDocument,
    "query RestMyNotifications($page: Int, $pageSize: Int) { myNotifications(page: $page, pageSize: $pageSize) { total unread page pageSize items { id type params link createdAt read } } }": typeof types.RestMyNotificationsDocument,
    "query RestUnreadNotificationCount { unreadNotificationCount }": typeof types.RestUnreadNotificationCountDocument,
    "mutation RestMarkNotificationsRead($ids: [ID!], $all: Boolean) { markNotificationsRead(ids: $ids, all: $all) }": typeof types.RestMarkNotificationsReadDocument,
    "query RestNotificationPreferences { myNotificationPreferences { type channel enabled } }": typeof types.RestNotificationPreferencesDocument,
    "mutation RestUpdateNotificationPreferences($preferences: [NotificationPreferenceInput!]!) { updateNotificationPreferences(preferences: $preferences) { type channel enabled } }": typeof types.RestUpdateNotificationPreferencesDocument,
    "query PaymentMethods { paymentMethods { ...RestPaymentMethod } }": typeof types.PaymentMethodsDocument,
    "query MyDeposits($limit: Int) { myDeposits(limit: $limit) { ...RestDeposit } }": typeof types.MyDepositsDocument,
    "query MyWithdrawals($limit: Int) { myWithdrawals(limit: $limit) { ...RestWithdrawal } }": typeof types.MyWithdrawalsDocument,
    "mutation CreateWithdrawal($input: CreateWithdrawalInput!) { createWithdrawal(input: $input) { ...RestWithdrawal } }": typeof types.CreateWithdrawalDocument,
    "\n      query MyReferrals {\n        myReferrals { referrals { id username createdAt bonusAmount } totalEarnings level currency referralCode referrerBonus referredBonus }\n      }\n    ": typeof types.MyReferralsDocument,
    "mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { ...RestUser } }": typeof types.UpdateProfileDocument,
    "query WebPushPublicKey { webPushPublicKey }": typeof types.WebPushPublicKeyDocument,
    "query MyPushDevices { myPushDevices { id endpoint createdAt } }": typeof types.MyPushDevicesDocument,
    "mutation SavePushSubscription($input: PushSubscriptionInput!) { savePushSubscription(input: $input) { id endpoint createdAt } }": typeof types.SavePushSubscriptionDocument,
    "mutation RemovePushSubscription($endpoint: String!) { removePushSubscription(endpoint: $endpoint) }": typeof types.RemovePushSubscriptionDocument,
    "query MyTelegramLink { myTelegramLink { available botUsername connected linkedAt } }": typeof types.MyTelegramLinkDocument,
    "mutation CreateTelegramLinkCode($language: String) { createTelegramLinkCode(language: $language) { code expiresAt botUsername botUrl } }": typeof types.CreateTelegramLinkCodeDocument,
    "mutation DisconnectTelegram { disconnectTelegram { available botUsername connected linkedAt } }": typeof types.DisconnectTelegramDocument,
    "\n  fragment RestSubscription on DrawSubscription {\n    id drawName period ticketsPerDraw drawLimit drawsBought minPrizePool status createdAt endedAt\n    nextDraw { id name drawDate prizePool status }\n  }\n": typeof types.RestSubscriptionFragmentDoc,
    "query MySubscriptions { mySubscriptions { ...RestSubscription } }": typeof types.MySubscriptionsDocument,
    "mutation Subscribe($input: SubscribeInput!) { subscribe(input: $input) { ...RestSubscription } }": typeof types.SubscribeDocument,
    "\n      query SubscriptionHistory($id: ID!) { subscriptionHistory(id: $id) { drawId drawName drawDate status reason purchaseId decidedAt } }\n    ": typeof types.SubscriptionHistoryDocument,
    "mutation PauseSubscription($id: ID!) { pauseSubscription(id: $id) { ...RestSubscription } }": typeof types.PauseSubscriptionDocument,
    "mutation ResumeSubscription($id: ID!) { resumeSubscription(id: $id) { ...RestSubscription } }": typeof types.ResumeSubscriptionDocument,
    "mutation CancelSubscription($id: ID!) { cancelSubscription(id: $id) { ...RestSubscription } }": typeof types.CancelSubscriptionDocument,
    "query MySupportThreads { mySupportThreads { ...RestSupportThread } }": typeof types.MySupportThreadsDocument,
    "mutation CreateSupportThread($input: CreateSupportThreadInput!) { createSupportThread(input: $input) { ...RestSupportThread } }": typeof types.CreateSupportThreadDocument,
    "mutation ReplySupportThread($id: ID!, $message: String!) { replySupportThread(id: $id, message: $message) { ...RestSupportThread } }": typeof types.ReplySupportThreadDocument,
    "mutation MarkRead($id: ID!) { markSupportThreadRead(id: $id) { ...RestSupportThread } }": typeof types.MarkReadDocument,
    "query AdminSupportInbox { adminSupportInbox { unreadThreads threads { ...RestAdminSupportThread } } }": typeof types.AdminSupportInboxDocument,
    "mutation AdminReply($id: ID!, $message: String!) { adminReplySupportThread(id: $id, message: $message) { ...RestAdminSupportThread } }": typeof types.AdminReplyDocument,
    "mutation AdminMarkRead($id: ID!) { markSupportThreadRead(id: $id) { ...RestAdminSupportThread } }": typeof types.AdminMarkReadDocument,
    "query TelegramSettings { telegramSettings { ...RestTelegramSettings } }": typeof types.TelegramSettingsDocument,
    "mutation SaveTelegram($input: TelegramSettingsInput!) { updateTelegramSettings(input: $input) { ...RestTelegramSettings } }": typeof types.SaveTelegramDocument,
    "mutation TelegramTest($message: String!) { sendTelegramTest(message: $message) }": typeof types.TelegramTestDocument,
};
const documents: Documents = {
    "query Deposit($id: ID!) { deposit(id: $id) { ...RestDeposit } }": types.DepositDocument,
    "\n  fragment RestUser on User {\n    id username email fullName firstName country phone language currency\n    balance availableBalance heldBalance withdrawableBalance bonusBalance bonusPlayThroughLeft\n    level status isAdmin referralCode profileImageUrl paymentMethods createdAt updatedAt\n    emailVerified twoFactorEnabled\n    dateOfBirth ageStatus\n  }\n": types.RestUserFragmentDoc,
    "\n  fragment RestDraw on Draw {\n    id name period ticketPrice maxTickets ticketsSold ticketsRemaining drawDate opensAt prizePool firstPrize status\n    seedCommitment ticketListHash seed completedAt createdAt\n  }\n": types.RestDrawFragmentDoc,
    "\n  fragment RestTicket on Ticket {\n    id ticketNumber status drawId drawName drawPeriod drawTicketPrice prizeAmount createdAt\n  }\n": types.RestTicketFragmentDoc,
    "\n  fragment RestPayout on Payout {\n    id amount status paymentMethod accountInfo adminNotes proofUrl rank ticketNumber drawId drawName drawPeriod\n    createdAt processedAt player { id username } pendingApproval\n  }\n": types.RestPayoutFragmentDoc,
    "\n  fragment RestPaymentMethod on PaymentMethod {\n    id name type isActive bankName accountName accountNumber cryptoType cryptoNetwork cryptoAddress paypalEmail\n    instructions minAmount maxAmount processingTime createdAt updatedAt\n  }\n": types.RestPaymentMethodFragmentDoc,
    "\n  fragment RestDeposit on Deposit {\n    id amount paymentMethodId paymentMethodName paymentMethodType paymentMethod screenshotUrl status adminNotes\n    createdAt reviewedAt userId\n  }\n": types.RestDepositFragmentDoc,
    "\n  fragment RestAdminDeposit on Deposit {\n    ...RestDeposit user { id username fullName } screenshotDuplicates { depositId match }\n  }\n": types.RestAdminDepositFragmentDoc,
    "\n  fragment RestWithdrawal on Withdrawal {\n    id amount paymentMethod accountInfo status adminNotes createdAt processedAt userId\n  }\n": types.RestWithdrawalFragmentDoc,
    "\n  fragment RestAdminWithdrawal on Withdrawal {\n    ...RestWithdrawal user { id username fullName } pendingApproval\n  }\n": types.RestAdminWithdrawalFragmentDoc,
    "\n  fragment RestApproval on ApprovalRequest {\n    id kind amount summary status requestedAt decidedAt note outcome outcomeReason outcomeAt\n    target { id username } requestedBy { id username } decidedBy { id username }\n  }\n": types.RestApprovalFragmentDoc,
    "\n  fragment RestBackground on LoginBackground {\n    enabled url width height position size opacity\n  }\n": types.RestBackgroundFragmentDoc,
    "\n  fragment RestPublicSettings on PublicSettings {\n    appName theme ticketPrice referrerBonus referredBonus vipThreshold referralsPerDay bonusPlayThrough baseCurrency\n    displayRates { USD EUR GBP THB INR } loginBackground { ...RestBackground }\n    minimumAge responsibleGamingText { en th hi bn ar } supportOrganisations { name url }\n  }\n": types.RestPublicSettingsFragmentDoc,
    "\n  fragment RestSettings on AppSettings {\n    appName theme ticketPrice referrerBonus referredBonus vipThreshold referralsPerDay bonusPlayThrough baseCurrency\n    displayRates { USD EUR GBP THB INR } loginBackground { ...RestBackground }\n    adminProfitPercentage deductFromAdminProfit autoPayoutLimit fourEyesThreshold updatedAt\n    minimumAge responsibleGamingText { en th hi bn ar } supportOrganisations { name url }\n  }\n": types.RestSettingsFragmentDoc,
    "\n  fragment RestAnnouncement on Announcement {\n    id title content createdAt updatedAt\n  }\n": types.RestAnnouncementFragmentDoc,
    "\n  fragment RestFeaturedEntry on FeaturedEntry {\n    id type username amount featured createdAt\n  }\n": types.RestFeaturedEntryFragmentDoc,
    "\n  fragment RestSupportThread on SupportThread {\n    id subject status unreadForAdmin unreadForPlayer createdAt updatedAt messages { id author body createdAt }\n  }\n": types.RestSupportThreadFragmentDoc,
    "\n  fragment RestAdminSupportThread on SupportThread {\n    ...RestSupportThread user { id username email }\n  }\n": types.RestAdminSupportThreadFragmentDoc,
    "\n  fragment RestTelegramSettings on TelegramSettings {\n    botTokenMasked hasBotToken enabled staffChatIds notificationTypes\n  }\n": types.RestTelegramSettingsFragmentDoc,
    "mutation RequestEmailConfirmation($email: String!, $currentPassword: String!) { requestEmailConfirmation(email: $email, currentPassword: $currentPassword) { id pendingEmail } }": types.RequestEmailConfirmationDocument,
    "mutation ConfirmEmail($input: ConfirmEmailInput!) { confirmEmail(input: $input) { id email emailVerified } }": types.ConfirmEmailDocument,
    "mutation RequestPasswordReset($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) }": types.RequestPasswordResetDocument,
    "mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) }": types.ResetPasswordDocument,
    "mutation StartTwoFactorEnrolment { startTwoFactorEnrolment { secret otpauthUri qrCodeDataUrl } }": types.StartTwoFactorEnrolmentDocument,
    "mutation ConfirmTwoFactorEnrolment($code: String!) { confirmTwoFactorEnrolment(code: $code) }": types.ConfirmTwoFactorEnrolmentDocument,
    "mutation RenewRecoveryCodes($code: String!) { renewRecoveryCodes(code: $code) }": types.RenewRecoveryCodesDocument,
    "mutation DisableTwoFactor($input: DisableTwoFactorInput!) { disableTwoFactor(input: $input) { id twoFactorEnabled } }": types.DisableTwoFactorDocument,
    "query MySessions { mySessions { id device address createdAt lastUsedAt current } }": types.MySessionsDocument,
    "mutation EndOtherSessions { endOtherSessions }": types.EndOtherSessionsDocument,
    "mutation EndSession($sessionId: ID!) { endSession(sessionId: $sessionId) }": types.EndSessionDocument,
    "query AdminMailOutbox { adminMailOutbox { delivery mails { id to subject text createdAt } } }": types.AdminMailOutboxDocument,
    "query AdminDraws($page: Int) { adminDraws(page: $page) { draws { ...RestDraw } totalCount page pageSize totalPages } }": types.AdminDrawsDocument,
    "mutation RenameDraw($id: ID!, $name: String!) { renameDraw(id: $id, name: $name) { message draw { ...RestDraw } } }": types.RenameDrawDocument,
    "mutation DeleteDraw($id: ID!, $force: Boolean) { deleteDraw(id: $id, force: $force) { message } }": types.DeleteDrawDocument,
    "query PeriodAnalytics($period: AnalyticsPeriod!) { adminPeriodAnalytics(period: $period) { period totalProfit drawCount totalSales profitMargin } }": types.PeriodAnalyticsDocument,
    "\n      query RecentDraws {\n        adminRecentDraws { draw { id name } drawType endDate totalTicketsSold winnerCount totalSales totalPrizes adminProfit profitPercentage }\n      }\n    ": types.RecentDrawsDocument,
    "\n      query DrawAnalytics($id: ID!) {\n        adminDrawAnalytics(id: $id) {\n          draw { ...RestDraw } drawType totalTickets totalSales adminProfit profitPercentage prizePool\n          winners { rank ticketNumber prizeAmount payoutStatus player { id username } user { email } }\n        }\n      }\n    ": types.DrawAnalyticsDocument,
    "query Profits { adminProfits { id drawId drawName profitAmount totalTicketSales totalPrizesPaid profitPercentage createdAt } }": types.ProfitsDocument,
    "query ProfitTotals { adminProfitTotals { totalProfit totalTicketSales totalPrizesPaid } }": types.ProfitTotalsDocument,
    "query AdminPayouts($status: PayoutStatus) { adminPayouts(status: $status) { ...RestPayout } }": types.AdminPayoutsDocument,
    "mutation UpdatePayout($id: ID!, $input: UpdatePayoutInput!) { updatePayout(id: $id, input: $input) { ...RestPayout } }": types.UpdatePayoutDocument,
    "query AdminDeposits($status: DepositStatus, $limit: Int) { adminDeposits(status: $status, limit: $limit) { ...RestAdminDeposit } }": types.AdminDepositsDocument,
    "mutation ReviewDeposit($id: ID!, $input: ReviewDepositInput!) { reviewDeposit(id: $id, input: $input) { ...RestAdminDeposit } }": types.ReviewDepositDocument,
    "\n      query AdminWithdrawals($status: WithdrawalStatus, $limit: Int) { adminWithdrawals(status: $status, limit: $limit) { ...RestAdminWithdrawal } }\n    ": types.AdminWithdrawalsDocument,
    "\n      mutation SetWithdrawalStatus($id: ID!, $input: SetWithdrawalStatusInput!) { setWithdrawalStatus(id: $id, input: $input) { ...RestAdminWithdrawal } }\n    ": types.SetWithdrawalStatusDocument,
    "query PaymentCounts { adminPaymentCounts { pendingDeposits pendingWithdrawals } }": types.PaymentCountsDocument,
    "query AdminPaymentMethods { adminPaymentMethods { ...RestPaymentMethod } }": types.AdminPaymentMethodsDocument,
    "mutation CreatePaymentMethod($input: PaymentMethodInput!) { createPaymentMethod(input: $input) { ...RestPaymentMethod } }": types.CreatePaymentMethodDocument,
    "\n      mutation UpdatePaymentMethod($id: ID!, $input: PaymentMethodUpdateInput!) { updatePaymentMethod(id: $id, input: $input) { ...RestPaymentMethod } }\n    ": types.UpdatePaymentMethodDocument,
    "mutation DeletePaymentMethod($id: ID!) { deletePaymentMethod(id: $id) { message archived } }": types.DeletePaymentMethodDocument,
    "\n      query AdminStats {\n        adminUserCount\n        adminTotalUserBalance\n        adminPaymentTotals { totalDeposits totalWithdrawals }\n        adminPaymentCounts { pendingDeposits pendingWithdrawals }\n        adminDrawStats { totalPayouts pendingPayouts activeTickets drawCount }\n      }\n    ": types.AdminStatsDocument,
    "query AdminUsers($search: String, $page: Int) { adminUsers(search: $search, page: $page) { page totalPages total users { ...RestUser } } }": types.AdminUsersDocument,
    "mutation AdminUpdateUser($id: ID!, $input: AdminUpdateUserInput!) { adminUpdateUser(id: $id, input: $input) { message pendingApproval user { ...RestUser } } }": types.AdminUpdateUserDocument,
    "mutation AdminDeleteUser($id: ID!) { adminDeleteUser(id: $id) }": types.AdminDeleteUserDocument,
    "mutation AdminSetUserPassword($id: ID!, $newPassword: String!) { adminSetUserPassword(id: $id, newPassword: $newPassword) }": types.AdminSetUserPasswordDocument,
    "query AdminApprovals($status: String) { adminApprovals(status: $status) { ...RestApproval } adminPendingApprovalCount }": types.AdminApprovalsDocument,
    "mutation DecideApproval($id: ID!, $approve: Boolean!, $note: String) { decideApproval(id: $id, approve: $approve, note: $note) { ...RestApproval } }": types.DecideApprovalDocument,
    "query Me { me { ...RestUser } }": types.MeDocument,
    "mutation Register($input: RegisterInput!) { register(input: $input) { ...RestUser } }": types.RegisterDocument,
    "mutation Login($input: LoginInput!) { login(input: $input) { ...RestUser } }": types.LoginDocument,
    "mutation Logout { logout }": types.LogoutDocument,
    "mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) }": types.ChangePasswordDocument,
    "mutation ConfirmDateOfBirth($dateOfBirth: String!) { confirmDateOfBirth(dateOfBirth: $dateOfBirth) { ...RestUser } }": types.ConfirmDateOfBirthDocument,
    "query PublicSettings { publicSettings { ...RestPublicSettings } }": types.PublicSettingsDocument,
    "query LoginBackground { publicSettings { loginBackground { ...RestBackground } } }": types.LoginBackgroundDocument,
    "query AdminSettings { adminSettings { ...RestSettings } }": types.AdminSettingsDocument,
    "mutation UpdateSettings($input: UpdateSettingsInput!) { updateSettings(input: $input) { ...RestSettings } }": types.UpdateSettingsDocument,
    "mutation ResetSettings { resetSettings { ...RestSettings } }": types.ResetSettingsDocument,
    "mutation UpdateLoginBackground($input: LoginBackgroundInput!) { updateLoginBackground(input: $input) { ...RestBackground } }": types.UpdateLoginBackgroundDocument,
    "query Announcements { announcements { ...RestAnnouncement } }": types.AnnouncementsDocument,
    "mutation CreateAnnouncement($input: AnnouncementInput!) { createAnnouncement(input: $input) { ...RestAnnouncement } }": types.CreateAnnouncementDocument,
    "mutation UpdateAnnouncement($id: ID!, $input: AnnouncementInput!) { updateAnnouncement(id: $id, input: $input) { ...RestAnnouncement } }": types.UpdateAnnouncementDocument,
    "mutation DeleteAnnouncement($id: ID!) { deleteAnnouncement(id: $id) }": types.DeleteAnnouncementDocument,
    "query FeaturedEntries { featuredEntries { ...RestFeaturedEntry } }": types.FeaturedEntriesDocument,
    "mutation AddFeaturedEntry($input: FeaturedEntryInput!) { addFeaturedEntry(input: $input) { ...RestFeaturedEntry } }": types.AddFeaturedEntryDocument,
    "mutation DeleteFeaturedEntry($id: ID!) { deleteFeaturedEntry(id: $id) }": types.DeleteFeaturedEntryDocument,
    "\n      query AuditLog($page: Int, $filter: AuditFilter) {\n        adminAuditLog(page: $page, filter: $filter) { page totalPages total entries { id actorUserId actor { id username } action targetType targetId before after occurredAt } }\n      }\n    ": types.AuditLogDocument,
    "query CurrentDraws { currentDraws { ...RestDraw } }": types.CurrentDrawsDocument,
    "query ActiveDraws { activeDraws { ...RestDraw } }": types.ActiveDrawsDocument,
    "mutation CreateDraw($input: CreateDrawInput!) { createDraw(input: $input) { ...RestDraw } }": types.CreateDrawDocument,
    "mutation TriggerDraw($id: ID!) { triggerDraw(id: $id) { ...RestDraw winners { rank ticketNumber prizeAmount } } }": types.TriggerDrawDocument,
    "\n      mutation BuyTickets($input: BuyTicketsInput!) {\n        buyTickets(input: $input) { id quantity subtotal discountAmount discountPercent totalPaid balance tickets { ...RestTicket } }\n      }\n    ": types.BuyTicketsDocument,
    "\n      query MyTickets($status: TicketStatus, $page: Int, $pageSize: Int) {\n        myTickets(status: $status, page: $page, pageSize: $pageSize) { tickets { ...RestTicket } }\n      }\n    ": types.MyTicketsDocument,
    "query MyPayouts { myPayouts { ...RestPayout } }": types.MyPayoutsDocument,
    "\n      query Leaderboard($period: LeaderboardPeriod, $days: Int) {\n        leaderboard(period: $period, days: $days) { id amount rank ticketNumber drawId drawName drawPeriod date player { id username } }\n      }\n    ": types.LeaderboardDocument,
    "query RestMyNotifications($page: Int, $pageSize: Int) { myNotifications(page: $page, pageSize: $pageSize) { total unread page pageSize items { id type params link createdAt read } } }": types.RestMyNotificationsDocument,
    "query RestUnreadNotificationCount { unreadNotificationCount }": types.RestUnreadNotificationCountDocument,
    "mutation RestMarkNotificationsRead($ids: [ID!], $all: Boolean) { markNotificationsRead(ids: $ids, all: $all) }": types.RestMarkNotificationsReadDocument,
    "query RestNotificationPreferences { myNotificationPreferences { type channel enabled } }": types.RestNotificationPreferencesDocument,
    "mutation RestUpdateNotificationPreferences($preferences: [NotificationPreferenceInput!]!) { updateNotificationPreferences(preferences: $preferences) { type channel enabled } }": types.RestUpdateNotificationPreferencesDocument,
    "query PaymentMethods { paymentMethods { ...RestPaymentMethod } }": types.PaymentMethodsDocument,
    "query MyDeposits($limit: Int) { myDeposits(limit: $limit) { ...RestDeposit } }": types.MyDepositsDocument,
    "query MyWithdrawals($limit: Int) { myWithdrawals(limit: $limit) { ...RestWithdrawal } }": types.MyWithdrawalsDocument,
    "mutation CreateWithdrawal($input: CreateWithdrawalInput!) { createWithdrawal(input: $input) { ...RestWithdrawal } }": types.CreateWithdrawalDocument,
    "\n      query MyReferrals {\n        myReferrals { referrals { id username createdAt bonusAmount } totalEarnings level currency referralCode referrerBonus referredBonus }\n      }\n    ": types.MyReferralsDocument,
    "mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { ...RestUser } }": types.UpdateProfileDocument,
    "query WebPushPublicKey { webPushPublicKey }": types.WebPushPublicKeyDocument,
    "query MyPushDevices { myPushDevices { id endpoint createdAt } }": types.MyPushDevicesDocument,
    "mutation SavePushSubscription($input: PushSubscriptionInput!) { savePushSubscription(input: $input) { id endpoint createdAt } }": types.SavePushSubscriptionDocument,
    "mutation RemovePushSubscription($endpoint: String!) { removePushSubscription(endpoint: $endpoint) }": types.RemovePushSubscriptionDocument,
    "query MyTelegramLink { myTelegramLink { available botUsername connected linkedAt } }": types.MyTelegramLinkDocument,
    "mutation CreateTelegramLinkCode($language: String) { createTelegramLinkCode(language: $language) { code expiresAt botUsername botUrl } }": types.CreateTelegramLinkCodeDocument,
    "mutation DisconnectTelegram { disconnectTelegram { available botUsername connected linkedAt } }": types.DisconnectTelegramDocument,
    "\n  fragment RestSubscription on DrawSubscription {\n    id drawName period ticketsPerDraw drawLimit drawsBought minPrizePool status createdAt endedAt\n    nextDraw { id name drawDate prizePool status }\n  }\n": types.RestSubscriptionFragmentDoc,
    "query MySubscriptions { mySubscriptions { ...RestSubscription } }": types.MySubscriptionsDocument,
    "mutation Subscribe($input: SubscribeInput!) { subscribe(input: $input) { ...RestSubscription } }": types.SubscribeDocument,
    "\n      query SubscriptionHistory($id: ID!) { subscriptionHistory(id: $id) { drawId drawName drawDate status reason purchaseId decidedAt } }\n    ": types.SubscriptionHistoryDocument,
    "mutation PauseSubscription($id: ID!) { pauseSubscription(id: $id) { ...RestSubscription } }": types.PauseSubscriptionDocument,
    "mutation ResumeSubscription($id: ID!) { resumeSubscription(id: $id) { ...RestSubscription } }": types.ResumeSubscriptionDocument,
    "mutation CancelSubscription($id: ID!) { cancelSubscription(id: $id) { ...RestSubscription } }": types.CancelSubscriptionDocument,
    "query MySupportThreads { mySupportThreads { ...RestSupportThread } }": types.MySupportThreadsDocument,
    "mutation CreateSupportThread($input: CreateSupportThreadInput!) { createSupportThread(input: $input) { ...RestSupportThread } }": types.CreateSupportThreadDocument,
    "mutation ReplySupportThread($id: ID!, $message: String!) { replySupportThread(id: $id, message: $message) { ...RestSupportThread } }": types.ReplySupportThreadDocument,
    "mutation MarkRead($id: ID!) { markSupportThreadRead(id: $id) { ...RestSupportThread } }": types.MarkReadDocument,
    "query AdminSupportInbox { adminSupportInbox { unreadThreads threads { ...RestAdminSupportThread } } }": types.AdminSupportInboxDocument,
    "mutation AdminReply($id: ID!, $message: String!) { adminReplySupportThread(id: $id, message: $message) { ...RestAdminSupportThread } }": types.AdminReplyDocument,
    "mutation AdminMarkRead($id: ID!) { markSupportThreadRead(id: $id) { ...RestAdminSupportThread } }": types.AdminMarkReadDocument,
    "query TelegramSettings { telegramSettings { ...RestTelegramSettings } }": types.TelegramSettingsDocument,
    "mutation SaveTelegram($input: TelegramSettingsInput!) { updateTelegramSettings(input: $input) { ...RestTelegramSettings } }": types.SaveTelegramDocument,
    "mutation TelegramTest($message: String!) { sendTelegramTest(message: $message) }": types.TelegramTestDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Deposit($id: ID!) { deposit(id: $id) { ...RestDeposit } }"): (typeof documents)["query Deposit($id: ID!) { deposit(id: $id) { ...RestDeposit } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestUser on User {\n    id username email fullName firstName country phone language currency\n    balance availableBalance heldBalance withdrawableBalance bonusBalance bonusPlayThroughLeft\n    level status isAdmin referralCode profileImageUrl paymentMethods createdAt updatedAt\n    emailVerified twoFactorEnabled\n    dateOfBirth ageStatus\n  }\n"): (typeof documents)["\n  fragment RestUser on User {\n    id username email fullName firstName country phone language currency\n    balance availableBalance heldBalance withdrawableBalance bonusBalance bonusPlayThroughLeft\n    level status isAdmin referralCode profileImageUrl paymentMethods createdAt updatedAt\n    emailVerified twoFactorEnabled\n    dateOfBirth ageStatus\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestDraw on Draw {\n    id name period ticketPrice maxTickets ticketsSold ticketsRemaining drawDate opensAt prizePool firstPrize status\n    seedCommitment ticketListHash seed completedAt createdAt\n  }\n"): (typeof documents)["\n  fragment RestDraw on Draw {\n    id name period ticketPrice maxTickets ticketsSold ticketsRemaining drawDate opensAt prizePool firstPrize status\n    seedCommitment ticketListHash seed completedAt createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestTicket on Ticket {\n    id ticketNumber status drawId drawName drawPeriod drawTicketPrice prizeAmount createdAt\n  }\n"): (typeof documents)["\n  fragment RestTicket on Ticket {\n    id ticketNumber status drawId drawName drawPeriod drawTicketPrice prizeAmount createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestPayout on Payout {\n    id amount status paymentMethod accountInfo adminNotes proofUrl rank ticketNumber drawId drawName drawPeriod\n    createdAt processedAt player { id username } pendingApproval\n  }\n"): (typeof documents)["\n  fragment RestPayout on Payout {\n    id amount status paymentMethod accountInfo adminNotes proofUrl rank ticketNumber drawId drawName drawPeriod\n    createdAt processedAt player { id username } pendingApproval\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestPaymentMethod on PaymentMethod {\n    id name type isActive bankName accountName accountNumber cryptoType cryptoNetwork cryptoAddress paypalEmail\n    instructions minAmount maxAmount processingTime createdAt updatedAt\n  }\n"): (typeof documents)["\n  fragment RestPaymentMethod on PaymentMethod {\n    id name type isActive bankName accountName accountNumber cryptoType cryptoNetwork cryptoAddress paypalEmail\n    instructions minAmount maxAmount processingTime createdAt updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestDeposit on Deposit {\n    id amount paymentMethodId paymentMethodName paymentMethodType paymentMethod screenshotUrl status adminNotes\n    createdAt reviewedAt userId\n  }\n"): (typeof documents)["\n  fragment RestDeposit on Deposit {\n    id amount paymentMethodId paymentMethodName paymentMethodType paymentMethod screenshotUrl status adminNotes\n    createdAt reviewedAt userId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestAdminDeposit on Deposit {\n    ...RestDeposit user { id username fullName } screenshotDuplicates { depositId match }\n  }\n"): (typeof documents)["\n  fragment RestAdminDeposit on Deposit {\n    ...RestDeposit user { id username fullName } screenshotDuplicates { depositId match }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestWithdrawal on Withdrawal {\n    id amount paymentMethod accountInfo status adminNotes createdAt processedAt userId\n  }\n"): (typeof documents)["\n  fragment RestWithdrawal on Withdrawal {\n    id amount paymentMethod accountInfo status adminNotes createdAt processedAt userId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestAdminWithdrawal on Withdrawal {\n    ...RestWithdrawal user { id username fullName } pendingApproval\n  }\n"): (typeof documents)["\n  fragment RestAdminWithdrawal on Withdrawal {\n    ...RestWithdrawal user { id username fullName } pendingApproval\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestApproval on ApprovalRequest {\n    id kind amount summary status requestedAt decidedAt note outcome outcomeReason outcomeAt\n    target { id username } requestedBy { id username } decidedBy { id username }\n  }\n"): (typeof documents)["\n  fragment RestApproval on ApprovalRequest {\n    id kind amount summary status requestedAt decidedAt note outcome outcomeReason outcomeAt\n    target { id username } requestedBy { id username } decidedBy { id username }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestBackground on LoginBackground {\n    enabled url width height position size opacity\n  }\n"): (typeof documents)["\n  fragment RestBackground on LoginBackground {\n    enabled url width height position size opacity\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestPublicSettings on PublicSettings {\n    appName theme ticketPrice referrerBonus referredBonus vipThreshold referralsPerDay bonusPlayThrough baseCurrency\n    displayRates { USD EUR GBP THB INR } loginBackground { ...RestBackground }\n    minimumAge responsibleGamingText { en th hi bn ar } supportOrganisations { name url }\n  }\n"): (typeof documents)["\n  fragment RestPublicSettings on PublicSettings {\n    appName theme ticketPrice referrerBonus referredBonus vipThreshold referralsPerDay bonusPlayThrough baseCurrency\n    displayRates { USD EUR GBP THB INR } loginBackground { ...RestBackground }\n    minimumAge responsibleGamingText { en th hi bn ar } supportOrganisations { name url }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestSettings on AppSettings {\n    appName theme ticketPrice referrerBonus referredBonus vipThreshold referralsPerDay bonusPlayThrough baseCurrency\n    displayRates { USD EUR GBP THB INR } loginBackground { ...RestBackground }\n    adminProfitPercentage deductFromAdminProfit autoPayoutLimit fourEyesThreshold updatedAt\n    minimumAge responsibleGamingText { en th hi bn ar } supportOrganisations { name url }\n  }\n"): (typeof documents)["\n  fragment RestSettings on AppSettings {\n    appName theme ticketPrice referrerBonus referredBonus vipThreshold referralsPerDay bonusPlayThrough baseCurrency\n    displayRates { USD EUR GBP THB INR } loginBackground { ...RestBackground }\n    adminProfitPercentage deductFromAdminProfit autoPayoutLimit fourEyesThreshold updatedAt\n    minimumAge responsibleGamingText { en th hi bn ar } supportOrganisations { name url }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestAnnouncement on Announcement {\n    id title content createdAt updatedAt\n  }\n"): (typeof documents)["\n  fragment RestAnnouncement on Announcement {\n    id title content createdAt updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestFeaturedEntry on FeaturedEntry {\n    id type username amount featured createdAt\n  }\n"): (typeof documents)["\n  fragment RestFeaturedEntry on FeaturedEntry {\n    id type username amount featured createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestSupportThread on SupportThread {\n    id subject status unreadForAdmin unreadForPlayer createdAt updatedAt messages { id author body createdAt }\n  }\n"): (typeof documents)["\n  fragment RestSupportThread on SupportThread {\n    id subject status unreadForAdmin unreadForPlayer createdAt updatedAt messages { id author body createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestAdminSupportThread on SupportThread {\n    ...RestSupportThread user { id username email }\n  }\n"): (typeof documents)["\n  fragment RestAdminSupportThread on SupportThread {\n    ...RestSupportThread user { id username email }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestTelegramSettings on TelegramSettings {\n    botTokenMasked hasBotToken enabled staffChatIds notificationTypes\n  }\n"): (typeof documents)["\n  fragment RestTelegramSettings on TelegramSettings {\n    botTokenMasked hasBotToken enabled staffChatIds notificationTypes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestEmailConfirmation($email: String!, $currentPassword: String!) { requestEmailConfirmation(email: $email, currentPassword: $currentPassword) { id pendingEmail } }"): (typeof documents)["mutation RequestEmailConfirmation($email: String!, $currentPassword: String!) { requestEmailConfirmation(email: $email, currentPassword: $currentPassword) { id pendingEmail } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConfirmEmail($input: ConfirmEmailInput!) { confirmEmail(input: $input) { id email emailVerified } }"): (typeof documents)["mutation ConfirmEmail($input: ConfirmEmailInput!) { confirmEmail(input: $input) { id email emailVerified } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordReset($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) }"): (typeof documents)["mutation RequestPasswordReset($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) }"): (typeof documents)["mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StartTwoFactorEnrolment { startTwoFactorEnrolment { secret otpauthUri qrCodeDataUrl } }"): (typeof documents)["mutation StartTwoFactorEnrolment { startTwoFactorEnrolment { secret otpauthUri qrCodeDataUrl } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConfirmTwoFactorEnrolment($code: String!) { confirmTwoFactorEnrolment(code: $code) }"): (typeof documents)["mutation ConfirmTwoFactorEnrolment($code: String!) { confirmTwoFactorEnrolment(code: $code) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RenewRecoveryCodes($code: String!) { renewRecoveryCodes(code: $code) }"): (typeof documents)["mutation RenewRecoveryCodes($code: String!) { renewRecoveryCodes(code: $code) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableTwoFactor($input: DisableTwoFactorInput!) { disableTwoFactor(input: $input) { id twoFactorEnabled } }"): (typeof documents)["mutation DisableTwoFactor($input: DisableTwoFactorInput!) { disableTwoFactor(input: $input) { id twoFactorEnabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MySessions { mySessions { id device address createdAt lastUsedAt current } }"): (typeof documents)["query MySessions { mySessions { id device address createdAt lastUsedAt current } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EndOtherSessions { endOtherSessions }"): (typeof documents)["mutation EndOtherSessions { endOtherSessions }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EndSession($sessionId: ID!) { endSession(sessionId: $sessionId) }"): (typeof documents)["mutation EndSession($sessionId: ID!) { endSession(sessionId: $sessionId) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminMailOutbox { adminMailOutbox { delivery mails { id to subject text createdAt } } }"): (typeof documents)["query AdminMailOutbox { adminMailOutbox { delivery mails { id to subject text createdAt } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminDraws($page: Int) { adminDraws(page: $page) { draws { ...RestDraw } totalCount page pageSize totalPages } }"): (typeof documents)["query AdminDraws($page: Int) { adminDraws(page: $page) { draws { ...RestDraw } totalCount page pageSize totalPages } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RenameDraw($id: ID!, $name: String!) { renameDraw(id: $id, name: $name) { message draw { ...RestDraw } } }"): (typeof documents)["mutation RenameDraw($id: ID!, $name: String!) { renameDraw(id: $id, name: $name) { message draw { ...RestDraw } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteDraw($id: ID!, $force: Boolean) { deleteDraw(id: $id, force: $force) { message } }"): (typeof documents)["mutation DeleteDraw($id: ID!, $force: Boolean) { deleteDraw(id: $id, force: $force) { message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeriodAnalytics($period: AnalyticsPeriod!) { adminPeriodAnalytics(period: $period) { period totalProfit drawCount totalSales profitMargin } }"): (typeof documents)["query PeriodAnalytics($period: AnalyticsPeriod!) { adminPeriodAnalytics(period: $period) { period totalProfit drawCount totalSales profitMargin } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RecentDraws {\n        adminRecentDraws { draw { id name } drawType endDate totalTicketsSold winnerCount totalSales totalPrizes adminProfit profitPercentage }\n      }\n    "): (typeof documents)["\n      query RecentDraws {\n        adminRecentDraws { draw { id name } drawType endDate totalTicketsSold winnerCount totalSales totalPrizes adminProfit profitPercentage }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query DrawAnalytics($id: ID!) {\n        adminDrawAnalytics(id: $id) {\n          draw { ...RestDraw } drawType totalTickets totalSales adminProfit profitPercentage prizePool\n          winners { rank ticketNumber prizeAmount payoutStatus player { id username } user { email } }\n        }\n      }\n    "): (typeof documents)["\n      query DrawAnalytics($id: ID!) {\n        adminDrawAnalytics(id: $id) {\n          draw { ...RestDraw } drawType totalTickets totalSales adminProfit profitPercentage prizePool\n          winners { rank ticketNumber prizeAmount payoutStatus player { id username } user { email } }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Profits { adminProfits { id drawId drawName profitAmount totalTicketSales totalPrizesPaid profitPercentage createdAt } }"): (typeof documents)["query Profits { adminProfits { id drawId drawName profitAmount totalTicketSales totalPrizesPaid profitPercentage createdAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProfitTotals { adminProfitTotals { totalProfit totalTicketSales totalPrizesPaid } }"): (typeof documents)["query ProfitTotals { adminProfitTotals { totalProfit totalTicketSales totalPrizesPaid } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminPayouts($status: PayoutStatus) { adminPayouts(status: $status) { ...RestPayout } }"): (typeof documents)["query AdminPayouts($status: PayoutStatus) { adminPayouts(status: $status) { ...RestPayout } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdatePayout($id: ID!, $input: UpdatePayoutInput!) { updatePayout(id: $id, input: $input) { ...RestPayout } }"): (typeof documents)["mutation UpdatePayout($id: ID!, $input: UpdatePayoutInput!) { updatePayout(id: $id, input: $input) { ...RestPayout } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminDeposits($status: DepositStatus, $limit: Int) { adminDeposits(status: $status, limit: $limit) { ...RestAdminDeposit } }"): (typeof documents)["query AdminDeposits($status: DepositStatus, $limit: Int) { adminDeposits(status: $status, limit: $limit) { ...RestAdminDeposit } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReviewDeposit($id: ID!, $input: ReviewDepositInput!) { reviewDeposit(id: $id, input: $input) { ...RestAdminDeposit } }"): (typeof documents)["mutation ReviewDeposit($id: ID!, $input: ReviewDepositInput!) { reviewDeposit(id: $id, input: $input) { ...RestAdminDeposit } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AdminWithdrawals($status: WithdrawalStatus, $limit: Int) { adminWithdrawals(status: $status, limit: $limit) { ...RestAdminWithdrawal } }\n    "): (typeof documents)["\n      query AdminWithdrawals($status: WithdrawalStatus, $limit: Int) { adminWithdrawals(status: $status, limit: $limit) { ...RestAdminWithdrawal } }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation SetWithdrawalStatus($id: ID!, $input: SetWithdrawalStatusInput!) { setWithdrawalStatus(id: $id, input: $input) { ...RestAdminWithdrawal } }\n    "): (typeof documents)["\n      mutation SetWithdrawalStatus($id: ID!, $input: SetWithdrawalStatusInput!) { setWithdrawalStatus(id: $id, input: $input) { ...RestAdminWithdrawal } }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentCounts { adminPaymentCounts { pendingDeposits pendingWithdrawals } }"): (typeof documents)["query PaymentCounts { adminPaymentCounts { pendingDeposits pendingWithdrawals } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminPaymentMethods { adminPaymentMethods { ...RestPaymentMethod } }"): (typeof documents)["query AdminPaymentMethods { adminPaymentMethods { ...RestPaymentMethod } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreatePaymentMethod($input: PaymentMethodInput!) { createPaymentMethod(input: $input) { ...RestPaymentMethod } }"): (typeof documents)["mutation CreatePaymentMethod($input: PaymentMethodInput!) { createPaymentMethod(input: $input) { ...RestPaymentMethod } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UpdatePaymentMethod($id: ID!, $input: PaymentMethodUpdateInput!) { updatePaymentMethod(id: $id, input: $input) { ...RestPaymentMethod } }\n    "): (typeof documents)["\n      mutation UpdatePaymentMethod($id: ID!, $input: PaymentMethodUpdateInput!) { updatePaymentMethod(id: $id, input: $input) { ...RestPaymentMethod } }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeletePaymentMethod($id: ID!) { deletePaymentMethod(id: $id) { message archived } }"): (typeof documents)["mutation DeletePaymentMethod($id: ID!) { deletePaymentMethod(id: $id) { message archived } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AdminStats {\n        adminUserCount\n        adminTotalUserBalance\n        adminPaymentTotals { totalDeposits totalWithdrawals }\n        adminPaymentCounts { pendingDeposits pendingWithdrawals }\n        adminDrawStats { totalPayouts pendingPayouts activeTickets drawCount }\n      }\n    "): (typeof documents)["\n      query AdminStats {\n        adminUserCount\n        adminTotalUserBalance\n        adminPaymentTotals { totalDeposits totalWithdrawals }\n        adminPaymentCounts { pendingDeposits pendingWithdrawals }\n        adminDrawStats { totalPayouts pendingPayouts activeTickets drawCount }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminUsers($search: String, $page: Int) { adminUsers(search: $search, page: $page) { page totalPages total users { ...RestUser } } }"): (typeof documents)["query AdminUsers($search: String, $page: Int) { adminUsers(search: $search, page: $page) { page totalPages total users { ...RestUser } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUpdateUser($id: ID!, $input: AdminUpdateUserInput!) { adminUpdateUser(id: $id, input: $input) { message pendingApproval user { ...RestUser } } }"): (typeof documents)["mutation AdminUpdateUser($id: ID!, $input: AdminUpdateUserInput!) { adminUpdateUser(id: $id, input: $input) { message pendingApproval user { ...RestUser } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteUser($id: ID!) { adminDeleteUser(id: $id) }"): (typeof documents)["mutation AdminDeleteUser($id: ID!) { adminDeleteUser(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminSetUserPassword($id: ID!, $newPassword: String!) { adminSetUserPassword(id: $id, newPassword: $newPassword) }"): (typeof documents)["mutation AdminSetUserPassword($id: ID!, $newPassword: String!) { adminSetUserPassword(id: $id, newPassword: $newPassword) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminApprovals($status: String) { adminApprovals(status: $status) { ...RestApproval } adminPendingApprovalCount }"): (typeof documents)["query AdminApprovals($status: String) { adminApprovals(status: $status) { ...RestApproval } adminPendingApprovalCount }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DecideApproval($id: ID!, $approve: Boolean!, $note: String) { decideApproval(id: $id, approve: $approve, note: $note) { ...RestApproval } }"): (typeof documents)["mutation DecideApproval($id: ID!, $approve: Boolean!, $note: String) { decideApproval(id: $id, approve: $approve, note: $note) { ...RestApproval } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me { me { ...RestUser } }"): (typeof documents)["query Me { me { ...RestUser } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Register($input: RegisterInput!) { register(input: $input) { ...RestUser } }"): (typeof documents)["mutation Register($input: RegisterInput!) { register(input: $input) { ...RestUser } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) { login(input: $input) { ...RestUser } }"): (typeof documents)["mutation Login($input: LoginInput!) { login(input: $input) { ...RestUser } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout { logout }"): (typeof documents)["mutation Logout { logout }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) }"): (typeof documents)["mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConfirmDateOfBirth($dateOfBirth: String!) { confirmDateOfBirth(dateOfBirth: $dateOfBirth) { ...RestUser } }"): (typeof documents)["mutation ConfirmDateOfBirth($dateOfBirth: String!) { confirmDateOfBirth(dateOfBirth: $dateOfBirth) { ...RestUser } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PublicSettings { publicSettings { ...RestPublicSettings } }"): (typeof documents)["query PublicSettings { publicSettings { ...RestPublicSettings } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LoginBackground { publicSettings { loginBackground { ...RestBackground } } }"): (typeof documents)["query LoginBackground { publicSettings { loginBackground { ...RestBackground } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminSettings { adminSettings { ...RestSettings } }"): (typeof documents)["query AdminSettings { adminSettings { ...RestSettings } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateSettings($input: UpdateSettingsInput!) { updateSettings(input: $input) { ...RestSettings } }"): (typeof documents)["mutation UpdateSettings($input: UpdateSettingsInput!) { updateSettings(input: $input) { ...RestSettings } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetSettings { resetSettings { ...RestSettings } }"): (typeof documents)["mutation ResetSettings { resetSettings { ...RestSettings } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateLoginBackground($input: LoginBackgroundInput!) { updateLoginBackground(input: $input) { ...RestBackground } }"): (typeof documents)["mutation UpdateLoginBackground($input: LoginBackgroundInput!) { updateLoginBackground(input: $input) { ...RestBackground } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Announcements { announcements { ...RestAnnouncement } }"): (typeof documents)["query Announcements { announcements { ...RestAnnouncement } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateAnnouncement($input: AnnouncementInput!) { createAnnouncement(input: $input) { ...RestAnnouncement } }"): (typeof documents)["mutation CreateAnnouncement($input: AnnouncementInput!) { createAnnouncement(input: $input) { ...RestAnnouncement } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateAnnouncement($id: ID!, $input: AnnouncementInput!) { updateAnnouncement(id: $id, input: $input) { ...RestAnnouncement } }"): (typeof documents)["mutation UpdateAnnouncement($id: ID!, $input: AnnouncementInput!) { updateAnnouncement(id: $id, input: $input) { ...RestAnnouncement } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteAnnouncement($id: ID!) { deleteAnnouncement(id: $id) }"): (typeof documents)["mutation DeleteAnnouncement($id: ID!) { deleteAnnouncement(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FeaturedEntries { featuredEntries { ...RestFeaturedEntry } }"): (typeof documents)["query FeaturedEntries { featuredEntries { ...RestFeaturedEntry } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddFeaturedEntry($input: FeaturedEntryInput!) { addFeaturedEntry(input: $input) { ...RestFeaturedEntry } }"): (typeof documents)["mutation AddFeaturedEntry($input: FeaturedEntryInput!) { addFeaturedEntry(input: $input) { ...RestFeaturedEntry } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteFeaturedEntry($id: ID!) { deleteFeaturedEntry(id: $id) }"): (typeof documents)["mutation DeleteFeaturedEntry($id: ID!) { deleteFeaturedEntry(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AuditLog($page: Int, $filter: AuditFilter) {\n        adminAuditLog(page: $page, filter: $filter) { page totalPages total entries { id actorUserId actor { id username } action targetType targetId before after occurredAt } }\n      }\n    "): (typeof documents)["\n      query AuditLog($page: Int, $filter: AuditFilter) {\n        adminAuditLog(page: $page, filter: $filter) { page totalPages total entries { id actorUserId actor { id username } action targetType targetId before after occurredAt } }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CurrentDraws { currentDraws { ...RestDraw } }"): (typeof documents)["query CurrentDraws { currentDraws { ...RestDraw } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ActiveDraws { activeDraws { ...RestDraw } }"): (typeof documents)["query ActiveDraws { activeDraws { ...RestDraw } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateDraw($input: CreateDrawInput!) { createDraw(input: $input) { ...RestDraw } }"): (typeof documents)["mutation CreateDraw($input: CreateDrawInput!) { createDraw(input: $input) { ...RestDraw } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TriggerDraw($id: ID!) { triggerDraw(id: $id) { ...RestDraw winners { rank ticketNumber prizeAmount } } }"): (typeof documents)["mutation TriggerDraw($id: ID!) { triggerDraw(id: $id) { ...RestDraw winners { rank ticketNumber prizeAmount } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation BuyTickets($input: BuyTicketsInput!) {\n        buyTickets(input: $input) { id quantity subtotal discountAmount discountPercent totalPaid balance tickets { ...RestTicket } }\n      }\n    "): (typeof documents)["\n      mutation BuyTickets($input: BuyTicketsInput!) {\n        buyTickets(input: $input) { id quantity subtotal discountAmount discountPercent totalPaid balance tickets { ...RestTicket } }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query MyTickets($status: TicketStatus, $page: Int, $pageSize: Int) {\n        myTickets(status: $status, page: $page, pageSize: $pageSize) { tickets { ...RestTicket } }\n      }\n    "): (typeof documents)["\n      query MyTickets($status: TicketStatus, $page: Int, $pageSize: Int) {\n        myTickets(status: $status, page: $page, pageSize: $pageSize) { tickets { ...RestTicket } }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyPayouts { myPayouts { ...RestPayout } }"): (typeof documents)["query MyPayouts { myPayouts { ...RestPayout } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query Leaderboard($period: LeaderboardPeriod, $days: Int) {\n        leaderboard(period: $period, days: $days) { id amount rank ticketNumber drawId drawName drawPeriod date player { id username } }\n      }\n    "): (typeof documents)["\n      query Leaderboard($period: LeaderboardPeriod, $days: Int) {\n        leaderboard(period: $period, days: $days) { id amount rank ticketNumber drawId drawName drawPeriod date player { id username } }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestMyNotifications($page: Int, $pageSize: Int) { myNotifications(page: $page, pageSize: $pageSize) { total unread page pageSize items { id type params link createdAt read } } }"): (typeof documents)["query RestMyNotifications($page: Int, $pageSize: Int) { myNotifications(page: $page, pageSize: $pageSize) { total unread page pageSize items { id type params link createdAt read } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestUnreadNotificationCount { unreadNotificationCount }"): (typeof documents)["query RestUnreadNotificationCount { unreadNotificationCount }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestMarkNotificationsRead($ids: [ID!], $all: Boolean) { markNotificationsRead(ids: $ids, all: $all) }"): (typeof documents)["mutation RestMarkNotificationsRead($ids: [ID!], $all: Boolean) { markNotificationsRead(ids: $ids, all: $all) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestNotificationPreferences { myNotificationPreferences { type channel enabled } }"): (typeof documents)["query RestNotificationPreferences { myNotificationPreferences { type channel enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestUpdateNotificationPreferences($preferences: [NotificationPreferenceInput!]!) { updateNotificationPreferences(preferences: $preferences) { type channel enabled } }"): (typeof documents)["mutation RestUpdateNotificationPreferences($preferences: [NotificationPreferenceInput!]!) { updateNotificationPreferences(preferences: $preferences) { type channel enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentMethods { paymentMethods { ...RestPaymentMethod } }"): (typeof documents)["query PaymentMethods { paymentMethods { ...RestPaymentMethod } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyDeposits($limit: Int) { myDeposits(limit: $limit) { ...RestDeposit } }"): (typeof documents)["query MyDeposits($limit: Int) { myDeposits(limit: $limit) { ...RestDeposit } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyWithdrawals($limit: Int) { myWithdrawals(limit: $limit) { ...RestWithdrawal } }"): (typeof documents)["query MyWithdrawals($limit: Int) { myWithdrawals(limit: $limit) { ...RestWithdrawal } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateWithdrawal($input: CreateWithdrawalInput!) { createWithdrawal(input: $input) { ...RestWithdrawal } }"): (typeof documents)["mutation CreateWithdrawal($input: CreateWithdrawalInput!) { createWithdrawal(input: $input) { ...RestWithdrawal } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query MyReferrals {\n        myReferrals { referrals { id username createdAt bonusAmount } totalEarnings level currency referralCode referrerBonus referredBonus }\n      }\n    "): (typeof documents)["\n      query MyReferrals {\n        myReferrals { referrals { id username createdAt bonusAmount } totalEarnings level currency referralCode referrerBonus referredBonus }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { ...RestUser } }"): (typeof documents)["mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { ...RestUser } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebPushPublicKey { webPushPublicKey }"): (typeof documents)["query WebPushPublicKey { webPushPublicKey }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyPushDevices { myPushDevices { id endpoint createdAt } }"): (typeof documents)["query MyPushDevices { myPushDevices { id endpoint createdAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SavePushSubscription($input: PushSubscriptionInput!) { savePushSubscription(input: $input) { id endpoint createdAt } }"): (typeof documents)["mutation SavePushSubscription($input: PushSubscriptionInput!) { savePushSubscription(input: $input) { id endpoint createdAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemovePushSubscription($endpoint: String!) { removePushSubscription(endpoint: $endpoint) }"): (typeof documents)["mutation RemovePushSubscription($endpoint: String!) { removePushSubscription(endpoint: $endpoint) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyTelegramLink { myTelegramLink { available botUsername connected linkedAt } }"): (typeof documents)["query MyTelegramLink { myTelegramLink { available botUsername connected linkedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateTelegramLinkCode($language: String) { createTelegramLinkCode(language: $language) { code expiresAt botUsername botUrl } }"): (typeof documents)["mutation CreateTelegramLinkCode($language: String) { createTelegramLinkCode(language: $language) { code expiresAt botUsername botUrl } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisconnectTelegram { disconnectTelegram { available botUsername connected linkedAt } }"): (typeof documents)["mutation DisconnectTelegram { disconnectTelegram { available botUsername connected linkedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestSubscription on DrawSubscription {\n    id drawName period ticketsPerDraw drawLimit drawsBought minPrizePool status createdAt endedAt\n    nextDraw { id name drawDate prizePool status }\n  }\n"): (typeof documents)["\n  fragment RestSubscription on DrawSubscription {\n    id drawName period ticketsPerDraw drawLimit drawsBought minPrizePool status createdAt endedAt\n    nextDraw { id name drawDate prizePool status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MySubscriptions { mySubscriptions { ...RestSubscription } }"): (typeof documents)["query MySubscriptions { mySubscriptions { ...RestSubscription } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Subscribe($input: SubscribeInput!) { subscribe(input: $input) { ...RestSubscription } }"): (typeof documents)["mutation Subscribe($input: SubscribeInput!) { subscribe(input: $input) { ...RestSubscription } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query SubscriptionHistory($id: ID!) { subscriptionHistory(id: $id) { drawId drawName drawDate status reason purchaseId decidedAt } }\n    "): (typeof documents)["\n      query SubscriptionHistory($id: ID!) { subscriptionHistory(id: $id) { drawId drawName drawDate status reason purchaseId decidedAt } }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PauseSubscription($id: ID!) { pauseSubscription(id: $id) { ...RestSubscription } }"): (typeof documents)["mutation PauseSubscription($id: ID!) { pauseSubscription(id: $id) { ...RestSubscription } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResumeSubscription($id: ID!) { resumeSubscription(id: $id) { ...RestSubscription } }"): (typeof documents)["mutation ResumeSubscription($id: ID!) { resumeSubscription(id: $id) { ...RestSubscription } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelSubscription($id: ID!) { cancelSubscription(id: $id) { ...RestSubscription } }"): (typeof documents)["mutation CancelSubscription($id: ID!) { cancelSubscription(id: $id) { ...RestSubscription } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MySupportThreads { mySupportThreads { ...RestSupportThread } }"): (typeof documents)["query MySupportThreads { mySupportThreads { ...RestSupportThread } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateSupportThread($input: CreateSupportThreadInput!) { createSupportThread(input: $input) { ...RestSupportThread } }"): (typeof documents)["mutation CreateSupportThread($input: CreateSupportThreadInput!) { createSupportThread(input: $input) { ...RestSupportThread } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReplySupportThread($id: ID!, $message: String!) { replySupportThread(id: $id, message: $message) { ...RestSupportThread } }"): (typeof documents)["mutation ReplySupportThread($id: ID!, $message: String!) { replySupportThread(id: $id, message: $message) { ...RestSupportThread } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkRead($id: ID!) { markSupportThreadRead(id: $id) { ...RestSupportThread } }"): (typeof documents)["mutation MarkRead($id: ID!) { markSupportThreadRead(id: $id) { ...RestSupportThread } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminSupportInbox { adminSupportInbox { unreadThreads threads { ...RestAdminSupportThread } } }"): (typeof documents)["query AdminSupportInbox { adminSupportInbox { unreadThreads threads { ...RestAdminSupportThread } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminReply($id: ID!, $message: String!) { adminReplySupportThread(id: $id, message: $message) { ...RestAdminSupportThread } }"): (typeof documents)["mutation AdminReply($id: ID!, $message: String!) { adminReplySupportThread(id: $id, message: $message) { ...RestAdminSupportThread } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminMarkRead($id: ID!) { markSupportThreadRead(id: $id) { ...RestAdminSupportThread } }"): (typeof documents)["mutation AdminMarkRead($id: ID!) { markSupportThreadRead(id: $id) { ...RestAdminSupportThread } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TelegramSettings { telegramSettings { ...RestTelegramSettings } }"): (typeof documents)["query TelegramSettings { telegramSettings { ...RestTelegramSettings } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveTelegram($input: TelegramSettingsInput!) { updateTelegramSettings(input: $input) { ...RestTelegramSettings } }"): (typeof documents)["mutation SaveTelegram($input: TelegramSettingsInput!) { updateTelegramSettings(input: $input) { ...RestTelegramSettings } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TelegramTest($message: String!) { sendTelegramTest(message: $message) }"): (typeof documents)["mutation TelegramTest($message: String!) { sendTelegramTest(message: $message) }"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;