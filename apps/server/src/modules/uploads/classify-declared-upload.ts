import type { AudioContainer } from '../../integrations/transcription';

/** What the uploader says a file is, before its bytes are looked at. */
export type DeclaredUpload =
  | { kind: 'transcript' }
  | { kind: 'audio'; container: AudioContainer | null }
  | { kind: 'unknown' }
  | { kind: 'conflict' };

const TRANSCRIPT_TYPES = new Set([
  'text/vtt',
  'application/x-subrip',
  'application/srt',
  'application/x-srt',
  'text/srt',
  'text/x-srt',
  'application/json',
  'text/json',
  'text/html',
  'application/xhtml+xml',
  'text/plain',
  // Published transcripts in Markdown ("**Ann:** \[12:03\] …"): the plain-text parser reads them.
  'text/markdown',
  'text/x-markdown',
  'text/xml',
  'application/xml',
]);
const TRANSCRIPT_EXTENSIONS = new Set([
  'vtt',
  'srt',
  'json',
  'json3',
  'html',
  'htm',
  'txt',
  'text',
  'md',
  'xml',
  'srv3',
]);

const AUDIO_TYPES: Record<string, AudioContainer> = {
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/mpeg3': 'mp3',
  'audio/x-mpeg': 'mp3',
  'audio/x-mp3': 'mp3',
  'audio/mp4': 'm4a',
  'audio/m4a': 'm4a',
  'audio/x-m4a': 'm4a',
  'video/mp4': 'm4a',
  'audio/wav': 'wav',
  'audio/wave': 'wav',
  'audio/x-wav': 'wav',
  'audio/vnd.wave': 'wav',
  'audio/ogg': 'ogg',
  'audio/opus': 'ogg',
  'audio/vorbis': 'ogg',
  'audio/x-ogg': 'ogg',
  'application/ogg': 'ogg',
  'audio/flac': 'flac',
  'audio/x-flac': 'flac',
  'audio/webm': 'webm',
  'video/webm': 'webm',
};
const AUDIO_EXTENSIONS: Record<string, AudioContainer> = {
  mp3: 'mp3',
  m4a: 'm4a',
  m4b: 'm4a',
  mp4: 'm4a',
  wav: 'wav',
  ogg: 'ogg',
  oga: 'ogg',
  opus: 'ogg',
  flac: 'flac',
  webm: 'webm',
  weba: 'webm',
};

/** Browsers send these when they do not know a file's type (often for .srt and .vtt): then the name decides. */
const GENERIC_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream', 'application/unknown']);

/**
 * Reads the declared MIME type and the file name's extension. When both say
 * something, they must agree on the kind (transcript or audio); when only one
 * does, it decides. A specific audio type names the container the bytes must be.
 */
export function classifyDeclaredUpload(fileName: string, mimeType: string): DeclaredUpload {
  const type = mimeType.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  const extension = /\.([A-Za-z0-9]{1,5})$/.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';

  const byType = GENERIC_TYPES.has(type) ? null : kindOfType(type);
  const byName = kindOfExtension(extension);
  if (byType && byName && byType.kind !== byName.kind) return { kind: 'conflict' };
  if (byType?.kind === 'audio') {
    const container = byType.container ?? (byName?.kind === 'audio' ? byName.container : null);
    return { kind: 'audio', container };
  }
  return byType ?? byName ?? { kind: 'unknown' };
}

function kindOfType(type: string): DeclaredUpload | null {
  if (TRANSCRIPT_TYPES.has(type)) return { kind: 'transcript' };
  const container = AUDIO_TYPES[type];
  if (container) return { kind: 'audio', container };
  // Another audio/* type (AIFF, AMR...): still audio, and the bytes will say it is not one we read.
  if (type.startsWith('audio/')) return { kind: 'audio', container: null };
  return null;
}

function kindOfExtension(extension: string): DeclaredUpload | null {
  if (TRANSCRIPT_EXTENSIONS.has(extension)) return { kind: 'transcript' };
  const container = AUDIO_EXTENSIONS[extension];
  return container ? { kind: 'audio', container } : null;
}
