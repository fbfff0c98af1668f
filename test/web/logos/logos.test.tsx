import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';

describe('/logos', () => {
  it('shows the four original logos and the four colour variants, each drawn as SVG', async () => {
    renderApp('/logos');
    const originals = (await screen.findByRole('heading', { name: 'Original Logos' })).parentElement!;
    expect(within(originals).getAllByRole('listitem')).toHaveLength(4);
    for (const name of ['Crest', 'Laurel', 'Ticket', 'Arch']) {
      expect(within(originals).getByRole('img', { name: `${name} logo` }).tagName.toLowerCase()).toBe('svg');
    }
    const variants = screen.getByRole('heading', { name: 'Colour Variants' }).parentElement!;
    for (const name of ['Purple & Gold', 'Navy & Silver', 'Emerald & Gold', 'Burgundy & Cream']) {
      expect(within(variants).getByRole('heading', { name })).toBeInTheDocument();
      expect(within(variants).getByRole('img', { name: `Crest logo in ${name}` }).tagName.toLowerCase()).toBe('svg');
    }
  });
});
