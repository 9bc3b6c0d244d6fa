import { describe, expect, it } from 'vitest';
import { readPlayerShortcut } from './player-shortcuts';

function press(key: string, target: Element = document.body, modifiers: Partial<KeyboardEvent> = {}) {
  return readPlayerShortcut({
    key,
    target,
    shiftKey: false,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    defaultPrevented: false,
    ...modifiers,
  });
}

function element(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.querySelector('[data-target]') ?? host.firstElementChild!;
}

describe('player keys', () => {
  it('Space plays or pauses; arrows go back or forward 10 s; Shift with an arrow changes clip', () => {
    expect(press(' ')).toBe('toggle-play');
    expect(press('ArrowLeft')).toBe('rewind');
    expect(press('ArrowRight')).toBe('forward');
    expect(press('ArrowLeft', document.body, { shiftKey: true })).toBe('previous');
    expect(press('ArrowRight', document.body, { shiftKey: true })).toBe('next');
  });

  it('leaves Up and Down, other keys and browser shortcuts alone', () => {
    expect(press('ArrowUp')).toBeNull();
    expect(press('ArrowDown')).toBeNull();
    expect(press('k')).toBeNull();
    expect(press('ArrowLeft', document.body, { altKey: true })).toBeNull();
    expect(press(' ', document.body, { ctrlKey: true })).toBeNull();
    expect(press(' ', document.body, { defaultPrevented: true })).toBeNull();
  });

  it('does not take keys from someone typing', () => {
    for (const field of [
      '<input>',
      '<textarea></textarea>',
      '<select><option>a</option></select>',
      '<div contenteditable="true"><span data-target>x</span></div>',
    ]) {
      const target = element(field);
      expect(press(' ', target)).toBeNull();
      expect(press('ArrowLeft', target)).toBeNull();
    }
  });

  it('lets a focused button take Space, but not the arrows it does not use', () => {
    const button = element('<button>Next clip</button>');
    expect(press(' ', button)).toBeNull();
    expect(press('ArrowLeft', button)).toBe('rewind');
  });

  it('lets sliders, radio groups and dialogs keep their arrows', () => {
    expect(press('ArrowRight', element('<div role="slider" tabindex="0"></div>'))).toBeNull();
    expect(press('ArrowRight', element('<div role="radiogroup"><span data-target></span></div>'))).toBeNull();
    expect(press(' ', element('<div role="dialog"><p data-target>Choose</p></div>'))).toBeNull();
  });
});
