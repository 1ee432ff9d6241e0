// What the media area offers to the rest of the app (the media person's profile panels): import it from here.
export { MediaPersonPanels } from './organizations';
