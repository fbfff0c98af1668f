import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../../functions/domains/catalog/organizations/catalog';
import { latinized, resolveNational } from '../../../functions/organizations/national-aliases';

const resolve = (input: string) => resolveNational(input, CATALOG);

describe('/national/{key}: which national people mean', () => {
  it('finds Alpha Epsilon Phi by key, name, Greek letters and every Latin way of typing them', () => {
    for (const input of ['alpha-epsilon-phi', 'Alpha Epsilon Phi', 'ΑΕΦ', 'αεφ', 'Α Ε Φ', 'aeφ', 'AEPhi', 'A E Phi', 'aephi', 'alpha epsilon phi', 'ALPHA-EPSILON-PHI', 'a.e.f']) {
      expect(resolve(input), input).toEqual({ kind: 'national', key: 'alpha-epsilon-phi' });
    }
  });

  it('reads the Latin look-alikes Greek life writes (X for chi, O for omega) and the final sigma', () => {
    expect(resolve('AXO')).toEqual({ kind: 'national', key: 'alpha-chi-omega' });
    expect(resolve('Chi O')).toEqual({ kind: 'national', key: 'chi-omega' });
    expect(resolve('ADPi')).toEqual({ kind: 'national', key: 'alpha-delta-pi' });
    expect(resolve('SGRho')).toEqual({ kind: 'national', key: 'sigma-gamma-rho' });
    expect(resolve('Theta Xi')).toEqual({ kind: 'national', key: 'theta-xi' });
    expect(resolve('ΘΧ')).toEqual({ kind: 'national', key: 'theta-chi' });
    expect(resolve('φσς')).toEqual({ kind: 'national', key: 'phi-sigma-sigma' });
  });

  it('finds every national of the catalog by its own letters, and only ΚΑ is shared', () => {
    const shared = new Set<string>();
    for (const n of CATALOG) {
      if (!n.letters) continue;
      const found = resolve(n.letters);
      if (found.kind === 'choices') shared.add(found.choices.map((c) => c.name).join(' / '));
      else expect(found, n.name).toEqual({ kind: 'national', key: n.key });
    }
    expect([...shared]).toEqual(['Kappa Alpha Order / Kappa Alpha Society']);
  });

  it('offers both Kappa Alphas for ΚΑ, and each by its full name', () => {
    for (const input of ['ΚΑ', 'ka', 'Kappa Alpha', 'κα']) {
      const found = resolve(input);
      expect(found.kind === 'choices' && found.choices.map((c) => c.key)).toEqual(['kappa-alpha-order', 'kappa-alpha-society']);
    }
    expect(resolve('Kappa Alpha Order')).toEqual({ kind: 'national', key: 'kappa-alpha-order' });
    expect(resolve('kappa-alpha-society')).toEqual({ kind: 'national', key: 'kappa-alpha-society' });
  });

  it('finds the two nationals without letters by name only', () => {
    expect(resolve('FarmHouse')).toEqual({ kind: 'national', key: 'farmhouse' });
    expect(resolve('triangle')).toEqual({ kind: 'national', key: 'triangle' });
  });

  it('knows nothing of words that are neither a name nor letters', () => {
    expect(resolve('zeta-zeta-zeta')).toEqual({ kind: 'unknown' });
    expect(resolve('ΩΩΩ')).toEqual({ kind: 'unknown' });
    expect(resolve('nonsense')).toEqual({ kind: 'unknown' });
    expect(latinized('Ά Έ φ!')).toBe('alphaepsilonphi');
  });
});
