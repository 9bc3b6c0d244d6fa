import { generationMessages } from '@podbite/contract';
import { ApiError, clientErrorCodes } from '@/lib/api-error';

const clientCodes = new Set<string>(Object.values(clientErrorCodes));

/**
 * The words for a request that could not start a generation (spec §5): the
 * server's own message when it sent one ('Invalid YouTube URL', a limit, ...),
 * otherwise the specification's fallback.
 */
export function describeStartFailure(error: unknown): string {
  if (error instanceof ApiError && hasServerMessage(error)) return error.message;
  return generationMessages.fallback;
}

function hasServerMessage(error: ApiError): boolean {
  // Codes the client made up itself, or "http-502" for a body that was not the API's, carry no server words.
  return !clientCodes.has(error.code) && !error.code.startsWith('http-') && error.message.trim() !== '';
}
