/**
 * Symbols as words ("&" -> "and", "+" -> "plus"), brackets as pauses, and
 * everything an engine would read out or choke on ("*", "|", "_") removed.
 */
export function readSymbols(text: string): string {
  return text
    .replace(/\s+-+\s+/g, ', ')
    .replace(/\s*&\s*/g, ' and ')
    .replace(/\s+@\s+/g, ' at ')
    .replace(/(\S)\+(?=\s|$)/g, '$1 plus')
    .replace(/\s*\+\s*/g, ' plus ')
    .replace(/\s*±\s*/g, ' plus or minus ')
    .replace(/\s*=\s*/g, ' equals ')
    .replace(/\s*[≈~]\s*(?=\w)/g, ' about ')
    .replace(/\s*(?:->|→|=>)\s*/g, ' to ')
    .replace(/\s*≥\s*/g, ' at least ')
    .replace(/\s*≤\s*/g, ' at most ')
    .replace(/\s*<\s*(?=\w)/g, ' less than ')
    .replace(/\s*>\s*(?=\w)/g, ' more than ')
    .replace(/\s*×\s*/g, ' times ')
    .replace(/\s*÷\s*/g, ' divided by ')
    .replace(/§\s*/g, 'section ')
    .replace(/%/g, ' percent')
    .replace(/°/g, ' degrees')
    .replace(/#/g, ' ')
    .replace(/(\w)\/(?=\w)/g, '$1 ')
    .replace(/[()[\]{}]/g, ', ')
    .replace(/\s*[|•·]\s*/g, ', ')
    .replace(/[*_^`\\<>"]/g, ' ');
}
