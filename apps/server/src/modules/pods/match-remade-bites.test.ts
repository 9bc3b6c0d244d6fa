import { describe, expect, it } from 'vitest';
import { matchRemadeBites, type ExistingBite } from './match-remade-bites';

const existing: ExistingBite[] = [
  { id: 'overview', type: 'overview', text: 'How databases keep data safe.', startSeconds: 0 },
  {
    id: 'wal',
    type: 'keyTakeaway',
    text: 'The write-ahead log is written before the table.',
    startSeconds: 120,
  },
  { id: 'fsync', type: 'keyTakeaway', text: 'Fsync is what makes a write durable.', startSeconds: 300 },
  { id: 'backup', type: 'actionItem', text: 'Test your backups by restoring them.', startSeconds: 600 },
];

describe('matchRemadeBites', () => {
  it('keeps every id when the remade bites are the same, in any order', () => {
    const remade = [existing[2]!, existing[0]!, existing[3]!, existing[1]!];
    expect(matchRemadeBites(existing, remade)).toEqual({
      keptIds: ['fsync', 'overview', 'backup', 'wal'],
      removedIds: [],
    });
  });

  it('keeps the id of a reworded bite of the same kind', () => {
    const remade = [
      { type: 'overview', text: 'How databases keep your data safe from crashes.', startSeconds: 5 },
      { type: 'keyTakeaway', text: 'A write is durable only after fsync returns.', startSeconds: 310 },
    ];
    const { keptIds, removedIds } = matchRemadeBites(existing, remade);
    expect(keptIds).toEqual(['overview', 'fsync']);
    expect(removedIds.sort()).toEqual(['backup', 'wal']);
  });

  it('pairs a bite told differently at the same moment, but never across kinds', () => {
    const remade = [
      { type: 'keyTakeaway', text: 'Logging comes first.', startSeconds: 125 },
      { type: 'quote', text: 'Test your backups by restoring them.', startSeconds: 600 },
    ];
    const { keptIds, removedIds } = matchRemadeBites(existing, remade);
    expect(keptIds).toEqual(['wal', undefined]);
    expect(removedIds.sort()).toEqual(['backup', 'fsync', 'overview']);
  });

  it('gives each existing bite to one remade bite at most', () => {
    const remade = [
      { type: 'actionItem', text: 'Test your backups by restoring them.', startSeconds: 600 },
      { type: 'actionItem', text: 'Test your backups by restoring them weekly.', startSeconds: 610 },
    ];
    expect(matchRemadeBites(existing, remade).keptIds).toEqual(['backup', undefined]);
  });
});
