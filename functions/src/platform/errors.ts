/** The spec's error codes (spec 1 §8) plus the few this implementation adds (see docs/decisions/003). */
export type ErrorCode =
  | 'ERR_NO_OTHER_WHATSAPP'
  | 'ERR_NO_DEF_WAPP_FOUND'
  | 'ERR_WAPP_NOT_INITIALIZED'
  | 'ERR_WAPP_CHECK_CONTACT'
  | 'ERR_WAPP_INVALID_CONTACT'
  | 'ERR_WAPP_DOWNLOAD_MEDIA'
  | 'ERR_SENDING_WAPP_MSG'
  | 'ERR_DELETE_WAPP_MSG'
  | 'ERR_INVALID_CREDENTIALS'
  | 'ERR_OTHER_OPEN_TICKET'
  | 'ERR_SESSION_EXPIRED'
  | 'ERR_USER_CREATION_DISABLED'
  | 'ERR_NO_PERMISSION'
  | 'ERR_DUPLICATED_CONTACT'
  | 'ERR_NO_SETTING_FOUND'
  | 'ERR_NO_CONTACT_FOUND'
  | 'ERR_NO_TICKET_FOUND'
  | 'ERR_NO_USER_FOUND'
  | 'ERR_NO_WAPP_FOUND'
  | 'ERR_CREATING_MESSAGE'
  | 'ERR_CREATING_TICKET'
  | 'ERR_FETCH_WAPP_MSG'
  | 'ERR_QUEUE_COLOR_ALREADY_EXISTS'
  | 'ERR_WAPP_GREETING_REQUIRED'
  // Additions: the spec shows these situations but names no code for them.
  | 'ERR_VALIDATION'
  | 'ERR_NOT_FOUND'
  | 'ERR_UNAUTHORIZED'
  | 'ERR_TOKEN_EXPIRED'
  | 'ERR_SUBSCRIPTION_EXPIRED'
  | 'ERR_TOO_MANY_ATTEMPTS'
  | 'ERR_EMAIL_ALREADY_EXISTS'
  | 'ERR_PLAN_LIMIT_USERS'
  | 'ERR_PLAN_LIMIT_QUEUES'
  | 'ERR_PLAN_LIMIT_CONNECTIONS'
  // Plans (docs/decisions/036): no such plan, a delete while companies use it, a feature the plan leaves off.
  | 'ERR_NO_PLAN_FOUND'
  | 'ERR_PLAN_IN_USE'
  | 'ERR_PLAN_FEATURE_DISABLED'
  | 'ERR_INVOICE_NOT_FOUND'
  | 'ERR_INVOICE_ALREADY_PAID'
  | 'ERR_PAYMENT_REJECTED'
  | 'ERR_PAYMENT_PROVIDER_CREDENTIALS'
  | 'ERR_PAYMENT_UNAVAILABLE'
  // The simulator's phone (docs/decisions/008): not a simulator connection, no QR to scan, the wrong QR.
  | 'ERR_SIM_NOT_SIMULATOR'
  | 'ERR_SIM_NO_QR'
  | 'ERR_SIM_QR_MISMATCH'
  | 'ERR_NO_COMPANY_FOUND'
  // Companies (docs/decisions/039): a name another company holds, a super user deleting their own company.
  | 'ERR_COMPANY_NAME_IN_USE'
  | 'ERR_CANNOT_DELETE_OWN_COMPANY'
  | 'ERR_NO_QUEUE_FOUND'
  | 'ERR_TAG_ALREADY_EXISTS'
  | 'ERR_QUICK_MESSAGE_EXISTS'
  | 'ERR_SCHEDULE_ALREADY_SENT'
  // Campaigns (docs/decisions/048): a save the edit rule refuses, a start without what it needs, a status action
  // (cancel, restart) the campaign's status does not allow.
  | 'ERR_CAMPAIGN_NOT_EDITABLE'
  | 'ERR_CAMPAIGN_INCOMPLETE'
  | 'ERR_CAMPAIGN_STATUS'
  | 'ERR_QUEUE_OPTION_EXISTS'
  | 'ERR_NO_QUEUE_OPTION_FOUND'
  | 'ERR_CANNOT_DELETE_SELF'
  // Tickets: a write based on a ticket another user changed first (two agents accepting at once).
  | 'ERR_TICKET_CHANGED'
  // Any record saved by several people at once that kept changing through every retry (docs/decisions/006).
  | 'ERR_EDIT_CONFLICT'
  // Messages: "Reenviar" on a message that has not failed (docs/decisions/013).
  | 'ERR_MESSAGE_NOT_FAILED'
  | 'ERR_PAYLOAD_TOO_LARGE'
  // Uploads: a file whose content is not a type the feature accepts (docs/decisions/021).
  | 'ERR_UPLOAD_TYPE_NOT_ALLOWED'
  // Connections: a delete refused while open or pending tickets hold the connection (docs/decisions/024).
  | 'ERR_CONNECTION_HAS_TICKETS'
  // External messages API (docs/decisions/055): a token another connection holds, no or an unknown bearer token,
  // a number that is not 8 to 15 digits, too many sends of one token.
  | 'ERR_API_TOKEN_TAKEN'
  | 'ERR_API_TOKEN_MISSING'
  | 'ERR_API_TOKEN_INVALID'
  | 'ERR_API_INVALID_NUMBER'
  | 'ERR_API_RATE_LIMITED'
  // Queue integrations' testSession (docs/decisions/053): no answer or too late, an error status, credentials
  // refused, an answer that is not the protocol's.
  | 'ERR_INTEGRATION_UNREACHABLE'
  | 'ERR_INTEGRATION_REJECTED'
  | 'ERR_INTEGRATION_CREDENTIALS'
  | 'ERR_INTEGRATION_BAD_ANSWER'
  | 'ERR_INTERNAL';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503 = 400,
    message?: string,
    readonly details?: unknown,
  ) {
    super(message ?? code);
    this.name = 'AppError';
  }
}
