/**
 * Typed errors of the HTTP client (SPEC sections 5, 7 and 8).
 *
 * Every error is a `Schema.TaggedError`: callers (machines, through the bridge)
 * branch on `_tag` and show `message`. Where the spec fixes a text, `message`
 * is that text verbatim (the backend's log alerts and the old console match
 * on it); elsewhere `message` is a Japanese sentence for staff.
 */
import { Effect, Schema } from 'effect'

/** The spec's fixed texts, verbatim. */
export const errorTexts = {
  unexpectedJsonFormat: 'Thrown unexpected json format',
  malwareDetected: 'Malware Detected from target file!',
  tokenInMiddleware: 'Failed to get IDToken in middleware!',
  admissionFailed: 'admission failed',
} as const

/** Japanese texts for staff where the spec fixes none. */
export const errorTextsJa = {
  envelopeGeneric: 'サーバーでエラーが発生しました。時間をおいて再度お試しください。',
  hookStopped: 'リクエストの処理が中断されました。',
  requestFailed: 'サーバーに接続できませんでした。通信環境を確認してください。',
  payloadDecode: 'サーバーの応答を読み取れませんでした（想定外の形式です）。',
  invalidRequest: '送信内容に誤りがあるため、リクエストを送信できませんでした。',
  /**
   * A refusal that came without words of its own, said for staff by its kind (never the code: the
   * status stays on the error, `HttpStatusError.status`, for the message history and the logs).
   */
  httpStatus: (status: number): string =>
    status === 401
      ? 'ログインの有効期限が切れた可能性があります。もう一度ログインしてください。'
      : status === 403
        ? 'この操作を行う権限がありません。'
        : status === 404
          ? '対象が見つかりませんでした。削除された可能性があります。'
          : status === 409
            ? 'ほかの操作と重なったため、処理できませんでした。画面を読み込み直してからもう一度お試しください。'
            : status === 413
              ? '送信する内容が大きすぎます。'
              : status === 429
                ? 'リクエストが集中しています。しばらく待ってから再度お試しください。'
                : status >= 500
                  ? 'サーバーでエラーが発生しました。時間をおいて再度お試しください。'
                  : 'サーバーがリクエストを受け付けませんでした。入力内容を確認してください。',
} as const

/** The `messages` of an error response's envelope body (SPEC 5), if it is one. */
const envelopeMessagesOf = (body: string): ReadonlyArray<string> => {
  try {
    const parsed: unknown = JSON.parse(body)
    const messages = typeof parsed === 'object' && parsed !== null && 'messages' in parsed ? parsed.messages : undefined
    if (!Array.isArray(messages)) return []
    return messages.flatMap((m: unknown) =>
      typeof m === 'object' && m !== null && 'message' in m && typeof m.message === 'string' && m.message !== '' ? [m.message] : [],
    )
  } catch {
    return []
  }
}

const text = (value: string) => Schema.String.pipe(Schema.withConstructorDefault(Effect.succeed(value)))

/** A non-2xx response, raised after the after-request hooks ran. */
export class HttpStatusError extends Schema.TaggedError<HttpStatusError>()('HttpStatusError', {
  status: Schema.Number,
  statusText: Schema.String,
  /** The raw response body, unparsed. */
  body: Schema.String,
  message: Schema.String,
}) {
  /**
   * The message is what staff read: the server's words when the body is an envelope with messages
   * (a refusal: 409, 422 …), else a sentence for the kind of status. Never the code itself: it
   * stays in `status`, which the message history and the logs show (src/app/notify.ts).
   */
  static of(status: number, statusText: string, body: string): HttpStatusError {
    const said = envelopeMessagesOf(body)
    const message = said.length > 0 ? said.join('\n') : errorTextsJa.httpStatus(status)
    return new HttpStatusError({ status, statusText, body, message })
  }
}

/** An after-request hook stopped the chain (distinct from `HttpStatusError`). */
export class HookStopped extends Schema.TaggedError<HookStopped>()('HookStopped', {
  /** HTTP status of the response the hook saw. */
  status: Schema.Number,
  message: text(errorTextsJa.hookStopped),
}) {}

/** The body is not JSON, or lacks `status` or `messages` (SPEC 5, 8). */
export class UnexpectedJsonFormat extends Schema.TaggedError<UnexpectedJsonFormat>()('UnexpectedJsonFormat', {
  message: text(errorTexts.unexpectedJsonFormat),
}) {}

/** An envelope without payload: its first message, or a generic Japanese text when it has none. */
export class EnvelopeMessageError extends Schema.TaggedError<EnvelopeMessageError>()('EnvelopeMessageError', {
  /** The envelope's `status`. */
  status: Schema.Number,
  /** Every message of the envelope (the dialog shows them as paragraphs). */
  messages: Schema.Array(Schema.String),
  message: Schema.String,
}) {
  static of(status: number, messages: ReadonlyArray<string>): EnvelopeMessageError {
    return new EnvelopeMessageError({ status, messages: [...messages], message: messages[0] ?? errorTextsJa.envelopeGeneric })
  }
}

/** A fetched file has status `quarantined`. */
export class MalwareDetected extends Schema.TaggedError<MalwareDetected>()('MalwareDetected', {
  message: text(errorTexts.malwareDetected),
}) {}

/**
 * No identity token could be read for a request that needs one. The request is
 * not sent (log-proxy calls go on without a token).
 */
export class TokenUnavailable extends Schema.TaggedError<TokenUnavailable>()('TokenUnavailable', {
  /** Why the token source failed (e.g. 'Timed out to get id token.'); for logs. */
  reason: Schema.optional(Schema.String),
  message: text(errorTexts.tokenInMiddleware),
}) {}

/** Network failure: no HTTP response at all. */
export class RequestFailed extends Schema.TaggedError<RequestFailed>()('RequestFailed', {
  reason: Schema.String,
  message: text(errorTextsJa.requestFailed),
}) {}

/** The envelope was fine but its payload does not match the catalogue's schema. */
export class PayloadDecodeError extends Schema.TaggedError<PayloadDecodeError>()('PayloadDecodeError', {
  endpoint: Schema.String,
  issue: Schema.String,
  message: text(errorTextsJa.payloadDecode),
}) {}

/** The caller's input could not be encoded into a request (bad path value, schema mismatch). */
export class InvalidRequest extends Schema.TaggedError<InvalidRequest>()('InvalidRequest', {
  endpoint: Schema.String,
  issue: Schema.String,
  message: text(errorTextsJa.invalidRequest),
}) {}

/** The admission check returned a falsy payload (SPEC 5). */
export class AdmissionFailed extends Schema.TaggedError<AdmissionFailed>()('AdmissionFailed', {
  email: Schema.String,
  message: text(errorTexts.admissionFailed),
}) {}

/** Everything `ApiClient.call` can fail with. */
export type ApiError =
  | HttpStatusError
  | HookStopped
  | UnexpectedJsonFormat
  | EnvelopeMessageError
  | MalwareDetected
  | TokenUnavailable
  | RequestFailed
  | PayloadDecodeError
  | InvalidRequest

export const apiErrorTags = [
  'HttpStatusError',
  'HookStopped',
  'UnexpectedJsonFormat',
  'EnvelopeMessageError',
  'MalwareDetected',
  'TokenUnavailable',
  'RequestFailed',
  'PayloadDecodeError',
  'InvalidRequest',
] as const satisfies ReadonlyArray<ApiError['_tag']>

const tagSet: ReadonlySet<string> = new Set(apiErrorTags)

/** True for any of the client's typed errors (used by tests and the log proxy). */
export const isApiError = (value: unknown): value is ApiError =>
  typeof value === 'object' && value !== null && '_tag' in value && typeof value._tag === 'string' && tagSet.has(value._tag)
