import type { ListenMode } from '@podbite/contract';
import { useId } from 'react';
import { ModalDialog } from '@/components/modal-dialog';

const choices: { mode: ListenMode; name: string; description: string }[] = [
  { mode: 'brief', name: 'Brief', description: 'The intro, then each bite.' },
  { mode: 'detailed', name: 'Detailed', description: 'Each bite followed by its details.' },
];

/** The first Listen asks how to listen (spec §4, Variant A); the answer is saved as the preference. */
export function ListenModeDialog({
  open,
  onChoose,
  onClose,
}: {
  open: boolean;
  onChoose(mode: ListenMode): void;
  onClose(): void;
}) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title="How would you like to listen?"
      description="You can change this any time in your profile."
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {choices.map((choice) => (
          <ModeChoice key={choice.mode} {...choice} onChoose={onChoose} />
        ))}
      </div>
    </ModalDialog>
  );
}

function ModeChoice({
  mode,
  name,
  description,
  onChoose,
}: {
  mode: ListenMode;
  name: string;
  description: string;
  onChoose(mode: ListenMode): void;
}) {
  const nameId = useId();
  const descriptionId = useId();
  return (
    <button
      type="button"
      onClick={() => onChoose(mode)}
      aria-labelledby={nameId}
      aria-describedby={descriptionId}
      className="flex min-h-24 flex-col items-start gap-1 rounded-2xl bg-paper p-4 text-left ring-1 ring-line transition-colors hover:bg-brand-50 hover:ring-brand-300"
    >
      <span id={nameId} className="text-lg font-bold text-ink">
        {name}
      </span>
      <span id={descriptionId} className="text-sm text-ink-muted">
        {description}
      </span>
    </button>
  );
}
