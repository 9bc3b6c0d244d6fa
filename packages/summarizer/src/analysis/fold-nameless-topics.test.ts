import { describe, expect, it } from 'vitest';
import { foldNamelessTopics } from './fold-nameless-topics';

describe('foldNamelessTopics', () => {
  it('folds each nameless topic, one or a run of them, into the topic before', () => {
    const titles = ['Intro', 'Diamonds', undefined, 'Creeper', undefined, undefined, 'Outro'];
    expect(foldNamelessTopics([0, 4, 9, 12, 20, 22, 30], [0, 40, 95, 130, 210, 236, 300], titles)).toEqual({
      topicStarts: [0, 4, 12, 30],
      startSeconds: [0, 40, 130, 300],
      titles: ['Intro', 'Diamonds', 'Creeper', 'Outro'],
    });
  });

  it('keeps the opening, as the intro, even with nothing to name it by', () => {
    expect(foldNamelessTopics([0, 5], [0, 50], [undefined, 'Diamonds'])).toEqual({
      topicStarts: [0, 5],
      startSeconds: [0, 50],
      titles: ['Intro', 'Diamonds'],
    });
  });
});
