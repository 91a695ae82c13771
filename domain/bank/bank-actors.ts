/**
 * Who a booking's history names for a deposit the bank's API settled (the scheduled import, no person): a label the
 * desk maps to its Czech name (src/texts/cs-admin.ts actors), so the stored history carries no UI text.
 */
export const BANK_FEED_ACTOR = 'system:bank-feed';
