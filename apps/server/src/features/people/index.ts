// What the people area offers to the rest of the app: other areas import it from here, never from its files.
export { holdsRole, personBase, personColumns, personWrite } from './people.bindings';
