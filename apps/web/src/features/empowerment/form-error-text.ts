import type { FieldError } from 'react-hook-form';
import { fieldErrorText } from '../../lib/form';
import { i18n } from '../../lib/i18n';

/** The API's own messages of its rules (`ZDay`'s `date`, a period's `endBeforeStart`), in words. */
const RULE_MESSAGES = {
  date: 'applications:validation.date',
  endBeforeStart: 'applications:validation.endBeforeStart',
} as const;

const isRuleMessage = (message: string): message is keyof typeof RULE_MESSAGES => message in RULE_MESSAGES;

/** The text under a field of the empowerment forms, in the interface language. */
export function formErrorText(error: FieldError | undefined): string | undefined {
  const message = error?.message;
  if (message && isRuleMessage(message)) return i18n.t(RULE_MESSAGES[message]);
  return fieldErrorText(error);
}
