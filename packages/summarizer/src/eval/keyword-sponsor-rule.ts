import type { Transcript } from '@podbite/transcript';

const keyword =
  /\b(?:sponsor(?:s|ed|ing)?|brought to you by|promo code|use code|discount code|coupon code|percent off|% off|free trial)\b/;

/**
 * Baseline: every caption line that says a sponsor keyword ("sponsor",
 * "brought to you by", "use code", "percent off", "free trial"); lines within
 * 30 s of each other form one read, padded by 5 s on each side.
 */
export function keywordSponsorRule(transcript: Transcript): Array<{ start: number; end: number }> {
  const reads: Array<{ start: number; end: number }> = [];
  for (const segment of transcript.segments) {
    if (!keyword.test(segment.text.toLowerCase())) continue;
    const last = reads[reads.length - 1];
    if (last && segment.startSeconds - last.end <= 30) last.end = segment.endSeconds + 5;
    else reads.push({ start: Math.max(0, segment.startSeconds - 5), end: segment.endSeconds + 5 });
  }
  return reads;
}
