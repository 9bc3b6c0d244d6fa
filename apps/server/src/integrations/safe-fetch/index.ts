export {
  createSafeFetch,
  SAFE_FETCH_DEFAULT_MAX_BYTES,
  SAFE_FETCH_DEFAULT_MAX_REDIRECTS,
  SAFE_FETCH_DEFAULT_TIMEOUT_MS,
  type SafeFetch,
  type SafeFetchOptions,
  type SafeFetchResponse,
  type SafeFetchSettings,
} from './create-safe-fetch';
export { SafeFetchError, type SafeFetchErrorCode } from './safe-fetch-error';
export type { LookupAddresses, ResolvedAddress } from './resolve-vetted-address';
export { isPublicAddress } from './address-policy';
export { describeBytes } from './describe-bytes';
