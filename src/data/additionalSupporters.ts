import type {Supporter} from './sponsors';

/**
 * Supporters who gave outside Open Collective. Amounts are in cents (USD).
 * Kept by hand and merged into the Open Collective list at build time, so
 * they are shown even when the list cannot be fetched.
 */
export const additionalSupporters: readonly Supporter[] = [
  {name: 'MoonMail', website: 'https://moonmail.io', totalDonations: 11000, monthlyDonations: 0},
  {name: 'Google Angular', website: 'https://angular.dev', totalDonations: 250000, monthlyDonations: 0},
  {name: 'Architects.io', website: 'http://architects.io', totalDonations: 30000, monthlyDonations: 0},
  {name: 'Peerigon', website: 'https://peerigon.com', totalDonations: 144139, monthlyDonations: 0},
  {name: 'Segment', website: 'https://segment.com', totalDonations: 2400000, monthlyDonations: 0},
];
