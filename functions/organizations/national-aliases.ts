/**
 * What `/national/{key}` may be, as people type it: the canonical key (the
 * slug of the name, "alpha-epsilon-phi", the one form every link the product
 * makes uses), the name in any case and spacing ("Alpha Epsilon Phi"), or
 * the letters, in Greek or in Latin transliteration, in any case and spacing:
 * "ΑΕΦ", "aeφ", "AEPhi", "A E Phi", "alpha epsilon phi".
 *
 * Decision on ambiguous letters (two nationals write ΚΑ: Kappa Alpha Order
 * and Kappa Alpha Society): neither is chosen for the visitor. The answer
 * lists both and the page offers the choice, since picking "the better-known
 * one" would silently hide the other. Two nationals have no letters
 * (FarmHouse, Triangle): they are reached by name only.
 */
import type { OrganizationType } from '../../shared/limits';
import { nationalKeyOf } from '../domains/catalog/organizations/catalog';

/** The fields of a national the resolver needs (a catalog entry or a stored national). */
export interface NationalRef {
  key: string;
  letters: string;
  name: string;
  type: OrganizationType;
}

export type NationalResolution =
  | { kind: 'national'; key: string }
  | { kind: 'choices'; choices: NationalRef[] }
  | { kind: 'unknown' };

/**
 * Each Greek letter: its capital and small forms, then the Latin spellings
 * people type for it, the letter's name first. Latin look-alikes count too
 * (X for chi, as in "AXO"; O for omega; H for eta), so X is never xi.
 */
const GREEK_LETTERS: readonly (readonly [capital: string, small: string, spellings: readonly string[]])[] = [
  ['Α', 'α', ['alpha', 'a']],
  ['Β', 'β', ['beta', 'b']],
  ['Γ', 'γ', ['gamma', 'g']],
  ['Δ', 'δ', ['delta', 'd']],
  ['Ε', 'ε', ['epsilon', 'e']],
  ['Ζ', 'ζ', ['zeta', 'z']],
  ['Η', 'η', ['eta', 'h', 'e']],
  ['Θ', 'θ', ['theta', 'th']],
  ['Ι', 'ι', ['iota', 'i']],
  ['Κ', 'κ', ['kappa', 'k']],
  ['Λ', 'λ', ['lambda', 'l']],
  ['Μ', 'μ', ['mu', 'm']],
  ['Ν', 'ν', ['nu', 'n']],
  ['Ξ', 'ξ', ['xi', 'ks']],
  ['Ο', 'ο', ['omicron', 'o']],
  ['Π', 'π', ['pi', 'p']],
  ['Ρ', 'ρ', ['rho', 'r']],
  ['Σ', 'σ', ['sigma', 's']],
  ['Τ', 'τ', ['tau', 't']],
  ['Υ', 'υ', ['upsilon', 'u', 'y']],
  ['Φ', 'φ', ['phi', 'ph', 'f']],
  ['Χ', 'χ', ['chi', 'ch', 'x']],
  ['Ψ', 'ψ', ['psi', 'ps']],
  ['Ω', 'ω', ['omega', 'o', 'w']],
];

const BY_GREEK = new Map<string, readonly string[]>();
for (const [capital, small, spellings] of GREEK_LETTERS) {
  BY_GREEK.set(capital, spellings);
  BY_GREEK.set(small, spellings);
}
BY_GREEK.set('ς', BY_GREEK.get('σ')!);

/**
 * The input as one run of Latin letters: accents dropped, lower case, each
 * Greek letter spelled by its name, anything but letters and digits removed.
 * "Α Ε φ" → "alphaepsilonphi"; "AEPhi" → "aephi".
 */
export function latinized(input: string): string {
  return [...input.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()]
    .map((ch) => BY_GREEK.get(ch)?.[0] ?? ch)
    .join('')
    .replace(/[^a-z0-9]/g, '');
}

/** A pattern matching every way of typing `letters` once latinized ("ΑΕΦ" → alpha|a, epsilon|e, phi|ph|f). */
function lettersPattern(letters: string): RegExp | null {
  const parts = [...letters].flatMap((ch) => {
    const spellings = BY_GREEK.get(ch);
    return spellings ? [`(?:${spellings.join('|')})`] : [];
  });
  return parts.length > 0 ? new RegExp(`^${parts.join('')}$`) : null;
}

interface AliasIndex {
  byKey: Map<string, NationalRef>;
  byLetters: { pattern: RegExp; nationals: NationalRef[] }[];
}

const indexes = new WeakMap<readonly NationalRef[], AliasIndex>();

/** One index per list of nationals (the catalog, or a directory while this instance keeps it). */
function indexOf(nationals: readonly NationalRef[]): AliasIndex {
  let index = indexes.get(nationals);
  if (index) return index;
  const groups = new Map<string, NationalRef[]>();
  for (const n of nationals) {
    const letters = [...n.letters].filter((ch) => BY_GREEK.has(ch)).join('');
    if (letters) groups.set(letters, [...(groups.get(letters) ?? []), n]);
  }
  index = {
    byKey: new Map(nationals.map((n) => [n.key, n])),
    byLetters: [...groups].flatMap(([letters, group]) => {
      const pattern = lettersPattern(letters);
      return pattern ? [{ pattern, nationals: group.sort((a, b) => a.name.localeCompare(b.name)) }] : [];
    }),
  };
  indexes.set(nationals, index);
  return index;
}

/**
 * Which national `input` names among `nationals`: by key or name first, then
 * by letters (several nationals may share them: then the choices, by name).
 * Pure and in memory: resolving costs no table call.
 */
export function resolveNational(input: string, nationals: readonly NationalRef[]): NationalResolution {
  const index = indexOf(nationals);
  const slug = nationalKeyOf(input.normalize('NFD').replace(/\p{M}/gu, ''));
  if (index.byKey.has(slug)) return { kind: 'national', key: slug };

  const typed = latinized(input);
  if (!typed) return { kind: 'unknown' };
  const matches = index.byLetters.filter(({ pattern }) => pattern.test(typed)).flatMap((m) => m.nationals);
  if (matches.length === 1) return { kind: 'national', key: matches[0]!.key };
  if (matches.length > 1) return { kind: 'choices', choices: matches };
  return { kind: 'unknown' };
}
