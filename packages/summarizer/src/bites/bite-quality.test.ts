import { describe, expect, it } from 'vitest';
import { buildPod } from '../build-pod';
import { defersItsPoint, housekeeping, isHousekeeping } from './bite-cues';
import { makeAutoCaptions, makeTranscript } from '../test-support/make-transcript';
import { breadLines, gardeningLines } from '../test-support/sample-lines';

const gardening = gardeningLines;
const bread = breadLines;

describe('bites a listener would keep', () => {
  it('takes speaker labels out of the text and into the speaker field', () => {
    const pod = buildPod(
      makeTranscript([
        'Ruth: Welcome to the garden hour, everyone.',
        ...gardening.map((line) => `Dana: ${line}`),
        ...bread.map((line) => `Ruth: ${line}`),
      ]),
    );
    expect(pod.bites.length).toBeGreaterThan(0);
    for (const bite of pod.bites) {
      expect(bite.text).not.toMatch(/^(?:Ruth|Dana):/);
      for (const detail of bite.details) expect(detail).not.toMatch(/^(?:Ruth|Dana):/);
      expect(['Ruth', 'Dana']).toContain(bite.speaker);
    }
  });

  it('reads a sentence that puts its point off to later ("we\'ll see why in a sec") as deferring', () => {
    expect(defersItsPoint("four is the magic number, we'll see why in a sec.")).toBe(true);
    expect(defersItsPoint("i'll explain what a dunder method is later, after the break.")).toBe(true);
    expect(
      defersItsPoint("a much more reliable fix is the next thing we'll talk about, your body clock."),
    ).toBe(true);
    expect(defersItsPoint("we'll see that the cache fills up when the loop runs.")).toBe(false);
    expect(defersItsPoint('more on the cache: it fills up fast.')).toBe(false);
  });

  it('never opens the overview with a greeting or housekeeping', () => {
    const pod = buildPod(
      makeTranscript([
        'Hello and welcome to the kitchen garden show, episode forty two.',
        'Before we begin, please subscribe and leave us a review.',
        ...gardening,
        ...bread,
      ]),
    );
    const overview = pod.bites.filter((bite) => bite.type === 'overview');
    expect(overview.length).toBeGreaterThan(0);
    for (const bite of overview) expect(bite.text).not.toMatch(/welcome|subscribe|hello/i);
  });

  it('makes no bite of any kind from housekeeping: asks to subscribe, thanks for watching', () => {
    const pod = buildPod(
      makeTranscript([
        ...gardening,
        'If you grow tomatoes, make sure to subscribe to the channel so you never miss a tomato video.',
        ...bread,
        'Thank you for watching this video about sourdough bread and tomato plants in the summer garden.',
        // A podcast's outro.
        'If you have a garden story you want featured, just visit our website and send it our way.',
        'Follow the show on Mastodon at the garden hour for more tomato and sourdough tips.',
        // Asks to subscribe, said every way.
        'Thanks to everyone subscribing this month, the garden hour now reaches gardeners in forty countries.',
        'Make sure you are subscribed so the next garden hour with tomatoes and sourdough lands in your feed.',
        // A video's sign-off.
        'I do appreciate you gardeners so much, I will see you soon with another tomato and sourdough video.',
        'This is the garden hour, getting greener every day, have a good one with your tomatoes and your bread.',
        // The edges of a sponsor read, said without the sponsor's name the detector needs.
        'Thanks for checking them out, and that is the end of the sponsored segment about tomato seeds.',
        'Enter garden hour in the how did you hear about us section when you order your tomato seeds.',
      ]),
    );
    expect(pod.bites.length).toBeGreaterThan(0);
    for (const bite of pod.bites)
      expect(bite.text).not.toMatch(
        /subscri|thank you for watching|send it our way|follow the show|see you soon|have a good one|sponsored|hear about us/i,
      );
  });

  it('reads the words of an offer or of an ask to comment as housekeeping, talk about sponsoring or comments as content', () => {
    for (const line of [
      'use code garden to get an extra month free',
      'that is twenty percent off your first box of seeds',
      'start a free trial of the seed club today',
      'this video is sponsored by the seed club',
      'please place your bets down in the comments below before we plant',
      'check out the seed store linked in the video description below',
      'hit the like button if the tomatoes made it',
      'hit us up in the comments section with the seeds you want us to try',
      // Thanks however warm, patrons, and a sign-off with its audience in it.
      'thank you all so much for watching and forgive me if i sound a little wrecked',
      'thanks again for your support, it means the world to the whole garden team',
      'a big thank you to all my patrons for keeping the garden channel going',
      "i'll see you all again next time with more tomatoes",
      // Session 28: thanks to those who listen, and the outro's wish to hear from them.
      'thank you to everyone who is listening and everyone who came to the garden day',
      "if you'd like to connect with the show, we'd love to hear from you",
      // The show's newsletter, and the turn to the episode.
      'for a handcrafted digest of everything we talked about, just join our newsletter',
      'we are super excited that people are signing up for the newsletter',
      'with that, i believe we are ready to kick it off',
      // Session 29: the break for an ad.
      "we'll be back with more garden tours after these messages",
      'please stick around after the sketch to see another sketch that happens to be paid for',
      // Session 30: the show's own channels.
      "connect with us if you'd like to on mastodon or bluesky",
      'you can reach us on the socials, the links are at the top',
      'and if you are listening later, join us live every once in a while',
      "we'll send all the links right into your inbox every week",
      'just go ahead and sign up to be part of the newsletter',
    ])
      expect(housekeeping.test(line)).toBe(true);
    expect(housekeeping.test('sponsoring open source is just not a thing in many companies')).toBe(false);
    expect(housekeeping.test('the code is on github if you want to read it')).toBe(false);
    expect(housekeeping.test("let's kick it off with the new release of the garden planner")).toBe(false);
    expect(housekeeping.test('after a few messages back and forth we agreed on the seeds')).toBe(false);
    expect(housekeeping.test('the tomatoes need to reach the light on the windowsill')).toBe(false);
    expect(housekeeping.test('we watched the final live from the garden shed')).toBe(false);
    expect(housekeeping.test('the comments in the code explain why the loop runs twice')).toBe(false);
    expect(housekeeping.test('i love the comment section and the discussion around these things')).toBe(
      false,
    );
  });

  it('reads the ways a creator says hello on camera as housekeeping, the same words in a topic as content', () => {
    for (const line of [
      "yo what's going on guys my name's eddie and today we're talking about gangs",
      'what is up everybody welcome to the channel',
      "what's going on everybody it's tuesday",
      'everyone my name is sam and this is a speedrun of the game',
    ])
      expect(housekeeping.test(line)).toBe(true);
    expect(
      housekeeping.test("what's going on inside the garbage collector is a copy of every young object"),
    ).toBe(false);
    expect(housekeeping.test('yoghurt cultures need a warm place overnight')).toBe(false);
  });

  it('reads a creator naming themselves as they open or close as housekeeping, not "I\'m sure"', () => {
    const said = (text: string) => isHousekeeping({ text, lowered: text.toLowerCase() });
    expect(said("I'm Destin, you're getting smarter every day.")).toBe(true);
    expect(said("And I'm Hank Green, and welcome to the show about tiny things.")).toBe(true);
    expect(said('I\u2019m Jay and this is the last part of the series on the films.')).toBe(true);
    expect(said("I'm sure you're wondering why the bread goes stale in the fridge.")).toBe(false);
    expect(said("I'm Jay and ever since the studio took over, the films have changed.")).toBe(false);
  });

  it('reads a show announcing itself and its host as housekeeping, not talk of a stack', () => {
    const said = (text: string) => isHousekeeping({ text, lowered: text.toLowerCase() });
    expect(
      said('Dear Fellow Scholars, this is Two Minute Papers with Dr. K\u00e1roly Zsolnai-Feh\u00e9r.'),
    ).toBe(true);
    expect(said('This is Morning Edition with Steve Inskeep.')).toBe(true);
    expect(said('This is Django with Postgres behind it, and it scales fine.')).toBe(false);
    expect(said('So this is the app with the new sidebar.')).toBe(false);
  });

  it('makes action items only of advice, never of statements of necessity', () => {
    const pod = buildPod(
      makeTranscript([
        ...gardening,
        'In C or in C++, you have to declare the type of every variable before you use it.',
        'I used a drip hose for years in the old garden behind the house.',
        'If you grow tomatoes in pots, you should water them every single morning in July.',
        ...bread,
      ]),
    );
    const actions = pod.bites.filter((bite) => bite.type === 'actionItem').map((bite) => bite.text);
    expect(actions.join(' ')).not.toMatch(/declare the type|drip hose/);
    expect(actions.some((text) => /you should water them/.test(text))).toBe(true);
  });

  it('never repeats a sentence as the details of two bites', () => {
    const pod = buildPod(
      makeTranscript([...gardening, ...bread, ...gardening.map((line) => `Also, ${line}`)]),
    );
    const details = pod.bites.flatMap((bite) => bite.details);
    expect(new Set(details).size).toBe(details.length);
    const texts = new Set(pod.bites.map((bite) => bite.text));
    for (const detail of details) expect(texts.has(detail)).toBe(false);
  });

  it('quotes only sentences that stand on their own', () => {
    const pod = buildPod(makeTranscript([...gardening, ...bread]));
    for (const bite of pod.bites.filter((b) => b.type === 'quote'))
      expect(bite.text).not.toMatch(/^(?:It|That|This|They|And|But|So)\b/);
  });
});

describe('topics from the text', () => {
  it('finds the change of subject without an announcement and titles each topic by its subject', () => {
    const pod = buildPod(makeTranscript([...gardening, ...gardening, ...bread, ...bread]));
    expect(pod.topics.length).toBeGreaterThanOrEqual(2);
    expect(pod.topics[0]!.topic).toMatch(/tomato/i);
    // The first bread sentence is the 13th of 24, about half-way.
    const breadAt = pod.durationSeconds / 2;
    expect(pod.topics.some((topic) => Math.abs(topic.startSeconds - breadAt) < 20)).toBe(true);
    for (const topic of pod.topics) {
      expect(topic.topic).not.toMatch(/^\S+ and \S+$/);
      expect(topic.topic.charAt(0)).toBe(topic.topic.charAt(0).toUpperCase());
    }
  });
});

describe('sponsor reads in auto-captions', () => {
  it('finds a read with no hand-off phrase, with its offer, code and address', () => {
    const talk = [...gardening, ...bread, ...gardening];
    const read = [
      'a quick word about skillshare',
      'skillshare is an online learning community with thousands of classes',
      'the first one thousand people to use the link in the description get a free trial of skillshare premium',
      'go to skillshare dot com slash garden and use code garden for twenty percent off',
    ];
    const pod = buildPod(makeAutoCaptions([...talk.slice(0, 6), ...read, ...talk.slice(6)]));
    const sponsor = pod.promotions.find((promotion) => promotion.kind === 'sponsor');
    expect(sponsor).toBeDefined();
    expect(sponsor!.sponsor?.toLowerCase()).toContain('skillshare');
    expect(sponsor!.url).toBe('skillshare.com/garden');
    expect(sponsor!.code).toBe('GARDEN');
    expect(sponsor!.offer).toMatch(/free trial|20|twenty/);
    for (const bite of pod.bites) expect(bite.text.toLowerCase()).not.toContain('skillshare');
  });

  it('shows a quote only with two sentences around it, even when the other bites took the rest', () => {
    // Twelve short lines: the other bites and their details claim nearly every sentence.
    const pod = buildPod(makeTranscript([...gardening, ...bread]));
    for (const quote of pod.bites.filter((bite) => bite.type === 'quote'))
      expect(quote.details.length).toBeGreaterThanOrEqual(2);
    // Details go round before any bite takes a third: none is bare while another holds four.
    const counts = pod.bites.map((bite) => bite.details.length);
    if (counts.some((count) => count === 0)) expect(Math.max(...counts)).toBeLessThanOrEqual(2);
  });
});
