/**
 * The 21 podcast covers the landing page picks its thumbnails from. Original
 * artwork, served from public/podcasts/ so the page needs no network beyond this origin.
 */
export interface PodcastCover {
  src: string;
  title: string;
}

export const podcastCovers: readonly PodcastCover[] = [
  { src: '/podcasts/curious-minds-club.svg', title: 'Curious Minds Club' },
  { src: '/podcasts/orbit-and-beyond.svg', title: 'Orbit & Beyond' },
  { src: '/podcasts/compound-weekly.svg', title: 'Compound Weekly' },
  { src: '/podcasts/founders-at-dawn.svg', title: 'Founders at Dawn' },
  { src: '/podcasts/lab-notes.svg', title: 'Lab Notes' },
  { src: '/podcasts/slow-mornings.svg', title: 'Slow Mornings' },
  { src: '/podcasts/byte-size-tech.svg', title: 'Byte Size Tech' },
  { src: '/podcasts/history-unboxed.svg', title: 'History Unboxed' },
  { src: '/podcasts/kitchen-table-talks.svg', title: 'Kitchen Table Talks' },
  { src: '/podcasts/code-and-coffee.svg', title: 'Code & Coffee' },
  { src: '/podcasts/wild-planet-diaries.svg', title: 'Wild Planet Diaries' },
  { src: '/podcasts/stronger-each-day.svg', title: 'Stronger Each Day' },
  { src: '/podcasts/late-night-giggles.svg', title: 'Late Night Giggles' },
  { src: '/podcasts/future-proofed.svg', title: 'Future Proofed' },
  { src: '/podcasts/between-the-pages.svg', title: 'Between the Pages' },
  { src: '/podcasts/mind-over-money.svg', title: 'Mind Over Money' },
  { src: '/podcasts/creative-sparks.svg', title: 'Creative Sparks' },
  { src: '/podcasts/global-brief.svg', title: 'Global Brief' },
  { src: '/podcasts/deep-focus.svg', title: 'Deep Focus' },
  { src: '/podcasts/green-thumbs.svg', title: 'Green Thumbs' },
  { src: '/podcasts/night-sky-stories.svg', title: 'Night Sky Stories' },
];
