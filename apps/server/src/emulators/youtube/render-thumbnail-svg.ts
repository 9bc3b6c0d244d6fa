import { hashText } from './text-seeded-random';

/**
 * Stand-ins for YouTube's thumbnails and channel avatars: SVG drawn from the title,
 * the same every time for the same video or channel, with no network and no image
 * files. Colours come from a hash of the id so neighbouring cards differ.
 */

const FONT = "Inter, 'Helvetica Neue', Arial, sans-serif";
const DESIGN_WIDTH = 1280;
const DESIGN_HEIGHT = 720;

export interface VideoThumbnailInput {
  videoId: string;
  title: string;
  channelTitle: string;
  categoryTitle?: string;
  durationSeconds: number;
  live: boolean;
}

/**
 * A 16:9 picture; for YouTube's 4:3 sizes (default, hqdefault, sddefault) it is
 * letterboxed with black bands, as YouTube's own files are.
 */
export function renderVideoThumbnailSvg(input: VideoThumbnailInput, width: number, height: number): string {
  const letterbox = width / height < 1.5;
  const viewHeight = letterbox ? (DESIGN_WIDTH * 3) / 4 : DESIGN_HEIGHT;
  const band = (viewHeight - DESIGN_HEIGHT) / 2;
  const hash = hashText(input.videoId);
  const hue = hash % 360;
  const hue2 = (hue + 35 + ((hash >>> 9) % 60)) % 360;
  const circles = [0, 1, 2]
    .map((index) => {
      const seed = hashText(`${input.videoId}:${index}`);
      const cx = 700 + (seed % 560);
      const cy = 60 + ((seed >>> 10) % 600);
      const r = 120 + ((seed >>> 20) % 220);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="${0.06 + index * 0.03}"/>`;
    })
    .join('');
  const titleLines = wrapWords(input.title, 24, 3)
    .map((line, index) => `<tspan x="72" dy="${index === 0 ? 0 : 84}">${escapeXml(line)}</tspan>`)
    .join('');
  const badgeText = input.live ? 'LIVE' : formatClock(input.durationSeconds);
  const badgeWidth = 28 + badgeText.length * 24;
  const badgeFill = input.live ? '#cc0000' : '#000000';
  const category = input.categoryTitle
    ? `<rect x="72" y="64" rx="22" width="${40 + input.categoryTitle.length * 17}" height="44" fill="#000000" fill-opacity="0.35"/>` +
      `<text x="92" y="95" font-size="28" font-weight="600" fill="#ffffff" letter-spacing="1">${escapeXml(input.categoryTitle.toUpperCase())}</text>`
    : '';

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 ${-band} ${DESIGN_WIDTH} ${viewHeight}" font-family="${FONT}">`,
    `<title>${escapeXml(input.title)}</title>`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue} 70% 52%)"/><stop offset="1" stop-color="hsl(${hue2} 65% 24%)"/>`,
    `</linearGradient></defs>`,
    letterbox
      ? `<rect x="0" y="${-band}" width="${DESIGN_WIDTH}" height="${viewHeight}" fill="#000000"/>`
      : '',
    `<rect width="${DESIGN_WIDTH}" height="${DESIGN_HEIGHT}" fill="url(#bg)"/>`,
    circles,
    category,
    `<text x="72" y="${titleBaseline(input.title)}" font-size="72" font-weight="800" fill="#ffffff">${titleLines}</text>`,
    `<text x="72" y="660" font-size="32" font-weight="500" fill="#ffffff" fill-opacity="0.85">${escapeXml(input.channelTitle)}</text>`,
    `<rect x="${DESIGN_WIDTH - 48 - badgeWidth}" y="618" rx="8" width="${badgeWidth}" height="56" fill="${badgeFill}" fill-opacity="0.85"/>`,
    `<text x="${DESIGN_WIDTH - 48 - badgeWidth / 2}" y="657" font-size="34" font-weight="700" fill="#ffffff" text-anchor="middle">${badgeText}</text>`,
    `</svg>`,
  ].join('');
}

export function renderChannelAvatarSvg(channelId: string, channelTitle: string): string {
  const hash = hashText(channelId);
  const hue = hash % 360;
  const hue2 = (hue + 50) % 360;
  const initials = initialsOf(channelTitle);
  const fontSize = initials.length > 1 ? 96 : 120;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" font-family="${FONT}">`,
    `<title>${escapeXml(channelTitle)}</title>`,
    `<defs><linearGradient id="av" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue} 75% 58%)"/><stop offset="1" stop-color="hsl(${hue2} 70% 34%)"/>`,
    `</linearGradient></defs>`,
    `<circle cx="120" cy="120" r="120" fill="url(#av)"/>`,
    `<text x="120" y="120" dy="0.35em" font-size="${fontSize}" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(initials)}</text>`,
    `</svg>`,
  ].join('');
}

const MINOR_WORDS = new Set([
  'the',
  'a',
  'an',
  'of',
  'and',
  '&',
  'in',
  'on',
  'en',
  'de',
  'la',
  'el',
  'los',
  'las',
  'y',
]);

export function initialsOf(title: string): string {
  const words = title.split(/\s+/).filter((word) => /\p{L}|\p{N}/u.test(word));
  const major = words.filter((word) => !MINOR_WORDS.has(word.toLowerCase()));
  const chosen = (major.length > 0 ? major : words).slice(0, 2);
  return (
    chosen
      .map((word) => [...word.replace(/^[^\p{L}\p{N}]+/u, '')][0] ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}

/** Greedy word wrap by character count; the last line ends in "…" when text is left over. */
export function wrapWords(text: string, maxCharacters: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    const candidate = current === '' ? word : `${current} ${word}`;
    if (candidate.length <= maxCharacters || current === '') {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) {
      const last = lines.pop()!;
      return [...lines, `${last.replace(/[\s,.:;!?-]+$/, '')}…`];
    }
  }
  if (current !== '') lines.push(current);
  return lines;
}

/** Bottom-aligned title: shorter titles sit lower, like a caption block. */
function titleBaseline(title: string): number {
  const lines = wrapWords(title, 24, 3).length;
  return 560 - (lines - 1) * 84;
}

export function formatClock(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const mm = hours > 0 ? String(minutes).padStart(2, '0') : String(minutes);
  return `${hours > 0 ? `${hours}:` : ''}${mm}:${String(seconds).padStart(2, '0')}`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
