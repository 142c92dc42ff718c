// Spirit champions of the Assassin/Tamer/Spirit area: the Serene spirits (FTC) and Flawless Spirit of Mordred.
import { describe, expect, it } from 'vitest';
import { championBonus } from '../../../src/cards/define.js';
import { FIXTURE_DECKS, FIXTURE_DEFS } from '../../../src/cards/fixtures/index.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { createGame, legalActions, validateDeck } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { conditionMet } from '../../../src/engine/state/query.js';
import { settle } from '../amb/scenario.js';
import { refuse } from '../../engine/helpers.js';
import { A, B, act, addCard, champion, edit, factsOnly, passUntil, player, resolveAll, withDef } from '../doa/support.js';

/** A game where Alice goes first and her level 0 champion is `spirit` (its On Enter has run, its choices not yet answered). */
function startWith(spirit: CardDef, extra: CardDef[] = []): GameState {
  for (let seed = 1; seed < 60; seed++) {
    const material = [spirit.slug, ...FIXTURE_DECKS.fire.material.filter((m) => m !== 'spirit-of-fire')];
    const s = createGame({
      seed,
      defs: [...FIXTURE_DEFS, spirit, ...extra],
      players: [
        { id: A, name: 'Alice', deck: { material, main: FIXTURE_DECKS.fire.main } },
        { id: B, name: 'Bob', deck: FIXTURE_DECKS.water },
      ],
    });
    if (s.players[s.firstPlayer]!.id === A) return s;
  }
  throw new Error('no seed');
}

/** Alice's materialize phase (her second turn), with a card of `def` added to her material deck. */
function toMaterialize(s: GameState, def: CardDef): [GameState, string] {
  let card: string;
  [s, card] = addCard(withDef(settle(s), def), A, def.slug, 'materialDeck');
  for (let i = 0; i < 3; i++) [s] = addCard(s, A, 'smoke-out', 'memory');
  s = passUntil(s, (t) => t.pending?.kind === 'materializePhase' && t.pending.player === A);
  return [s, card];
}

const levelUp = (s: GameState, card: string) => resolveAll(act(s, A, { type: 'materialize', card }));
const rai = factsOnly('rai-spellcrafter');
const mordred1 = factsOnly('mordred-burnished-avenger');

describe.each(['spirit-of-serene-fire', 'spirit-of-serene-water', 'spirit-of-serene-wind'])('%s', (slug) => {
  const spirit = scriptedDef(slug);

  it(`'${slug}': On Enter, glimpse 6, then draw six cards`, () => {
    let s = startWith(spirit);
    expect(s.pending?.kind).toBe('glimpse');
    const looked = s.pending?.kind === 'glimpse' ? [...s.pending.cards] : [];
    expect(looked).toHaveLength(6);
    // Two of the six go to the bottom: the six drawn are the four kept on top and the next two.
    s = act(s, A, { type: 'glimpseChoice', card: looked[0]!, where: 'bottom' });
    s = act(s, A, { type: 'glimpseChoice', card: looked[1]!, where: 'bottom' });
    s = settle(s);
    const hand = player(s, A).hand;
    expect(hand).toHaveLength(6);
    expect(hand).not.toContain(looked[0]);
    expect(hand).not.toContain(looked[1]);
    for (const c of looked.slice(2)) expect(hand).toContain(c);
    expect(player(s, A).mainDeck.slice(-2).sort()).toEqual([looked[0], looked[1]].sort());
  });

  it(`'${slug}': Lineage Release recovers 6, banishing the spirit from the inner lineage`, () => {
    let [s, card] = toMaterialize(startWith(spirit), rai);
    s = levelUp(s, card);
    const spiritCard = champion(s, A).lineage[0]!;
    expect(s.cards[spiritCard]!.def).toBe(slug);
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = 9; });
    const release = legalActions(s, A).find((a) => a.type === 'activateAbility' && a.object === champion(s, A).id);
    expect(release).toBeDefined();
    s = resolveAll(act(s, A, release!));
    expect(champion(s, A).damage).toBe(3);
    expect(champion(s, A).lineage).not.toContain(spiritCard);
    expect(player(s, A).banishment).toContain(spiritCard);
  });

  it(`'${slug}' ruling: only a card in the inner lineage releases; the spirit as the champion itself can't`, () => {
    let s = settle(startWith(spirit));
    s = passUntil(s, (t) => t.phase === 'main' && !t.pending && t.stack.length === 0 && t.opportunity?.player === 0);
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = 5; });
    expect(legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === champion(s, A).id)).toBe(false);
    const index = spirit.abilities.findIndex((ab) => ab.kind === 'activated');
    refuse(s, A, { type: 'activateAbility', object: champion(s, A).id, index }, 'keywords-and-abilities.md#lineage-release');
    expect(champion(s, A).damage).toBe(5);
  });
});

describe('flawless-spirit-of-mordred', () => {
  const spirit = scriptedDef('flawless-spirit-of-mordred');

  it("'flawless-spirit-of-mordred': On Enter, draw seven cards, then glimpse 4", () => {
    let s = startWith(spirit);
    expect(player(s, A).hand).toHaveLength(7);
    expect(s.pending?.kind).toBe('glimpse');
    const looked = s.pending?.kind === 'glimpse' ? [...s.pending.cards] : [];
    expect(looked).toEqual(player(s, A).mainDeck.slice(0, 4));
    for (const c of looked) s = act(s, A, { type: 'glimpseChoice', card: c, where: 'bottom' });
    expect(player(s, A).mainDeck.slice(-4).sort()).toEqual([...looked].sort());
    expect(player(s, A).hand).toHaveLength(7);
  });

  it("'flawless-spirit-of-mordred': Divine Relic: one such card at most in a material deck", () => {
    expect(spirit.keywords).toContain('divineRelic');
    const defs = Object.fromEntries([...FIXTURE_DEFS, spirit].map((d) => [d.slug, d]));
    const deck = { material: [spirit.slug, ...FIXTURE_DECKS.fire.material.filter((m) => m !== 'spirit-of-fire')], main: FIXTURE_DECKS.fire.main };
    expect(validateDeck(deck, defs)).toEqual([]);
    expect(validateDeck({ ...deck, material: [...deck.material, spirit.slug] }, defs).join()).toMatch(/Divine Relic/);
  });

  it("'flawless-spirit-of-mordred': it levels up only into a Mordred champion", () => {
    let [s, raiCard] = toMaterialize(startWith(spirit, [rai, mordred1]), rai);
    let mordredCard: string;
    [s, mordredCard] = addCard(withDef(s, mordred1), A, mordred1.slug, 'materialDeck');
    const offered = legalActions(s, A).filter((a) => a.type === 'materialize').map((a) => (a as { card: string }).card);
    expect(offered).not.toContain(raiCard);
    expect(offered).toContain(mordredCard);
    refuse(s, A, { type: 'materialize', card: raiCard }, 'card-types-champion.md#general-rules');
    s = levelUp(s, mordredCard);
    expect(champion(s, A).def).toBe(mordred1.slug);
  });

  it("'flawless-spirit-of-mordred' ruling: it does not count as Mordred for a Mordred Bonus", () => {
    let [s, card] = toMaterialize(startWith(spirit, [mordred1]), mordred1);
    expect(conditionMet(s, A, championBonus('Mordred'))).toBe(false);
    s = levelUp(s, card);
    expect(conditionMet(s, A, championBonus('Mordred'))).toBe(true);
  });
});
