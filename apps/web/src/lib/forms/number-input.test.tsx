import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import type { NumberValue } from './normalize-number';
import { NumberInput, type NumberInputProps } from './number-input';

/** A form-like owner that keeps the value, as react-hook-form's Controller does. */
function Owned(
  props: Omit<NumberInputProps, 'label' | 'value' | 'onChange'> & {
    initial?: NumberValue;
    onValue?: (v: NumberValue) => void;
  },
) {
  const { initial = null, onValue, ...rest } = props;
  const [value, setValue] = useState<NumberValue>(initial);
  return (
    <NumberInput
      label="Height"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
      {...rest}
    />
  );
}

function setup(props: Parameters<typeof Owned>[0] = {}) {
  const onValue = vi.fn();
  render(<Owned onValue={onValue} {...props} />);
  return { user: userEvent.setup(), onValue, field: screen.getByLabelText('Height') as HTMLInputElement };
}

describe('NumberInput', () => {
  it('is a labelled text field with a numeric keyboard', () => {
    const { field } = setup({ min: 0 });
    expect(field.getAttribute('type')).toBe('text');
    expect(field.getAttribute('inputmode')).toBe('decimal');
  });

  it('offers a keyboard with a minus sign where negatives are possible', () => {
    const { field } = setup();
    expect(field.getAttribute('inputmode')).toBe('text');
  });

  it('rejects letters', async () => {
    const { user, field, onValue } = setup();
    await user.type(field, '1a2b');
    expect(field.value).toBe('12');
    expect(onValue).toHaveBeenLastCalledWith(12);
  });

  it('accepts a minus sign only when min allows negatives', async () => {
    const { user, field, onValue } = setup({ min: 0, max: 10 });
    await user.type(field, '-5');
    expect(field.value).toBe('5');
    expect(onValue).toHaveBeenLastCalledWith(5);
  });

  it('accepts a minus sign when min is negative', async () => {
    const { user, field, onValue } = setup({ min: -20 });
    await user.type(field, '-5');
    expect(field.value).toBe('-5');
    expect(onValue).toHaveBeenLastCalledWith(-5);
  });

  it('clamps to max and shows the clamped value once left', async () => {
    const { user, field, onValue } = setup({ min: 0, max: 100 });
    await user.type(field, '150');
    expect(onValue).toHaveBeenLastCalledWith(100);
    expect(field.value).toBe('150');
    await user.tab();
    expect(field.value).toBe('100');
  });

  it('clamps to min once left', async () => {
    const { user, field, onValue } = setup({ min: 10, max: 100 });
    await user.type(field, '5');
    await user.tab();
    expect(onValue).toHaveBeenLastCalledWith(10);
    expect(field.value).toBe('10');
  });

  it('truncates decimals of an integer, never rounding', async () => {
    const { user, field, onValue } = setup({ format: 'integer' });
    await user.type(field, '7.9');
    expect(field.value).toBe('79');
    await user.clear(field);
    await user.click(field);
    await user.paste('7.9');
    expect(field.value).toBe('7');
    expect(onValue).toHaveBeenLastCalledWith(7);
  });

  it('truncates decimals beyond the allowed places', async () => {
    const { user, field, onValue } = setup({ decimals: 2 });
    await user.type(field, '3.14159');
    expect(field.value).toBe('3.14');
    expect(onValue).toHaveBeenLastCalledWith(3.14);
  });

  it('reports a string when asked', async () => {
    const { user, field, onValue } = setup({ format: 'string' });
    await user.type(field, '1.50');
    expect(onValue).toHaveBeenLastCalledWith('1.50');
  });

  it('reports null once emptied', async () => {
    const { user, field, onValue } = setup({ initial: 12 });
    expect(field.value).toBe('12');
    await user.clear(field);
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(field.value).toBe('');
  });

  it('shows its error', () => {
    render(<NumberInput label="Weight" error="This field is required." />);
    const field = screen.getByLabelText('Weight');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required.').id).toBe(field.getAttribute('aria-describedby'));
  });

  it('works with react-hook-form, reset included', async () => {
    function Form({ onSubmit }: { onSubmit: (values: { weight: NumberValue }) => void }) {
      const form = useForm<{ weight: NumberValue }>({ defaultValues: { weight: null } });
      return (
        <form onSubmit={form.handleSubmit(onSubmit)}>
          <Controller
            name="weight"
            control={form.control}
            render={({ field }) => <NumberInput label="Weight" min={0} max={200} {...field} />}
          />
          <button type="submit">Save</button>
          <button type="button" onClick={() => form.reset({ weight: 70 })}>
            Reset
          </button>
        </form>
      );
    }
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Form onSubmit={onSubmit} />);
    const field = screen.getByLabelText('Weight') as HTMLInputElement;
    await user.type(field, '-93.5kg');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ weight: 93.5 }, expect.anything());
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field.value).toBe('70');
  });
});
