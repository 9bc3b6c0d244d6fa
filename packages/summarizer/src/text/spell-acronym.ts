/**
 * Acronyms that auto-captions write in small letters ("usb", "pc", "gpu"), spelled as they are
 * written. Titles are noun phrases, so "led" and "ram" are taken for the acronyms (a title says
 * "LED strip", not "led"); acronyms that are common words of a noun phrase, "us", "it", "ar",
 * "aids", are left out, as a title cannot tell the acronym from the word.
 */
const acronyms: ReadonlyMap<string, string> = new Map(
  [
    'ai api cpu gpu ssd hdd nvme ram usb hdmi pc tv vr rgb led lcd oled dvd cd pdf url html css sql json',
    'http https vpn dns ip faq diy ceo cto nasa fbi cia nsa uk eu un nba nfl nhl mlb ufc dna rna',
    'gps mri ui ux sdk ide cli npm aws gcp ps4 ps5 nft bbc cnn hbo',
  ]
    .join(' ')
    .split(' ')
    .map((word): [string, string] => [word, word.toUpperCase()])
    .concat([
      ['ios', 'iOS'],
      ['wifi', 'Wi-Fi'],
    ]),
);

/** The written spelling of an acronym said in small letters ("usb" is "USB"); otherwise the word as it is. */
export function spellAcronym(word: string): string {
  return acronyms.get(word) ?? word;
}

/**
 * Acronyms that are never an English word in running text: the titles' list without "led" and
 * "ram" ("she led the team"), and without spellings that change the word ("Wi-Fi").
 */
const acronymsInSentences: ReadonlySet<string> = new Set(
  [...acronyms]
    .filter(([word, spelled]) => word !== 'led' && word !== 'ram' && spelled.toLowerCase() === word)
    .map(([word]) => word),
);

/** Like spellAcronym, for a word of a sentence: "usb" is "USB", "led" stays "led". */
export function spellAcronymInSentence(word: string): string {
  return acronymsInSentences.has(word) ? word.toUpperCase() : word;
}
