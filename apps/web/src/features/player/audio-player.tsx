import { listenMessages, PLAYBACK_SPEEDS, REWIND_SECONDS, type ListenMode } from '@podbite/contract';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { describeClip, type ListenableBite } from './describe-clip';
import { formatClipTime } from './format-clip-time';
import type { PlayerController, PlayerSnapshot } from './player-controller';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon, ReplayIcon, SkipSecondsIcon } from './player-icons';
import { PLAYER_SHORTCUTS_HINT } from './player-shortcuts';

const modes: { mode: ListenMode; name: string }[] = [
  { mode: 'brief', name: 'Brief' },
  { mode: 'detailed', name: 'Detailed' },
];

interface AudioPlayerProps {
  snapshot: PlayerSnapshot;
  controller: PlayerController;
  bites: readonly ListenableBite[];
  /** 'Mode will update on next clip' shows while the clip under way when the mode changed plays on. */
  showModeNotice: boolean;
  onModeChange(mode: ListenMode): void;
}

/**
 * The player's controls (spec §4, Variant A): what is playing, the position in
 * the clip, previous, rewind 10 s, play/pause (replay at the end), forward, next,
 * the seven speeds and the listen mode.
 */
export function AudioPlayer({ snapshot, controller, bites, showModeNotice, onModeChange }: AudioPlayerProps) {
  const hintId = useId();
  const modeName = useId();
  const playButton = useRef<HTMLButtonElement>(null);
  const { status, clip, queue, position, duration, speed } = snapshot;
  const playing = status === 'playing';
  const ended = status === 'ended';
  const described = clip ? describeClip(clip, bites) : null;

  // The Listen button this player replaces had focus; hand it on rather than drop it on the page.
  useEffect(() => {
    if (document.activeElement === null || document.activeElement === document.body)
      playButton.current?.focus();
  }, []);

  return (
    <section
      aria-label="Audio player"
      aria-describedby={hintId}
      data-player
      data-status={status}
      data-clip-index={queue?.index ?? 0}
      data-clip-kind={clip?.kind ?? ''}
      className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-soft ring-1 ring-line sm:p-5"
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">
            {ended ? 'Finished' : 'Now playing'}
          </p>
          <p data-now-playing className="font-bold text-ink">
            {described?.title ?? ''}
          </p>
          {described?.text && <p className="mt-0.5 line-clamp-2 text-sm text-ink-muted">{described.text}</p>}
        </div>
        <label className="shrink-0">
          <span className="sr-only">Playback speed</span>
          <select
            value={String(speed)}
            onChange={(event) => controller.setSpeed(Number(event.target.value))}
            className="min-h-10 rounded-full bg-paper px-3 text-sm font-bold text-ink tabular-nums ring-1 ring-line"
          >
            {PLAYBACK_SPEEDS.map((choice) => (
              <option key={choice} value={String(choice)}>
                {choice}×
              </option>
            ))}
          </select>
        </label>
      </div>

      <div>
        <input
          type="range"
          aria-label="Position in clip"
          min={0}
          max={duration || 0}
          step={0.1}
          value={Math.min(position, duration || 0)}
          aria-valuetext={`${formatClipTime(position)} of ${formatClipTime(duration)}`}
          disabled={!duration}
          onChange={(event) => controller.seekTo(Number(event.target.value))}
          className="h-2 w-full cursor-pointer accent-brand-500 disabled:cursor-default"
        />
        <div aria-hidden="true" className="flex justify-between text-xs text-ink-muted tabular-nums">
          <span>{formatClipTime(position)}</span>
          <span>{formatClipTime(duration)}</span>
        </div>
      </div>

      <div className="flex items-center justify-center gap-1 min-[360px]:gap-2 sm:gap-3">
        <ControlButton label="Previous clip" onClick={() => controller.previous()}>
          <PreviousIcon />
        </ControlButton>
        <ControlButton
          label={`Rewind ${REWIND_SECONDS} seconds`}
          onClick={() => controller.seekBy(-REWIND_SECONDS)}
          disabled={ended}
        >
          <SkipSecondsIcon direction="back" className="size-6" />
        </ControlButton>
        <button
          ref={playButton}
          type="button"
          onClick={() => controller.togglePlay()}
          aria-label={playing ? 'Pause' : ended ? 'Replay' : 'Play'}
          className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-500 text-white shadow-soft transition-colors hover:bg-brand-600 active:bg-brand-700"
        >
          {playing ? (
            <PauseIcon className="size-6" />
          ) : ended ? (
            <ReplayIcon className="size-6" />
          ) : (
            <PlayIcon className="size-6" />
          )}
        </button>
        <ControlButton
          label={`Forward ${REWIND_SECONDS} seconds`}
          onClick={() => controller.seekBy(REWIND_SECONDS)}
          disabled={ended}
        >
          <SkipSecondsIcon direction="forward" className="size-6" />
        </ControlButton>
        <ControlButton label="Next clip" onClick={() => controller.next()} disabled={ended}>
          <NextIcon />
        </ControlButton>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <fieldset className="flex rounded-full bg-paper p-1 ring-1 ring-line">
          <legend className="sr-only">Listen mode</legend>
          {modes.map(({ mode, name }) => (
            <label
              key={mode}
              className="relative cursor-pointer rounded-full px-3.5 py-1.5 text-sm font-semibold text-ink-muted transition-colors has-checked:bg-brand-500 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500"
            >
              <input
                type="radio"
                name={modeName}
                value={mode}
                checked={queue?.mode === mode}
                onChange={() => onModeChange(mode)}
                className="sr-only"
              />
              {name}
            </label>
          ))}
        </fieldset>
        <p role="status" className="text-sm font-semibold text-brand-700">
          {showModeNotice ? listenMessages.modeNotice : ''}
        </p>
      </div>

      {snapshot.problem && (
        <p role="alert" className="text-sm font-medium text-brand-700">
          {snapshot.problem}
        </p>
      )}
      <p id={hintId} className="sr-only">
        {PLAYER_SHORTCUTS_HINT}
      </p>
    </section>
  );
}

function ControlButton({
  label,
  onClick,
  disabled = false,
  children,
}: {
  label: string;
  onClick(): void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className="grid size-11 shrink-0 place-items-center rounded-full text-ink transition-colors hover:bg-brand-50 hover:text-brand-700 disabled:text-ink-subtle disabled:hover:bg-transparent"
    >
      {children}
    </button>
  );
}
