/** A moment link that is a path of PodBite itself (a podcast's episode player), opened in the app, not a new tab. */
export const isInAppLink = (link: string) => link.startsWith('/') && !link.startsWith('//');
