import { readFileSync } from 'node:fs';
import { parseTranscript } from './packages/transcript/src/index';
const r = parseTranscript(readFileSync('/work/shared/fixtures/youtube/captions/auto-captions.en.vtt', 'utf8'));
if (r.ok) {
  const s = r.transcript.segments;
  console.log(s.filter(x => !x.words).map(x => [x.startSeconds, x.text]));
  console.log(s.reduce((n, x) => n + x.text.split(' ').length, 0));
  console.log(s.reduce((n, x) => n + (x.words?.length ?? 0), 0));
}
