/**
 * Words that carry no topic: function words plus the verbs, adverbs and
 * interjections of conversation ("gonna", "basically", "awesome"). Spoken text is
 * full of them, and a keyphrase or a topic boundary built on them is noise.
 * Written for speech, because general-purpose lists (stopwords-iso has "computer",
 * "free" and "fix") remove real topic words.
 */
const functionWords = `a about above after again against all am an and any are as at be because been before being below
between both but by can could did do does doing down during each few for from further had has have having he her here
hers herself him himself his how i if in into is it its itself me more most my myself no nor not of off on once only or
other our ours ourselves out over own same she should so some such than that the their theirs them themselves then there
these they this those through to too under until up us very was we were what when where which while who whom why will
with would you your yours yourself yourselves shall may might must upon within without via per versus vs etc yet though
although unless whether either neither toward towards onto among amongst across along around behind beyond since`;

const contractions = `i'm you're we're they're it's that's there's here's what's who's he's she's let's i've you've we've
they've i'll you'll we'll they'll it'll that'll i'd you'd we'd they'd don't doesn't didn't can't couldn't won't wouldn't
shouldn't isn't aren't wasn't weren't haven't hasn't hadn't ain't y'all gonna wanna gotta kinda sorta dunno lemme gimme
where's how's when's why's there'll there'd would've could've should've must've im youre were theyre dont doesnt didnt cant
wont isnt thats theres whats ive`;

const conversation = `yeah yes yep yup no nope okay ok alright right really actually basically literally just like
kind sort thing things stuff lot lots pretty super much many something anything everything nothing someone somebody
anyone anybody everyone everybody guy guys folks going go goes went gone get gets got getting gotten make makes made
making take takes took taken say says said saying think thinks thought thinking know knows knew known mean means meant want
wants wanted wanting need needs needed see sees saw seen seeing look looks looking looked come comes came coming put puts
let try tries tried trying feel feels felt talk talks talking talked tell tells told telling give gives gave given good
great nice cool awesome amazing interesting fun big little bit way ways time times today yesterday tomorrow now week
weeks year years day days one two three four five six seven eight nine ten hundred thousand first second third last
next another else different same whole sure maybe probably definitely totally exactly absolutely obviously certainly
anyway anyways also still even ever never always well oh hey hi hello welcome thanks thank please um uh umm uhh erm er
ah hmm mm mhm wow huh episode show podcast video channel today's able bunch couple quite rather enough almost already
again often sometimes usually around maybe perhaps though thing's stuff's sound sounds seem seems seemed keep keeps kept
start started starting end ended call called calling use used using uses work works worked working find found
thank's can't okay's sort's yeah's better best bad worse worst real true whatever wherever however whoever lol gosh god
dude man wait hold mine yours ours theirs oops ha haha also done doing
`;

export const stopWords: ReadonlySet<string> = new Set(
  `${functionWords} ${contractions} ${conversation}`.split(/\s+/).filter((word) => word !== ''),
);

/** Sounds and tics that carry no words of their own; removed from bites. */
export const fillerWords: ReadonlySet<string> = new Set([
  'um',
  'uh',
  'umm',
  'uhh',
  'uhm',
  'erm',
  'er',
  'ah',
  'hmm',
  'mm',
  'mhm',
  'uh-huh',
]);
