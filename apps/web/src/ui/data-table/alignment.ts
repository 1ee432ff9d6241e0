export type Align = 'start' | 'end';

/** Numbers line up on their last digit. */
export const alignClass = (align: Align | undefined) => (align === 'end' ? 'text-end tabular-nums' : 'text-start');
