import { utcDay } from '@libero/shared/transfers/transfer-windows';
import type { ApplicationMailSettings } from './application-mails';
import type { EmpowermentContext } from './empowerment-context';

/** What a command on applications works with: an empowerment command's context, and the office to tell. */
export type ApplicationContext = EmpowermentContext & { mail: ApplicationMailSettings };

/** The command's day (UTC), against which calls' windows and projects' ends are read. */
export const today = (context: Pick<EmpowermentContext, 'now'>) => utcDay(context.now);
