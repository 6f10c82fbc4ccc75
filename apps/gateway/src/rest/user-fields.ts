/** The user as the REST facade returns it: the spec's User fields (§3). */
export const USER_FIELDS = `
  id username email fullName firstName country phone language currency
  balance availableBalance heldBalance withdrawableBalance bonusBalance bonusPlayThroughLeft
  level status isAdmin referralCode profileImageUrl paymentMethods createdAt updatedAt
`;
