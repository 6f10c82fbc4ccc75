/**
 * Gateway settings for suites that send many copies or sign many accounts up
 * from one address: the rate limits are not what they test (the limits have
 * their own tests), so they are set out of the way.
 */
export const generousLimits: Record<string, string> = {
  REGISTRATIONS_PER_CLIENT_IP: '100000',
  PURCHASES_PER_USER: '100000',
  DEPOSITS_PER_USER: '100000',
  ANONYMOUS_GRAPHQL_PER_CLIENT_IP: '100000',
};
