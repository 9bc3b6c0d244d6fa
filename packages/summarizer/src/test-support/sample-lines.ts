/** Two short subjects of plain, punctuated talk, for tests of what the engine picks from them. */
export const gardeningLines = [
  'Tomatoes need at least six hours of direct sunlight to ripen well.',
  'Water the tomato roots deeply twice a week rather than a little every day.',
  'Tomato leaves that curl in the heat are usually protecting themselves from the sun.',
  'A layer of straw mulch keeps the tomato soil moist and cool through the summer.',
  'Pruning the suckers sends more of the tomato plant energy into the fruit.',
  'Heirloom tomato varieties crack more often after heavy rain than hybrids do.',
];

export const breadLines = [
  'Sourdough bread rises because wild yeast and bacteria ferment the flour.',
  'A sourdough starter needs feeding with fresh flour and water every day.',
  'The bacteria in the starter make the lactic acid that gives the bread its sour taste.',
  'A long cold proof in the fridge makes the sourdough crumb more open.',
  'Bakers score the dough so the bread can expand in the oven without tearing.',
  'Steam in the first minutes of baking gives sourdough its glossy crust.',
];

/** The words of eight unrelated subjects, for synthetic talks whose topic changes are known. */
export const subjectVocabularies: readonly (readonly string[])[] = [
  ['satellite', 'orbit', 'signal', 'clock', 'receiver', 'antenna'],
  ['bread', 'starch', 'oven', 'flour', 'crust', 'dough'],
  ['tetris', 'block', 'puzzle', 'console', 'arcade', 'score'],
  ['printing', 'press', 'paper', 'ink', 'bible', 'typeface'],
  ['sleep', 'dream', 'caffeine', 'melatonin', 'pillow', 'nap'],
  ['lisbon', 'tram', 'ferry', 'pastry', 'harbour', 'castle'],
  ['memory', 'spacing', 'quiz', 'flashcard', 'exam', 'lecture'],
  ['garden', 'compost', 'tomato', 'seedling', 'soil', 'weed'],
];
