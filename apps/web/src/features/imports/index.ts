// What the imports area offers to the rest of the app: other areas import it from here, never from its files.
export { importsRoutes } from './routes';
