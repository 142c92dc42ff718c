import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IndexCard } from '../../src/cards/index-schema.js';
import type { DeckCard, ResolvedDeck } from '../../src/decks/types.js';
import { DECK_RULES, validateStandard } from '../../src/decks/validate.js';
import type { DeckProblemCode } from '../../src/decks/validate.js';
import { hasSharedRules, SHARED_RULES_DIR } from '../cards-catalog/shared-data.js';
import { fixtureCatalog, MAIN_NAMES, MATERIAL_NAMES } from './sample-decks.js';

const { catalog } = fixtureCatalog();
const card = (name: string): IndexCard => {
  const found = catalog.byName(name);
  if (!found) throw new Error(`no fixture card ${name}`);
  return found;
};
const entries = (list: readonly (readonly [string, number])[]): DeckCard[] => list.map(([name, quantity]) => ({ card: card(name), quantity }));

function legalDeck(): ResolvedDeck {
  return {
    material: entries(MATERIAL_NAMES.map((name) => [name, 1] as const)),
    main: entries(MAIN_NAMES.map((name) => [name, 4] as const)),
    sideboard: entries([['Bolt of Diamonds', 2], ['Spirit of Water', 1]]),
  };
}

function codes(deck: ResolvedDeck): DeckProblemCode[] {
  return validateStandard(deck).problems.map((problem) => problem.code);
}

/** A made-up regalia, for decks that need more material cards than the fixture holds. */
function testRegalia(index: number): IndexCard {
  return { ...card('Alkahest'), uuid: `test-regalia-${index}`, slug: `test-regalia-${index}`, name: `Test Regalia ${index}` };
}

describe('validateStandard', () => {
  it('accepts a legal deck and counts it', () => {
    const result = validateStandard(legalDeck());
    expect(result.problems).toEqual([]);
    expect(result.legal).toBe(true);
    expect(result.counts).toEqual({ material: 6, main: 60, sideboard: 3, sideboardPoints: 5 });
  });

  it('needs 60 main deck cards', () => {
    const deck = legalDeck();
    deck.main[0]!.quantity = 3;
    expect(codes(deck)).toEqual(['main-too-small']);
    expect(validateStandard(deck).problems[0]?.rule).toBe('general-rules/general-rules-format-conventions.md#standard-constructed-rules');
  });

  it('allows four copies of a name in the main deck', () => {
    const deck = legalDeck();
    deck.main[0]!.quantity = 5;
    const [problem] = validateStandard(deck).problems;
    expect(problem).toMatchObject({ code: 'main-too-many-copies', cards: ['Fireball'] });
    expect(problem?.message).toContain('Fireball (5)');
  });

  it('allows twelve material cards, one of each name', () => {
    const deck = legalDeck();
    deck.material.push(...Array.from({ length: 7 }, (_, index) => ({ card: testRegalia(index), quantity: 1 })));
    expect(codes(deck)).toEqual(['material-too-large']);
    const doubled = legalDeck();
    doubled.material[3]!.quantity = 2;
    expect(validateStandard(doubled).problems).toEqual([
      expect.objectContaining({ code: 'material-not-singleton', cards: ['Aegis of Dawn'] }),
    ]);
  });

  it('needs a level 0 champion in the material deck', () => {
    const deck = legalDeck();
    deck.material = deck.material.filter(({ card: entry }) => entry.name !== 'Spirit of Fire');
    expect(codes(deck)).toEqual(['material-no-level-0-champion']);
    // A level 0 champion in the sideboard does not count.
    deck.sideboard = entries([['Spirit of Water', 1]]);
    expect(codes(deck)).toEqual(['material-no-level-0-champion']);
  });

  it('keeps main deck cards out of the material deck and champions and regalia out of the main deck', () => {
    const deck = legalDeck();
    deck.material.push({ card: card('Fireball'), quantity: 1 });
    expect(codes(deck)).toEqual(['material-holds-main-card']);
    const withChampion = legalDeck();
    withChampion.main.push({ card: card('Spirit of Water'), quantity: 1 });
    const problems = validateStandard(withChampion).problems;
    expect(problems.map((problem) => problem.code)).toEqual(['main-holds-material-card']);
    expect(problems[0]?.rule).toBe(DECK_RULES.championStartsInMaterial);
    const withRegalia = legalDeck();
    withRegalia.main.push({ card: card('Alkahest'), quantity: 1 });
    expect(validateStandard(withRegalia).problems).toEqual([
      expect.objectContaining({ code: 'main-holds-material-card', rule: DECK_RULES.regalia, cards: ['Alkahest'] }),
    ]);
  });

  it('allows a sideboard of 15 cards and 15 points, champions and regalia worth 3', () => {
    const fifteen = legalDeck();
    fifteen.sideboard = entries([['Bolt of Diamonds', 4], ['Fireball', 4], ['Blazing Throw', 4], ['Ashen Riffle', 3]]);
    expect(codes(fifteen)).toEqual([]);
    const sixteen = legalDeck();
    sixteen.sideboard = entries([['Bolt of Diamonds', 4], ['Fireball', 4], ['Blazing Throw', 4], ['Ashen Riffle', 4]]);
    expect(codes(sixteen)).toEqual(['sideboard-too-many-cards', 'sideboard-too-many-points']);
    const fivePoints = legalDeck();
    fivePoints.sideboard = entries([['Spirit of Water', 1], ['Lorraine, Crux Knight', 1], ['Aegis of Dawn', 1], ['Alkahest', 1], ['Aquamirage Whisper', 1]]);
    expect(validateStandard(fivePoints).counts.sideboardPoints).toBe(15);
    expect(codes(fivePoints)).toEqual([]);
    fivePoints.sideboard.push({ card: card('Fireball'), quantity: 1 });
    expect(codes(fivePoints)).toEqual(['sideboard-too-many-points']);
  });

  it('refuses tokens and boons', () => {
    const deck = legalDeck();
    deck.main.push({ card: card('Acerbica'), quantity: 1 });
    deck.sideboard.push({ card: card('Greater Boon of Astraeus'), quantity: 1 });
    const problems = validateStandard(deck).problems.filter((problem) => problem.code === 'not-a-deck-card');
    expect(problems.map((problem) => problem.cards)).toEqual([['Acerbica'], ['Greater Boon of Astraeus']]);
    expect(problems[0]?.rule).toBe(DECK_RULES.tokens);
  });

  it('applies the Index bans and limits across the main deck, material deck and sideboard', () => {
    const deck = legalDeck();
    deck.sideboard.push({ card: card('Altruistic Blacksmith'), quantity: 1 });
    expect(validateStandard(deck).problems).toEqual([
      expect.objectContaining({ code: 'index-banned', cards: ['Altruistic Blacksmith'], rule: DECK_RULES.indexMatch }),
    ]);
    const limited: IndexCard = { ...card('Fireball'), legality: { STANDARD: { limit: 2 } } };
    const overLimit = legalDeck();
    overLimit.main[0] = { card: limited, quantity: 2 };
    overLimit.main.push({ card: card('Bolt of Diamonds'), quantity: 2 });
    overLimit.sideboard = [{ card: limited, quantity: 1 }];
    expect(validateStandard(overLimit).problems).toEqual([
      expect.objectContaining({ code: 'index-limit', message: expect.stringContaining('limits Fireball to 2') }),
    ]);
    const draftOnly: IndexCard = { ...card('Fireball'), legality: { DRAFT: { limit: 0 } } };
    const other = legalDeck();
    other.main[0] = { card: draftOnly, quantity: 4 };
    expect(codes(other)).toEqual([]);
  });

  it('counts scripted and assisted cards when told which are scripted', () => {
    const scripted = new Set(['fireball', 'spirit-of-fire']);
    const result = validateStandard(legalDeck(), { isScripted: (slug) => scripted.has(slug) });
    const distinct = MAIN_NAMES.length + MATERIAL_NAMES.length + 2;
    expect(result.scripting).toMatchObject({ scripted: 2, assisted: distinct - 2 });
    expect(result.scripting?.assistedCards).toContain('Blazing Throw');
    expect(validateStandard(legalDeck()).scripting).toBeUndefined();
  });

  it.skipIf(!hasSharedRules)('cites rules pages and anchors that exist', () => {
    const slug = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9\s-]/g, '').trim().replace(/\s+/g, '-');
    for (const citation of Object.values(DECK_RULES)) {
      const [page, anchor] = citation.split('#');
      const file = path.join(SHARED_RULES_DIR, page!);
      expect(existsSync(file), citation).toBe(true);
      const anchors = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('#'))
        .map((line) => slug(line.replace(/^#+/, '')));
      expect(anchors, citation).toContain(anchor);
    }
  });
});
