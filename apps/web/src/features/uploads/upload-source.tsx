import { offlineMessages } from '@podbite/contract';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { useOnlineStatus } from '@/lib/use-online-status';
import { sendUpload } from './send-upload';

type UploadState =
  | { kind: 'idle' }
  | { kind: 'sending'; fileName: string; percent: number }
  | { kind: 'refused'; message: string };

/**
 * Home's upload box: drop (or choose) a transcript or an audio file; the bytes go
 * up with a progress bar, then the same progress page as a link. PodBite decides
 * what it can read: its refusal is shown as it says it.
 */
export function UploadSource() {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const headingId = useId();
  const hintId = useId();
  const online = useOnlineStatus();
  // Offline, an upload cannot start: the button waits for the network and says why (decision 1704).
  const message = state.kind === 'refused' ? state.message : online ? null : offlineMessages.offlineUpload;

  const upload = async (file: File) => {
    // A file dropped while offline: the box already says why, and stops saying it once the network is back.
    if (!navigator.onLine) return;
    setState({ kind: 'sending', fileName: file.name, percent: 0 });
    const outcome = await sendUpload(file, (fraction) =>
      setState({ kind: 'sending', fileName: file.name, percent: Math.round(fraction * 100) }),
    );
    if (!outcome.ok) {
      setState({ kind: 'refused', message: outcome.message });
      return;
    }
    void navigate('/loading', { state: { upload: { fileName: file.name, response: outcome.body } } });
  };

  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && state.kind !== 'sending') void upload(file);
  };

  return (
    <section
      aria-labelledby={headingId}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      className={`rounded-card border-2 border-dashed p-6 transition-colors sm:p-8 ${
        dragging ? 'border-brand-400 bg-brand-50' : 'border-line bg-white'
      }`}
    >
      <h2 id={headingId} className="text-xl font-extrabold tracking-tight text-ink">
        Upload a transcript or audio
      </h2>
      <p id={hintId} className="mt-1 text-ink-muted">
        Drop a file here, or choose one: captions and transcripts (WebVTT, SRT, YouTube json3 or srv3,
        Podcasting 2.0 JSON or HTML, text or Markdown; up to 10 MB) or audio (MP3, M4A, WAV, OGG, FLAC, WebM;
        up to 200 MB).
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <input
          ref={input}
          type="file"
          aria-label="Choose a file to upload"
          aria-describedby={hintId}
          disabled={!online}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <Button
          variant="secondary"
          disabled={state.kind === 'sending' || !online}
          onClick={() => input.current?.click()}
        >
          Choose a file
        </Button>
      </div>
      {state.kind === 'sending' ? (
        <div className="mt-4 flex flex-col gap-2">
          <p className="flex justify-between text-sm">
            <span className="truncate font-semibold text-ink">Uploading {state.fileName}</span>
            <span className="font-mono text-ink-muted tabular-nums">{state.percent}%</span>
          </p>
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={state.percent}
            className="h-2 overflow-hidden rounded-full bg-paper"
          >
            <div className="h-full bg-brand-500 transition-[width]" style={{ width: `${state.percent}%` }} />
          </div>
        </div>
      ) : null}
      {message ? (
        <p role="alert" className="mt-3 text-sm font-medium text-brand-700">
          {message}
        </p>
      ) : null}
    </section>
  );
}
