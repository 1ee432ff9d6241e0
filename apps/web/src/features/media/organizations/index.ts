// What the media organisations offer to the rest of the app: other areas import it from here.
export { MediaPersonPanels } from './media-person-panels';
export { organizationRoutes } from './routes';
