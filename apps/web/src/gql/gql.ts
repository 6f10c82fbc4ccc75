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
    "\n  query MyEmail {\n    me {\n      id\n      email\n      emailVerified\n      pendingEmail\n    }\n  }\n": typeof types.MyEmailDocument,
    "\n  mutation RequestEmailConfirmation($email: String!, $currentPassword: String!) {\n    requestEmailConfirmation(email: $email, currentPassword: $currentPassword) {\n      id\n      pendingEmail\n    }\n  }\n": typeof types.RequestEmailConfirmationDocument,
    "\n  mutation ConfirmEmail($input: ConfirmEmailInput!) {\n    confirmEmail(input: $input) {\n      id\n      email\n      emailVerified\n      pendingEmail\n    }\n  }\n": typeof types.ConfirmEmailDocument,
    "\n  query MyTwoFactor {\n    me {\n      id\n      isAdmin\n      twoFactorEnabled\n      recoveryCodesLeft\n    }\n  }\n": typeof types.MyTwoFactorDocument,
    "\n  mutation StartTwoFactorEnrolment {\n    startTwoFactorEnrolment {\n      secret\n      otpauthUri\n      qrCodeDataUrl\n    }\n  }\n": typeof types.StartTwoFactorEnrolmentDocument,
    "\n  mutation ConfirmTwoFactorEnrolment($code: String!) {\n    confirmTwoFactorEnrolment(code: $code)\n  }\n": typeof types.ConfirmTwoFactorEnrolmentDocument,
    "\n  mutation RenewRecoveryCodes($code: String!) {\n    renewRecoveryCodes(code: $code)\n  }\n": typeof types.RenewRecoveryCodesDocument,
    "\n  mutation DisableTwoFactor($input: DisableTwoFactorInput!) {\n    disableTwoFactor(input: $input) {\n      id\n      twoFactorEnabled\n      recoveryCodesLeft\n    }\n  }\n": typeof types.DisableTwoFactorDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      device\n      address\n      createdAt\n      lastUsedAt\n      current\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  mutation EndSession($sessionId: ID!) {\n    endSession(sessionId: $sessionId)\n  }\n": typeof types.EndSessionDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n": typeof types.EndOtherSessionsDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation UpdateLanguage($language: String!) {\n    updateLanguage(language: $language) {\n      id\n      language\n    }\n  }\n": typeof types.UpdateLanguageDocument,
    "\n  fragment CurrentUserFields on User {\n    id\n    username\n    email\n    fullName\n    firstName\n    country\n    phone\n    language\n    currency\n    level\n    status\n    isAdmin\n    adminRole\n    referralCode\n    createdAt\n    balance\n    availableBalance\n    heldBalance\n    withdrawableBalance\n    bonusBalance\n    bonusPlayThroughLeft\n    ageStatus\n    emailVerified\n    twoFactorEnabled\n  }\n": typeof types.CurrentUserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation ConfirmDateOfBirth($dateOfBirth: String!) {\n    confirmDateOfBirth(dateOfBirth: $dateOfBirth) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.ConfirmDateOfBirthDocument,
    "\n  query DisplayRates {\n    publicSettings {\n      baseCurrency\n      displayRates {\n        USD\n        EUR\n        GBP\n        THB\n        INR\n      }\n    }\n  }\n": typeof types.DisplayRatesDocument,
    "\n  fragment DrawCardFields on Draw {\n    id\n    name\n    period\n    ticketPrice\n    maxTickets\n    ticketsSold\n    ticketsRemaining\n    drawDate\n    opensAt\n    prizePool\n    firstPrize\n    status\n    myTicketCount\n  }\n": typeof types.DrawCardFieldsFragmentDoc,
    "\n  query DrawOddsSettings {\n    publicSettings {\n      adminProfitPercentage\n    }\n  }\n": typeof types.DrawOddsSettingsDocument,
    "\n  query CurrentDraws {\n    currentDraws {\n      ...DrawCardFields\n    }\n    ticketsInCurrentDraws\n  }\n": typeof types.CurrentDrawsDocument,
    "\n  fragment TicketFields on Ticket {\n    id\n    ticketNumber\n    purchaseId\n    status\n    drawId\n    drawName\n    drawPeriod\n    drawTicketPrice\n    prizeAmount\n    createdAt\n    draw {\n      id\n      status\n      firstPrize\n      drawDate\n    }\n  }\n": typeof types.TicketFieldsFragmentDoc,
    "\n  query MyTickets($status: TicketStatus, $page: Int) {\n    myTickets(status: $status, page: $page) {\n      tickets {\n        ...TicketFields\n      }\n      totalCount\n      page\n      pageSize\n      totalPages\n    }\n  }\n": typeof types.MyTicketsDocument,
    "\n  query MyTicketStats {\n    myTicketStats {\n      active\n      won\n      lost\n      refunded\n      total\n      totalWinnings\n    }\n  }\n": typeof types.MyTicketStatsDocument,
    "\n  query RecentWinners {\n    recentWinners(limit: 3) {\n      id\n      amount\n      drawName\n      ticketNumber\n      rank\n      player {\n        id\n        username\n      }\n    }\n  }\n": typeof types.RecentWinnersDocument,
    "\n  mutation BuyTickets($input: BuyTicketsInput!) {\n    buyTickets(input: $input) {\n      id\n      quantity\n      subtotal\n      discountAmount\n      discountPercent\n      totalPaid\n      balance\n      draw {\n        ...DrawCardFields\n      }\n    }\n  }\n": typeof types.BuyTicketsDocument,
    "\n  query PushDevices {\n    webPushPublicKey\n    myPushDevices {\n      id\n      endpoint\n    }\n  }\n": typeof types.PushDevicesDocument,
    "\n  mutation SaveBrowserPushSubscription($input: PushSubscriptionInput!) {\n    savePushSubscription(input: $input) {\n      id\n      endpoint\n    }\n  }\n": typeof types.SaveBrowserPushSubscriptionDocument,
    "\n  mutation RemoveBrowserPushSubscription($endpoint: String!) {\n    removePushSubscription(endpoint: $endpoint)\n  }\n": typeof types.RemoveBrowserPushSubscriptionDocument,
    "\n  query TelegramLink {\n    myTelegramLink {\n      available\n      botUsername\n      connected\n      linkedAt\n    }\n  }\n": typeof types.TelegramLinkDocument,
    "\n  mutation CreateTelegramCode($language: String) {\n    createTelegramLinkCode(language: $language) {\n      code\n      expiresAt\n      botUsername\n      botUrl\n    }\n  }\n": typeof types.CreateTelegramCodeDocument,
    "\n  mutation DisconnectTelegramChat {\n    disconnectTelegram {\n      available\n      botUsername\n      connected\n      linkedAt\n    }\n  }\n": typeof types.DisconnectTelegramChatDocument,
    "\n  fragment NotificationFields on PlayerNotification {\n    id\n    type\n    params\n    link\n    createdAt\n    read\n  }\n": typeof types.NotificationFieldsFragmentDoc,
    "\n  query MyNotifications($page: Int, $pageSize: Int) {\n    myNotifications(page: $page, pageSize: $pageSize) {\n      total\n      unread\n      page\n      pageSize\n      items {\n        ...NotificationFields\n      }\n    }\n  }\n": typeof types.MyNotificationsDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": typeof types.UnreadNotificationCountDocument,
    "\n  mutation MarkNotificationsRead($ids: [ID!], $all: Boolean) {\n    markNotificationsRead(ids: $ids, all: $all)\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  query MyNotificationPreferences {\n    myNotificationPreferences {\n      type\n      channel\n      enabled\n    }\n  }\n": typeof types.MyNotificationPreferencesDocument,
    "\n  mutation UpdateNotificationPreferences($preferences: [NotificationPreferenceInput!]!) {\n    updateNotificationPreferences(preferences: $preferences) {\n      type\n      channel\n      enabled\n    }\n  }\n": typeof types.UpdateNotificationPreferencesDocument,
    "\n  query AdminSupportBadge {\n    adminSupportInbox {\n      unreadThreads\n    }\n  }\n": typeof types.AdminSupportBadgeDocument,
    "\n  fragment AdminDrawFields on Draw {\n    id\n    name\n    period\n    ticketPrice\n    maxTickets\n    ticketsSold\n    drawDate\n    prizePool\n    status\n    completedAt\n    beaconRound\n    beaconWaitReason\n  }\n": typeof types.AdminDrawFieldsFragmentDoc,
    "\n  query AdminDraws($page: Int) {\n    adminDraws(page: $page) {\n      draws {\n        ...AdminDrawFields\n      }\n      totalCount\n      page\n      pageSize\n      totalPages\n    }\n  }\n": typeof types.AdminDrawsDocument,
    "\n  mutation CreateDraw($input: CreateDrawInput!) {\n    createDraw(input: $input) {\n      ...AdminDrawFields\n    }\n  }\n": typeof types.CreateDrawDocument,
    "\n  mutation RenameDraw($id: ID!, $name: String!) {\n    renameDraw(id: $id, name: $name) {\n      message\n      draw {\n        id\n        name\n      }\n    }\n  }\n": typeof types.RenameDrawDocument,
    "\n  mutation DeleteDraw($id: ID!, $force: Boolean) {\n    deleteDraw(id: $id, force: $force) {\n      message\n    }\n  }\n": typeof types.DeleteDrawDocument,
    "\n  mutation TriggerDraw($id: ID!) {\n    triggerDraw(id: $id) {\n      ...AdminDrawFields\n    }\n  }\n": typeof types.TriggerDrawDocument,
    "\n  query AdminAnalytics {\n    week: adminPeriodAnalytics(period: week) { period totalProfit drawCount totalSales profitMargin }\n    month: adminPeriodAnalytics(period: month) { period totalProfit drawCount totalSales profitMargin }\n    year: adminPeriodAnalytics(period: year) { period totalProfit drawCount totalSales profitMargin }\n    adminRecentDraws(limit: 20) {\n      drawType\n      endDate\n      totalTicketsSold\n      winnerCount\n      totalSales\n      totalPrizes\n      adminProfit\n      profitPercentage\n      draw {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AdminAnalyticsDocument,
    "\n  query AdminDrawAnalytics($id: ID!) {\n    adminDrawAnalytics(id: $id) {\n      drawType\n      totalTickets\n      totalSales\n      adminProfit\n      profitPercentage\n      prizePool\n      draw {\n        id\n        name\n        status\n        drawDate\n        completedAt\n      }\n      winners {\n        rank\n        ticketNumber\n        prizeAmount\n        payoutStatus\n        player {\n          id\n          username\n        }\n        user {\n          id\n          email\n        }\n      }\n    }\n  }\n": typeof types.AdminDrawAnalyticsDocument,
    "\n  query AdminPayouts($status: PayoutStatus) {\n    adminPayouts(status: $status) {\n      id\n      amount\n      status\n      pendingApproval\n      adminNotes\n      rank\n      ticketNumber\n      drawId\n      drawName\n      createdAt\n      processedAt\n      player {\n        id\n        username\n      }\n    }\n  }\n": typeof types.AdminPayoutsDocument,
    "\n  mutation UpdatePayout($id: ID!, $input: UpdatePayoutInput!) {\n    updatePayout(id: $id, input: $input) {\n      id\n      status\n      adminNotes\n      processedAt\n      pendingApproval\n    }\n  }\n": typeof types.UpdatePayoutDocument,
    "\n  query AdminProfits {\n    adminProfits {\n      id\n      drawId\n      drawName\n      profitAmount\n      totalTicketSales\n      totalPrizesPaid\n      profitPercentage\n      createdAt\n    }\n    adminProfitTotals {\n      totalProfit\n      totalTicketSales\n      totalPrizesPaid\n    }\n  }\n": typeof types.AdminProfitsDocument,
    "\n  query AdminDailyFigures($days: Int) {\n    adminDailyFigures(days: $days) {\n      day\n      sales\n      profit\n      players\n    }\n  }\n": typeof types.AdminDailyFiguresDocument,
    "\n  query AdminDrawChoices {\n    currentDraws {\n      id\n      name\n      status\n      drawDate\n    }\n    completedDraws(limit: 100) {\n      id\n      name\n      completedAt\n      drawDate\n    }\n  }\n": typeof types.AdminDrawChoicesDocument,
    "\n  fragment ApprovalFields on ApprovalRequest {\n    id\n    kind\n    amount\n    summary\n    status\n    requestedAt\n    decidedAt\n    note\n    outcome\n    outcomeReason\n    target {\n      id\n      username\n    }\n    requestedBy {\n      id\n      username\n    }\n    decidedBy {\n      id\n      username\n    }\n  }\n": typeof types.ApprovalFieldsFragmentDoc,
    "\n  query AdminApprovals($status: String) {\n    adminApprovals(status: $status) {\n      ...ApprovalFields\n    }\n  }\n": typeof types.AdminApprovalsDocument,
    "\n  query AdminApprovalBadge {\n    adminPendingApprovalCount\n  }\n": typeof types.AdminApprovalBadgeDocument,
    "\n  mutation DecideApproval($id: ID!, $approve: Boolean!, $note: String) {\n    decideApproval(id: $id, approve: $approve, note: $note) {\n      ...ApprovalFields\n    }\n  }\n": typeof types.DecideApprovalDocument,
    "\n  query AdminAuditLog($page: Int, $filter: AuditFilter) {\n    adminAuditLog(page: $page, filter: $filter) {\n      entries {\n        id\n        action\n        targetType\n        targetId\n        before\n        after\n        occurredAt\n        actor {\n          id\n          username\n        }\n      }\n      page\n      totalPages\n      total\n    }\n  }\n": typeof types.AdminAuditLogDocument,
    "\n  query AdminAuditFacets {\n    adminAuditFacets {\n      actions\n      actors {\n        id\n        username\n      }\n      targetTypes\n    }\n  }\n": typeof types.AdminAuditFacetsDocument,
    "\n  query AdminAuditChainCheck {\n    adminAuditChainCheck {\n      intact\n      entries\n      headSeq\n      headHash\n      checkpoints\n      firstBroken {\n        seq\n        entryId\n        reason\n      }\n    }\n  }\n": typeof types.AdminAuditChainCheckDocument,
    "\n  fragment AnnouncementFields on Announcement {\n    id\n    title\n    content\n    createdAt\n    updatedAt\n  }\n": typeof types.AnnouncementFieldsFragmentDoc,
    "\n  query AdminAnnouncements {\n    announcements {\n      ...AnnouncementFields\n    }\n  }\n": typeof types.AdminAnnouncementsDocument,
    "\n  mutation CreateAnnouncement($input: AnnouncementInput!) {\n    createAnnouncement(input: $input) {\n      ...AnnouncementFields\n    }\n  }\n": typeof types.CreateAnnouncementDocument,
    "\n  mutation UpdateAnnouncement($id: ID!, $input: AnnouncementInput!) {\n    updateAnnouncement(id: $id, input: $input) {\n      ...AnnouncementFields\n    }\n  }\n": typeof types.UpdateAnnouncementDocument,
    "\n  mutation DeleteAnnouncement($id: ID!) {\n    deleteAnnouncement(id: $id)\n  }\n": typeof types.DeleteAnnouncementDocument,
    "\n  fragment FeaturedEntryFields on FeaturedEntry {\n    id\n    type\n    username\n    amount\n    featured\n    createdAt\n  }\n": typeof types.FeaturedEntryFieldsFragmentDoc,
    "\n  query AdminFeaturedEntries {\n    featuredEntries {\n      ...FeaturedEntryFields\n    }\n  }\n": typeof types.AdminFeaturedEntriesDocument,
    "\n  mutation AddFeaturedEntry($input: FeaturedEntryInput!) {\n    addFeaturedEntry(input: $input) {\n      ...FeaturedEntryFields\n    }\n  }\n": typeof types.AddFeaturedEntryDocument,
    "\n  mutation DeleteFeaturedEntry($id: ID!) {\n    deleteFeaturedEntry(id: $id)\n  }\n": typeof types.DeleteFeaturedEntryDocument,
    "\n  query AdminMailOutbox {\n    adminMailOutbox {\n      delivery\n      mails {\n        id\n        to\n        subject\n        text\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminMailOutboxDocument,
    "\n  query AdminStats {\n    adminUserCount\n    adminTotalUserBalance\n    adminPaymentTotals {\n      totalDeposits\n      totalWithdrawals\n    }\n    adminPaymentCounts {\n      pendingDeposits\n      pendingWithdrawals\n    }\n    adminDrawStats {\n      totalPayouts\n      pendingPayouts\n      activeTickets\n      drawCount\n    }\n  }\n": typeof types.AdminStatsDocument,
    "\n  query AdminPaymentCounts {\n    adminPaymentCounts {\n      pendingDeposits\n      pendingWithdrawals\n    }\n  }\n": typeof types.AdminPaymentCountsDocument,
    "\n  query AdminDeposits($status: DepositStatus) {\n    adminDeposits(status: $status) {\n      ...DepositFields\n      user {\n        id\n        username\n        fullName\n      }\n      screenshotDuplicates {\n        depositId\n        match\n      }\n    }\n  }\n": typeof types.AdminDepositsDocument,
    "\n  mutation ReviewDeposit($id: ID!, $input: ReviewDepositInput!) {\n    reviewDeposit(id: $id, input: $input) {\n      id\n      status\n      adminNotes\n      reviewedAt\n    }\n  }\n": typeof types.ReviewDepositDocument,
    "\n  query AdminWithdrawals($status: WithdrawalStatus) {\n    adminWithdrawals(status: $status) {\n      ...WithdrawalFields\n      pendingApproval\n      user {\n        id\n        username\n        fullName\n        createdAt\n        balance\n        availableBalance\n        heldBalance\n      }\n    }\n  }\n": typeof types.AdminWithdrawalsDocument,
    "\n  mutation SetWithdrawalStatus($id: ID!, $input: SetWithdrawalStatusInput!) {\n    setWithdrawalStatus(id: $id, input: $input) {\n      id\n      status\n      adminNotes\n      processedAt\n      pendingApproval\n    }\n  }\n": typeof types.SetWithdrawalStatusDocument,
    "\n  query AdminPaymentMethods {\n    adminPaymentMethods {\n      ...PaymentMethodFields\n    }\n  }\n": typeof types.AdminPaymentMethodsDocument,
    "\n  mutation CreatePaymentMethod($input: PaymentMethodInput!) {\n    createPaymentMethod(input: $input) {\n      ...PaymentMethodFields\n    }\n  }\n": typeof types.CreatePaymentMethodDocument,
    "\n  mutation UpdatePaymentMethod($id: ID!, $input: PaymentMethodUpdateInput!) {\n    updatePaymentMethod(id: $id, input: $input) {\n      ...PaymentMethodFields\n    }\n  }\n": typeof types.UpdatePaymentMethodDocument,
    "\n  mutation DeletePaymentMethod($id: ID!) {\n    deletePaymentMethod(id: $id) {\n      message\n      archived\n    }\n  }\n": typeof types.DeletePaymentMethodDocument,
    "\n  query AdminWithdrawalPlayer($userId: ID!) {\n    adminDeposits(userId: $userId, limit: 5) {\n      id\n      amount\n      status\n      createdAt\n    }\n    adminWithdrawals(userId: $userId, limit: 6) {\n      id\n      amount\n      status\n      createdAt\n    }\n    adminPlayerProtection(userId: $userId) {\n      userId\n      block {\n        kind\n        endsAt\n      }\n      limits {\n        kind\n        period\n        limit\n      }\n    }\n  }\n": typeof types.AdminWithdrawalPlayerDocument,
    "\n  fragment LoginBackgroundFields on LoginBackground {\n    enabled\n    url\n    width\n    height\n    position\n    size\n    opacity\n  }\n": typeof types.LoginBackgroundFieldsFragmentDoc,
    "\n  fragment AdminSettingsFields on AppSettings {\n    appName\n    ticketPrice\n    adminProfitPercentage\n    referrerBonus\n    referredBonus\n    deductFromAdminProfit\n    theme\n    autoPayoutLimit\n    vipThreshold\n    referralsPerDay\n    bonusPlayThrough\n    minimumAge\n    fourEyesThreshold\n    responsibleGamingText {\n      en\n      th\n      hi\n      bn\n      ar\n    }\n    supportOrganisations {\n      name\n      url\n    }\n    baseCurrency\n    displayRates {\n      USD\n      EUR\n      GBP\n      THB\n      INR\n    }\n    loginBackground {\n      ...LoginBackgroundFields\n    }\n    updatedAt\n  }\n": typeof types.AdminSettingsFieldsFragmentDoc,
    "\n  query AdminSettings {\n    adminSettings {\n      ...AdminSettingsFields\n    }\n  }\n": typeof types.AdminSettingsDocument,
    "\n  mutation UpdateSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...AdminSettingsFields\n    }\n  }\n": typeof types.UpdateSettingsDocument,
    "\n  mutation ResetSettings {\n    resetSettings {\n      ...AdminSettingsFields\n    }\n  }\n": typeof types.ResetSettingsDocument,
    "\n  mutation UpdateLoginBackground($input: LoginBackgroundInput!) {\n    updateLoginBackground(input: $input) {\n      ...LoginBackgroundFields\n    }\n  }\n": typeof types.UpdateLoginBackgroundDocument,
    "\n  query AdminSupportInbox {\n    adminSupportInbox {\n      unreadThreads\n      threads {\n        ...SupportThreadFields\n        user {\n          id\n          username\n          email\n        }\n      }\n    }\n  }\n": typeof types.AdminSupportInboxDocument,
    "\n  mutation AdminReplySupportThread($id: ID!, $message: String!) {\n    adminReplySupportThread(id: $id, message: $message) {\n      ...SupportThreadFields\n    }\n  }\n": typeof types.AdminReplySupportThreadDocument,
    "\n  fragment TelegramSettingsFields on TelegramSettings {\n    botTokenMasked\n    hasBotToken\n    enabled\n    staffChatIds\n    notificationTypes\n  }\n": typeof types.TelegramSettingsFieldsFragmentDoc,
    "\n  query TelegramSettings {\n    telegramSettings {\n      ...TelegramSettingsFields\n    }\n  }\n": typeof types.TelegramSettingsDocument,
    "\n  mutation UpdateTelegramSettings($input: TelegramSettingsInput!) {\n    updateTelegramSettings(input: $input) {\n      ...TelegramSettingsFields\n    }\n  }\n": typeof types.UpdateTelegramSettingsDocument,
    "\n  mutation SendTelegramTest($message: String!) {\n    sendTelegramTest(message: $message)\n  }\n": typeof types.SendTelegramTestDocument,
    "\n  fragment AdminUserFields on User {\n    id\n    username\n    email\n    fullName\n    status\n    isAdmin\n    adminRole\n    level\n    balance\n    availableBalance\n    createdAt\n  }\n": typeof types.AdminUserFieldsFragmentDoc,
    "\n  query AdminUsers($search: String, $page: Int) {\n    adminUsers(search: $search, page: $page) {\n      users {\n        ...AdminUserFields\n      }\n      page\n      totalPages\n      total\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  mutation AdminUpdateUser($id: ID!, $input: AdminUpdateUserInput!) {\n    adminUpdateUser(id: $id, input: $input) {\n      message\n      pendingApproval\n      user {\n        ...AdminUserFields\n      }\n    }\n  }\n": typeof types.AdminUpdateUserDocument,
    "\n  mutation AdminDeleteUser($id: ID!) {\n    adminDeleteUser(id: $id)\n  }\n": typeof types.AdminDeleteUserDocument,
    "\n  mutation AdminSetUserPassword($id: ID!, $newPassword: String!) {\n    adminSetUserPassword(id: $id, newPassword: $newPassword)\n  }\n": typeof types.AdminSetUserPasswordDocument,
    "\n  query AdminPlayerStatement($userId: ID!, $page: Int!, $pageSize: Int!) {\n    adminPlayerStatement(userId: $userId, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      lines {\n        id\n        createdAt\n        type\n        operation\n        memo\n        change\n        balanceAfter\n      }\n      totals {\n        deposited\n        withdrawn\n        spent\n        won\n        bonus\n        net\n      }\n    }\n  }\n": typeof types.AdminPlayerStatementDocument,
    "\n  query AuthPageSettings {\n    publicSettings {\n      adminProfitPercentage\n      minimumAge\n      loginBackground {\n        enabled\n        url\n        width\n        height\n        position\n        size\n        opacity\n      }\n    }\n  }\n": typeof types.AuthPageSettingsDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ConfirmEmailLink($token: String!) {\n    confirmEmail(input: { token: $token }) {\n      id\n      email\n      emailVerified\n      pendingEmail\n    }\n  }\n": typeof types.ConfirmEmailLinkDocument,
    "\n  query DashboardAnnouncements {\n    announcements {\n      id\n      title\n      content\n      updatedAt\n    }\n  }\n": typeof types.DashboardAnnouncementsDocument,
    "\n  query HelpFigures {\n    publicSettings {\n      appName\n      ticketPrice\n      adminProfitPercentage\n      autoPayoutLimit\n      referrerBonus\n      referredBonus\n    }\n    paymentMethods {\n      id\n      minAmount\n    }\n  }\n": typeof types.HelpFiguresDocument,
    "\n  query ResponsibleGaming {\n    publicSettings {\n      appName\n      minimumAge\n      responsibleGamingText {\n        en\n        th\n        hi\n        bn\n        ar\n      }\n      supportOrganisations {\n        name\n        url\n      }\n    }\n  }\n": typeof types.ResponsibleGamingDocument,
    "\n  query Countries {\n    countries {\n      code\n      currency\n    }\n  }\n": typeof types.CountriesDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...CurrentUserFields\n      paymentMethods\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query MySavedMethods {\n    me {\n      id\n      paymentMethods\n    }\n  }\n": typeof types.MySavedMethodsDocument,
    "\n  query DrawVerification($id: ID!) {\n    drawVerification(id: $id) {\n      drawId\n      drawName\n      status\n      seedCommitment\n      seed\n      ticketListHash\n      ticketNumbers\n      beacon\n      beaconRound\n      beaconSignature\n      beaconFallback\n      winnerCount\n      winners {\n        rank\n        ticketNumber\n        prizeAmount\n        player {\n          id\n          username\n        }\n      }\n    }\n    # The audit log's head when the draw's sales closed (content service).\n    draw(id: $id) {\n      id\n      auditCheckpoint {\n        seq\n        headHash\n      }\n    }\n  }\n": typeof types.DrawVerificationDocument,
    "\n  query CompletedDraws {\n    completedDraws(limit: 20) {\n      id\n      name\n      period\n      completedAt\n      ticketsSold\n      prizePool\n    }\n  }\n": typeof types.CompletedDrawsDocument,
    "\n  query VerifiedWinners($period: LeaderboardPeriod, $days: Int) {\n    leaderboard(period: $period, days: $days, limit: 100) {\n      id\n      amount\n      rank\n      ticketNumber\n      drawId\n      drawName\n      drawPeriod\n      date\n      player {\n        id\n        username\n      }\n    }\n    leaderboardSummary(period: $period, days: $days) {\n      totalPaidOut\n      totalWinners\n      biggestWin\n      averageWin\n    }\n  }\n": typeof types.VerifiedWinnersDocument,
    "\n  query TopPlayers($days: Int) {\n    topPlayers(days: $days, limit: 100) {\n      totalWinnings\n      winCount\n      biggestWin\n      player {\n        id\n        username\n      }\n    }\n  }\n": typeof types.TopPlayersDocument,
    "\n  query FeaturedEntries {\n    featuredEntries {\n      id\n      type\n      username\n      amount\n    }\n  }\n": typeof types.FeaturedEntriesDocument,
    "\n  fragment PaymentMethodFields on PaymentMethod {\n    id\n    name\n    type\n    isActive\n    bankName\n    accountName\n    accountNumber\n    cryptoType\n    cryptoNetwork\n    cryptoAddress\n    paypalEmail\n    instructions\n    minAmount\n    maxAmount\n    processingTime\n  }\n": typeof types.PaymentMethodFieldsFragmentDoc,
    "\n  query PaymentMethods {\n    paymentMethods {\n      ...PaymentMethodFields\n    }\n  }\n": typeof types.PaymentMethodsDocument,
    "\n  fragment DepositFields on Deposit {\n    id\n    amount\n    paymentMethod\n    paymentMethodName\n    paymentMethodType\n    screenshotUrl\n    status\n    adminNotes\n    createdAt\n    reviewedAt\n  }\n": typeof types.DepositFieldsFragmentDoc,
    "\n  query MyDeposits {\n    myDeposits {\n      ...DepositFields\n    }\n  }\n": typeof types.MyDepositsDocument,
    "\n  fragment WithdrawalFields on Withdrawal {\n    id\n    amount\n    paymentMethod\n    accountInfo\n    status\n    adminNotes\n    createdAt\n    processedAt\n  }\n": typeof types.WithdrawalFieldsFragmentDoc,
    "\n  query MyWithdrawals {\n    myWithdrawals {\n      ...WithdrawalFields\n    }\n  }\n": typeof types.MyWithdrawalsDocument,
    "\n  mutation CreateWithdrawal($input: CreateWithdrawalInput!) {\n    createWithdrawal(input: $input) {\n      ...WithdrawalFields\n    }\n  }\n": typeof types.CreateWithdrawalDocument,
    "\n  query MyLevelProgress {\n    me {\n      id\n      level\n      levelProgress {\n        level\n        approvedDepositCount\n        approvedDepositsTotal\n        vipThreshold\n      }\n    }\n  }\n": typeof types.MyLevelProgressDocument,
    "\n  query MyReferrals {\n    myReferrals {\n      referrals {\n        id\n        username\n        createdAt\n        bonusAmount\n      }\n      totalEarnings\n      level\n      currency\n      referralCode\n      referrerBonus\n      referredBonus\n    }\n  }\n": typeof types.MyReferralsDocument,
    "\n  query MyPayouts {\n    myPayouts {\n      id\n      amount\n      status\n      rank\n      ticketNumber\n      drawName\n      adminNotes\n      createdAt\n      processedAt\n    }\n  }\n": typeof types.MyPayoutsDocument,
    "\n  query MoneyWatch {\n    me {\n      id\n      level\n      balance\n      availableBalance\n      heldBalance\n      withdrawableBalance\n      bonusBalance\n      bonusPlayThroughLeft\n    }\n    myDeposits(limit: 20) {\n      ...DepositFields\n    }\n    myWithdrawals(limit: 20) {\n      ...WithdrawalFields\n    }\n  }\n": typeof types.MoneyWatchDocument,
    "\n  fragment ProtectionFields on PlayerProtection {\n    userId\n    limits {\n      kind\n      period\n      limit\n      used\n      remaining\n      pendingLimit\n      pendingRemoval\n      confirmableAt\n    }\n    block {\n      kind\n      duration\n      startsAt\n      endsAt\n      canEnd\n    }\n  }\n": typeof types.ProtectionFieldsFragmentDoc,
    "\n  query MyProtection {\n    myProtection {\n      ...ProtectionFields\n    }\n  }\n": typeof types.MyProtectionDocument,
    "\n  mutation SetSpendingLimit($kind: SpendingLimitKind!, $period: SpendingLimitPeriod!, $amount: String) {\n    setSpendingLimit(kind: $kind, period: $period, amount: $amount) {\n      ...ProtectionFields\n    }\n  }\n": typeof types.SetSpendingLimitDocument,
    "\n  mutation ConfirmLimitChange($kind: SpendingLimitKind!, $period: SpendingLimitPeriod!) {\n    confirmLimitChange(kind: $kind, period: $period) {\n      ...ProtectionFields\n    }\n  }\n": typeof types.ConfirmLimitChangeDocument,
    "\n  mutation TakeTimeOut($duration: TimeOutDuration!) {\n    takeTimeOut(duration: $duration) {\n      ...ProtectionFields\n    }\n  }\n": typeof types.TakeTimeOutDocument,
    "\n  mutation SelfExclude($duration: SelfExclusionDuration!) {\n    selfExclude(duration: $duration) {\n      ...ProtectionFields\n    }\n  }\n": typeof types.SelfExcludeDocument,
    "\n  mutation EndSelfExclusion {\n    endSelfExclusion {\n      ...ProtectionFields\n    }\n  }\n": typeof types.EndSelfExclusionDocument,
    "\n  query AdminPlayerProtection($userId: ID!) {\n    adminPlayerProtection(userId: $userId) {\n      ...ProtectionFields\n      changes(limit: 50) {\n        id\n        action\n        before\n        after\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminPlayerProtectionDocument,
    "\n  query MyStatement($filter: StatementFilter, $page: Int!, $pageSize: Int!) {\n    myStatement(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      lines {\n        id\n        createdAt\n        type\n        operation\n        memo\n        amount\n        change\n        balanceAfter\n        heldAfter\n      }\n      totals {\n        deposited\n        withdrawn\n        spent\n        won\n        bonus\n        net\n      }\n    }\n  }\n": typeof types.MyStatementDocument,
    "\n  query MyStatementCsv($filter: StatementFilter) {\n    myStatementCsv(filter: $filter)\n  }\n": typeof types.MyStatementCsvDocument,
    "\n  fragment SubscriptionFields on DrawSubscription {\n    id\n    drawName\n    period\n    ticketsPerDraw\n    drawLimit\n    drawsBought\n    minPrizePool\n    status\n    createdAt\n    endedAt\n    nextDraw {\n      id\n      name\n      drawDate\n      prizePool\n      status\n    }\n  }\n": typeof types.SubscriptionFieldsFragmentDoc,
    "\n  query PlayerSubscriptions {\n    mySubscriptions {\n      ...SubscriptionFields\n    }\n  }\n": typeof types.PlayerSubscriptionsDocument,
    "\n  query PlayerSubscriptionHistory($id: ID!) {\n    subscriptionHistory(id: $id) {\n      drawId\n      drawName\n      drawDate\n      status\n      reason\n      purchaseId\n      decidedAt\n    }\n  }\n": typeof types.PlayerSubscriptionHistoryDocument,
    "\n  mutation CreateSubscription($input: SubscribeInput!) {\n    subscribe(input: $input) {\n      ...SubscriptionFields\n    }\n  }\n": typeof types.CreateSubscriptionDocument,
    "\n  mutation PausePlayerSubscription($id: ID!) {\n    pauseSubscription(id: $id) {\n      ...SubscriptionFields\n    }\n  }\n": typeof types.PausePlayerSubscriptionDocument,
    "\n  mutation ResumePlayerSubscription($id: ID!) {\n    resumeSubscription(id: $id) {\n      ...SubscriptionFields\n    }\n  }\n": typeof types.ResumePlayerSubscriptionDocument,
    "\n  mutation CancelPlayerSubscription($id: ID!) {\n    cancelSubscription(id: $id) {\n      ...SubscriptionFields\n    }\n  }\n": typeof types.CancelPlayerSubscriptionDocument,
    "\n  fragment SupportThreadFields on SupportThread {\n    id\n    subject\n    status\n    unreadForAdmin\n    unreadForPlayer\n    createdAt\n    updatedAt\n    messages {\n      id\n      author\n      body\n      createdAt\n    }\n  }\n": typeof types.SupportThreadFieldsFragmentDoc,
    "\n  query MySupportThreads {\n    mySupportThreads {\n      ...SupportThreadFields\n    }\n  }\n": typeof types.MySupportThreadsDocument,
    "\n  mutation CreateSupportThread($input: CreateSupportThreadInput!) {\n    createSupportThread(input: $input) {\n      ...SupportThreadFields\n    }\n  }\n": typeof types.CreateSupportThreadDocument,
    "\n  mutation ReplySupportThread($id: ID!, $message: String!) {\n    replySupportThread(id: $id, message: $message) {\n      ...SupportThreadFields\n    }\n  }\n": typeof types.ReplySupportThreadDocument,
    "\n  mutation MarkSupportThreadRead($id: ID!) {\n    markSupportThreadRead(id: $id) {\n      id\n      unreadForAdmin\n      unreadForPlayer\n    }\n  }\n": typeof types.MarkSupportThreadReadDocument,
    "\n  query AppDefaultTheme {\n    publicSettings {\n      theme\n    }\n  }\n": typeof types.AppDefaultThemeDocument,
    "\n  query PublicResults($page: Int, $pageSize: Int) {\n    publicResults(page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      totalPages\n      draws {\n        id\n        name\n        period\n        drawDate\n        completedAt\n        ticketsSold\n        prizePool\n        archived\n        seedCommitment\n        seed\n        ticketListHash\n        merkleRoot\n        beacon\n        winners {\n          rank\n          ticketNumber\n          prizeAmount\n          player {\n            id\n            username\n          }\n        }\n      }\n    }\n  }\n": typeof types.PublicResultsDocument,
    "\n  query PublicResult($id: ID!) {\n    publicResult(id: $id) {\n      id\n      name\n      period\n      drawDate\n      completedAt\n      ticketPrice\n      ticketsSold\n      prizePool\n      archived\n      seedCommitment\n      seed\n      ticketListHash\n      merkleRoot\n      beacon\n      beaconRound\n      beaconSignature\n      beaconFallback\n      winners {\n        rank\n        ticketNumber\n        prizeAmount\n        player {\n          id\n          username\n        }\n      }\n    }\n    drawVerification(id: $id) {\n      drawId\n      ticketNumbers\n      winnerCount\n    }\n  }\n": typeof types.PublicResultDocument,
    "\n  query ReceiptKeys {\n    receiptKeys {\n      keyId\n      algorithm\n      publicKey\n      validFrom\n      validUntil\n    }\n  }\n": typeof types.ReceiptKeysDocument,
    "\n  query MyReceipt($purchaseId: ID!) {\n    myReceipt(purchaseId: $purchaseId) {\n      purchaseId\n      document\n    }\n  }\n": typeof types.MyReceiptDocument,
    "\n  query TicketInclusionProof($drawId: ID!, $ticketNumber: String!) {\n    ticketInclusionProof(drawId: $drawId, ticketNumber: $ticketNumber) {\n      ticketNumber\n      leafIndex\n      treeSize\n      path\n      merkleRoot\n    }\n  }\n": typeof types.TicketInclusionProofDocument,
};
const documents: Documents = {
    "\n  query MyEmail {\n    me {\n      id\n      email\n      emailVerified\n      pendingEmail\n    }\n  }\n": types.MyEmailDocument,
    "\n  mutation RequestEmailConfirmation($email: String!, $currentPassword: String!) {\n    requestEmailConfirmation(email: $email, currentPassword: $currentPassword) {\n      id\n      pendingEmail\n    }\n  }\n": types.RequestEmailConfirmationDocument,
    "\n  mutation ConfirmEmail($input: ConfirmEmailInput!) {\n    confirmEmail(input: $input) {\n      id\n      email\n      emailVerified\n      pendingEmail\n    }\n  }\n": types.ConfirmEmailDocument,
    "\n  query MyTwoFactor {\n    me {\n      id\n      isAdmin\n      twoFactorEnabled\n      recoveryCodesLeft\n    }\n  }\n": types.MyTwoFactorDocument,
    "\n  mutation StartTwoFactorEnrolment {\n    startTwoFactorEnrolment {\n      secret\n      otpauthUri\n      qrCodeDataUrl\n    }\n  }\n": types.StartTwoFactorEnrolmentDocument,
    "\n  mutation ConfirmTwoFactorEnrolment($code: String!) {\n    confirmTwoFactorEnrolment(code: $code)\n  }\n": types.ConfirmTwoFactorEnrolmentDocument,
    "\n  mutation RenewRecoveryCodes($code: String!) {\n    renewRecoveryCodes(code: $code)\n  }\n": types.RenewRecoveryCodesDocument,
    "\n  mutation DisableTwoFactor($input: DisableTwoFactorInput!) {\n    disableTwoFactor(input: $input) {\n      id\n      twoFactorEnabled\n      recoveryCodesLeft\n    }\n  }\n": types.DisableTwoFactorDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      device\n      address\n      createdAt\n      lastUsedAt\n      current\n    }\n  }\n": types.MySessionsDocument,
    "\n  mutation EndSession($sessionId: ID!) {\n    endSession(sessionId: $sessionId)\n  }\n": types.EndSessionDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n": types.EndOtherSessionsDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation UpdateLanguage($language: String!) {\n    updateLanguage(language: $language) {\n      id\n      language\n    }\n  }\n": types.UpdateLanguageDocument,
    "\n  fragment CurrentUserFields on User {\n    id\n    username\n    email\n    fullName\n    firstName\n    country\n    phone\n    language\n    currency\n    level\n    status\n    isAdmin\n    adminRole\n    referralCode\n    createdAt\n    balance\n    availableBalance\n    heldBalance\n    withdrawableBalance\n    bonusBalance\n    bonusPlayThroughLeft\n    ageStatus\n    emailVerified\n    twoFactorEnabled\n  }\n": types.CurrentUserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation ConfirmDateOfBirth($dateOfBirth: String!) {\n    confirmDateOfBirth(dateOfBirth: $dateOfBirth) {\n      ...CurrentUserFields\n    }\n  }\n": types.ConfirmDateOfBirthDocument,
    "\n  query DisplayRates {\n    publicSettings {\n      baseCurrency\n      displayRates {\n        USD\n        EUR\n        GBP\n        THB\n        INR\n      }\n    }\n  }\n": types.DisplayRatesDocument,
    "\n  fragment DrawCardFields on Draw {\n    id\n    name\n    period\n    ticketPrice\n    maxTickets\n    ticketsSold\n    ticketsRemaining\n    drawDate\n    opensAt\n    prizePool\n    firstPrize\n    status\n    myTicketCount\n  }\n": types.DrawCardFieldsFragmentDoc,
    "\n  query DrawOddsSettings {\n    publicSettings {\n      adminProfitPercentage\n    }\n  }\n": types.DrawOddsSettingsDocument,
    "\n  query CurrentDraws {\n    currentDraws {\n      ...DrawCardFields\n    }\n    ticketsInCurrentDraws\n  }\n": types.CurrentDrawsDocument,
    "\n  fragment TicketFields on Ticket {\n    id\n    ticketNumber\n    purchaseId\n    status\n    drawId\n    drawName\n    drawPeriod\n    drawTicketPrice\n    prizeAmount\n    createdAt\n    draw {\n      id\n      status\n      firstPrize\n      drawDate\n    }\n  }\n": types.TicketFieldsFragmentDoc,
    "\n  query MyTickets($status: TicketStatus, $page: Int) {\n    myTickets(status: $status, page: $page) {\n      tickets {\n        ...TicketFields\n      }\n      totalCount\n      page\n      pageSize\n      totalPages\n    }\n  }\n": types.MyTicketsDocument,
    "\n  query MyTicketStats {\n    myTicketStats {\n      active\n      won\n      lost\n      refunded\n      total\n      totalWinnings\n    }\n  }\n": types.MyTicketStatsDocument,
    "\n  query RecentWinners {\n    recentWinners(limit: 3) {\n      id\n      amount\n      drawName\n      ticketNumber\n      rank\n      player {\n        id\n        username\n      }\n    }\n  }\n": types.RecentWinnersDocument,
    "\n  mutation BuyTickets($input: BuyTicketsInput!) {\n    buyTickets(input: $input) {\n      id\n      quantity\n      subtotal\n      discountAmount\n      discountPercent\n      totalPaid\n      balance\n      draw {\n        ...DrawCardFields\n      }\n    }\n  }\n": types.BuyTicketsDocument,
    "\n  query PushDevices {\n    webPushPublicKey\n    myPushDevices {\n      id\n      endpoint\n    }\n  }\n": types.PushDevicesDocument,
    "\n  mutation SaveBrowserPushSubscription($input: PushSubscriptionInput!) {\n    savePushSubscription(input: $input) {\n      id\n      endpoint\n    }\n  }\n": types.SaveBrowserPushSubscriptionDocument,
    "\n  mutation RemoveBrowserPushSubscription($endpoint: String!) {\n    removePushSubscription(endpoint: $endpoint)\n  }\n": types.RemoveBrowserPushSubscriptionDocument,
    "\n  query TelegramLink {\n    myTelegramLink {\n      available\n      botUsername\n      connected\n      linkedAt\n    }\n  }\n": types.TelegramLinkDocument,
    "\n  mutation CreateTelegramCode($language: String) {\n    createTelegramLinkCode(language: $language) {\n      code\n      expiresAt\n      botUsername\n      botUrl\n    }\n  }\n": types.CreateTelegramCodeDocument,
    "\n  mutation DisconnectTelegramChat {\n    disconnectTelegram {\n      available\n      botUsername\n      connected\n      linkedAt\n    }\n  }\n": types.DisconnectTelegramChatDocument,
    "\n  fragment NotificationFields on PlayerNotification {\n    id\n    type\n    params\n    link\n    createdAt\n    read\n  }\n": types.NotificationFieldsFragmentDoc,
    "\n  query MyNotifications($page: Int, $pageSize: Int) {\n    myNotifications(page: $page, pageSize: $pageSize) {\n      total\n      unread\n      page\n      pageSize\n      items {\n        ...NotificationFields\n      }\n    }\n  }\n": types.MyNotificationsDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": types.UnreadNotificationCountDocument,
    "\n  mutation MarkNotificationsRead($ids: [ID!], $all: Boolean) {\n    markNotificationsRead(ids: $ids, all: $all)\n  }\n": types.MarkNotificationsReadDocument,
    "\n  query MyNotificationPreferences {\n    myNotificationPreferences {\n      type\n      channel\n      enabled\n    }\n  }\n": types.MyNotificationPreferencesDocument,
    "\n  mutation UpdateNotificationPreferences($preferences: [NotificationPreferenceInput!]!) {\n    updateNotificationPreferences(preferences: $preferences) {\n      type\n      channel\n      enabled\n    }\n  }\n": types.UpdateNotificationPreferencesDocument,
    "\n  query AdminSupportBadge {\n    adminSupportInbox {\n      unreadThreads\n    }\n  }\n": types.AdminSupportBadgeDocument,
    "\n  fragment AdminDrawFields on Draw {\n    id\n    name\n    period\n    ticketPrice\n    maxTickets\n    ticketsSold\n    drawDate\n    prizePool\n    status\n    completedAt\n    beaconRound\n    beaconWaitReason\n  }\n": types.AdminDrawFieldsFragmentDoc,
    "\n  query AdminDraws($page: Int) {\n    adminDraws(page: $page) {\n      draws {\n        ...AdminDrawFields\n      }\n      totalCount\n      page\n      pageSize\n      totalPages\n    }\n  }\n": types.AdminDrawsDocument,
    "\n  mutation CreateDraw($input: CreateDrawInput!) {\n    createDraw(input: $input) {\n      ...AdminDrawFields\n    }\n  }\n": types.CreateDrawDocument,
    "\n  mutation RenameDraw($id: ID!, $name: String!) {\n    renameDraw(id: $id, name: $name) {\n      message\n      draw {\n        id\n        name\n      }\n    }\n  }\n": types.RenameDrawDocument,
    "\n  mutation DeleteDraw($id: ID!, $force: Boolean) {\n    deleteDraw(id: $id, force: $force) {\n      message\n    }\n  }\n": types.DeleteDrawDocument,
    "\n  mutation TriggerDraw($id: ID!) {\n    triggerDraw(id: $id) {\n      ...AdminDrawFields\n    }\n  }\n": types.TriggerDrawDocument,
    "\n  query AdminAnalytics {\n    week: adminPeriodAnalytics(period: week) { period totalProfit drawCount totalSales profitMargin }\n    month: adminPeriodAnalytics(period: month) { period totalProfit drawCount totalSales profitMargin }\n    year: adminPeriodAnalytics(period: year) { period totalProfit drawCount totalSales profitMargin }\n    adminRecentDraws(limit: 20) {\n      drawType\n      endDate\n      totalTicketsSold\n      winnerCount\n      totalSales\n      totalPrizes\n      adminProfit\n      profitPercentage\n      draw {\n        id\n        name\n      }\n    }\n  }\n": types.AdminAnalyticsDocument,
    "\n  query AdminDrawAnalytics($id: ID!) {\n    adminDrawAnalytics(id: $id) {\n      drawType\n      totalTickets\n      totalSales\n      adminProfit\n      profitPercentage\n      prizePool\n      draw {\n        id\n        name\n        status\n        drawDate\n        completedAt\n      }\n      winners {\n        rank\n        ticketNumber\n        prizeAmount\n        payoutStatus\n        player {\n          id\n          username\n        }\n        user {\n          id\n          email\n        }\n      }\n    }\n  }\n": types.AdminDrawAnalyticsDocument,
    "\n  query AdminPayouts($status: PayoutStatus) {\n    adminPayouts(status: $status) {\n      id\n      amount\n      status\n      pendingApproval\n      adminNotes\n      rank\n      ticketNumber\n      drawId\n      drawName\n      createdAt\n      processedAt\n      player {\n        id\n        username\n      }\n    }\n  }\n": types.AdminPayoutsDocument,
    "\n  mutation UpdatePayout($id: ID!, $input: UpdatePayoutInput!) {\n    updatePayout(id: $id, input: $input) {\n      id\n      status\n      adminNotes\n      processedAt\n      pendingApproval\n    }\n  }\n": types.UpdatePayoutDocument,
    "\n  query AdminProfits {\n    adminProfits {\n      id\n      drawId\n      drawName\n      profitAmount\n      totalTicketSales\n      totalPrizesPaid\n      profitPercentage\n      createdAt\n    }\n    adminProfitTotals {\n      totalProfit\n      totalTicketSales\n      totalPrizesPaid\n    }\n  }\n": types.AdminProfitsDocument,
    "\n  query AdminDailyFigures($days: Int) {\n    adminDailyFigures(days: $days) {\n      day\n      sales\n      profit\n      players\n    }\n  }\n": types.AdminDailyFiguresDocument,
    "\n  query AdminDrawChoices {\n    currentDraws {\n      id\n      name\n      status\n      drawDate\n    }\n    completedDraws(limit: 100) {\n      id\n      name\n      completedAt\n      drawDate\n    }\n  }\n": types.AdminDrawChoicesDocument,
    "\n  fragment ApprovalFields on ApprovalRequest {\n    id\n    kind\n    amount\n    summary\n    status\n    requestedAt\n    decidedAt\n    note\n    outcome\n    outcomeReason\n    target {\n      id\n      username\n    }\n    requestedBy {\n      id\n      username\n    }\n    decidedBy {\n      id\n      username\n    }\n  }\n": types.ApprovalFieldsFragmentDoc,
    "\n  query AdminApprovals($status: String) {\n    adminApprovals(status: $status) {\n      ...ApprovalFields\n    }\n  }\n": types.AdminApprovalsDocument,
    "\n  query AdminApprovalBadge {\n    adminPendingApprovalCount\n  }\n": types.AdminApprovalBadgeDocument,
    "\n  mutation DecideApproval($id: ID!, $approve: Boolean!, $note: String) {\n    decideApproval(id: $id, approve: $approve, note: $note) {\n      ...ApprovalFields\n    }\n  }\n": types.DecideApprovalDocument,
    "\n  query AdminAuditLog($page: Int, $filter: AuditFilter) {\n    adminAuditLog(page: $page, filter: $filter) {\n      entries {\n        id\n        action\n        targetType\n        targetId\n        before\n        after\n        occurredAt\n        actor {\n          id\n          username\n        }\n      }\n      page\n      totalPages\n      total\n    }\n  }\n": types.AdminAuditLogDocument,
    "\n  query AdminAuditFacets {\n    adminAuditFacets {\n      actions\n      actors {\n        id\n        username\n      }\n      targetTypes\n    }\n  }\n": types.AdminAuditFacetsDocument,
    "\n  query AdminAuditChainCheck {\n    adminAuditChainCheck {\n      intact\n      entries\n      headSeq\n      headHash\n      checkpoints\n      firstBroken {\n        seq\n        entryId\n        reason\n      }\n    }\n  }\n": types.AdminAuditChainCheckDocument,
    "\n  fragment AnnouncementFields on Announcement {\n    id\n    title\n    content\n    createdAt\n    updatedAt\n  }\n": types.AnnouncementFieldsFragmentDoc,
    "\n  query AdminAnnouncements {\n    announcements {\n      ...AnnouncementFields\n    }\n  }\n": types.AdminAnnouncementsDocument,
    "\n  mutation CreateAnnouncement($input: AnnouncementInput!) {\n    createAnnouncement(input: $input) {\n      ...AnnouncementFields\n    }\n  }\n": types.CreateAnnouncementDocument,
    "\n  mutation UpdateAnnouncement($id: ID!, $input: AnnouncementInput!) {\n    updateAnnouncement(id: $id, input: $input) {\n      ...AnnouncementFields\n    }\n  }\n": types.UpdateAnnouncementDocument,
    "\n  mutation DeleteAnnouncement($id: ID!) {\n    deleteAnnouncement(id: $id)\n  }\n": types.DeleteAnnouncementDocument,
    "\n  fragment FeaturedEntryFields on FeaturedEntry {\n    id\n    type\n    username\n    amount\n    featured\n    createdAt\n  }\n": types.FeaturedEntryFieldsFragmentDoc,
    "\n  query AdminFeaturedEntries {\n    featuredEntries {\n      ...FeaturedEntryFields\n    }\n  }\n": types.AdminFeaturedEntriesDocument,
    "\n  mutation AddFeaturedEntry($input: FeaturedEntryInput!) {\n    addFeaturedEntry(input: $input) {\n      ...FeaturedEntryFields\n    }\n  }\n": types.AddFeaturedEntryDocument,
    "\n  mutation DeleteFeaturedEntry($id: ID!) {\n    deleteFeaturedEntry(id: $id)\n  }\n": types.DeleteFeaturedEntryDocument,
    "\n  query AdminMailOutbox {\n    adminMailOutbox {\n      delivery\n      mails {\n        id\n        to\n        subject\n        text\n        createdAt\n      }\n    }\n  }\n": types.AdminMailOutboxDocument,
    "\n  query AdminStats {\n    adminUserCount\n    adminTotalUserBalance\n    adminPaymentTotals {\n      totalDeposits\n      totalWithdrawals\n    }\n    adminPaymentCounts {\n      pendingDeposits\n      pendingWithdrawals\n    }\n    adminDrawStats {\n      totalPayouts\n      pendingPayouts\n      activeTickets\n      drawCount\n    }\n  }\n": types.AdminStatsDocument,
    "\n  query AdminPaymentCounts {\n    adminPaymentCounts {\n      pendingDeposits\n      pendingWithdrawals\n    }\n  }\n": types.AdminPaymentCountsDocument,
    "\n  query AdminDeposits($status: DepositStatus) {\n    adminDeposits(status: $status) {\n      ...DepositFields\n      user {\n        id\n        username\n        fullName\n      }\n      screenshotDuplicates {\n        depositId\n        match\n      }\n    }\n  }\n": types.AdminDepositsDocument,
    "\n  mutation ReviewDeposit($id: ID!, $input: ReviewDepositInput!) {\n    reviewDeposit(id: $id, input: $input) {\n      id\n      status\n      adminNotes\n      reviewedAt\n    }\n  }\n": types.ReviewDepositDocument,
    "\n  query AdminWithdrawals($status: WithdrawalStatus) {\n    adminWithdrawals(status: $status) {\n      ...WithdrawalFields\n      pendingApproval\n      user {\n        id\n        username\n        fullName\n        createdAt\n        balance\n        availableBalance\n        heldBalance\n      }\n    }\n  }\n": types.AdminWithdrawalsDocument,
    "\n  mutation SetWithdrawalStatus($id: ID!, $input: SetWithdrawalStatusInput!) {\n    setWithdrawalStatus(id: $id, input: $input) {\n      id\n      status\n      adminNotes\n      processedAt\n      pendingApproval\n    }\n  }\n": types.SetWithdrawalStatusDocument,
    "\n  query AdminPaymentMethods {\n    adminPaymentMethods {\n      ...PaymentMethodFields\n    }\n  }\n": types.AdminPaymentMethodsDocument,
    "\n  mutation CreatePaymentMethod($input: PaymentMethodInput!) {\n    createPaymentMethod(input: $input) {\n      ...PaymentMethodFields\n    }\n  }\n": types.CreatePaymentMethodDocument,
    "\n  mutation UpdatePaymentMethod($id: ID!, $input: PaymentMethodUpdateInput!) {\n    updatePaymentMethod(id: $id, input: $input) {\n      ...PaymentMethodFields\n    }\n  }\n": types.UpdatePaymentMethodDocument,
    "\n  mutation DeletePaymentMethod($id: ID!) {\n    deletePaymentMethod(id: $id) {\n      message\n      archived\n    }\n  }\n": types.DeletePaymentMethodDocument,
    "\n  query AdminWithdrawalPlayer($userId: ID!) {\n    adminDeposits(userId: $userId, limit: 5) {\n      id\n      amount\n      status\n      createdAt\n    }\n    adminWithdrawals(userId: $userId, limit: 6) {\n      id\n      amount\n      status\n      createdAt\n    }\n    adminPlayerProtection(userId: $userId) {\n      userId\n      block {\n        kind\n        endsAt\n      }\n      limits {\n        kind\n        period\n        limit\n      }\n    }\n  }\n": types.AdminWithdrawalPlayerDocument,
    "\n  fragment LoginBackgroundFields on LoginBackground {\n    enabled\n    url\n    width\n    height\n    position\n    size\n    opacity\n  }\n": types.LoginBackgroundFieldsFragmentDoc,
    "\n  fragment AdminSettingsFields on AppSettings {\n    appName\n    ticketPrice\n    adminProfitPercentage\n    referrerBonus\n    referredBonus\n    deductFromAdminProfit\n    theme\n    autoPayoutLimit\n    vipThreshold\n    referralsPerDay\n    bonusPlayThrough\n    minimumAge\n    fourEyesThreshold\n    responsibleGamingText {\n      en\n      th\n      hi\n      bn\n      ar\n    }\n    supportOrganisations {\n      name\n      url\n    }\n    baseCurrency\n    displayRates {\n      USD\n      EUR\n      GBP\n      THB\n      INR\n    }\n    loginBackground {\n      ...LoginBackgroundFields\n    }\n    updatedAt\n  }\n": types.AdminSettingsFieldsFragmentDoc,
    "\n  query AdminSettings {\n    adminSettings {\n      ...AdminSettingsFields\n    }\n  }\n": types.AdminSettingsDocument,
    "\n  mutation UpdateSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...AdminSettingsFields\n    }\n  }\n": types.UpdateSettingsDocument,
    "\n  mutation ResetSettings {\n    resetSettings {\n      ...AdminSettingsFields\n    }\n  }\n": types.ResetSettingsDocument,
    "\n  mutation UpdateLoginBackground($input: LoginBackgroundInput!) {\n    updateLoginBackground(input: $input) {\n      ...LoginBackgroundFields\n    }\n  }\n": types.UpdateLoginBackgroundDocument,
    "\n  query AdminSupportInbox {\n    adminSupportInbox {\n      unreadThreads\n      threads {\n        ...SupportThreadFields\n        user {\n          id\n          username\n          email\n        }\n      }\n    }\n  }\n": types.AdminSupportInboxDocument,
    "\n  mutation AdminReplySupportThread($id: ID!, $message: String!) {\n    adminReplySupportThread(id: $id, message: $message) {\n      ...SupportThreadFields\n    }\n  }\n": types.AdminReplySupportThreadDocument,
    "\n  fragment TelegramSettingsFields on TelegramSettings {\n    botTokenMasked\n    hasBotToken\n    enabled\n    staffChatIds\n    notificationTypes\n  }\n": types.TelegramSettingsFieldsFragmentDoc,
    "\n  query TelegramSettings {\n    telegramSettings {\n      ...TelegramSettingsFields\n    }\n  }\n": types.TelegramSettingsDocument,
    "\n  mutation UpdateTelegramSettings($input: TelegramSettingsInput!) {\n    updateTelegramSettings(input: $input) {\n      ...TelegramSettingsFields\n    }\n  }\n": types.UpdateTelegramSettingsDocument,
    "\n  mutation SendTelegramTest($message: String!) {\n    sendTelegramTest(message: $message)\n  }\n": types.SendTelegramTestDocument,
    "\n  fragment AdminUserFields on User {\n    id\n    username\n    email\n    fullName\n    status\n    isAdmin\n    adminRole\n    level\n    balance\n    availableBalance\n    createdAt\n  }\n": types.AdminUserFieldsFragmentDoc,
    "\n  query AdminUsers($search: String, $page: Int) {\n    adminUsers(search: $search, page: $page) {\n      users {\n        ...AdminUserFields\n      }\n      page\n      totalPages\n      total\n    }\n  }\n": types.AdminUsersDocument,
    "\n  mutation AdminUpdateUser($id: ID!, $input: AdminUpdateUserInput!) {\n    adminUpdateUser(id: $id, input: $input) {\n      message\n      pendingApproval\n      user {\n        ...AdminUserFields\n      }\n    }\n  }\n": types.AdminUpdateUserDocument,
    "\n  mutation AdminDeleteUser($id: ID!) {\n    adminDeleteUser(id: $id)\n  }\n": types.AdminDeleteUserDocument,
    "\n  mutation AdminSetUserPassword($id: ID!, $newPassword: String!) {\n    adminSetUserPassword(id: $id, newPassword: $newPassword)\n  }\n": types.AdminSetUserPasswordDocument,
    "\n  query AdminPlayerStatement($userId: ID!, $page: Int!, $pageSize: Int!) {\n    adminPlayerStatement(userId: $userId, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      lines {\n        id\n        createdAt\n        type\n        operation\n        memo\n        change\n        balanceAfter\n      }\n      totals {\n        deposited\n        withdrawn\n        spent\n        won\n        bonus\n        net\n      }\n    }\n  }\n": types.AdminPlayerStatementDocument,
    "\n  query AuthPageSettings {\n    publicSettings {\n      adminProfitPercentage\n      minimumAge\n      loginBackground {\n        enabled\n        url\n        width\n        height\n        position\n        size\n        opacity\n      }\n    }\n  }\n": types.AuthPageSettingsDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ConfirmEmailLink($token: String!) {\n    confirmEmail(input: { token: $token }) {\n      id\n      email\n      emailVerified\n      pendingEmail\n    }\n  }\n": types.ConfirmEmailLinkDocument,
    "\n  query DashboardAnnouncements {\n    announcements {\n      id\n      title\n      content\n      updatedAt\n    }\n  }\n": types.DashboardAnnouncementsDocument,
    "\n  query HelpFigures {\n    publicSettings {\n      appName\n      ticketPrice\n      adminProfitPercentage\n      autoPayoutLimit\n      referrerBonus\n      referredBonus\n    }\n    paymentMethods {\n      id\n      minAmount\n    }\n  }\n": types.HelpFiguresDocument,
    "\n  query ResponsibleGaming {\n    publicSettings {\n      appName\n      minimumAge\n      responsibleGamingText {\n        en\n        th\n        hi\n        bn\n        ar\n      }\n      supportOrganisations {\n        name\n        url\n      }\n    }\n  }\n": types.ResponsibleGamingDocument,
    "\n  query Countries {\n    countries {\n      code\n      currency\n    }\n  }\n": types.CountriesDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...CurrentUserFields\n      paymentMethods\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query MySavedMethods {\n    me {\n      id\n      paymentMethods\n    }\n  }\n": types.MySavedMethodsDocument,
    "\n  query DrawVerification($id: ID!) {\n    drawVerification(id: $id) {\n      drawId\n      drawName\n      status\n      seedCommitment\n      seed\n      ticketListHash\n      ticketNumbers\n      beacon\n      beaconRound\n      beaconSignature\n      beaconFallback\n      winnerCount\n      winners {\n        rank\n        ticketNumber\n        prizeAmount\n        player {\n          id\n          username\n        }\n      }\n    }\n    # The audit log's head when the draw's sales closed (content service).\n    draw(id: $id) {\n      id\n      auditCheckpoint {\n        seq\n        headHash\n      }\n    }\n  }\n": types.DrawVerificationDocument,
    "\n  query CompletedDraws {\n    completedDraws(limit: 20) {\n      id\n      name\n      period\n      completedAt\n      ticketsSold\n      prizePool\n    }\n  }\n": types.CompletedDrawsDocument,
    "\n  query VerifiedWinners($period: LeaderboardPeriod, $days: Int) {\n    leaderboard(period: $period, days: $days, limit: 100) {\n      id\n      amount\n      rank\n      ticketNumber\n      drawId\n      drawName\n      drawPeriod\n      date\n      player {\n        id\n        username\n      }\n    }\n    leaderboardSummary(period: $period, days: $days) {\n      totalPaidOut\n      totalWinners\n      biggestWin\n      averageWin\n    }\n  }\n": types.VerifiedWinnersDocument,
    "\n  query TopPlayers($days: Int) {\n    topPlayers(days: $days, limit: 100) {\n      totalWinnings\n      winCount\n      biggestWin\n      player {\n        id\n        username\n      }\n    }\n  }\n": types.TopPlayersDocument,
    "\n  query FeaturedEntries {\n    featuredEntries {\n      id\n      type\n      username\n      amount\n    }\n  }\n": types.FeaturedEntriesDocument,
    "\n  fragment PaymentMethodFields on PaymentMethod {\n    id\n    name\n    type\n    isActive\n    bankName\n    accountName\n    accountNumber\n    cryptoType\n    cryptoNetwork\n    cryptoAddress\n    paypalEmail\n    instructions\n    minAmount\n    maxAmount\n    processingTime\n  }\n": types.PaymentMethodFieldsFragmentDoc,
    "\n  query PaymentMethods {\n    paymentMethods {\n      ...PaymentMethodFields\n    }\n  }\n": types.PaymentMethodsDocument,
    "\n  fragment DepositFields on Deposit {\n    id\n    amount\n    paymentMethod\n    paymentMethodName\n    paymentMethodType\n    screenshotUrl\n    status\n    adminNotes\n    createdAt\n    reviewedAt\n  }\n": types.DepositFieldsFragmentDoc,
    "\n  query MyDeposits {\n    myDeposits {\n      ...DepositFields\n    }\n  }\n": types.MyDepositsDocument,
    "\n  fragment WithdrawalFields on Withdrawal {\n    id\n    amount\n    paymentMethod\n    accountInfo\n    status\n    adminNotes\n    createdAt\n    processedAt\n  }\n": types.WithdrawalFieldsFragmentDoc,
    "\n  query MyWithdrawals {\n    myWithdrawals {\n      ...WithdrawalFields\n    }\n  }\n": types.MyWithdrawalsDocument,
    "\n  mutation CreateWithdrawal($input: CreateWithdrawalInput!) {\n    createWithdrawal(input: $input) {\n      ...WithdrawalFields\n    }\n  }\n": types.CreateWithdrawalDocument,
    "\n  query MyLevelProgress {\n    me {\n      id\n      level\n      levelProgress {\n        level\n        approvedDepositCount\n        approvedDepositsTotal\n        vipThreshold\n      }\n    }\n  }\n": types.MyLevelProgressDocument,
    "\n  query MyReferrals {\n    myReferrals {\n      referrals {\n        id\n        username\n        createdAt\n        bonusAmount\n      }\n      totalEarnings\n      level\n      currency\n      referralCode\n      referrerBonus\n      referredBonus\n    }\n  }\n": types.MyReferralsDocument,
    "\n  query MyPayouts {\n    myPayouts {\n      id\n      amount\n      status\n      rank\n      ticketNumber\n      drawName\n      adminNotes\n      createdAt\n      processedAt\n    }\n  }\n": types.MyPayoutsDocument,
    "\n  query MoneyWatch {\n    me {\n      id\n      level\n      balance\n      availableBalance\n      heldBalance\n      withdrawableBalance\n      bonusBalance\n      bonusPlayThroughLeft\n    }\n    myDeposits(limit: 20) {\n      ...DepositFields\n    }\n    myWithdrawals(limit: 20) {\n      ...WithdrawalFields\n    }\n  }\n": types.MoneyWatchDocument,
    "\n  fragment ProtectionFields on PlayerProtection {\n    userId\n    limits {\n      kind\n      period\n      limit\n      used\n      remaining\n      pendingLimit\n      pendingRemoval\n      confirmableAt\n    }\n    block {\n      kind\n      duration\n      startsAt\n      endsAt\n      canEnd\n    }\n  }\n": types.ProtectionFieldsFragmentDoc,
    "\n  query MyProtection {\n    myProtection {\n      ...ProtectionFields\n    }\n  }\n": types.MyProtectionDocument,
    "\n  mutation SetSpendingLimit($kind: SpendingLimitKind!, $period: SpendingLimitPeriod!, $amount: String) {\n    setSpendingLimit(kind: $kind, period: $period, amount: $amount) {\n      ...ProtectionFields\n    }\n  }\n": types.SetSpendingLimitDocument,
    "\n  mutation ConfirmLimitChange($kind: SpendingLimitKind!, $period: SpendingLimitPeriod!) {\n    confirmLimitChange(kind: $kind, period: $period) {\n      ...ProtectionFields\n    }\n  }\n": types.ConfirmLimitChangeDocument,
    "\n  mutation TakeTimeOut($duration: TimeOutDuration!) {\n    takeTimeOut(duration: $duration) {\n      ...ProtectionFields\n    }\n  }\n": types.TakeTimeOutDocument,
    "\n  mutation SelfExclude($duration: SelfExclusionDuration!) {\n    selfExclude(duration: $duration) {\n      ...ProtectionFields\n    }\n  }\n": types.SelfExcludeDocument,
    "\n  mutation EndSelfExclusion {\n    endSelfExclusion {\n      ...ProtectionFields\n    }\n  }\n": types.EndSelfExclusionDocument,
    "\n  query AdminPlayerProtection($userId: ID!) {\n    adminPlayerProtection(userId: $userId) {\n      ...ProtectionFields\n      changes(limit: 50) {\n        id\n        action\n        before\n        after\n        createdAt\n      }\n    }\n  }\n": types.AdminPlayerProtectionDocument,
    "\n  query MyStatement($filter: StatementFilter, $page: Int!, $pageSize: Int!) {\n    myStatement(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      lines {\n        id\n        createdAt\n        type\n        operation\n        memo\n        amount\n        change\n        balanceAfter\n        heldAfter\n      }\n      totals {\n        deposited\n        withdrawn\n        spent\n        won\n        bonus\n        net\n      }\n    }\n  }\n": types.MyStatementDocument,
    "\n  query MyStatementCsv($filter: StatementFilter) {\n    myStatementCsv(filter: $filter)\n  }\n": types.MyStatementCsvDocument,
    "\n  fragment SubscriptionFields on DrawSubscription {\n    id\n    drawName\n    period\n    ticketsPerDraw\n    drawLimit\n    drawsBought\n    minPrizePool\n    status\n    createdAt\n    endedAt\n    nextDraw {\n      id\n      name\n      drawDate\n      prizePool\n      status\n    }\n  }\n": types.SubscriptionFieldsFragmentDoc,
    "\n  query PlayerSubscriptions {\n    mySubscriptions {\n      ...SubscriptionFields\n    }\n  }\n": types.PlayerSubscriptionsDocument,
    "\n  query PlayerSubscriptionHistory($id: ID!) {\n    subscriptionHistory(id: $id) {\n      drawId\n      drawName\n      drawDate\n      status\n      reason\n      purchaseId\n      decidedAt\n    }\n  }\n": types.PlayerSubscriptionHistoryDocument,
    "\n  mutation CreateSubscription($input: SubscribeInput!) {\n    subscribe(input: $input) {\n      ...SubscriptionFields\n    }\n  }\n": types.CreateSubscriptionDocument,
    "\n  mutation PausePlayerSubscription($id: ID!) {\n    pauseSubscription(id: $id) {\n      ...SubscriptionFields\n    }\n  }\n": types.PausePlayerSubscriptionDocument,
    "\n  mutation ResumePlayerSubscription($id: ID!) {\n    resumeSubscription(id: $id) {\n      ...SubscriptionFields\n    }\n  }\n": types.ResumePlayerSubscriptionDocument,
    "\n  mutation CancelPlayerSubscription($id: ID!) {\n    cancelSubscription(id: $id) {\n      ...SubscriptionFields\n    }\n  }\n": types.CancelPlayerSubscriptionDocument,
    "\n  fragment SupportThreadFields on SupportThread {\n    id\n    subject\n    status\n    unreadForAdmin\n    unreadForPlayer\n    createdAt\n    updatedAt\n    messages {\n      id\n      author\n      body\n      createdAt\n    }\n  }\n": types.SupportThreadFieldsFragmentDoc,
    "\n  query MySupportThreads {\n    mySupportThreads {\n      ...SupportThreadFields\n    }\n  }\n": types.MySupportThreadsDocument,
    "\n  mutation CreateSupportThread($input: CreateSupportThreadInput!) {\n    createSupportThread(input: $input) {\n      ...SupportThreadFields\n    }\n  }\n": types.CreateSupportThreadDocument,
    "\n  mutation ReplySupportThread($id: ID!, $message: String!) {\n    replySupportThread(id: $id, message: $message) {\n      ...SupportThreadFields\n    }\n  }\n": types.ReplySupportThreadDocument,
    "\n  mutation MarkSupportThreadRead($id: ID!) {\n    markSupportThreadRead(id: $id) {\n      id\n      unreadForAdmin\n      unreadForPlayer\n    }\n  }\n": types.MarkSupportThreadReadDocument,
    "\n  query AppDefaultTheme {\n    publicSettings {\n      theme\n    }\n  }\n": types.AppDefaultThemeDocument,
    "\n  query PublicResults($page: Int, $pageSize: Int) {\n    publicResults(page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      totalPages\n      draws {\n        id\n        name\n        period\n        drawDate\n        completedAt\n        ticketsSold\n        prizePool\n        archived\n        seedCommitment\n        seed\n        ticketListHash\n        merkleRoot\n        beacon\n        winners {\n          rank\n          ticketNumber\n          prizeAmount\n          player {\n            id\n            username\n          }\n        }\n      }\n    }\n  }\n": types.PublicResultsDocument,
    "\n  query PublicResult($id: ID!) {\n    publicResult(id: $id) {\n      id\n      name\n      period\n      drawDate\n      completedAt\n      ticketPrice\n      ticketsSold\n      prizePool\n      archived\n      seedCommitment\n      seed\n      ticketListHash\n      merkleRoot\n      beacon\n      beaconRound\n      beaconSignature\n      beaconFallback\n      winners {\n        rank\n        ticketNumber\n        prizeAmount\n        player {\n          id\n          username\n        }\n      }\n    }\n    drawVerification(id: $id) {\n      drawId\n      ticketNumbers\n      winnerCount\n    }\n  }\n": types.PublicResultDocument,
    "\n  query ReceiptKeys {\n    receiptKeys {\n      keyId\n      algorithm\n      publicKey\n      validFrom\n      validUntil\n    }\n  }\n": types.ReceiptKeysDocument,
    "\n  query MyReceipt($purchaseId: ID!) {\n    myReceipt(purchaseId: $purchaseId) {\n      purchaseId\n      document\n    }\n  }\n": types.MyReceiptDocument,
    "\n  query TicketInclusionProof($drawId: ID!, $ticketNumber: String!) {\n    ticketInclusionProof(drawId: $drawId, ticketNumber: $ticketNumber) {\n      ticketNumber\n      leafIndex\n      treeSize\n      path\n      merkleRoot\n    }\n  }\n": types.TicketInclusionProofDocument,
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
export function graphql(source: "\n  query MyEmail {\n    me {\n      id\n      email\n      emailVerified\n      pendingEmail\n    }\n  }\n"): (typeof documents)["\n  query MyEmail {\n    me {\n      id\n      email\n      emailVerified\n      pendingEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestEmailConfirmation($email: String!, $currentPassword: String!) {\n    requestEmailConfirmation(email: $email, currentPassword: $currentPassword) {\n      id\n      pendingEmail\n    }\n  }\n"): (typeof documents)["\n  mutation RequestEmailConfirmation($email: String!, $currentPassword: String!) {\n    requestEmailConfirmation(email: $email, currentPassword: $currentPassword) {\n      id\n      pendingEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmail($input: ConfirmEmailInput!) {\n    confirmEmail(input: $input) {\n      id\n      email\n      emailVerified\n      pendingEmail\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmEmail($input: ConfirmEmailInput!) {\n    confirmEmail(input: $input) {\n      id\n      email\n      emailVerified\n      pendingEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTwoFactor {\n    me {\n      id\n      isAdmin\n      twoFactorEnabled\n      recoveryCodesLeft\n    }\n  }\n"): (typeof documents)["\n  query MyTwoFactor {\n    me {\n      id\n      isAdmin\n      twoFactorEnabled\n      recoveryCodesLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTwoFactorEnrolment {\n    startTwoFactorEnrolment {\n      secret\n      otpauthUri\n      qrCodeDataUrl\n    }\n  }\n"): (typeof documents)["\n  mutation StartTwoFactorEnrolment {\n    startTwoFactorEnrolment {\n      secret\n      otpauthUri\n      qrCodeDataUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTwoFactorEnrolment($code: String!) {\n    confirmTwoFactorEnrolment(code: $code)\n  }\n"): (typeof documents)["\n  mutation ConfirmTwoFactorEnrolment($code: String!) {\n    confirmTwoFactorEnrolment(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenewRecoveryCodes($code: String!) {\n    renewRecoveryCodes(code: $code)\n  }\n"): (typeof documents)["\n  mutation RenewRecoveryCodes($code: String!) {\n    renewRecoveryCodes(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTwoFactor($input: DisableTwoFactorInput!) {\n    disableTwoFactor(input: $input) {\n      id\n      twoFactorEnabled\n      recoveryCodesLeft\n    }\n  }\n"): (typeof documents)["\n  mutation DisableTwoFactor($input: DisableTwoFactorInput!) {\n    disableTwoFactor(input: $input) {\n      id\n      twoFactorEnabled\n      recoveryCodesLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions {\n    mySessions {\n      id\n      device\n      address\n      createdAt\n      lastUsedAt\n      current\n    }\n  }\n"): (typeof documents)["\n  query MySessions {\n    mySessions {\n      id\n      device\n      address\n      createdAt\n      lastUsedAt\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSession($sessionId: ID!) {\n    endSession(sessionId: $sessionId)\n  }\n"): (typeof documents)["\n  mutation EndSession($sessionId: ID!) {\n    endSession(sessionId: $sessionId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n"): (typeof documents)["\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLanguage($language: String!) {\n    updateLanguage(language: $language) {\n      id\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLanguage($language: String!) {\n    updateLanguage(language: $language) {\n      id\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentUserFields on User {\n    id\n    username\n    email\n    fullName\n    firstName\n    country\n    phone\n    language\n    currency\n    level\n    status\n    isAdmin\n    adminRole\n    referralCode\n    createdAt\n    balance\n    availableBalance\n    heldBalance\n    withdrawableBalance\n    bonusBalance\n    bonusPlayThroughLeft\n    ageStatus\n    emailVerified\n    twoFactorEnabled\n  }\n"): (typeof documents)["\n  fragment CurrentUserFields on User {\n    id\n    username\n    email\n    fullName\n    firstName\n    country\n    phone\n    language\n    currency\n    level\n    status\n    isAdmin\n    adminRole\n    referralCode\n    createdAt\n    balance\n    availableBalance\n    heldBalance\n    withdrawableBalance\n    bonusBalance\n    bonusPlayThroughLeft\n    ageStatus\n    emailVerified\n    twoFactorEnabled\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmDateOfBirth($dateOfBirth: String!) {\n    confirmDateOfBirth(dateOfBirth: $dateOfBirth) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmDateOfBirth($dateOfBirth: String!) {\n    confirmDateOfBirth(dateOfBirth: $dateOfBirth) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DisplayRates {\n    publicSettings {\n      baseCurrency\n      displayRates {\n        USD\n        EUR\n        GBP\n        THB\n        INR\n      }\n    }\n  }\n"): (typeof documents)["\n  query DisplayRates {\n    publicSettings {\n      baseCurrency\n      displayRates {\n        USD\n        EUR\n        GBP\n        THB\n        INR\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DrawCardFields on Draw {\n    id\n    name\n    period\n    ticketPrice\n    maxTickets\n    ticketsSold\n    ticketsRemaining\n    drawDate\n    opensAt\n    prizePool\n    firstPrize\n    status\n    myTicketCount\n  }\n"): (typeof documents)["\n  fragment DrawCardFields on Draw {\n    id\n    name\n    period\n    ticketPrice\n    maxTickets\n    ticketsSold\n    ticketsRemaining\n    drawDate\n    opensAt\n    prizePool\n    firstPrize\n    status\n    myTicketCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DrawOddsSettings {\n    publicSettings {\n      adminProfitPercentage\n    }\n  }\n"): (typeof documents)["\n  query DrawOddsSettings {\n    publicSettings {\n      adminProfitPercentage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentDraws {\n    currentDraws {\n      ...DrawCardFields\n    }\n    ticketsInCurrentDraws\n  }\n"): (typeof documents)["\n  query CurrentDraws {\n    currentDraws {\n      ...DrawCardFields\n    }\n    ticketsInCurrentDraws\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketFields on Ticket {\n    id\n    ticketNumber\n    purchaseId\n    status\n    drawId\n    drawName\n    drawPeriod\n    drawTicketPrice\n    prizeAmount\n    createdAt\n    draw {\n      id\n      status\n      firstPrize\n      drawDate\n    }\n  }\n"): (typeof documents)["\n  fragment TicketFields on Ticket {\n    id\n    ticketNumber\n    purchaseId\n    status\n    drawId\n    drawName\n    drawPeriod\n    drawTicketPrice\n    prizeAmount\n    createdAt\n    draw {\n      id\n      status\n      firstPrize\n      drawDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTickets($status: TicketStatus, $page: Int) {\n    myTickets(status: $status, page: $page) {\n      tickets {\n        ...TicketFields\n      }\n      totalCount\n      page\n      pageSize\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query MyTickets($status: TicketStatus, $page: Int) {\n    myTickets(status: $status, page: $page) {\n      tickets {\n        ...TicketFields\n      }\n      totalCount\n      page\n      pageSize\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTicketStats {\n    myTicketStats {\n      active\n      won\n      lost\n      refunded\n      total\n      totalWinnings\n    }\n  }\n"): (typeof documents)["\n  query MyTicketStats {\n    myTicketStats {\n      active\n      won\n      lost\n      refunded\n      total\n      totalWinnings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentWinners {\n    recentWinners(limit: 3) {\n      id\n      amount\n      drawName\n      ticketNumber\n      rank\n      player {\n        id\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecentWinners {\n    recentWinners(limit: 3) {\n      id\n      amount\n      drawName\n      ticketNumber\n      rank\n      player {\n        id\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuyTickets($input: BuyTicketsInput!) {\n    buyTickets(input: $input) {\n      id\n      quantity\n      subtotal\n      discountAmount\n      discountPercent\n      totalPaid\n      balance\n      draw {\n        ...DrawCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BuyTickets($input: BuyTicketsInput!) {\n    buyTickets(input: $input) {\n      id\n      quantity\n      subtotal\n      discountAmount\n      discountPercent\n      totalPaid\n      balance\n      draw {\n        ...DrawCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushDevices {\n    webPushPublicKey\n    myPushDevices {\n      id\n      endpoint\n    }\n  }\n"): (typeof documents)["\n  query PushDevices {\n    webPushPublicKey\n    myPushDevices {\n      id\n      endpoint\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveBrowserPushSubscription($input: PushSubscriptionInput!) {\n    savePushSubscription(input: $input) {\n      id\n      endpoint\n    }\n  }\n"): (typeof documents)["\n  mutation SaveBrowserPushSubscription($input: PushSubscriptionInput!) {\n    savePushSubscription(input: $input) {\n      id\n      endpoint\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveBrowserPushSubscription($endpoint: String!) {\n    removePushSubscription(endpoint: $endpoint)\n  }\n"): (typeof documents)["\n  mutation RemoveBrowserPushSubscription($endpoint: String!) {\n    removePushSubscription(endpoint: $endpoint)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TelegramLink {\n    myTelegramLink {\n      available\n      botUsername\n      connected\n      linkedAt\n    }\n  }\n"): (typeof documents)["\n  query TelegramLink {\n    myTelegramLink {\n      available\n      botUsername\n      connected\n      linkedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTelegramCode($language: String) {\n    createTelegramLinkCode(language: $language) {\n      code\n      expiresAt\n      botUsername\n      botUrl\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTelegramCode($language: String) {\n    createTelegramLinkCode(language: $language) {\n      code\n      expiresAt\n      botUsername\n      botUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisconnectTelegramChat {\n    disconnectTelegram {\n      available\n      botUsername\n      connected\n      linkedAt\n    }\n  }\n"): (typeof documents)["\n  mutation DisconnectTelegramChat {\n    disconnectTelegram {\n      available\n      botUsername\n      connected\n      linkedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationFields on PlayerNotification {\n    id\n    type\n    params\n    link\n    createdAt\n    read\n  }\n"): (typeof documents)["\n  fragment NotificationFields on PlayerNotification {\n    id\n    type\n    params\n    link\n    createdAt\n    read\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyNotifications($page: Int, $pageSize: Int) {\n    myNotifications(page: $page, pageSize: $pageSize) {\n      total\n      unread\n      page\n      pageSize\n      items {\n        ...NotificationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyNotifications($page: Int, $pageSize: Int) {\n    myNotifications(page: $page, pageSize: $pageSize) {\n      total\n      unread\n      page\n      pageSize\n      items {\n        ...NotificationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsRead($ids: [ID!], $all: Boolean) {\n    markNotificationsRead(ids: $ids, all: $all)\n  }\n"): (typeof documents)["\n  mutation MarkNotificationsRead($ids: [ID!], $all: Boolean) {\n    markNotificationsRead(ids: $ids, all: $all)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyNotificationPreferences {\n    myNotificationPreferences {\n      type\n      channel\n      enabled\n    }\n  }\n"): (typeof documents)["\n  query MyNotificationPreferences {\n    myNotificationPreferences {\n      type\n      channel\n      enabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationPreferences($preferences: [NotificationPreferenceInput!]!) {\n    updateNotificationPreferences(preferences: $preferences) {\n      type\n      channel\n      enabled\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationPreferences($preferences: [NotificationPreferenceInput!]!) {\n    updateNotificationPreferences(preferences: $preferences) {\n      type\n      channel\n      enabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSupportBadge {\n    adminSupportInbox {\n      unreadThreads\n    }\n  }\n"): (typeof documents)["\n  query AdminSupportBadge {\n    adminSupportInbox {\n      unreadThreads\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminDrawFields on Draw {\n    id\n    name\n    period\n    ticketPrice\n    maxTickets\n    ticketsSold\n    drawDate\n    prizePool\n    status\n    completedAt\n    beaconRound\n    beaconWaitReason\n  }\n"): (typeof documents)["\n  fragment AdminDrawFields on Draw {\n    id\n    name\n    period\n    ticketPrice\n    maxTickets\n    ticketsSold\n    drawDate\n    prizePool\n    status\n    completedAt\n    beaconRound\n    beaconWaitReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDraws($page: Int) {\n    adminDraws(page: $page) {\n      draws {\n        ...AdminDrawFields\n      }\n      totalCount\n      page\n      pageSize\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query AdminDraws($page: Int) {\n    adminDraws(page: $page) {\n      draws {\n        ...AdminDrawFields\n      }\n      totalCount\n      page\n      pageSize\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDraw($input: CreateDrawInput!) {\n    createDraw(input: $input) {\n      ...AdminDrawFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDraw($input: CreateDrawInput!) {\n    createDraw(input: $input) {\n      ...AdminDrawFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameDraw($id: ID!, $name: String!) {\n    renameDraw(id: $id, name: $name) {\n      message\n      draw {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RenameDraw($id: ID!, $name: String!) {\n    renameDraw(id: $id, name: $name) {\n      message\n      draw {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDraw($id: ID!, $force: Boolean) {\n    deleteDraw(id: $id, force: $force) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteDraw($id: ID!, $force: Boolean) {\n    deleteDraw(id: $id, force: $force) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TriggerDraw($id: ID!) {\n    triggerDraw(id: $id) {\n      ...AdminDrawFields\n    }\n  }\n"): (typeof documents)["\n  mutation TriggerDraw($id: ID!) {\n    triggerDraw(id: $id) {\n      ...AdminDrawFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAnalytics {\n    week: adminPeriodAnalytics(period: week) { period totalProfit drawCount totalSales profitMargin }\n    month: adminPeriodAnalytics(period: month) { period totalProfit drawCount totalSales profitMargin }\n    year: adminPeriodAnalytics(period: year) { period totalProfit drawCount totalSales profitMargin }\n    adminRecentDraws(limit: 20) {\n      drawType\n      endDate\n      totalTicketsSold\n      winnerCount\n      totalSales\n      totalPrizes\n      adminProfit\n      profitPercentage\n      draw {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAnalytics {\n    week: adminPeriodAnalytics(period: week) { period totalProfit drawCount totalSales profitMargin }\n    month: adminPeriodAnalytics(period: month) { period totalProfit drawCount totalSales profitMargin }\n    year: adminPeriodAnalytics(period: year) { period totalProfit drawCount totalSales profitMargin }\n    adminRecentDraws(limit: 20) {\n      drawType\n      endDate\n      totalTicketsSold\n      winnerCount\n      totalSales\n      totalPrizes\n      adminProfit\n      profitPercentage\n      draw {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDrawAnalytics($id: ID!) {\n    adminDrawAnalytics(id: $id) {\n      drawType\n      totalTickets\n      totalSales\n      adminProfit\n      profitPercentage\n      prizePool\n      draw {\n        id\n        name\n        status\n        drawDate\n        completedAt\n      }\n      winners {\n        rank\n        ticketNumber\n        prizeAmount\n        payoutStatus\n        player {\n          id\n          username\n        }\n        user {\n          id\n          email\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDrawAnalytics($id: ID!) {\n    adminDrawAnalytics(id: $id) {\n      drawType\n      totalTickets\n      totalSales\n      adminProfit\n      profitPercentage\n      prizePool\n      draw {\n        id\n        name\n        status\n        drawDate\n        completedAt\n      }\n      winners {\n        rank\n        ticketNumber\n        prizeAmount\n        payoutStatus\n        player {\n          id\n          username\n        }\n        user {\n          id\n          email\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPayouts($status: PayoutStatus) {\n    adminPayouts(status: $status) {\n      id\n      amount\n      status\n      pendingApproval\n      adminNotes\n      rank\n      ticketNumber\n      drawId\n      drawName\n      createdAt\n      processedAt\n      player {\n        id\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPayouts($status: PayoutStatus) {\n    adminPayouts(status: $status) {\n      id\n      amount\n      status\n      pendingApproval\n      adminNotes\n      rank\n      ticketNumber\n      drawId\n      drawName\n      createdAt\n      processedAt\n      player {\n        id\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePayout($id: ID!, $input: UpdatePayoutInput!) {\n    updatePayout(id: $id, input: $input) {\n      id\n      status\n      adminNotes\n      processedAt\n      pendingApproval\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePayout($id: ID!, $input: UpdatePayoutInput!) {\n    updatePayout(id: $id, input: $input) {\n      id\n      status\n      adminNotes\n      processedAt\n      pendingApproval\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProfits {\n    adminProfits {\n      id\n      drawId\n      drawName\n      profitAmount\n      totalTicketSales\n      totalPrizesPaid\n      profitPercentage\n      createdAt\n    }\n    adminProfitTotals {\n      totalProfit\n      totalTicketSales\n      totalPrizesPaid\n    }\n  }\n"): (typeof documents)["\n  query AdminProfits {\n    adminProfits {\n      id\n      drawId\n      drawName\n      profitAmount\n      totalTicketSales\n      totalPrizesPaid\n      profitPercentage\n      createdAt\n    }\n    adminProfitTotals {\n      totalProfit\n      totalTicketSales\n      totalPrizesPaid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDailyFigures($days: Int) {\n    adminDailyFigures(days: $days) {\n      day\n      sales\n      profit\n      players\n    }\n  }\n"): (typeof documents)["\n  query AdminDailyFigures($days: Int) {\n    adminDailyFigures(days: $days) {\n      day\n      sales\n      profit\n      players\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDrawChoices {\n    currentDraws {\n      id\n      name\n      status\n      drawDate\n    }\n    completedDraws(limit: 100) {\n      id\n      name\n      completedAt\n      drawDate\n    }\n  }\n"): (typeof documents)["\n  query AdminDrawChoices {\n    currentDraws {\n      id\n      name\n      status\n      drawDate\n    }\n    completedDraws(limit: 100) {\n      id\n      name\n      completedAt\n      drawDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApprovalFields on ApprovalRequest {\n    id\n    kind\n    amount\n    summary\n    status\n    requestedAt\n    decidedAt\n    note\n    outcome\n    outcomeReason\n    target {\n      id\n      username\n    }\n    requestedBy {\n      id\n      username\n    }\n    decidedBy {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  fragment ApprovalFields on ApprovalRequest {\n    id\n    kind\n    amount\n    summary\n    status\n    requestedAt\n    decidedAt\n    note\n    outcome\n    outcomeReason\n    target {\n      id\n      username\n    }\n    requestedBy {\n      id\n      username\n    }\n    decidedBy {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminApprovals($status: String) {\n    adminApprovals(status: $status) {\n      ...ApprovalFields\n    }\n  }\n"): (typeof documents)["\n  query AdminApprovals($status: String) {\n    adminApprovals(status: $status) {\n      ...ApprovalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminApprovalBadge {\n    adminPendingApprovalCount\n  }\n"): (typeof documents)["\n  query AdminApprovalBadge {\n    adminPendingApprovalCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideApproval($id: ID!, $approve: Boolean!, $note: String) {\n    decideApproval(id: $id, approve: $approve, note: $note) {\n      ...ApprovalFields\n    }\n  }\n"): (typeof documents)["\n  mutation DecideApproval($id: ID!, $approve: Boolean!, $note: String) {\n    decideApproval(id: $id, approve: $approve, note: $note) {\n      ...ApprovalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditLog($page: Int, $filter: AuditFilter) {\n    adminAuditLog(page: $page, filter: $filter) {\n      entries {\n        id\n        action\n        targetType\n        targetId\n        before\n        after\n        occurredAt\n        actor {\n          id\n          username\n        }\n      }\n      page\n      totalPages\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminAuditLog($page: Int, $filter: AuditFilter) {\n    adminAuditLog(page: $page, filter: $filter) {\n      entries {\n        id\n        action\n        targetType\n        targetId\n        before\n        after\n        occurredAt\n        actor {\n          id\n          username\n        }\n      }\n      page\n      totalPages\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditFacets {\n    adminAuditFacets {\n      actions\n      actors {\n        id\n        username\n      }\n      targetTypes\n    }\n  }\n"): (typeof documents)["\n  query AdminAuditFacets {\n    adminAuditFacets {\n      actions\n      actors {\n        id\n        username\n      }\n      targetTypes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditChainCheck {\n    adminAuditChainCheck {\n      intact\n      entries\n      headSeq\n      headHash\n      checkpoints\n      firstBroken {\n        seq\n        entryId\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAuditChainCheck {\n    adminAuditChainCheck {\n      intact\n      entries\n      headSeq\n      headHash\n      checkpoints\n      firstBroken {\n        seq\n        entryId\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnnouncementFields on Announcement {\n    id\n    title\n    content\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment AnnouncementFields on Announcement {\n    id\n    title\n    content\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAnnouncements {\n    announcements {\n      ...AnnouncementFields\n    }\n  }\n"): (typeof documents)["\n  query AdminAnnouncements {\n    announcements {\n      ...AnnouncementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAnnouncement($input: AnnouncementInput!) {\n    createAnnouncement(input: $input) {\n      ...AnnouncementFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAnnouncement($input: AnnouncementInput!) {\n    createAnnouncement(input: $input) {\n      ...AnnouncementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAnnouncement($id: ID!, $input: AnnouncementInput!) {\n    updateAnnouncement(id: $id, input: $input) {\n      ...AnnouncementFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAnnouncement($id: ID!, $input: AnnouncementInput!) {\n    updateAnnouncement(id: $id, input: $input) {\n      ...AnnouncementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAnnouncement($id: ID!) {\n    deleteAnnouncement(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteAnnouncement($id: ID!) {\n    deleteAnnouncement(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeaturedEntryFields on FeaturedEntry {\n    id\n    type\n    username\n    amount\n    featured\n    createdAt\n  }\n"): (typeof documents)["\n  fragment FeaturedEntryFields on FeaturedEntry {\n    id\n    type\n    username\n    amount\n    featured\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFeaturedEntries {\n    featuredEntries {\n      ...FeaturedEntryFields\n    }\n  }\n"): (typeof documents)["\n  query AdminFeaturedEntries {\n    featuredEntries {\n      ...FeaturedEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddFeaturedEntry($input: FeaturedEntryInput!) {\n    addFeaturedEntry(input: $input) {\n      ...FeaturedEntryFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddFeaturedEntry($input: FeaturedEntryInput!) {\n    addFeaturedEntry(input: $input) {\n      ...FeaturedEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFeaturedEntry($id: ID!) {\n    deleteFeaturedEntry(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteFeaturedEntry($id: ID!) {\n    deleteFeaturedEntry(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMailOutbox {\n    adminMailOutbox {\n      delivery\n      mails {\n        id\n        to\n        subject\n        text\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMailOutbox {\n    adminMailOutbox {\n      delivery\n      mails {\n        id\n        to\n        subject\n        text\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStats {\n    adminUserCount\n    adminTotalUserBalance\n    adminPaymentTotals {\n      totalDeposits\n      totalWithdrawals\n    }\n    adminPaymentCounts {\n      pendingDeposits\n      pendingWithdrawals\n    }\n    adminDrawStats {\n      totalPayouts\n      pendingPayouts\n      activeTickets\n      drawCount\n    }\n  }\n"): (typeof documents)["\n  query AdminStats {\n    adminUserCount\n    adminTotalUserBalance\n    adminPaymentTotals {\n      totalDeposits\n      totalWithdrawals\n    }\n    adminPaymentCounts {\n      pendingDeposits\n      pendingWithdrawals\n    }\n    adminDrawStats {\n      totalPayouts\n      pendingPayouts\n      activeTickets\n      drawCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPaymentCounts {\n    adminPaymentCounts {\n      pendingDeposits\n      pendingWithdrawals\n    }\n  }\n"): (typeof documents)["\n  query AdminPaymentCounts {\n    adminPaymentCounts {\n      pendingDeposits\n      pendingWithdrawals\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDeposits($status: DepositStatus) {\n    adminDeposits(status: $status) {\n      ...DepositFields\n      user {\n        id\n        username\n        fullName\n      }\n      screenshotDuplicates {\n        depositId\n        match\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDeposits($status: DepositStatus) {\n    adminDeposits(status: $status) {\n      ...DepositFields\n      user {\n        id\n        username\n        fullName\n      }\n      screenshotDuplicates {\n        depositId\n        match\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewDeposit($id: ID!, $input: ReviewDepositInput!) {\n    reviewDeposit(id: $id, input: $input) {\n      id\n      status\n      adminNotes\n      reviewedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewDeposit($id: ID!, $input: ReviewDepositInput!) {\n    reviewDeposit(id: $id, input: $input) {\n      id\n      status\n      adminNotes\n      reviewedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWithdrawals($status: WithdrawalStatus) {\n    adminWithdrawals(status: $status) {\n      ...WithdrawalFields\n      pendingApproval\n      user {\n        id\n        username\n        fullName\n        createdAt\n        balance\n        availableBalance\n        heldBalance\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminWithdrawals($status: WithdrawalStatus) {\n    adminWithdrawals(status: $status) {\n      ...WithdrawalFields\n      pendingApproval\n      user {\n        id\n        username\n        fullName\n        createdAt\n        balance\n        availableBalance\n        heldBalance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWithdrawalStatus($id: ID!, $input: SetWithdrawalStatusInput!) {\n    setWithdrawalStatus(id: $id, input: $input) {\n      id\n      status\n      adminNotes\n      processedAt\n      pendingApproval\n    }\n  }\n"): (typeof documents)["\n  mutation SetWithdrawalStatus($id: ID!, $input: SetWithdrawalStatusInput!) {\n    setWithdrawalStatus(id: $id, input: $input) {\n      id\n      status\n      adminNotes\n      processedAt\n      pendingApproval\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPaymentMethods {\n    adminPaymentMethods {\n      ...PaymentMethodFields\n    }\n  }\n"): (typeof documents)["\n  query AdminPaymentMethods {\n    adminPaymentMethods {\n      ...PaymentMethodFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePaymentMethod($input: PaymentMethodInput!) {\n    createPaymentMethod(input: $input) {\n      ...PaymentMethodFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePaymentMethod($input: PaymentMethodInput!) {\n    createPaymentMethod(input: $input) {\n      ...PaymentMethodFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePaymentMethod($id: ID!, $input: PaymentMethodUpdateInput!) {\n    updatePaymentMethod(id: $id, input: $input) {\n      ...PaymentMethodFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePaymentMethod($id: ID!, $input: PaymentMethodUpdateInput!) {\n    updatePaymentMethod(id: $id, input: $input) {\n      ...PaymentMethodFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePaymentMethod($id: ID!) {\n    deletePaymentMethod(id: $id) {\n      message\n      archived\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePaymentMethod($id: ID!) {\n    deletePaymentMethod(id: $id) {\n      message\n      archived\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWithdrawalPlayer($userId: ID!) {\n    adminDeposits(userId: $userId, limit: 5) {\n      id\n      amount\n      status\n      createdAt\n    }\n    adminWithdrawals(userId: $userId, limit: 6) {\n      id\n      amount\n      status\n      createdAt\n    }\n    adminPlayerProtection(userId: $userId) {\n      userId\n      block {\n        kind\n        endsAt\n      }\n      limits {\n        kind\n        period\n        limit\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminWithdrawalPlayer($userId: ID!) {\n    adminDeposits(userId: $userId, limit: 5) {\n      id\n      amount\n      status\n      createdAt\n    }\n    adminWithdrawals(userId: $userId, limit: 6) {\n      id\n      amount\n      status\n      createdAt\n    }\n    adminPlayerProtection(userId: $userId) {\n      userId\n      block {\n        kind\n        endsAt\n      }\n      limits {\n        kind\n        period\n        limit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LoginBackgroundFields on LoginBackground {\n    enabled\n    url\n    width\n    height\n    position\n    size\n    opacity\n  }\n"): (typeof documents)["\n  fragment LoginBackgroundFields on LoginBackground {\n    enabled\n    url\n    width\n    height\n    position\n    size\n    opacity\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminSettingsFields on AppSettings {\n    appName\n    ticketPrice\n    adminProfitPercentage\n    referrerBonus\n    referredBonus\n    deductFromAdminProfit\n    theme\n    autoPayoutLimit\n    vipThreshold\n    referralsPerDay\n    bonusPlayThrough\n    minimumAge\n    fourEyesThreshold\n    responsibleGamingText {\n      en\n      th\n      hi\n      bn\n      ar\n    }\n    supportOrganisations {\n      name\n      url\n    }\n    baseCurrency\n    displayRates {\n      USD\n      EUR\n      GBP\n      THB\n      INR\n    }\n    loginBackground {\n      ...LoginBackgroundFields\n    }\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment AdminSettingsFields on AppSettings {\n    appName\n    ticketPrice\n    adminProfitPercentage\n    referrerBonus\n    referredBonus\n    deductFromAdminProfit\n    theme\n    autoPayoutLimit\n    vipThreshold\n    referralsPerDay\n    bonusPlayThrough\n    minimumAge\n    fourEyesThreshold\n    responsibleGamingText {\n      en\n      th\n      hi\n      bn\n      ar\n    }\n    supportOrganisations {\n      name\n      url\n    }\n    baseCurrency\n    displayRates {\n      USD\n      EUR\n      GBP\n      THB\n      INR\n    }\n    loginBackground {\n      ...LoginBackgroundFields\n    }\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSettings {\n    adminSettings {\n      ...AdminSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query AdminSettings {\n    adminSettings {\n      ...AdminSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...AdminSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...AdminSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetSettings {\n    resetSettings {\n      ...AdminSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResetSettings {\n    resetSettings {\n      ...AdminSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLoginBackground($input: LoginBackgroundInput!) {\n    updateLoginBackground(input: $input) {\n      ...LoginBackgroundFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLoginBackground($input: LoginBackgroundInput!) {\n    updateLoginBackground(input: $input) {\n      ...LoginBackgroundFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSupportInbox {\n    adminSupportInbox {\n      unreadThreads\n      threads {\n        ...SupportThreadFields\n        user {\n          id\n          username\n          email\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSupportInbox {\n    adminSupportInbox {\n      unreadThreads\n      threads {\n        ...SupportThreadFields\n        user {\n          id\n          username\n          email\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReplySupportThread($id: ID!, $message: String!) {\n    adminReplySupportThread(id: $id, message: $message) {\n      ...SupportThreadFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminReplySupportThread($id: ID!, $message: String!) {\n    adminReplySupportThread(id: $id, message: $message) {\n      ...SupportThreadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TelegramSettingsFields on TelegramSettings {\n    botTokenMasked\n    hasBotToken\n    enabled\n    staffChatIds\n    notificationTypes\n  }\n"): (typeof documents)["\n  fragment TelegramSettingsFields on TelegramSettings {\n    botTokenMasked\n    hasBotToken\n    enabled\n    staffChatIds\n    notificationTypes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TelegramSettings {\n    telegramSettings {\n      ...TelegramSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query TelegramSettings {\n    telegramSettings {\n      ...TelegramSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTelegramSettings($input: TelegramSettingsInput!) {\n    updateTelegramSettings(input: $input) {\n      ...TelegramSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTelegramSettings($input: TelegramSettingsInput!) {\n    updateTelegramSettings(input: $input) {\n      ...TelegramSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTelegramTest($message: String!) {\n    sendTelegramTest(message: $message)\n  }\n"): (typeof documents)["\n  mutation SendTelegramTest($message: String!) {\n    sendTelegramTest(message: $message)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUserFields on User {\n    id\n    username\n    email\n    fullName\n    status\n    isAdmin\n    adminRole\n    level\n    balance\n    availableBalance\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AdminUserFields on User {\n    id\n    username\n    email\n    fullName\n    status\n    isAdmin\n    adminRole\n    level\n    balance\n    availableBalance\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($search: String, $page: Int) {\n    adminUsers(search: $search, page: $page) {\n      users {\n        ...AdminUserFields\n      }\n      page\n      totalPages\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($search: String, $page: Int) {\n    adminUsers(search: $search, page: $page) {\n      users {\n        ...AdminUserFields\n      }\n      page\n      totalPages\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateUser($id: ID!, $input: AdminUpdateUserInput!) {\n    adminUpdateUser(id: $id, input: $input) {\n      message\n      pendingApproval\n      user {\n        ...AdminUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateUser($id: ID!, $input: AdminUpdateUserInput!) {\n    adminUpdateUser(id: $id, input: $input) {\n      message\n      pendingApproval\n      user {\n        ...AdminUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteUser($id: ID!) {\n    adminDeleteUser(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteUser($id: ID!) {\n    adminDeleteUser(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetUserPassword($id: ID!, $newPassword: String!) {\n    adminSetUserPassword(id: $id, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation AdminSetUserPassword($id: ID!, $newPassword: String!) {\n    adminSetUserPassword(id: $id, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPlayerStatement($userId: ID!, $page: Int!, $pageSize: Int!) {\n    adminPlayerStatement(userId: $userId, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      lines {\n        id\n        createdAt\n        type\n        operation\n        memo\n        change\n        balanceAfter\n      }\n      totals {\n        deposited\n        withdrawn\n        spent\n        won\n        bonus\n        net\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPlayerStatement($userId: ID!, $page: Int!, $pageSize: Int!) {\n    adminPlayerStatement(userId: $userId, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      lines {\n        id\n        createdAt\n        type\n        operation\n        memo\n        change\n        balanceAfter\n      }\n      totals {\n        deposited\n        withdrawn\n        spent\n        won\n        bonus\n        net\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthPageSettings {\n    publicSettings {\n      adminProfitPercentage\n      minimumAge\n      loginBackground {\n        enabled\n        url\n        width\n        height\n        position\n        size\n        opacity\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuthPageSettings {\n    publicSettings {\n      adminProfitPercentage\n      minimumAge\n      loginBackground {\n        enabled\n        url\n        width\n        height\n        position\n        size\n        opacity\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmailLink($token: String!) {\n    confirmEmail(input: { token: $token }) {\n      id\n      email\n      emailVerified\n      pendingEmail\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmEmailLink($token: String!) {\n    confirmEmail(input: { token: $token }) {\n      id\n      email\n      emailVerified\n      pendingEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardAnnouncements {\n    announcements {\n      id\n      title\n      content\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query DashboardAnnouncements {\n    announcements {\n      id\n      title\n      content\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpFigures {\n    publicSettings {\n      appName\n      ticketPrice\n      adminProfitPercentage\n      autoPayoutLimit\n      referrerBonus\n      referredBonus\n    }\n    paymentMethods {\n      id\n      minAmount\n    }\n  }\n"): (typeof documents)["\n  query HelpFigures {\n    publicSettings {\n      appName\n      ticketPrice\n      adminProfitPercentage\n      autoPayoutLimit\n      referrerBonus\n      referredBonus\n    }\n    paymentMethods {\n      id\n      minAmount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResponsibleGaming {\n    publicSettings {\n      appName\n      minimumAge\n      responsibleGamingText {\n        en\n        th\n        hi\n        bn\n        ar\n      }\n      supportOrganisations {\n        name\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query ResponsibleGaming {\n    publicSettings {\n      appName\n      minimumAge\n      responsibleGamingText {\n        en\n        th\n        hi\n        bn\n        ar\n      }\n      supportOrganisations {\n        name\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Countries {\n    countries {\n      code\n      currency\n    }\n  }\n"): (typeof documents)["\n  query Countries {\n    countries {\n      code\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...CurrentUserFields\n      paymentMethods\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...CurrentUserFields\n      paymentMethods\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySavedMethods {\n    me {\n      id\n      paymentMethods\n    }\n  }\n"): (typeof documents)["\n  query MySavedMethods {\n    me {\n      id\n      paymentMethods\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DrawVerification($id: ID!) {\n    drawVerification(id: $id) {\n      drawId\n      drawName\n      status\n      seedCommitment\n      seed\n      ticketListHash\n      ticketNumbers\n      beacon\n      beaconRound\n      beaconSignature\n      beaconFallback\n      winnerCount\n      winners {\n        rank\n        ticketNumber\n        prizeAmount\n        player {\n          id\n          username\n        }\n      }\n    }\n    # The audit log's head when the draw's sales closed (content service).\n    draw(id: $id) {\n      id\n      auditCheckpoint {\n        seq\n        headHash\n      }\n    }\n  }\n"): (typeof documents)["\n  query DrawVerification($id: ID!) {\n    drawVerification(id: $id) {\n      drawId\n      drawName\n      status\n      seedCommitment\n      seed\n      ticketListHash\n      ticketNumbers\n      beacon\n      beaconRound\n      beaconSignature\n      beaconFallback\n      winnerCount\n      winners {\n        rank\n        ticketNumber\n        prizeAmount\n        player {\n          id\n          username\n        }\n      }\n    }\n    # The audit log's head when the draw's sales closed (content service).\n    draw(id: $id) {\n      id\n      auditCheckpoint {\n        seq\n        headHash\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompletedDraws {\n    completedDraws(limit: 20) {\n      id\n      name\n      period\n      completedAt\n      ticketsSold\n      prizePool\n    }\n  }\n"): (typeof documents)["\n  query CompletedDraws {\n    completedDraws(limit: 20) {\n      id\n      name\n      period\n      completedAt\n      ticketsSold\n      prizePool\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifiedWinners($period: LeaderboardPeriod, $days: Int) {\n    leaderboard(period: $period, days: $days, limit: 100) {\n      id\n      amount\n      rank\n      ticketNumber\n      drawId\n      drawName\n      drawPeriod\n      date\n      player {\n        id\n        username\n      }\n    }\n    leaderboardSummary(period: $period, days: $days) {\n      totalPaidOut\n      totalWinners\n      biggestWin\n      averageWin\n    }\n  }\n"): (typeof documents)["\n  query VerifiedWinners($period: LeaderboardPeriod, $days: Int) {\n    leaderboard(period: $period, days: $days, limit: 100) {\n      id\n      amount\n      rank\n      ticketNumber\n      drawId\n      drawName\n      drawPeriod\n      date\n      player {\n        id\n        username\n      }\n    }\n    leaderboardSummary(period: $period, days: $days) {\n      totalPaidOut\n      totalWinners\n      biggestWin\n      averageWin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopPlayers($days: Int) {\n    topPlayers(days: $days, limit: 100) {\n      totalWinnings\n      winCount\n      biggestWin\n      player {\n        id\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  query TopPlayers($days: Int) {\n    topPlayers(days: $days, limit: 100) {\n      totalWinnings\n      winCount\n      biggestWin\n      player {\n        id\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeaturedEntries {\n    featuredEntries {\n      id\n      type\n      username\n      amount\n    }\n  }\n"): (typeof documents)["\n  query FeaturedEntries {\n    featuredEntries {\n      id\n      type\n      username\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentMethodFields on PaymentMethod {\n    id\n    name\n    type\n    isActive\n    bankName\n    accountName\n    accountNumber\n    cryptoType\n    cryptoNetwork\n    cryptoAddress\n    paypalEmail\n    instructions\n    minAmount\n    maxAmount\n    processingTime\n  }\n"): (typeof documents)["\n  fragment PaymentMethodFields on PaymentMethod {\n    id\n    name\n    type\n    isActive\n    bankName\n    accountName\n    accountNumber\n    cryptoType\n    cryptoNetwork\n    cryptoAddress\n    paypalEmail\n    instructions\n    minAmount\n    maxAmount\n    processingTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentMethods {\n    paymentMethods {\n      ...PaymentMethodFields\n    }\n  }\n"): (typeof documents)["\n  query PaymentMethods {\n    paymentMethods {\n      ...PaymentMethodFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DepositFields on Deposit {\n    id\n    amount\n    paymentMethod\n    paymentMethodName\n    paymentMethodType\n    screenshotUrl\n    status\n    adminNotes\n    createdAt\n    reviewedAt\n  }\n"): (typeof documents)["\n  fragment DepositFields on Deposit {\n    id\n    amount\n    paymentMethod\n    paymentMethodName\n    paymentMethodType\n    screenshotUrl\n    status\n    adminNotes\n    createdAt\n    reviewedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDeposits {\n    myDeposits {\n      ...DepositFields\n    }\n  }\n"): (typeof documents)["\n  query MyDeposits {\n    myDeposits {\n      ...DepositFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WithdrawalFields on Withdrawal {\n    id\n    amount\n    paymentMethod\n    accountInfo\n    status\n    adminNotes\n    createdAt\n    processedAt\n  }\n"): (typeof documents)["\n  fragment WithdrawalFields on Withdrawal {\n    id\n    amount\n    paymentMethod\n    accountInfo\n    status\n    adminNotes\n    createdAt\n    processedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyWithdrawals {\n    myWithdrawals {\n      ...WithdrawalFields\n    }\n  }\n"): (typeof documents)["\n  query MyWithdrawals {\n    myWithdrawals {\n      ...WithdrawalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWithdrawal($input: CreateWithdrawalInput!) {\n    createWithdrawal(input: $input) {\n      ...WithdrawalFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWithdrawal($input: CreateWithdrawalInput!) {\n    createWithdrawal(input: $input) {\n      ...WithdrawalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLevelProgress {\n    me {\n      id\n      level\n      levelProgress {\n        level\n        approvedDepositCount\n        approvedDepositsTotal\n        vipThreshold\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyLevelProgress {\n    me {\n      id\n      level\n      levelProgress {\n        level\n        approvedDepositCount\n        approvedDepositsTotal\n        vipThreshold\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyReferrals {\n    myReferrals {\n      referrals {\n        id\n        username\n        createdAt\n        bonusAmount\n      }\n      totalEarnings\n      level\n      currency\n      referralCode\n      referrerBonus\n      referredBonus\n    }\n  }\n"): (typeof documents)["\n  query MyReferrals {\n    myReferrals {\n      referrals {\n        id\n        username\n        createdAt\n        bonusAmount\n      }\n      totalEarnings\n      level\n      currency\n      referralCode\n      referrerBonus\n      referredBonus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPayouts {\n    myPayouts {\n      id\n      amount\n      status\n      rank\n      ticketNumber\n      drawName\n      adminNotes\n      createdAt\n      processedAt\n    }\n  }\n"): (typeof documents)["\n  query MyPayouts {\n    myPayouts {\n      id\n      amount\n      status\n      rank\n      ticketNumber\n      drawName\n      adminNotes\n      createdAt\n      processedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoneyWatch {\n    me {\n      id\n      level\n      balance\n      availableBalance\n      heldBalance\n      withdrawableBalance\n      bonusBalance\n      bonusPlayThroughLeft\n    }\n    myDeposits(limit: 20) {\n      ...DepositFields\n    }\n    myWithdrawals(limit: 20) {\n      ...WithdrawalFields\n    }\n  }\n"): (typeof documents)["\n  query MoneyWatch {\n    me {\n      id\n      level\n      balance\n      availableBalance\n      heldBalance\n      withdrawableBalance\n      bonusBalance\n      bonusPlayThroughLeft\n    }\n    myDeposits(limit: 20) {\n      ...DepositFields\n    }\n    myWithdrawals(limit: 20) {\n      ...WithdrawalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProtectionFields on PlayerProtection {\n    userId\n    limits {\n      kind\n      period\n      limit\n      used\n      remaining\n      pendingLimit\n      pendingRemoval\n      confirmableAt\n    }\n    block {\n      kind\n      duration\n      startsAt\n      endsAt\n      canEnd\n    }\n  }\n"): (typeof documents)["\n  fragment ProtectionFields on PlayerProtection {\n    userId\n    limits {\n      kind\n      period\n      limit\n      used\n      remaining\n      pendingLimit\n      pendingRemoval\n      confirmableAt\n    }\n    block {\n      kind\n      duration\n      startsAt\n      endsAt\n      canEnd\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProtection {\n    myProtection {\n      ...ProtectionFields\n    }\n  }\n"): (typeof documents)["\n  query MyProtection {\n    myProtection {\n      ...ProtectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSpendingLimit($kind: SpendingLimitKind!, $period: SpendingLimitPeriod!, $amount: String) {\n    setSpendingLimit(kind: $kind, period: $period, amount: $amount) {\n      ...ProtectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetSpendingLimit($kind: SpendingLimitKind!, $period: SpendingLimitPeriod!, $amount: String) {\n    setSpendingLimit(kind: $kind, period: $period, amount: $amount) {\n      ...ProtectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmLimitChange($kind: SpendingLimitKind!, $period: SpendingLimitPeriod!) {\n    confirmLimitChange(kind: $kind, period: $period) {\n      ...ProtectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmLimitChange($kind: SpendingLimitKind!, $period: SpendingLimitPeriod!) {\n    confirmLimitChange(kind: $kind, period: $period) {\n      ...ProtectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TakeTimeOut($duration: TimeOutDuration!) {\n    takeTimeOut(duration: $duration) {\n      ...ProtectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation TakeTimeOut($duration: TimeOutDuration!) {\n    takeTimeOut(duration: $duration) {\n      ...ProtectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SelfExclude($duration: SelfExclusionDuration!) {\n    selfExclude(duration: $duration) {\n      ...ProtectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation SelfExclude($duration: SelfExclusionDuration!) {\n    selfExclude(duration: $duration) {\n      ...ProtectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSelfExclusion {\n    endSelfExclusion {\n      ...ProtectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation EndSelfExclusion {\n    endSelfExclusion {\n      ...ProtectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPlayerProtection($userId: ID!) {\n    adminPlayerProtection(userId: $userId) {\n      ...ProtectionFields\n      changes(limit: 50) {\n        id\n        action\n        before\n        after\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPlayerProtection($userId: ID!) {\n    adminPlayerProtection(userId: $userId) {\n      ...ProtectionFields\n      changes(limit: 50) {\n        id\n        action\n        before\n        after\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyStatement($filter: StatementFilter, $page: Int!, $pageSize: Int!) {\n    myStatement(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      lines {\n        id\n        createdAt\n        type\n        operation\n        memo\n        amount\n        change\n        balanceAfter\n        heldAfter\n      }\n      totals {\n        deposited\n        withdrawn\n        spent\n        won\n        bonus\n        net\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyStatement($filter: StatementFilter, $page: Int!, $pageSize: Int!) {\n    myStatement(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      lines {\n        id\n        createdAt\n        type\n        operation\n        memo\n        amount\n        change\n        balanceAfter\n        heldAfter\n      }\n      totals {\n        deposited\n        withdrawn\n        spent\n        won\n        bonus\n        net\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyStatementCsv($filter: StatementFilter) {\n    myStatementCsv(filter: $filter)\n  }\n"): (typeof documents)["\n  query MyStatementCsv($filter: StatementFilter) {\n    myStatementCsv(filter: $filter)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubscriptionFields on DrawSubscription {\n    id\n    drawName\n    period\n    ticketsPerDraw\n    drawLimit\n    drawsBought\n    minPrizePool\n    status\n    createdAt\n    endedAt\n    nextDraw {\n      id\n      name\n      drawDate\n      prizePool\n      status\n    }\n  }\n"): (typeof documents)["\n  fragment SubscriptionFields on DrawSubscription {\n    id\n    drawName\n    period\n    ticketsPerDraw\n    drawLimit\n    drawsBought\n    minPrizePool\n    status\n    createdAt\n    endedAt\n    nextDraw {\n      id\n      name\n      drawDate\n      prizePool\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlayerSubscriptions {\n    mySubscriptions {\n      ...SubscriptionFields\n    }\n  }\n"): (typeof documents)["\n  query PlayerSubscriptions {\n    mySubscriptions {\n      ...SubscriptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlayerSubscriptionHistory($id: ID!) {\n    subscriptionHistory(id: $id) {\n      drawId\n      drawName\n      drawDate\n      status\n      reason\n      purchaseId\n      decidedAt\n    }\n  }\n"): (typeof documents)["\n  query PlayerSubscriptionHistory($id: ID!) {\n    subscriptionHistory(id: $id) {\n      drawId\n      drawName\n      drawDate\n      status\n      reason\n      purchaseId\n      decidedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSubscription($input: SubscribeInput!) {\n    subscribe(input: $input) {\n      ...SubscriptionFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSubscription($input: SubscribeInput!) {\n    subscribe(input: $input) {\n      ...SubscriptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PausePlayerSubscription($id: ID!) {\n    pauseSubscription(id: $id) {\n      ...SubscriptionFields\n    }\n  }\n"): (typeof documents)["\n  mutation PausePlayerSubscription($id: ID!) {\n    pauseSubscription(id: $id) {\n      ...SubscriptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumePlayerSubscription($id: ID!) {\n    resumeSubscription(id: $id) {\n      ...SubscriptionFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResumePlayerSubscription($id: ID!) {\n    resumeSubscription(id: $id) {\n      ...SubscriptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelPlayerSubscription($id: ID!) {\n    cancelSubscription(id: $id) {\n      ...SubscriptionFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelPlayerSubscription($id: ID!) {\n    cancelSubscription(id: $id) {\n      ...SubscriptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SupportThreadFields on SupportThread {\n    id\n    subject\n    status\n    unreadForAdmin\n    unreadForPlayer\n    createdAt\n    updatedAt\n    messages {\n      id\n      author\n      body\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment SupportThreadFields on SupportThread {\n    id\n    subject\n    status\n    unreadForAdmin\n    unreadForPlayer\n    createdAt\n    updatedAt\n    messages {\n      id\n      author\n      body\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySupportThreads {\n    mySupportThreads {\n      ...SupportThreadFields\n    }\n  }\n"): (typeof documents)["\n  query MySupportThreads {\n    mySupportThreads {\n      ...SupportThreadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSupportThread($input: CreateSupportThreadInput!) {\n    createSupportThread(input: $input) {\n      ...SupportThreadFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSupportThread($input: CreateSupportThreadInput!) {\n    createSupportThread(input: $input) {\n      ...SupportThreadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplySupportThread($id: ID!, $message: String!) {\n    replySupportThread(id: $id, message: $message) {\n      ...SupportThreadFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReplySupportThread($id: ID!, $message: String!) {\n    replySupportThread(id: $id, message: $message) {\n      ...SupportThreadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkSupportThreadRead($id: ID!) {\n    markSupportThreadRead(id: $id) {\n      id\n      unreadForAdmin\n      unreadForPlayer\n    }\n  }\n"): (typeof documents)["\n  mutation MarkSupportThreadRead($id: ID!) {\n    markSupportThreadRead(id: $id) {\n      id\n      unreadForAdmin\n      unreadForPlayer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppDefaultTheme {\n    publicSettings {\n      theme\n    }\n  }\n"): (typeof documents)["\n  query AppDefaultTheme {\n    publicSettings {\n      theme\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicResults($page: Int, $pageSize: Int) {\n    publicResults(page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      totalPages\n      draws {\n        id\n        name\n        period\n        drawDate\n        completedAt\n        ticketsSold\n        prizePool\n        archived\n        seedCommitment\n        seed\n        ticketListHash\n        merkleRoot\n        beacon\n        winners {\n          rank\n          ticketNumber\n          prizeAmount\n          player {\n            id\n            username\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicResults($page: Int, $pageSize: Int) {\n    publicResults(page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      totalPages\n      draws {\n        id\n        name\n        period\n        drawDate\n        completedAt\n        ticketsSold\n        prizePool\n        archived\n        seedCommitment\n        seed\n        ticketListHash\n        merkleRoot\n        beacon\n        winners {\n          rank\n          ticketNumber\n          prizeAmount\n          player {\n            id\n            username\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicResult($id: ID!) {\n    publicResult(id: $id) {\n      id\n      name\n      period\n      drawDate\n      completedAt\n      ticketPrice\n      ticketsSold\n      prizePool\n      archived\n      seedCommitment\n      seed\n      ticketListHash\n      merkleRoot\n      beacon\n      beaconRound\n      beaconSignature\n      beaconFallback\n      winners {\n        rank\n        ticketNumber\n        prizeAmount\n        player {\n          id\n          username\n        }\n      }\n    }\n    drawVerification(id: $id) {\n      drawId\n      ticketNumbers\n      winnerCount\n    }\n  }\n"): (typeof documents)["\n  query PublicResult($id: ID!) {\n    publicResult(id: $id) {\n      id\n      name\n      period\n      drawDate\n      completedAt\n      ticketPrice\n      ticketsSold\n      prizePool\n      archived\n      seedCommitment\n      seed\n      ticketListHash\n      merkleRoot\n      beacon\n      beaconRound\n      beaconSignature\n      beaconFallback\n      winners {\n        rank\n        ticketNumber\n        prizeAmount\n        player {\n          id\n          username\n        }\n      }\n    }\n    drawVerification(id: $id) {\n      drawId\n      ticketNumbers\n      winnerCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReceiptKeys {\n    receiptKeys {\n      keyId\n      algorithm\n      publicKey\n      validFrom\n      validUntil\n    }\n  }\n"): (typeof documents)["\n  query ReceiptKeys {\n    receiptKeys {\n      keyId\n      algorithm\n      publicKey\n      validFrom\n      validUntil\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyReceipt($purchaseId: ID!) {\n    myReceipt(purchaseId: $purchaseId) {\n      purchaseId\n      document\n    }\n  }\n"): (typeof documents)["\n  query MyReceipt($purchaseId: ID!) {\n    myReceipt(purchaseId: $purchaseId) {\n      purchaseId\n      document\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TicketInclusionProof($drawId: ID!, $ticketNumber: String!) {\n    ticketInclusionProof(drawId: $drawId, ticketNumber: $ticketNumber) {\n      ticketNumber\n      leafIndex\n      treeSize\n      path\n      merkleRoot\n    }\n  }\n"): (typeof documents)["\n  query TicketInclusionProof($drawId: ID!, $ticketNumber: String!) {\n    ticketInclusionProof(drawId: $drawId, ticketNumber: $ticketNumber) {\n      ticketNumber\n      leafIndex\n      treeSize\n      path\n      merkleRoot\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;