// Diana, Cursebreaker (ALC): banish every Curse card of her lineage (four or more needed) to materialize two Bullet
// cards from the material deck and gain "On Attack: wake up Diana" this turn.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, factsOnly, newGame, passUntil, player, resolveAll, withDef } from '../doa/support.js';

const cursebreaker = scriptedDef('diana-cursebreaker');
const torment = factsOnly('creeping-torment'); // a Curse card
const platedBullet = scriptedDef('plated-bullet'); // memory cost 0
const steelSlug = scriptedDef('steel-slug'); // memory cost 1

/** Alice's champion is Cursebreaker over `curses` Curse cards; her material deck holds two Bullets. Her second turn, main phase. */
function setup(curses: number, memory = 0): GameState {
  let s = passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A));
  for (const d of [cursebreaker, torment, platedBullet, steelSlug] as CardDef[]) s = withDef(s, d);
  const cards: string[] = [];
  for (let i = 0; i < curses; i++) { let c: string; [s, c] = addCard(s, A, torment.slug, 'banishment'); cards.push(c); }
  [s] = addCard(s, A, platedBullet.slug, 'materialDeck');
  [s] = addCard(s, A, steelSlug.slug, 'materialDeck');
  s = edit(s, (t) => {
    const p = player(t, A);
    p.banishment = p.banishment.filter((c) => !cards.includes(c));
    p.memory = p.memory.slice(0, memory);
    const o = t.objects[p.champion!]!;
    o.def = cursebreaker.slug;
    o.lineage = [...o.lineage, ...cards];
  });
  for (let i = 0; i < memory; i++) [s] = addCard(s, A, 'smoke-out', 'memory');
  return s;
}
const abilityOffer = (s: GameState) => legalActions(s, A).find((a) => a.type === 'activateAbility' && a.object === champion(s, A).id);
const bulletsOnField = (s: GameState) => Object.values(s.objects).filter((o) => o.controller === A && (o.def === platedBullet.slug || o.def === steelSlug.slug)).length;

describe("'diana-cursebreaker'", () => {
  it('only with four or more Curse cards in her lineage', () => {
    expect(abilityOffer(setup(3))).toBeUndefined();
    expect(abilityOffer(setup(4))).toBeDefined();
  });

  it('the cost banishes every Curse card of her lineage; two Bullet cards are materialized, their costs paid', () => {
    let s = setup(5, 1);
    const curses = s.objects[player(s, A).champion!]!.lineage.filter((c) => s.cards[c]!.def === torment.slug);
    s = act(s, A, abilityOffer(s)!);
    expect(champion(s, A).lineage.some((c) => s.cards[c]!.def === torment.slug)).toBe(false);
    for (const c of curses) expect(player(s, A).banishment).toContain(c);
    for (let i = 0; i < 2; i++) {
      s = passUntil(s, (t) => t.pending?.kind === 'search');
      const pick = legalActions(s, A).find((a) => a.type === 'searchChoice' && a.card !== null);
      s = act(s, A, pick!);
    }
    s = resolveAll(s);
    expect(bulletsOnField(s)).toBe(2);
    expect(player(s, A).memory).toHaveLength(0); // Steel Slug's memory cost 1 was paid
  });

  it('ruling: the search may fail to find', () => {
    let s = act(setup(4), A, abilityOffer(setup(4))!);
    s = passUntil(s, (t) => t.pending?.kind === 'search');
    s = act(s, A, { type: 'searchChoice', card: null });
    s = passUntil(s, (t) => t.pending?.kind === 'search' || (t.stack.length === 0 && !t.pending));
    if (s.pending?.kind === 'search') s = act(s, A, { type: 'searchChoice', card: null });
    s = resolveAll(s);
    expect(bulletsOnField(s)).toBe(0);
  });

  it('until end of turn she has "On Attack: wake up Diana"', () => {
    const attackWith = (use: boolean): GameState => {
      let s = setup(4);
      if (use) {
        s = act(s, A, abilityOffer(s)!);
        s = passUntil(s, (t) => t.pending?.kind === 'search' || (t.stack.length === 0 && !t.pending));
        while (s.pending?.kind === 'search') s = passUntil(act(s, A, { type: 'searchChoice', card: null }), (t) => t.pending?.kind === 'search' || (t.stack.length === 0 && !t.pending));
      }
      let sword: string;
      [s, sword] = addObject(s, A, 'training-sword', { counters: { durability: 5 } });
      s = act(s, A, { type: 'attack', attacker: champion(s, A).id });
      s = act(s, A, { type: 'chooseWeapon', weapon: sword });
      s = act(s, A, { type: 'chooseAttackTarget', target: champion(s, B).id });
      return passUntil(s, (t) => !t.combat && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending, 400);
    };
    expect(champion(attackWith(true), A).rested).toBe(false);
    expect(champion(attackWith(false), A).rested).toBe(true);
  });
});
