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

/** Acronyms of the titles' list that are also words of a sentence ("she led the team", "ram it in"). */
const wordsInSentences: ReadonlySet<string> = new Set(['led', 'ram']);

/**
 * Like spellAcronym, for a word of a sentence: "usb" is "USB", "ios" is "iOS", "led" stays "led";
 * a spelling that changes the letters ("Wi-Fi") is left out, as a quote is found by its words.
 */
export function spellAcronymInSentence(word: string): string {
  const spelled = acronyms.get(word);
  return spelled && !wordsInSentences.has(word) && spelled.toLowerCase() === word ? spelled : word;
}
