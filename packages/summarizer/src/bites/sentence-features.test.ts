import { describe, expect, it } from 'vitest';
import { buildSentences } from '../sentences/build-sentences';
import { makeTranscript } from '../test-support/make-transcript';
import { describeSentence, type SentenceFeatures } from './sentence-features';

/** Features of one punctuated line (or of the same line as a restored sentence from auto-captions). */
function describe1(line: string, restored = false): SentenceFeatures {
  const sentence = buildSentences(makeTranscript([line]))[0]!;
  return describeSentence({ ...sentence, restored }, 0, 0.5, 0.5);
}

describe('what counts as an action item', () => {
  it.each([
    // Pointing at the screen, not telling the listener to do something.
    'Look at that, we are going to put some more numbers on this slide.',
    'Look at him; he just merges pull requests straight from his inbox.',
    // Rhetorical: the sentence goes on to state a fact.
    'Consider the amount of storage a ride-sharing company keeps for every single trip.',
    'Think about a search engine - it may not know more than an expert, but it knows a bit of everything.',
    // Idioms.
    "Don't mind me, I have a throat sweet in my mouth right now.",
    // Part of a reported quotation, said to a coding assistant.
    'Write the boilerplate for me", and all the parts that are boring.',
    // A plug for another show.
    'If you want to hear more of that chat, listen to that episode of the other podcast.',
    // Housekeeping and the host's feelings, not advice.
    'Consider subscribing to the channel if you liked this walkthrough of the parser.',
    'Always love to hear from you about the projects you are building with it.',
    'Make sure you are subscribed so the next episode lands in your feed on Monday.',
    'Listen to our other podcast for a longer talk about the packaging story.',
    // The past, or a feeling, after "always" and "never".
    'Always loved the way that library reads its configuration files.',
    'Never thought I would see a parser this fast written in pure Python.',
    'Always a pleasure to have you on the show to talk about testing.',
    // A thought experiment about "it" or "this", and an idiom.
    'Think about it, every phone in the room is a small computer with a radio.',
    'Think about it, if you save ten dollars a week you will have five hundred by next year.',
    'Think about that: when was the last time you read the manual of your own router.',
    'Get off my lawn with your tabs and your two-space indents in the config.',
    // Session 13's reading of tune pods: pointing, reassurance, an inversion, praise, the speaker's own plan.
    'Just look at the amount of detail packed into the armour of this character.',
    'Look at all the lighting effects in the garage, this makes me sad.',
    'Check out the textures here in the remaster of the first game.',
    "Don't worry, you'll be asleep for the whole of the procedure we show next.",
    "If you read this and it's confusing, don't worry about it at all.",
    "Don't even get me started on people correcting my spelling in the comments.",
    'Get out of here with your tabs and your two-space indents in the config.',
    'Never have we been able to direct the work at this pace, with this clarity.',
    'You should be knighted for this, honestly, the whole community owes you one.',
    "It's worth mentioning that the board boots from a micro SD card, which is great.",
    'Try not to cut myself on any of the sharp metal up here in the roof.',
    'Think about 1994, when a bookshop on the internet was a strange idea.',
    'Think about all the people in those days who suddenly let their curiosity out.',
    // Session 14's reading of tune pods: what the listener will find, a regret, a verdict of value.
    'You should be able to pop the side panel off, and that gives you room for the memory.',
    'You should be eligible for the upgrade once the new season of the game begins.',
    'You should have seen the look on his face when the demo crashed on stage.',
    "It's worth it, honestly, even though the wireless version costs twice as much.",
    // Session 15's reading of check pods from auto-captions: known or expected, "never mind", a lost subject,
    // "you should" run on into the next clause.
    "You should know that I'll be taking minutes during all the meetings from now on.",
    'You should know by now it is not going to be the two of them on the stage again.',
    'You should expect both of these cards to remain where they are today for performance.',
    'Never mind, the record revenues mean the costs must be cut before the next quarter.',
    "Don't quite understand how it works but the bases are just down to the drag.",
    "You should it's a cosplay and people have been retweeting it all week long.",
    'You should you saw me doing it just now and I was not paying attention to my draw length.',
    'Give this a thumbs up everyone, and we will see you in the next one of these.',
    // Session 31's reading of podcast pods shown on video: what the hosts point at on the shared screen.
    'Look at this artifact, this living fossil right here, in the corner of the old lab.',
    'Look at the scroll bar on the right, look how much is here in one single file.',
    'Look at that already, how cool it is to define that whole UI in a few lines.',
    // A statement that lost its subject.
    'Always comes back to the same question of who pays for the servers in the end.',
    'Always seasoning the chicken before it goes in, as you can imagine from the smell.',
    'Never in a million years would I have guessed that this was possible from there.',
    // "Never" and "always" inside a longer word.
    'Never-the-nonetheless, Herbert came up with three scientific tests to work out whether a suburb was a suburb.',
    'Always-on storage is what the cloud providers charge the most for these days.',
    // The subject of a longer sentence that lost its "what".
    "You should be worried about is how we're gonna detect when someone sits on the chair.",
    // Session 25's reading of tune meetings: a remark on what is said, and a statement that lost its subject.
    "It's worth underlining the fact that we're still miles ahead of the other nations on these levels.",
    'Always for the matched condition, you always get a slightly better performance for log energy.',
    // Session 26: a statement that lost its "I", and a verb that is the noun of a subject.
    "Don't wanna name anyone out, but we have access to energy across the whole country.",
    "Don't remember which version it was, but the upgrade broke the whole build that week.",
    "Test advocates are often like -- they'll argue definitions, rather than concepts.",
    'Set up tools had some updates with being able to use it with a pyproject file better.',
    'Test and Code is a podcast I started in August of 2015 about testing software.',
    // Asked of the speaker by someone in the room, or of a chatbot.
    "Don't talk to me about your fancy new libraries and your typing and your async.",
    'Write me a poem about this function, in the style of a pirate who loves type hints.',
    "Please don't ask me how to set up a path so that your Python is the right one.",
    'Watch us live, usually Tuesdays at 10 a.m. Pacific time, on the YouTube channel.',
    'Visit my friends and spend some time in the mountains before the next release.',
    // Session 28: how things ought to work, and a thought invited about a name, a time or a question word.
    'You should have to update your registry with whatever package directory you want to use.',
    'Think about ChatGPT - it might not know more than the expert in a field, but it knows a lot.',
    'Think about five years out from now, how many repos are gonna be dead and never maintained.',
    'Just think about when you give a course online and all your cohorts are in this little box.',
    'Think about all of the apps your team wanted to write, but never got to, because the backlog was so long.',
    // A statement that lost its subject, a verb that names a program, the show's housekeeping, a remark on what is said.
    "Don't necessarily have the technical skills to work with massive data sets and stuff like that.",
    "Don't enjoy it, but you really thought you were going to lose the car on that corner.",
    'Never have to worry about money again as long as the platform stays in business.',
    'Get K is a graphical browser of your repository that comes with most installs of Git.',
    'Please use our link so that they know you came from us and keep supporting the show.',
    'If you would like to join the show live sometimes, just check out datatalk.fm/live.',
    'Do consider signing up for the newsletter, it comes out every Friday morning.',
    "It's worth clarifying that if all this is true, the plan was flawed from the start.",
    "It's worth covering just because it's a major advancement in its respective space.",
  ])('is not advice: %s', (line) => {
    expect(describe1(line).recommendationStrength).toBe(0);
  });

  it.each([
    'Look at these different examples and look at the scatter plots before building a classifier.',
    'Consider using a lock file so every machine installs the same versions.',
    'Think about how you will roll back before you deploy a schema change.',
    'If you store photos at home, you should keep a second copy offsite.',
    'You should know about the walrus operator if you write Python every day.',
    // Consider or think about a thing, saying when or why: advice, not a thought experiment.
    'Think about the edge cases before you ship a schema change.',
    'Consider the trade-offs before you pick a database for production.',
    'Consider a lock file so every machine installs the same versions.',
    'Always pin your dependencies before you ship a release to production.',
    'Never use eval on input that comes from the users of your site.',
    'Never a good idea to store passwords in plain text in the database.',
    'Always a good idea to back up the database before a migration.',
    'Never shred the originals until the scans are checked twice.',
    'Always embed your fonts when you export the slides for the talk.',
    'Think about this before you put a database behind your static site.',
    'Consider this library if you need to parse dates in many time zones.',
    'Get off Windows XP before the last of its security patches run out.',
    'Try Descript for editing audio, I cut my podcast with it every week.',
    "Don't worry about the cost of the cloud plan, use the free tier until you grow.",
    "It's worth looking into the new build backend if your package has C extensions.",
    'Look at the docs of the library before you upgrade to the next major version.',
    // A sentence's end before "here": nothing on screen.
    "Look at the docs first. I'm here for the questions after that, as always.",
    'Consider all the options before you pick a database for production.',
    // Session 28: a doing to think about is a proposal; a question word with a "before" still says when.
    'Think about sending the readings over radio or bluetooth instead of a cable.',
    'Think about what you will log before you deploy the new service to production.',
    // "Like" after "don't" is a filler (session 26), unlike "necessarily" or "enjoy", which lost an "I".
    "Don't like review a pull request right away, sleep on it before you approve it.",
    'If you deploy every day, consider the cost of a rollback on a busy afternoon.',
    'You should be running your web app on a real application server in production.',
    // Session 26: a noun after the verb that is its object, not a subject.
    'Use what is already in the standard library before you add a dependency.',
    'Test your backups often, restoring one is the only way to know they work.',
    'Follow the release notes of your database before you upgrade it on a Friday.',
    'Never do it on a Friday afternoon, when nobody is around to roll the release back.',
    'Never have it switched on by default in the settings your users get on day one.',
    'You should have a backup of the whole drive before you flash the new firmware.',
    "It's worth trying the new resolver before you pin every dependency by hand.",
    'Always pass a timeout to the client, or one slow server can hang the whole job.',
    'Always bring a spare battery when you film outside in the cold for the day.',
    'Always focus the camera by hand before you start a long time-lapse at night.',
  ])('is advice: %s', (line) => {
    expect(describe1(line).recommendationStrength).toBeGreaterThan(0);
  });

  it('reads "look at" and "watch" in auto-captions as pointing at the video, in punctuated text as advice', () => {
    for (const line of [
      'look at the village over there we should throw another one up here',
      'just look at this ruined city area on the left of the map',
      'watch the flaming zombie just cruising along the top of the wall',
    ])
      expect(describe1(line, true).recommendationStrength).toBe(0);
    const docs = 'Look at the docs of the library before you upgrade to the next major version.';
    expect(describe1(docs).recommendationStrength).toBeGreaterThan(0);
    expect(describe1(docs.toLowerCase().replace(/[.]/g, ''), true).recommendationStrength).toBe(0);
    // The same restored line with another verb is still advice.
    expect(
      describe1('check out the docs of the library before you upgrade to the next major version', true)
        .recommendationStrength,
    ).toBeGreaterThan(0);
  });

  it('reads a bare imperative in auto-captions that runs on about the speaker as said to someone else', () => {
    for (const line of [
      "don't leave me the newspaper it just bums me out when we can't fix the computer",
      "stop a bit there george or i'm gonna die before we get back to the base",
      "please don't insult me for it because it's only there for a good cause",
    ])
      expect(describe1(line, true).recommendationStrength).toBe(0);
    for (const line of [
      "don't take my word for it just check the wiki before you craft the armour",
      'make sure that i can hear you before you start the recording on your own machine',
    ])
      expect(describe1(line, true).recommendationStrength).toBeGreaterThan(0);
    // The word the restorer took for a verb was a noun: "is" or "was" follows within a few words.
    for (const line of [
      'switch tech was really successful with cooling blocks in the late nineties',
      'read miller is a lumberjack in the pacific northwest in the film',
      'write which is part of why writing is so much slower on these drives',
    ])
      expect(describe1(line, true).recommendationStrength).toBe(0);
    expect(
      describe1('switch to the new cooler before the old pump gives out on you', true).recommendationStrength,
    ).toBeGreaterThan(0);
    // Punctuated, the sentence ends where the speaker stopped: the imperative is read as said.
    expect(
      describe1("Don't run the migration twice; I learned that the hard way on a Friday.")
        .recommendationStrength,
    ).toBeGreaterThan(0);
  });

  it('reads an exclamation ("oh my god", "holy crap", "dude") as chatter, whatever it says', () => {
    const plain = describe1('Make sure you spit it out after tasting, the sauce is far too hot to swallow.');
    const exclaimed = describe1(
      'Make sure you spit it out after tasting, dude, the sauce is far too hot to swallow.',
    );
    expect(exclaimed.readability).toBeLessThan(plain.readability * 0.5);
    expect(
      describe1('The sauce is far too hot to swallow, oh my god, after tasting it twice.').readability,
    ).toBeLessThan(0.5);
  });

  it('reads a restored sentence that opens as a question as a question, though no mark says so', () => {
    const question = describe1(
      'so how would you like to leave the arena now that you have seen it all',
      true,
    );
    const statement = describe1('so we would like to leave the arena now that we have seen it all', true);
    expect(question.readability).toBeLessThan(statement.readability * 0.5);
    expect(
      describe1('are you the person who started the gardening forum on that site', true).readability,
    ).toBeLessThan(0.3);
  });

  it('reads a sentence that trails off on a word no sentence ends on as half a sentence', () => {
    const unfinished = describe1(
      "You don't actually have a separate power button on this remote, it's just.",
    );
    const finished = describe1(
      "You don't actually have a separate power button on this remote, it's a dial.",
    );
    expect(unfinished.readability).toBeLessThan(finished.readability * 0.5);
    expect(unfinished.unfinished).toBe(true);
    expect(describe1('The remote has a dial, and you turn it until it clicks into a.').unfinished).toBe(true);
  });

  it('reads a subordinate clause with no main clause in punctuated text as half a sentence', () => {
    const whole = describe1('The new mouse puts your hand in a natural handshake position of 57 degrees.');
    for (const line of [
      'Before he develops a repetitive strain injury from the mouse and gets fired.',
      'Although there is a phone app now on the Mac and the iPad and the watch.',
      'Even if it is not actually harmful to adults in the long term at all.',
    ])
      expect(describe1(line).readability, line).toBeLessThan(whole.readability * 0.5);
    // The main clause after a comma, a subject said after the clause's own, or a sentence past 20 words.
    for (const line of [
      'Before we cut the tarps, I want to point out that I am not a chemist.',
      'As long as there is a mark between the two words I think that is sufficient.',
      'Even though the rotor was not driven by a motor the rotodyne could still hover and take off and land like a helicopter.',
    ])
      expect(describe1(line).readability, line).toBeGreaterThan(0.5);
    // Captions have no commas to tell: a restored sentence is not judged this way.
    expect(
      describe1('although the original overclock had an advantage the faster memory won', true).readability,
    ).toBeGreaterThan(0.5);
  });

  it('reads a sentence ending on the letter A as finished, not on the article', () => {
    const vitamin = describe1('Most of the orange colour in carrots comes from vitamin A.');
    expect(vitamin.unfinished).toBe(false);
    expect(vitamin.readability).toBeGreaterThan(0.5);
  });
});

describe('quotations inside a sentence', () => {
  it('reads advice inside an unpaired quotation mark as reported speech, paired marks as whole', () => {
    expect(describe1('Use the new parser", and then he left the meeting early.').recommendationStrength).toBe(
      0,
    );
    expect(
      describe1('Use the "strict" flag when you build for production.').recommendationStrength,
    ).toBeGreaterThan(0);
    expect(
      describe1('Use the \u201cstrict\u201d flag when you build for production.').recommendationStrength,
    ).toBeGreaterThan(0);
    expect(describe1('Use the \u201cstrict flag when you build for production.').recommendationStrength).toBe(
      0,
    );
  });
});
