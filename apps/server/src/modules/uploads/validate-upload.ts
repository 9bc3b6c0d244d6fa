import { decodeTranscriptBytes, parseTranscript, type Transcript } from '@podbite/transcript';
import { AUDIO_CONTAINERS, detectAudioContainer } from '../../integrations/transcription';
import { classifyDeclaredUpload } from './classify-declared-upload';
import { uploadErrors, type UploadError } from './upload-errors';
import { AUDIO_UPLOAD_MAX_BYTES, TRANSCRIPT_UPLOAD_MAX_BYTES } from './upload-limits';

export interface UploadInput {
  /** As the browser sent it: untrusted, used only as a hint. */
  fileName: string;
  /** As the browser sent it: untrusted, must agree with the bytes. */
  mimeType: string;
  bytes: Buffer;
}

export type UploadValidation =
  | { ok: true; kind: 'transcript'; transcript: Transcript }
  | { ok: true; kind: 'audio'; mimeType: string; extension: string }
  | { ok: false; error: UploadError };

/**
 * Decides whether an uploaded file is a transcript PodBite can read or audio it
 * can transcribe. The declared type and name say which kind to expect; the bytes
 * must then prove it: transcripts must parse, audio must carry the magic number
 * of the container it claims. Audio comes back with the canonical type and
 * extension to store it under, never the uploader's.
 */
export function validateUpload({ fileName, mimeType, bytes }: UploadInput): UploadValidation {
  if (bytes.length === 0) return refuse(uploadErrors.empty());
  const declared = classifyDeclaredUpload(fileName, mimeType);
  if (declared.kind === 'unknown') return refuse(uploadErrors.unsupportedType());
  if (declared.kind === 'conflict') return refuse(uploadErrors.nameDisagreesWithType(fileName, mimeType));

  const found = detectAudioContainer(bytes);
  if (declared.kind === 'transcript') {
    if (bytes.length > TRANSCRIPT_UPLOAD_MAX_BYTES)
      return refuse(uploadErrors.tooLarge(TRANSCRIPT_UPLOAD_MAX_BYTES));
    if (found) return refuse(uploadErrors.audioNotTranscript(AUDIO_CONTAINERS[found]));
    const text = decodeTranscriptBytes(bytes);
    // Text never holds NUL; parsers sniff only the start, so a caption file with binary appended would pass them.
    if (text.includes('\u0000')) return refuse(uploadErrors.notATranscript());
    const parsed = parseTranscript(text, { fileName, contentType: mimeType });
    if (!parsed.ok || parsed.transcript.segments.length === 0) return refuse(uploadErrors.notATranscript());
    return { ok: true, kind: 'transcript', transcript: parsed.transcript };
  }

  if (bytes.length > AUDIO_UPLOAD_MAX_BYTES) return refuse(uploadErrors.tooLarge(AUDIO_UPLOAD_MAX_BYTES));
  if (!found) return refuse(uploadErrors.notAudio());
  if (declared.container && declared.container !== found) {
    return refuse(
      uploadErrors.audioOfAnotherKind(AUDIO_CONTAINERS[declared.container], AUDIO_CONTAINERS[found]),
    );
  }
  const { mimeType: canonicalType, extension } = AUDIO_CONTAINERS[found];
  return { ok: true, kind: 'audio', mimeType: canonicalType, extension };
}

function refuse(error: UploadError): UploadValidation {
  return { ok: false, error };
}
