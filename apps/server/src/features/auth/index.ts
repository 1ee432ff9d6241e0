// What the auth area offers to the rest of the app: other areas import it from here, never from its files.
export { authUserColumns, loadAuthUser } from './auth-user';
export { queuePasswordLink } from './password-link-mail';
export { announceAuthChange } from './auth-changes';
export { deleteSession, deleteUserSessions, recordSessionEnvironment } from './sessions';
export { writingUniqueUser } from './unique-user';
