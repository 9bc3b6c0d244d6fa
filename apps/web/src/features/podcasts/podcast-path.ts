/** The app's page of a show, by its feed (or web page) address. */
export const podcastPagePath = (feedUrl: string) => `/podcast?feed=${encodeURIComponent(feedUrl)}`;
