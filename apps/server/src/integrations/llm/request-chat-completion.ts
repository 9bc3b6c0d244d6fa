import { LlmError } from './llm-error';

export interface ChatEndpoint {
  /** The operator's own setting (LLM_URL), trusted: not fetched through the user-URL guard. */
  url: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
  fetch: typeof fetch;
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/**
 * `POST {LLM_URL}/v1/chat/completions`, the endpoint OpenAI, Ollama, vLLM and
 * llama.cpp's server share, asking for a JSON object. Returns the message
 * content; every failure becomes an LlmError.
 */
export async function requestChatCompletion(
  endpoint: ChatEndpoint,
  messages: readonly ChatMessage[],
): Promise<string> {
  let response: Response;
  const signal = AbortSignal.timeout(endpoint.timeoutMs);
  try {
    response = await endpoint.fetch(chatCompletionsUrl(endpoint.url), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: endpoint.model,
        messages,
        temperature: 0.2,
        response_format: { type: 'json_object' },
      }),
      signal,
    });
  } catch (cause) {
    throw signal.aborted
      ? new LlmError('timeout', `The language model did not answer within ${endpoint.timeoutMs} ms.`, {
          cause,
        })
      : new LlmError('unreachable', 'The language model could not be reached.', { cause });
  }
  if (!response.ok) {
    throw new LlmError('service-failed', `The language model failed (HTTP ${response.status}).`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw signal.aborted
      ? new LlmError('timeout', `The language model did not answer within ${endpoint.timeoutMs} ms.`, {
          cause,
        })
      : new LlmError('invalid-response', 'The language model did not answer with JSON.', { cause });
  }
  const content = (body as { choices?: Array<{ message?: { content?: unknown } }> } | null)?.choices?.[0]
    ?.message?.content;
  if (typeof content !== 'string' || content.trim() === '') {
    throw new LlmError('invalid-response', 'The language model answered without a message.');
  }
  return content;
}

/** Accepts "http://host:11434", ".../v1" and the full ".../v1/chat/completions". */
export function chatCompletionsUrl(url: string): string {
  const base = url.replace(/\/+$/, '');
  if (base.endsWith('/chat/completions')) return base;
  return base.endsWith('/v1') ? `${base}/chat/completions` : `${base}/v1/chat/completions`;
}
