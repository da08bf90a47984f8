/** The platform's name, as pages, records harvested over OAI-PMH and BagIt bags give it. */
export const SITE_NAME = 'Nupe Music';
