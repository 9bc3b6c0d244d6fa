export {
  createLlmSummarizer,
  LLM_DEFAULT_TIMEOUT_MS,
  type LlmSummarizer,
  type LlmSummarizerOptions,
} from './create-llm-summarizer';
export { LlmError, type LlmErrorCode } from './llm-error';
