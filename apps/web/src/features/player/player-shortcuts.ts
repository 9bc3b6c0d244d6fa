/**
 * The player's keys, on the whole page while the player is in use: Space plays
 * or pauses, Left and Right go back or forward 10 s, Shift with Left or Right
 * goes to the previous or next clip. Up and Down stay with the page, which
 * scrolls with them. Keys meant for a control that has focus (typing in a field,
 * Space on a button, arrows on a slider or a radio group) are left to it.
 */
export type PlayerShortcut = 'toggle-play' | 'rewind' | 'forward' | 'previous' | 'next';

export const PLAYER_SHORTCUTS_HINT =
  'Keyboard shortcuts: Space plays or pauses. Left and Right arrows go back or forward 10 seconds. Shift with Left or Right arrow goes to the previous or next clip.';

/** Elements that use Space themselves (typing, pressing a button, ticking a box). */
const SPACE_HANDLERS = [
  'input',
  'textarea',
  'select',
  'button',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[role="button"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="menuitem"]',
  '[role="option"]',
  '[role="tab"]',
  '[role="textbox"]',
  '[role="dialog"]',
].join(', ');

/** Elements that use the arrow keys themselves (moving a caret, a slider, a radio group, a list). */
const ARROW_HANDLERS = [
  'input',
  'textarea',
  'select',
  '[contenteditable]:not([contenteditable="false"])',
  '[role="slider"]',
  '[role="radio"]',
  '[role="radiogroup"]',
  '[role="tab"]',
  '[role="tablist"]',
  '[role="menu"]',
  '[role="listbox"]',
  '[role="textbox"]',
  '[role="spinbutton"]',
  '[role="dialog"]',
].join(', ');

type ShortcutEvent = Pick<
  KeyboardEvent,
  'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey' | 'defaultPrevented' | 'target'
>;

export function readPlayerShortcut(event: ShortcutEvent): PlayerShortcut | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  switch (event.key) {
    case ' ':
      if (event.shiftKey || target?.closest(SPACE_HANDLERS)) return null;
      return 'toggle-play';
    case 'ArrowLeft':
      if (target?.closest(ARROW_HANDLERS)) return null;
      return event.shiftKey ? 'previous' : 'rewind';
    case 'ArrowRight':
      if (target?.closest(ARROW_HANDLERS)) return null;
      return event.shiftKey ? 'next' : 'forward';
    default:
      return null;
  }
}
