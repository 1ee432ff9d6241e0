import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { selectableDate } from './rules';
import { i18n } from '../i18n';
import { DateInput, type DateInputProps } from './date-input';

const RANGE = { min: '2025-11-01', max: '2025-11-30' };

function Owned(props: Partial<DateInputProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return <DateInput label="Start date" {...props} value={value} onChange={setValue} />;
}

const field = () => screen.getByLabelText('Start date') as HTMLInputElement;
const pick = (value: string) => fireEvent.change(field(), { target: { value } });

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('DateInput', () => {
  it('is a labelled date field valued in ISO 8601, with its bounds', () => {
    render(<Owned {...RANGE} value="2025-11-03" />);
    expect(field().getAttribute('type')).toBe('date');
    expect(field().value).toBe('2025-11-03');
    expect(field().getAttribute('min')).toBe('2025-11-01');
    expect(field().getAttribute('max')).toBe('2025-11-30');
  });

  it('spells out the picked day and the range under the field', () => {
    render(<Owned {...RANGE} value="2025-11-03" />);
    const description = document.getElementById(field().getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('3 Nov 2025 · From 1 Nov 2025 to 30 Nov 2025');
  });

  it('reports what is typed', async () => {
    const onChange = vi.fn();
    render(<DateInput label="Start date" value="" onChange={onChange} />);
    await userEvent.setup().type(field(), '2025-11-03');
    expect(onChange).toHaveBeenLastCalledWith('2025-11-03');
  });

  it.each(['2025-10-31', '2025-12-01'])('blocks the disabled day %s with a message', (day) => {
    render(<Owned {...RANGE} />);
    pick(day);
    expect(screen.getByText('The selected date is invalid.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().validationMessage).toBe('The selected date is invalid.');
    expect(field().checkValidity()).toBe(false);
  });

  it('takes the bounds themselves, and clears the message once a good day is picked', () => {
    render(<Owned {...RANGE} />);
    pick('2025-12-01');
    pick('2025-11-30');
    expect(screen.queryByText('The selected date is invalid.')).toBeNull();
    expect(field().getAttribute('aria-invalid')).toBeNull();
    expect(field().validationMessage).toBe('');
    pick('2025-11-01');
    expect(screen.queryByText('The selected date is invalid.')).toBeNull();
  });

  it('speaks the interface language', async () => {
    render(<Owned {...RANGE} value="2025-12-01" />);
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByText("La date sélectionnée n'est pas valide.")).toBeTruthy();
    expect(screen.getByText('1 déc. 2025 · Du 1 nov. 2025 au 30 nov. 2025')).toBeTruthy();
  });

  it('shows the form’s error before its own', () => {
    render(<DateInput label="Start date" value="" error="This field is required." />);
    expect(screen.getByText('This field is required.')).toBeTruthy();
  });

  it('blocks a react-hook-form submit through selectableDate', async () => {
    const schema = z.object({ start: z.string().check(selectableDate(RANGE)) });
    const onSubmit = vi.fn();
    function Form() {
      const form = useForm({ resolver: zodResolver(schema), defaultValues: { start: '' } });
      return (
        <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
          <Controller
            name="start"
            control={form.control}
            render={({ field: props, fieldState }) => (
              <DateInput label="Start date" {...RANGE} {...props} error={fieldState.error?.message} />
            )}
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Form />);
    pick('2025-12-24');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    pick('2025-11-24');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ start: '2025-11-24' }, expect.anything());
  });

  it('hands its input to the ref', () => {
    const ref = { current: null as HTMLInputElement | null };
    render(<DateInput label="Start date" value="" ref={ref} />);
    expect(ref.current).toBe(field());
  });
});
