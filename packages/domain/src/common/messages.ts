// Every message a rule can raise, by key. The server renders the English text for REST;
// the web translates the key (locales/{es,en}/validation.json hold the same keys).
export const MESSAGES_EN = {
  'common.required': 'This field is required',
  'common.invalidId': 'Invalid id',
  'common.notFound': 'Not found',
  'common.noProcedure': 'No procedure found on this path',
  'common.urlTooLong': 'The request URL is too long',
  'common.badUrl': 'The request URL is not valid',
  'common.headersTooLarge': 'The request headers are too large',
  'common.headersTimeout': 'Request timeout: the request did not arrive in time',
  'common.badHttp': 'Bad request: the request is not valid HTTP',
  'common.tooManyFullLists': 'Too many full lists at a time for this account: wait for one to finish',
  'common.tooManyLiveStreams':
    'Too many live streams at a time for this account: close a tab or try again later',
  'common.tooManyListRequests': 'Too many list requests at once from this account: try again in a moment',
  'common.requestCancelled': 'The request was cancelled',
  'common.streamNeedsStreamLink':
    'Cannot use stream-like response in non-streaming request - use httpBatchStreamLink',
  'common.invalidInput': 'Invalid input',
  'common.controlCharacters': 'Text must not contain control characters',
  'common.invalidCharacters': 'Text contains characters that are not valid',
  'common.searchTooLong': 'Search text must be 100 characters or less',
  'common.changedMeanwhile': 'Another change happened at the same time. Please try again.',
  'common.alreadyExists': 'This record already exists',
  'common.relatedRecord': 'A related record is missing or still in use',
  'common.conflictsWithData': 'This change conflicts with existing data',
  'common.databaseUnavailable': 'The database is unavailable right now. Please try again in a moment.',
  'common.storageUnavailable': 'The picture storage is unavailable right now. Please try again in a moment.',
  'common.shuttingDown': 'The server is shutting down. Please try again in a moment.',
  'common.internalError': 'Internal server error',
  'common.methodNotAllowed': 'Method not allowed',
  'common.requestTimeout': 'Request timeout: the request body arrived too slowly',
  'common.invalidJson': 'The request body is not valid JSON',
  'common.bodyTooLarge': 'The request body is too large',
  'common.unsupportedMediaType': 'Unsupported content type',
  'common.dateOutOfRange': 'Dates must be between 1900-01-01 and 2200-12-31',
  'auth.usernameRequired': 'Username is required',
  'auth.usernameTooLong': 'Username must be 200 characters or less',
  'auth.passwordRequired': 'Password is required',
  'auth.invalidCredentials': 'Invalid username or password',
  'auth.tooManyAttempts': 'Too many login attempts. Please try again later.',
  'auth.notAuthenticated': 'Not authenticated',
  'auth.forbidden': 'You do not have permission to do this',
  'user.usernameRequired': 'Username is required',
  'user.usernameTooLong': 'Username must be 50 characters or less',
  'user.usernameFormat': 'Username may contain only letters, digits, dots, hyphens and underscores',
  'user.passwordRequired': 'Password is required',
  'user.passwordTooShort': 'Password must be at least 8 characters long',
  'user.passwordTooLong': 'Password must be 200 characters or less',
  'user.roleRequired': 'Role is required',
  'user.nameTooLong': 'Name must be 100 characters or less',
  'user.usernameTaken': 'Username already exists',
  'user.notFound': 'User not found',
  'user.cannotDeleteSelf': 'You cannot delete your own account',
  'user.lastAdmin': 'The last admin can be neither deleted nor demoted',
  'user.managerCannotTouchAdmin': 'A manager cannot create, change or delete an admin',
  'user.managerCannotTouchManager': "Only an admin can change another manager's password or role",
  'user.cannotChangeUsername': 'Username cannot be changed',
  'user.deleted': 'User deleted successfully',
} as const;

export type TMessageKey = keyof typeof MESSAGES_EN;

/** English text for a message key; unknown keys are returned unchanged (they are already text). */
export function messageEn(key: string): string {
  return (MESSAGES_EN as Record<string, string>)[key] ?? key;
}

/** Adds messages of a domain to the shared table (each domain module calls this once). */
export function registerMessages(messages: Record<string, string>): void {
  Object.assign(MESSAGES_EN as Record<string, string>, messages);
}
