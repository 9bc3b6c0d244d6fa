import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import { makeTranscript } from '../test-support/make-transcript';
import { buildTermIndex } from './term-index';
import {
  describeEpisodeWords,
  describeTopicWords,
  describesOnce,
  endsOnNoun,
  holdsVerb,
  titleFeatureNames,
  titleWordFeatures,
  type TitleCandidate,
} from './title-features';
import titleModel from './title-model.json';
import { formatTitle, titleTopics } from './title-topics';
import { isTitleWord, looksLikeNoun, namesNoSubject, verbOrAdjective } from './title-words';

/** Titles the lines cut at the given line numbers (each line is one sentence). */
function titlesOf(lines: readonly string[], cuts: readonly number[]): Array<string | undefined> {
  const sentences = buildSentences(makeTranscript(lines));
  const terms = buildTermIndex(sentences);
  return titleTopics(sentences, terms, cuts, new Uint8Array(sentences.length));
}

const sourdough = [
  'Today I want to talk about the sourdough starter I keep in the kitchen.',
  'A sourdough starter is flour and water that wild yeast lives in.',
  'You feed the sourdough starter every morning with a spoon of flour.',
  'When the starter doubles, the sourdough starter is ready to bake with.',
  'We watched the starter rise on the counter for a week.',
  'My neighbour asked how I keep the starter alive in summer.',
];
const compost = [
  'Then there is the compost heap at the back of the garden.',
  'A compost heap needs green waste and brown waste in layers.',
  'We turn the compost heap once a week with a fork.',
  'The compost heap gets warm in the middle when it works.',
  'Worms move into the compost heap after a month or so.',
  'By spring the compost is dark and crumbly and ready for the beds.',
];
const bicycles = [
  'Finally my bicycle, which I ride to the market on Saturdays.',
  'The bicycle chain needs oil after every wet ride.',
  'We fixed the bicycle brakes ourselves with a cheap cable.',
  'A bicycle with a basket carries the bread home easily.',
  'The bicycle tyres lose air in the cold months.',
  'I park the bicycle by the bakery and walk the last street.',
];

describe('titleTopics', () => {
  it('names each topic by the subject it keeps saying, capitalised, never shared', () => {
    // Each subject said over about a minute, so the first is not an intro.
    const twice = (lines: readonly string[]): string[] => [...lines, ...lines];
    const titles = titlesOf([...twice(sourdough), ...twice(compost), ...twice(bicycles)], [0, 12, 24]);
    expect(titles[0]).toMatch(/starter/i);
    expect(titles[1]).toMatch(/compost/i);
    expect(titles[2]).toMatch(/bicycle/i);
    for (const title of titles) {
      if (title === undefined) throw new Error('every topic here has a subject to name it by');
      expect(title.charAt(0)).toBe(title.charAt(0).toUpperCase());
      expect(title).not.toMatch(/\band\b/i);
      expect(title.split(' ').length).toBeLessThanOrEqual(3);
    }
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('calls a short opening before the first subject the intro', () => {
    const opening = ['Hello and welcome back, everyone.', 'Good to see you all.'];
    const titles = titlesOf([...opening, ...sourdough, ...compost], [0, 2, 8]);
    expect(titles[0]).toBe('Intro');
    const lecture = titlesOf(
      ['Good morning, a short introduction first.', 'Welcome, all.', ...sourdough, ...compost],
      [0, 2, 8],
    );
    expect(lecture[0]).toBe('Introduction');
  });

  it("calls an opening the intro by its own talk: a sponsor's read in it does not count", () => {
    // About a minute before the first subject, all but 5 s of it a sponsor's read (excluded, as build-pod does).
    const read = [
      'This episode is brought to you by Acme Ovens, the ovens bakers trust for an even crust every single time.',
      'Acme Ovens heat evenly from corner to corner, so every loaf browns the same way on every rack.',
      'Go to acmeovens.com slash bread and use the code bread for twenty percent off your first oven.',
      'Acme Ovens ship free, and every oven comes with a two year warranty and a free pizza stone too.',
      'Bakers across the country use Acme Ovens in their shops, and now you can have one in your kitchen.',
      'Acme Ovens also has a steam setting, so your crusts crackle like the ones from the best bakeries.',
      'That is acmeovens.com slash bread, and thanks again to Acme Ovens for supporting the show this week.',
    ];
    const opening = ['Hello and welcome back, everyone.', 'We record live most Tuesdays at ten.', ...read];
    const sentences = buildSentences(makeTranscript([...opening, ...sourdough, ...compost]));
    const first = opening.length;
    const excluded = new Uint8Array(sentences.length);
    for (let i = 2; i < first; i++) excluded[i] = 1;
    expect(sentences[first]!.startSeconds).toBeGreaterThan(45);
    const starts = [0, first, first + sourdough.length];
    const terms = buildTermIndex(sentences);
    expect(titleTopics(sentences, terms, starts, excluded)[0]).toBe('Intro');
    expect(titleTopics(sentences, terms, starts, new Uint8Array(sentences.length))[0]).not.toBe('Intro');
  });

  it('titles an announced item with the words said and the subject, a wrap-up with the word said', () => {
    const lines = [
      'Step one, the sourdough starter.',
      ...sourdough,
      'Step two, the compost heap.',
      ...compost,
      'So, quick recap.',
      'The starter needs flour, the heap needs layers.',
      'See you next week.',
    ];
    const titles = titlesOf(lines, [0, 7, 14]);
    expect(titles[0]).toMatch(/^Step one: .*starter/);
    expect(titles[1]).toMatch(/^Step two: .*compost/);
    expect(titles[2]).toBe('Recap');
  });

  it('titles an announced item with the clause said when the best phrase is a word from inside it', () => {
    const lines = [
      'Step one, I dig the sourdough starter out.',
      ...sourdough,
      // The topic's best single word is "back", from inside the clause: the clause titles it, not "Step two: back".
      'Step two, I look back at last week, just for a minute.',
      'I look back at the back of the diary.',
      'The back page holds the back notes.',
      'We read the back pages.',
      'Step three, I oil the bicycle and look around.',
      ...bicycles,
    ];
    const titles = titlesOf(lines, [0, 7, 11]);
    expect(titles[1]).toBe('Step two: look back at last week');
    // The clause ends on the topic's subject: the subject alone is the title.
    expect(titles[2]).toBe('Step three: bicycle');
  });

  it('titles a topic with the subject its opening names, when the topic talks about it', () => {
    const spacing = [
      'Okay, so spacing.',
      'Spacing means you study a topic on three different days.',
      'The study session on day one is short.',
      'Each study session ends with a quiz.',
      'A study session on day three feels easy.',
      'Spacing works because you forget a little in between.',
    ];
    const titles = titlesOf([...sourdough, ...spacing, ...compost], [0, 6, 12]);
    expect(titles[1]).toBe('Spacing');
    // Named once in passing, it is not the subject: the topic keeps its best phrase.
    const passing = ["Let's talk about spacing.", ...spacing.slice(2)];
    expect(titlesOf([...sourdough, ...passing, ...compost], [0, 6, 11])[1]).not.toBe('Spacing');
  });

  it('never titles a topic with a stutter or a sound of agreement', () => {
    const lines = [
      'Mm-hmm. The remote con control needs a power button.',
      'Mm-hmm, the remote con control has a power button.',
      'Yeah, mm-hmm. The power button is red.',
      'The remote control power button is big.',
      'Mm-hmm.',
      ...compost,
    ];
    const [title] = titlesOf(lines, [0, 5]);
    expect(title).not.toMatch(/mm|hmm|con control/i);
  });

  it('gives a stretch of chatter between two subjects no title, and the opening and the end theirs', () => {
    const chatter = ['Oh yeah.', 'Nice.', 'Wow.', "I don't know."];
    const twice = (lines: readonly string[]): string[] => [...lines, ...lines];
    const [first, between, last] = titlesOf(
      [...twice(sourdough), ...chatter, ...twice(compost)],
      [0, 12, 16],
    );
    expect(first).toMatch(/starter/i);
    expect(between).toBeUndefined();
    expect(last).toMatch(/compost/i);
    expect(titlesOf([...chatter, ...twice(sourdough), ...chatter], [0, 4, 16])).toEqual([
      'Intro',
      expect.stringMatching(/starter/i),
      'Outro',
    ]);
  });

  it('never titles a topic with a form of address or a date', () => {
    const lines = [
      'Thank you, Mr Chairman, we recorded this on October the fourth.',
      'Mr Chairman, the October figures are late.',
      'In October, Mr Chairman, the harbour budget was cut.',
      'Mr Chairman, October is when the harbour closes.',
      ...compost,
    ];
    const [title] = titlesOf(lines, [0, 4]);
    expect(title).not.toMatch(/^(?:Mr|October)\b/);
  });

  it('never titles a topic with someone the talk speaks to ("Thanks, James.")', () => {
    const guest = [
      'James has been building incident tools for ten years.',
      'James told us about the keychain he brought for his toddler.',
      'Thanks, James.',
      'The keychain has a tiny pager on it, James says.',
      'Good to hear, James.',
      'James will be back next month with the keychain story.',
    ];
    expect(titlesOf([...guest, ...compost], [0, 6])[0]).not.toBe('James');
    // Said of someone, never to them, the name may still title the part.
    const subject = guest.filter((line) => !line.includes(', James.'));
    expect(titlesOf([...subject, ...compost], [0, 4])[0]).toBe('James');
  });

  it("never titles a game's or a vlog's topic with an exclamation, a swear word or a quality alone", () => {
    // The exclamations are said more than any subject, as in a video's captions of a game.
    const lines = [
      'Damn, this creeper is so brave, damn.',
      'Damn bro, the creeper blew up my house, so brave.',
      'Oh damn, the creeper again, bro, so brave.',
      'The house is gone, damn, bro.',
      'Damn, I need a new house, bro.',
      ...compost,
    ];
    const [title] = titlesOf(lines, [0, 5]);
    expect(title).not.toMatch(/^(?:damn|bro|brave|gone)$/i);
    expect(title).toMatch(/creeper|house/i);
    // A quality still opens a name, though it titles nothing alone.
    const sentences = buildSentences(
      makeTranscript([
        'The hot dog stand opens at noon and it is so hot.',
        'A hot dog with mustard is the hot dog people order.',
        'It is hot today, so hot, so the hot dog stand is busy.',
      ]),
    );
    const { candidates } = describeTopicWords(sentences, [0], new Uint8Array(sentences.length))[0]!;
    expect(candidates.has('hot')).toBe(false);
    expect(candidates.has('hot dog stand')).toBe(true);
  });

  it('never titles a topic with a verb ending in "-ing", but keeps a subject that ends in it', () => {
    const happening = [
      "So what's happening in the garden is the tomatoes, it's happening fast.",
      "They're happening by the fence, and the tomatoes are what's happening.",
      "It's happening every summer, the tomatoes ripen, and it's happening again.",
      "Tomatoes, that's what's happening.",
      ...compost,
    ];
    expect(titlesOf(happening, [0, 4])[0]).not.toBe('Happening');
    const interleaving = [
      'Interleaving is mixing the subjects you study in one session.',
      'Interleaving feels harder, but interleaving makes you choose the method.',
      'With interleaving, a mixed set of problems beats a block of the same kind.',
      'So try interleaving your next practice session.',
      ...compost,
    ];
    expect(titlesOf(interleaving, [0, 4])[0]).toBe('Interleaving');
  });

  it('writes a name as it is written in punctuated captions', () => {
    const lines = [
      'We tried GitHub Actions for the release this week.',
      'The GitHub Actions workflow builds the wheels on every tag.',
      'Then the GitHub Actions cache made the builds twice as fast.',
      'A matrix in GitHub Actions runs the tests on three systems.',
      ...compost,
    ];
    const titles = titlesOf(lines, [0, 4]);
    expect(titles[0]).toBe('GitHub Actions');
  });
});

describe('the title model', () => {
  it('has one weight per feature the engine computes (retrain after changing the features)', () => {
    expect(titleModel.features).toEqual([...titleFeatureNames]);
    expect(titleModel.weights).toHaveLength(titleFeatureNames.length);
    const sentences = buildSentences(makeTranscript([...sourdough, ...compost]));
    const terms = buildTermIndex(sentences);
    const topics = describeTopicWords(sentences, [0, 6], new Uint8Array(sentences.length));
    const episode = describeEpisodeWords(topics, terms);
    const stats = topics[1]!.words.get('compost')!;
    const features = titleWordFeatures(stats, topics[1]!, episode);
    expect(features).toHaveLength(titleFeatureNames.length);
    // "compost" is said only in the second topic, first in its opening sentence, after "the".
    expect(features[titleFeatureNames.indexOf('share of the episode')]).toBe(1);
    expect(features[titleFeatureNames.indexOf('share of topics')]).toBe(0);
    expect(features[titleFeatureNames.indexOf('first said')]).toBe(0);
    expect(features[titleFeatureNames.indexOf('after determiner')]).toBeGreaterThan(0.5);
  });
});

describe('title words', () => {
  it('tells nouns from conversation verbs and adjectives without a tagger', () => {
    expect(isTitleWord('compost', false)).toBe(true);
    expect(isTitleWord('frustrating', false)).toBe(false);
    expect(isTitleWord('eh', false)).toBe(false);
    expect(verbOrAdjective('basically')).toBe(true);
    expect(verbOrAdjective('happens')).toBe(true);
    expect(isTitleWord('happens', false)).toBe(false);
    expect(isTitleWord('Happens', true)).toBe(true);
    expect(looksLikeNoun('segmentation')).toBe(true);
    expect(looksLikeNoun('fast')).toBe(false);
  });

  it('keeps phrases that end on a verb out of the titles', () => {
    const sentences = buildSentences(
      makeTranscript([
        'The fridge speeds up staling, and we keep the bread out of the fridge.',
        'A fridge speeds everything up.',
        'We put the loaf in a bag on the counter.',
      ]),
    );
    const terms = buildTermIndex(sentences);
    const topics = describeTopicWords(sentences, [0], new Uint8Array(sentences.length));
    const episode = describeEpisodeWords(topics, terms);
    const candidate = (key: string): TitleCandidate => topics[0]!.candidates.get(key)!;
    expect(endsOnNoun(candidate('fridg speed'), episode)).toBe(false);
    expect(endsOnNoun(candidate('fridg'), episode)).toBe(true);
  });

  it('opens a title on an adjective naming a kind said twice with its noun ("Open source"), not on one said once', () => {
    const openSource = [
      'The open source projects we rely on are run by volunteers.',
      'Open source maintainers rarely get paid for the work.',
      'Some companies now pay open source maintainers a salary.',
      'A fund for open source projects started this year.',
    ];
    const view = [
      'We climbed a high ridge to the hut and had a beautiful view over the valley.',
      'The hut keeps a stove, six beds and a logbook for the valley.',
      'Hikers write in the logbook about the weather in the valley.',
      'The logbook goes back to the first hut keepers.',
    ];
    const [first, second] = titlesOf([...openSource, ...view], [0, openSource.length]);
    expect(first).toMatch(/^Open source/);
    expect(second).not.toMatch(/beautiful|high/i);
    const sentences = buildSentences(makeTranscript([...openSource, ...view]));
    const topics = describeTopicWords(sentences, [0, openSource.length], new Uint8Array(sentences.length));
    const [source, valley] = topics.map((topic) => topic.candidates);
    expect(describesOnce(source!.get('open sourc maintain')!, source!)).toBe(false);
    expect(describesOnce(valley!.get('high ridg')!, valley!)).toBe(true);
    // A quality never opens a phrase at all.
    expect(valley!.has('beauti view')).toBe(false);
    // A phrase opening on a noun is never asked to be said twice.
    expect(describesOnce(valley!.get('valley')!, valley!)).toBe(false);
  });

  it('keeps phrases that end on "new" or a possessive out of the titles, and opens none on "whose" or "cuz"', () => {
    const sentences = buildSentences(
      makeTranscript([
        'The sign new in town points to the minister office.',
        "We asked the seniors minister's office about the sign.",
        'Whose definition is it, cuz the sign office wrote a definition.',
        'The office keeps the definition and the sign.',
      ]),
    );
    const terms = buildTermIndex(sentences);
    const topics = describeTopicWords(sentences, [0], new Uint8Array(sentences.length));
    const episode = describeEpisodeWords(topics, terms);
    const candidates = topics[0]!.candidates;
    expect(endsOnNoun(candidates.get('sign new')!, episode)).toBe(false);
    expect(endsOnNoun(candidates.get('senior minist')!, episode)).toBe(false);
    expect(endsOnNoun(candidates.get('sign offic')!, episode)).toBe(true);
    expect([...candidates.keys()].some((key) => /^(?:whose|cuz)\b/.test(key))).toBe(false);
    expect(candidates.has('definit')).toBe(true);
    expect(isTitleWord('whose', false)).toBe(false);
    expect(isTitleWord('plus', false)).toBe(false);
    // Connectives ("whereas TOBE seems to...") open no title either.
    for (const connective of ['whereas', 'otherwise', 'therefore', 'moreover'])
      expect(isTitleWord(connective, false)).toBe(false);
  });

  it('keeps "-er" words that are never "the" or "a" something out of single-word titles', () => {
    const sentences = buildSentences(
      makeTranscript([
        'We should have started the recordings sooner, and the compiler agrees.',
        'The compiler runs sooner than the linker.',
        'Fewer people came, so we need a compiler for the rest.',
      ]),
    );
    const terms = buildTermIndex(sentences);
    const topics = describeTopicWords(sentences, [0], new Uint8Array(sentences.length));
    const episode = describeEpisodeWords(topics, terms);
    const candidates = topics[0]!.candidates;
    expect(endsOnNoun(candidates.get('sooner')!, episode)).toBe(false);
    expect(endsOnNoun(candidates.get('fewer')!, episode)).toBe(false);
    expect(endsOnNoun(candidates.get('compil')!, episode)).toBe(true);
  });

  it("keeps a lone common possessive out of the titles, not a name's", () => {
    // The name opens its sentences, so its capital is not counted as naming: the possessive rule itself decides.
    const sentences = buildSentences(
      makeTranscript([
        "McDonald's opened near us, and we read the people's letters.",
        "McDonald's was in the people's letters, which asked for more parks.",
      ]),
    );
    const terms = buildTermIndex(sentences);
    const topics = describeTopicWords(sentences, [0], new Uint8Array(sentences.length));
    const episode = describeEpisodeWords(topics, terms);
    const candidate = (said: string): TitleCandidate =>
      [...topics[0]!.candidates.values()].find((one) => one.surfaces.includes(said))!;
    expect(endsOnNoun(candidate("people's"), episode)).toBe(false);
    expect(endsOnNoun(candidate("McDonald's"), episode)).toBe(true);
  });

  it('never titles a topic with a noun for a part of the talk alone ("Item", "Article")', () => {
    const sentences = buildSentences(
      makeTranscript([
        'The next item is an article about blog articles.',
        'This article says the item on blog articles matters.',
        'The article links the item.',
      ]),
    );
    const candidates = describeTopicWords(sentences, [0], new Uint8Array(sentences.length))[0]!.candidates;
    expect(candidates.has('item')).toBe(false);
    expect(candidates.has('articl')).toBe(false);
    expect(candidates.has('blog articl')).toBe(true);
  });

  it('never titles a topic with an adverb, a cheer or half a contraction ("Back", "Kay", "Yay", "That\'d")', () => {
    const sentences = buildSentences(
      makeTranscript([
        "Welcome back, 'kay, yay, that'd be the garden shed we built years ago.",
        "Back then the garden shed was far back, at least that'd be what we said, yay.",
        'Kay. The shed roof falls back in the wind, yay.',
      ]),
    );
    const candidates = describeTopicWords(sentences, [0], new Uint8Array(sentences.length))[0]!.candidates;
    for (const key of ['back', 'kay', 'yay', 'ago', 'least', "that'd"])
      expect(candidates.has(key)).toBe(false);
    expect(candidates.has('shed')).toBe(true);
    const terms = buildTermIndex(sentences);
    const episode = describeEpisodeWords(
      describeTopicWords(sentences, [0], new Uint8Array(sentences.length)),
      terms,
    );
    expect(endsOnNoun(candidates.get('roof fall back')!, episode)).toBe(false);
    expect(namesNoSubject('anymore')).toBe(true);
    expect(namesNoSubject('backend')).toBe(false);
    expect(namesNoSubject('geez')).toBe(true);
    expect(namesNoSubject('favorite')).toBe(true);
  });

  it('never ends a title on a symbol said aloud ("Typing dot", "API slash"), but keeps one inside or first', () => {
    const sentences = buildSentences(
      makeTranscript([
        'In the config you write typing dot, then the API slash, and the cache slash folder.',
        'Typing dot again for the typing module, and the API slash again, and the dot folders in home.',
        'The dot folders hold the cache slash folder and the API keys.',
      ]),
    );
    const terms = buildTermIndex(sentences);
    const topics = describeTopicWords(sentences, [0], new Uint8Array(sentences.length));
    const episode = describeEpisodeWords(topics, terms);
    const candidates = topics[0]!.candidates;
    expect(candidates.has('dot')).toBe(false);
    expect(candidates.has('slash')).toBe(false);
    expect(endsOnNoun(candidates.get('type dot')!, episode)).toBe(false);
    expect(endsOnNoun(candidates.get('api slash')!, episode)).toBe(false);
    expect(endsOnNoun(candidates.get('dot folder')!, episode)).toBe(true);
    expect(endsOnNoun(candidates.get('cach slash folder')!, episode)).toBe(true);
    expect(namesNoSubject('underscore')).toBe(true);
    expect(namesNoSubject('com')).toBe(true);
    expect(namesNoSubject('colon')).toBe(false);
  });

  it('keeps a phrase holding a verb out of the titles ("Extends pytest functionality"), not a compound', () => {
    const sentences = buildSentences(
      makeTranscript([
        'The plugin extends pytest functionality, and it extends the runner too.',
        'We extend it and we created fixtures; Ramirez created fixture code for the plugin.',
        'The unit test code and the health support services stay, as the test and the support do.',
        'Plugins extends pytest functionality again for the fixture code.',
        'We use JetBrains and it JetBrains, so JetBrains remote development stays JetBrains remote development.',
      ]),
    );
    const terms = buildTermIndex(sentences);
    const topics = describeTopicWords(sentences, [0], new Uint8Array(sentences.length));
    const episode = describeEpisodeWords(topics, terms);
    const candidate = (said: string): TitleCandidate =>
      [...topics[0]!.candidates.values()].find((one) => one.surfaces.includes(said))!;
    expect(holdsVerb(candidate('extends pytest functionality'), episode)).toBe(true);
    expect(holdsVerb(candidate('Ramirez created fixture'), episode)).toBe(true);
    expect(holdsVerb(candidate('unit test code'), episode)).toBe(false);
    expect(holdsVerb(candidate('health support services'), episode)).toBe(false);
    expect(holdsVerb(candidate('fixture code'), episode)).toBe(false);
    expect(holdsVerb(candidate('JetBrains remote development'), episode)).toBe(false);
  });

  it('capitalises a title unless it opens on a name with a capital inside ("iPad", not "IPad")', () => {
    const title = (said: string): string =>
      formatTitle({ stems: said.split(' '), count: 1, surfaces: [said], surfaceCounts: [1], named: 0 });
    expect(title('iPad Pro')).toBe('iPad Pro');
    expect(title('macOS')).toBe('macOS');
    expect(title('sourdough starter')).toBe('Sourdough starter');
    expect(title('pytest')).toBe('Pytest');
    // Acronyms auto-captions write in small letters.
    expect(title('usb ports')).toBe('USB ports');
    expect(title('gaming pc')).toBe('Gaming PC');
    expect(title('ios update')).toBe('iOS update');
    expect(title('wifi card')).toBe('Wi-Fi card');
  });
});
