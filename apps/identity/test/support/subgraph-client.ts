import { CLEAR_SESSION_HEADER, IDENTITY_HEADER, SET_SESSION_HEADER, type CallerIdentity } from '@nova/contracts';
import { CLIENT_ADDRESS_HEADER, signClientAddress, signIdentity } from '@nova/platform';

export interface SubgraphReply<T> {
  status: number;
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
  /** The session id the subgraph asked the gateway to set, if any. */
  setSession: string | null;
  clearSession: boolean;
  /** Every response header (e.g. the remembered-device one). */
  headers: Headers;
}

export interface CallOptions {
  caller?: CallerIdentity;
  /** Signs with this secret instead of the real one (a forged header). */
  secret?: string;
  clientIp?: string;
  /** Extra request headers, as the gateway forwards them (device cookie, User-Agent). */
  headers?: Record<string, string>;
}

/** A stand-in for the gateway: signs the caller and the client address. */
export function subgraphClient(url: string, secret: string) {
  return async function call<T>(query: string, variables: Record<string, unknown> = {}, options: CallOptions = {}): Promise<SubgraphReply<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
    if (options.caller) headers[IDENTITY_HEADER] = signIdentity(options.caller, options.secret ?? secret);
    if (options.clientIp) headers[CLIENT_ADDRESS_HEADER] = signClientAddress(options.clientIp, options.secret ?? secret);
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    const body = (await response.json()) as Pick<SubgraphReply<T>, 'data' | 'errors'>;
    return {
      status: response.status,
      ...body,
      setSession: response.headers.get(SET_SESSION_HEADER),
      clearSession: response.headers.get(CLEAR_SESSION_HEADER) !== null,
      headers: response.headers,
    };
  };
}

export const USER_FIELDS = 'id username country currency language level status isAdmin referralCode paymentMethods createdAt updatedAt';
export const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) { ${USER_FIELDS} } }`;
export const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { ${USER_FIELDS} } }`;
export const ME = `query Me { me { ${USER_FIELDS} } }`;
export const LOGOUT = 'mutation Logout { logout }';
export const CHANGE_PASSWORD = 'mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) }';
export const UPDATE_LANGUAGE = `mutation Language($language: String!) { updateLanguage(language: $language) { ${USER_FIELDS} } }`;
export const USER_ENTITIES = `query Users($representations: [_Any!]!) {
  _entities(representations: $representations) { ... on User { id username } }
}`;

export interface UserFields {
  id: string;
  username: string;
  country: string;
  currency: string;
  language: string | null;
  level: number;
  status: string;
  isAdmin: boolean;
  referralCode: string;
  paymentMethods: string;
  createdAt: string;
  updatedAt: string;
}
