// What the bank accounts area offers to the rest of the app: other areas import it from here, never from its files.
export { bankAccountBinding } from './bank-account.binding';
export { activeAccountLabel } from './bank-account-records';
