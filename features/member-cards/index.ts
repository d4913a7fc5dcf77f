/**
 * The member's card pages on the terminal (variants 2 and 4, docs/fitness.md): my cards, the card
 * shop, the benefits of each card type, and the member's profile in the club.
 */
export { CardManagementPage } from './card-management-page';
export { BuyCardsPage } from './buy-cards-page';
export { MembershipBenefitsPage } from './membership-benefits-page';
export { MemberDetailsPage } from './member-details-page';
export { OperationRecordsPage } from './operation-records-page';
export { FitnessHelpPage } from './fitness-help-page';
