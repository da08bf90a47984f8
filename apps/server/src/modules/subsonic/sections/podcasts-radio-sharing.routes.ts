import type { Section } from './section.js';

/** Podcasts, internet radio and sharing: not kept by this archive, so their lists are answered empty. */
const EMPTY_LISTS: Record<string, string> = {
  getPodcasts: 'podcasts',
  getNewestPodcasts: 'newestPodcasts',
  getInternetRadioStations: 'internetRadioStations',
  getShares: 'shares',
};

export const podcastsRadioSharingSection: Section = () =>
  Object.fromEntries(Object.entries(EMPTY_LISTS).map(([method, element]) => [method, async () => ({ [element]: {} })]));
