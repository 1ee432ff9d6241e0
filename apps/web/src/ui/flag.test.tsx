import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Flag } from './flag';

const image = (container: HTMLElement) => {
  const img = container.querySelector('img');
  if (!img) throw new Error('No image');
  return img;
};

describe('Flag', () => {
  it('shows the flag of a federation code or an alpha-2 code, named by its label', () => {
    const { rerender } = render(<Flag code="ITA" label="Italy" />);
    const img = screen.getByRole('img', { name: 'Italy' });
    expect(img.getAttribute('src')).toBe('/flags/it.png');
    expect(img.getAttribute('width')).toBe('24');
    expect(img.getAttribute('height')).toBe('18');
    expect(img.getAttribute('loading')).toBe('lazy');
    rerender(<Flag code="it" label="Italy" />);
    expect(screen.getByRole('img', { name: 'Italy' }).getAttribute('src')).toBe('/flags/it.png');
  });

  it('shows the unknown flag for a retired or missing code', () => {
    const { rerender } = render(<Flag code="cs" label="Serbia and Montenegro" />);
    expect(screen.getByRole('img', { name: 'Serbia and Montenegro' }).getAttribute('src')).toBe('/flags/unknown.png');
    rerender(<Flag code={null} label="" />);
    expect(screen.getByRole('presentation').getAttribute('src')).toBe('/flags/unknown.png');
  });

  it('logs a missing or unknown code once, but not a retired one', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Flag code="QQQ" label="" />);
    render(<Flag code="QQQ" label="" />);
    render(<Flag code="YU" label="" />);
    render(<Flag code="it" label="" />);
    expect(log.mock.calls).toEqual([['No country has the code "QQQ": showing the unknown flag.']]);
    log.mockRestore();
  });

  it('is decorative when it has no label', () => {
    const { container } = render(<Flag code="FRA" label="" />);
    expect(image(container).getAttribute('alt')).toBe('');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('falls back to the unknown flag once when its image fails to load', () => {
    const { container, rerender } = render(<Flag code="DEU" label="Germany" />);
    expect(image(container).getAttribute('src')).toBe('/flags/de.png');
    fireEvent.error(image(container));
    expect(image(container).getAttribute('src')).toBe('/flags/unknown.png');
    expect(image(container).getAttribute('alt')).toBe('Germany');
    fireEvent.error(image(container));
    expect(image(container).getAttribute('src')).toBe('/flags/unknown.png');
    // Another country gets its own chance.
    rerender(<Flag code="ESP" label="Spain" />);
    expect(image(container).getAttribute('src')).toBe('/flags/es.png');
  });
});
