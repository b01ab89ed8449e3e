/**
 * The vocabulary every domain shares, no machine of its own; its only door. Product §9 constants and timings
 * (constants), the failure shape of backend calls (apiError), the messages of the account and contact forms
 * (accountMessages), input bounds and the e-mail rule (inputRules), `provided` (the promise actor a machine
 * names and its feature supplies) and `onFirstUse` (a value made when first asked for).
 */
export { COMMERCE, LIMITS, TIMINGS } from './constants';
export { ApiError, bodyFirst, bodyString, isApiError, isOfflineFailure, type ApiErrorKind } from './apiError';
export { keyMessage, messageText, sendOfflineKey, serverMessage, textMessage, type AccountMessage } from './accountMessages';
export {
  INPUT_MAX_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_PATTERN,
  clampInput,
  isEmailAddress,
  phoneDigits,
  tooLongMessage,
} from './inputRules';
export { provided } from './provided';
export { onFirstUse } from './onFirstUse';
