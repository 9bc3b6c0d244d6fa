import type { AutomaticLine } from './build-automatic-lines';
import type { CaptionCue } from './demo-library-model';

/**
 * YouTube's timedtext format 3 XML (fmt=srv3, also the answer without fmt). Manual
 * tracks: one <p t d> per cue, line breaks kept inside it (see the RWBY fixture).
 * Automatic tracks: the same rolling window as json3, words as <s t ac> inside <p>.
 */
const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8" ?>';
const NEWLINE_LEAD_MS = 10;

export function renderManualSrv3(cues: CaptionCue[]): string {
  const paragraphs = cues.map(
    (cue) => `<p t="${cue.startMs}" d="${cue.endMs - cue.startMs}">${escapeXml(cue.text)}</p>`,
  );
  return `${XML_DECLARATION}<timedtext format="3">\n<body>\n${paragraphs.join('\n')}\n</body>\n</timedtext>\n`;
}

export function renderAutomaticSrv3(lines: AutomaticLine[]): string {
  const body: string[] = ['<w t="0" id="1" wp="1" ws="1"/>'];
  lines.forEach((line, index) => {
    const next = lines[index + 1];
    const visibleUntil = lines[index + 2]?.startMs ?? next?.endMs ?? line.endMs;
    const words = line.words
      .map((word, wordIndex) =>
        wordIndex === 0
          ? `<s ac="255">${escapeXml(word.text)}</s>`
          : `<s t="${word.startMs - line.startMs}" ac="255"> ${escapeXml(word.text)}</s>`,
      )
      .join('');
    body.push(`<p t="${line.startMs}" d="${visibleUntil - line.startMs}" w="1">${words}</p>`);
    if (next) {
      const newlineAt = next.startMs - NEWLINE_LEAD_MS;
      body.push(`<p t="${newlineAt}" d="${visibleUntil - newlineAt}" w="1" a="1">\n</p>`);
    }
  });
  const head = [
    '<head>',
    '<ws id="0"/>',
    '<ws id="1" mh="2" ju="0" sd="3"/>',
    '<wp id="0"/>',
    '<wp id="1" ap="6" ah="20" av="100" rc="2" cc="40"/>',
    '</head>',
  ].join('\n');
  return `${XML_DECLARATION}<timedtext format="3">\n${head}\n<body>\n${body.join('\n')}\n</body>\n</timedtext>\n`;
}

/** YouTube writes the apostrophe as &#39;, as in the fixtures. */
function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
