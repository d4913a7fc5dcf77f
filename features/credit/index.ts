/** The user's credit and quotas in the terminal (spec §2 /credit, /quota). */
export { CreditPage } from './credit-page';
export { QuotaPage, quotaAmount } from './quota-page';
