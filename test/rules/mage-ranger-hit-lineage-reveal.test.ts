// On Hit carrying the hit's damage (glossary/keywords-and-abilities.md#on-hit), lineage counts and a card
// generated into a lineage (glossary/game-terms.md#lineage-term, #generate), revealing as an effect
// (glossary/game-terms.md#reveal), and On Hit abilities triggering an additional time. Cards of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, memory, reserve } from '../../src/cards/define.js';
import type { Ability, CardDef, Effect } from '../../src/cards/vocabulary.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addObject, atMain, champion, edit, newGame, passUntil, player, withDef } from '../engine/helpers.js';

const weapon = (slug: string, abilities: Ability[]): CardDef =>
  defineCard({ slug, name: slug, types: ['WEAPON'], element: 'NORM', cost: memory(0), power: 2, durability: 3 }, { abilities });
const onHit = (effects: Effect[]): Ability => ({ kind: 'triggered', trigger: { on: 'hit' }, effects });
const settled = (t: GameState) => t.phase === 'main' && !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;

/** Bob's champion attacks Alice's with `w`, and the combat ends. */
function swing(w: CardDef, edits: (t: GameState) => void = () => {}): GameState {
  let s = withDef(passUntil(newGame({ first: A }), atMain(B)), w);
  let id: string;
  [s, id] = addObject(s, B, w.slug);
  s = edit(s, (t) => { t.objects[player(t, A).champion!]!.rested = false; edits(t); });
  s = act(s, B, { type: 'attack', attacker: champion(s, B).id });
  s = act(s, B, { type: 'chooseWeapon', weapon: id });
  s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
  return passUntil(s, settled);
}

describe('On Hit and the hit (glossary/keywords-and-abilities.md#on-hit)', () => {
  it('a weapon\'s On Hit knows the damage of the hit: "glimpse 1+X" looks at 1 plus the damage dealt', () => {
    let s = withDef(passUntil(newGame({ first: A }), atMain(B)), weapon('test-seer', [onHit([{ op: 'glimpse', count: 1, plusX: true }])]));
    let id: string;
    [s, id] = addObject(s, B, 'test-seer');
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.rested = false; });
    s = act(s, B, { type: 'attack', attacker: champion(s, B).id });
    s = act(s, B, { type: 'chooseWeapon', weapon: id });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
    expect(s.pending?.kind === 'glimpse' && s.pending.cards.length).toBe(3);
  });

  it('an On Hit that triggers an additional time (a weapon static ability) goes on the stack twice', () => {
    const twice: Ability = { kind: 'static', effect: { kind: 'onHitTwice' } };
    const once = swing(weapon('test-mill', [onHit([{ op: 'mill', who: 'you', count: 1 }])]));
    const double = swing(weapon('test-mill-twice', [onHit([{ op: 'mill', who: 'you', count: 1 }]), twice]));
    expect(player(double, B).graveyard.length - player(once, B).graveyard.length).toBe(1);
  });
});

describe('Lineage counts and cards generated into a lineage (glossary/game-terms.md#lineage-term, #generate)', () => {
  it('"X, the cards of a kind in your champion\'s lineage, plus 1": the whole lineage counts, the top card too', () => {
    const curse = defineCard({ slug: 'test-curse', name: 'test-curse', types: ['ACTION'], subtypes: ['CURSE'], element: 'NORM', cost: reserve(1) }, {});
    const w = weapon('test-counter', [onHit([{ op: 'countedAmount', count: { zone: 'lineage', subtype: 'CURSE' }, plus: 1, effect: 'damageEventObject' }])]);
    const s = swing(w, (t) => {
      t.defs['test-curse'] = curse;
      t.cards['c-curse-1'] = { owner: B, def: 'test-curse' };
      t.cards['c-curse-2'] = { owner: B, def: 'test-curse' };
      t.objects[player(t, B).champion!]!.lineage.push('c-curse-1', 'c-curse-2');
    });
    expect(champion(s, A).damage).toBe(2 + 3); // the hit, then 2 Curse cards + 1
  });

  it('a generated card put on the bottom of the hit champion\'s lineage is owned by the player who generated it', () => {
    const gift = defineCard({ slug: 'test-gift', name: 'test-gift', types: ['ACTION'], element: 'NORM', cost: reserve(1) }, {});
    const w = weapon('test-giver', [onHit([{ op: 'generateIntoLineage', card: 'test-gift', subject: { ref: 'eventObject' } }])]);
    const s = swing(w, (t) => { t.defs['test-gift'] = gift; t.cards['c-old'] = { owner: A, def: 'spirit-of-fire' }; t.objects[player(t, A).champion!]!.lineage = ['c-old']; });
    const lineage = champion(s, A).lineage;
    expect(lineage[1]).toBe('c-old');
    expect(s.cards[lineage[0]!]).toEqual({ owner: B, def: 'test-gift' });
  });
});

describe('Revealing (glossary/game-terms.md#reveal)', () => {
  it('the hit champion\'s controller reveals their memory to all; it is dealt damage per revealed card of reserve cost 3 or more', () => {
    const big = defineCard({ slug: 'test-big', name: 'Test Big', types: ['ACTION'], element: 'NORM', cost: reserve(5) }, {});
    const w = weapon('test-revealer', [onHit([{ op: 'revealMemoryForDamage', subject: { ref: 'eventObject' }, minReserveCost: 3 }])]);
    const base = swing(w, (t) => { player(t, A).memory = []; });
    const before = champion(base, A).damage;
    const s = swing(w, (t) => {
      t.defs['test-big'] = big;
      t.cards['c-big'] = { owner: A, def: 'test-big' };
      player(t, A).memory = ['c-big'];
    });
    expect(champion(s, A).damage).toBe(before + 1);
    expect(s.log.some((l) => l.text.includes('reveals their memory: Test Big'))).toBe(true);
  });

  it('"reveal the top card; if it is wind, …": the condition looks at the revealed card', () => {
    const wind = defineCard({ slug: 'test-wind', name: 'Test Wind', types: ['ACTION'], element: 'WIND', cost: reserve(1) }, {});
    const w = weapon('test-top', [onHit([{ op: 'ifTopCard', filter: { element: 'WIND' }, then: [{ op: 'draw', who: 'you', count: 2 }] }])]);
    const dry = swing(w);
    const wet = swing(w, (t) => { t.defs['test-wind'] = wind; t.cards['c-wind'] = { owner: B, def: 'test-wind' }; player(t, B).mainDeck = ['c-wind', ...player(t, B).mainDeck]; });
    expect(player(wet, B).hand.length - player(dry, B).hand.length).toBe(2);
    expect(wet.log.some((l) => l.text.includes('reveals the top card of their deck: Test Wind'))).toBe(true);
  });
});

