/**
 * Why the language-model engine gave no usable pod (the caller then falls back
 * to the built-in engine):
 * - unreachable: the endpoint could not be reached
 * - timeout: it took longer than the time allowed
 * - service-failed: it answered with an HTTP error
 * - invalid-response: the answer was not the chat-completion JSON, or its content was not JSON
 * - schema-mismatch: the content was JSON but not the bites we asked for
 * - ungrounded: too few of its bites could be found in the transcript
 */
export type LlmErrorCode =
  'unreachable' | 'timeout' | 'service-failed' | 'invalid-response' | 'schema-mismatch' | 'ungrounded';

export class LlmError extends Error {
  override name = 'LlmError';
  readonly code: LlmErrorCode;

  constructor(code: LlmErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
