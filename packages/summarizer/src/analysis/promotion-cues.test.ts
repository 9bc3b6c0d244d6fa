import { describe, expect, it } from 'vitest';
import {
  deniedSponsorship,
  heardHandoff,
  matchesAny,
  notSponsored,
  selfPromotionCue,
  sponsorHandoff,
  weakSelfPromotionCue,
} from './promotion-cues';

/**
 * What each denial of sponsorship matches, pinned: deniedSponsorship cancels a sentence's
 * hand-off, notSponsored drops a read the model alone found. [sentence, denied, notSponsored]
 */
const denials: ReadonlyArray<readonly [string, boolean, boolean]> = [
  ['squarespace is not a sponsor we just like them', true, true],
  ['this video is not sponsored', true, true],
  ['this video is not sponsored by anyone', true, true],
  ['they are not our sponsor', true, true],
  ["we're not sponsoring anything here", true, true],
  ['no one is sponsoring this video', true, true],
  ['no one sponsoring this one', true, true],
  ['nobody sponsored this video', true, false],
  ["they don't sponsor the show", true, true],
  ["this video isn't sponsored", true, true],
  ["monetize this video it definitely isn't which is why we're sponsored by ray con", false, false],
  ['they do not sponsor the show', true, true],
  ['a former sponsor of the show', true, false],
  ['they used to sponsor us', true, false],
  ['linode sometimes sponsors the podcast', true, false],
  ['we are no longer sponsored by them', true, false],
  ['this was never sponsored', true, false],
  ['this is not a sponsorship', true, false],
  ['this is not really a sponsor', true, false],
  ["i'm not saying the sponsor is bad", true, false],
  ['they did not mention anything at all about a sponsor', false, false],
  ["i'm a fan of augment code; one of our sponsors as well, but big fan of their tool", true, false],
  ["we're working with redis on an engagement, so they're one of our sponsors", true, false],
  ['this episode is brought to you by linode', false, false],
  ['thanks to linode for sponsoring this episode', false, false],
];

describe('deniedSponsorship and notSponsored', () => {
  it.each(denials)('"%s": denied %s, not sponsored %s', (sentence, denied, said) => {
    expect(deniedSponsorship.test(sentence)).toBe(denied);
    expect(notSponsored.test(sentence)).toBe(said);
  });
});

describe('sponsorHandoff: "in partnership with"', () => {
  it.each([
    ['this video was made in partnership with bill gates who through breakthrough energy', true],
    ["today's episode is in partnership with squarespace", true],
    ['the work is funded in partnership with the open technology fund.', false],
    ['i wrote this in partnership with jetbrains.', false],
    ['by working together in partnership with the provinces, territories, municipalities', false],
    ['a key part of your role is to work in partnership with students', false],
  ])('"%s": a hand-off %s', (sentence, handoff) => {
    expect(matchesAny(sponsorHandoff, sentence)).toBe(handoff);
  });
});

describe('sponsorHandoff: what is sponsored, said up to 40 characters before', () => {
  it.each([
    ['welcome to the next episode of my dodge caravan rebuild proudly supported by advance auto parts', true],
    ['this video is sponsored by skillshare', true],
    // Said of a project, "sponsored by" is no hand-off.
    ['this pep is sponsored by barry and the steering council', false],
  ])('"%s": a hand-off %s', (sentence, handoff) => {
    expect(matchesAny(sponsorHandoff, sentence)).toBe(handoff);
  });
});

describe('selfPromotionCue: support asked for, not talked about', () => {
  it.each([
    ['if you want to support us, the best way is our courses', true],
    ['a lot of ways people can support us.', true],
    ['support us by checking out our work.', true],
    ['please consider supporting me on patreon', true],
    ['thanks everybody again for supporting us through training courses at pythontest.com.', true],
    ["we're putting together a plan to build out a team to support me on the backend.", false],
    ['my ai was not supporting me.', false],
    ['even when i did not deserve it, they continued to support me, and they stuck around.', false],
    ['i am very grateful to everyone who is supporting us in these endeavours.', false],
  ])('"%s": self-promotion %s', (sentence, asked) => {
    expect(matchesAny(selfPromotionCue, sentence)).toBe(asked);
    // Talk about support is still self-promotion next to a call to action.
    expect(matchesAny(weakSelfPromotionCue, sentence)).toBe(true);
  });
});

describe("selfPromotionCue: the show's own channels, asked of the listener", () => {
  it.each([
    ['and finally, please sign up for our email newsletter list.', true],
    ['i highly recommend that you subscribe to our newsletter.', true],
    ["and if you're listening to this later, join us live every once in a while if you want.", true],
    ['you can connect with us on mastodon.', true],
    ['of course, follow us or send us info on the socials on bluesky or mastodon.', true],
    ['follow me on twitter for more.', true],
    ["if you'd like to connect with us, please do so on bluesky or mastodon.", true],
    ['and if you want to attend live, get your comments in the episode.', true],
    ["and if you'd like to listen to us live, head on over to example.fm/live.", true],
    ['you can reach us on the socials on bluesky or mastodon.', true],
    ["connect with us if you'd like to on mastodon or bluesky.", true],
    ['just go ahead and sign up to be part of the newsletter.', true],
    ["if you'd like to join the show, we do post it live, usually tuesday mornings.", true],
    ['they wanted to connect with us after the talk.', false],
    ['i watched it live and it was great.', false],
    ['i follow them on twitter and they post a lot.', false],
    ['we watched the show live in berlin.', false],
    ['the newsletter they sent was great.', false],
  ])('"%s": self-promotion %s', (sentence, asked) => {
    expect(matchesAny(selfPromotionCue, sentence)).toBe(asked);
  });
});

describe('heardHandoff: a first-person partnership in auto-captions', () => {
  it.each([
    ["i'm excited to be partnering with dollar shave club to bring you this killcount", true],
    ["this week i've partnered with blue apron to help transform taco night", true],
    ["we've teamed up with wix to actually build two separate devices", true],
    [
      "just interrupting this video to tell you that we're partnering with bank one the cancer foundation",
      true,
    ],
    ["we're partnering with a few telecoms don't wanna name anyone out but we have access to energy", false],
    ["we're partnered with ruby central and we're using their slack", false],
    ['we are partnering with an agency principal who is a seasoned pr leader', false],
    ['nvidia has played this brilliantly by partnering with the mod team for this video', false],
  ])('"%s": a hand-off %s', (sentence, handoff) => {
    expect(heardHandoff.test(sentence)).toBe(handoff);
  });
});
