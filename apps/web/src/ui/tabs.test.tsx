import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

const TABS = [
  { id: 'one', label: 'One' },
  { id: 'two', label: 'Two' },
  { id: 'three', label: 'Three' },
];

function Example() {
  const [selected, setSelected] = useState('one');
  return (
    <Tabs label="Parts" tabs={TABS} selected={selected} onSelect={setSelected}>
      <p>Content of {selected}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('is one tab stop; arrow keys, Home and End move and show the tab reached', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'One' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Three' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Three' }).textContent).toBe('Content of three');
    await user.keyboard('{Home}{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Two' }));
    // From the tab list, Tab goes on to the panel, not to the other tabs.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });
});
