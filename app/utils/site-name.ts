/** The site's name, as titles, cards and feeds write it. */
export const SITE_NAME = "UnitWise";
