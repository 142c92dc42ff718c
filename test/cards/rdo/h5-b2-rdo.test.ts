// h5-b2: RDO cards (exact scripts for mechanics added by the h5-b2 helper).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { dealDamage, defineCard, reserve, target, targetUnit } from '../../../src/cards/define.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { rangedFromAbilities } from '../../../src/engine/effects/ranged.js';
import { A, B, act, activateFromHand, addCard, atMain, attack, edit, mainPhaseOf, newGame, passUntil, player, resolveAll, withDef, withLevel } from '../doa/support.js';
import { afterCombat, as, fill, obj, place } from '../doa/round2-helpers.js';
import { ally } from '../ptm/ptm-support.js';
import { addCards, cast, champ } from './rdo-1-support.js';

describe("'psychopomps-gale'", () => {
  const def = scriptedDef('psychopomps-gale');
  it('target player banishes every card of their graveyard; the other graveyard stays', () => {
    let s = as(mainPhaseOf(A), A, 'cleric', 'EXALTED', 'WIND', 'FIRE');
    s = addCards(s, B, 'smoke-out', 4, 'graveyard');
    s = addCards(s, A, 'smoke-out', 2, 'graveyard');
    const theirs = [...player(s, B).graveyard];
    s = cast(s, A, def, [{ kind: 'player', id: B }]);
    expect(player(s, B).graveyard).toHaveLength(0);
    for (const c of theirs) expect(player(s, B).banishment).toContain(c);
    expect(player(s, A).graveyard.filter((c) => s.cards[c]!.def === 'smoke-out')).toHaveLength(2);
  });
});

describe("'fabricator-slime'", () => {
  const def = scriptedDef('fabricator-slime');
  it('enters with a buff counter; [Class Bonus] rest: a Baby Slime for each of up to three buff counters', () => {
    expect(def.keywordValues?.pride).toBe(3);
    let s = withDef(withLevel(as(mainPhaseOf(A), A, 'tamer', 'NEOS'), A, 2), scriptedDef('baby-slime'));
    s = cast(s, A, def);
    const slime = s.field.find((id) => s.objects[id]!.def === def.slug)!;
    expect(s.objects[slime]!.counters.buff).toBe(1);
    const babies = (t: GameState) => t.field.filter((id) => t.objects[id]!.def === 'baby-slime').length;
    let t = resolveAll(act(s, A, { type: 'activateAbility', object: slime, index: 1 }));
    expect(babies(t)).toBe(1);
    t = edit(s, (u) => { u.objects[slime]!.counters.buff = 5; });
    t = resolveAll(act(t, A, { type: 'activateAbility', object: slime, index: 1 }));
    expect(babies(t)).toBe(3);
    expect(legalActions(as(s, A, 'mage', 'NEOS'), A).some((a) => a.type === 'activateAbility' && a.object === slime)).toBe(false);
  });
});

describe("'inferno-slime'", () => {
  const def = scriptedDef('inferno-slime');
  const ember = defineCard({ slug: 'test-ember', name: 'Ember', types: ['ACTION'], element: 'FIRE', cost: reserve(1) }, {});
  const kill = defineCard({ slug: 'test-kill-9', name: 'Kill', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [targetUnit()], onResolve: [dealDamage(target(0), 9)] });
  const run = (cls: 'tamer' | 'mage', embers: number, accept: boolean) => {
    let s = addCards(withDef(as(mainPhaseOf(A), A, cls, 'FIRE'), ember), A, ember.slug, embers, 'graveyard');
    let slime: string;
    [s, slime] = place(s, A, def);
    s = activateFromHand(fill(s, A, 4), A, kill, [obj(slime)])[0];
    for (let i = 0; i < 40 && !(s.stack.length === 0 && !s.pending && s.pendingTriggers.length === 0); i++) {
      if (s.pending?.kind === 'banishFromGraveyard') {
        const pick = legalActions(s, A).find((a) => a.type === 'chooseTarget' && (accept ? a.target !== null : a.target === null))!;
        s = act(s, A, pick);
      } else s = resolveStep(s);
    }
    return [s.objects[champ(s, A)]!.damage, s.objects[champ(s, B)]!.damage];
  };
  it('pride 2; [Class Bonus] On Death: banishing exactly two fire cards deals 4 damage to each champion', () => {
    expect(def.keywordValues?.pride).toBe(2);
    expect(run('tamer', 3, true)).toEqual([4, 4]);
    expect(run('tamer', 3, false)).toEqual([0, 0]);
    expect(run('tamer', 0, true)).toEqual([0, 0]); // only the slime itself is a fire card in the graveyard
    expect(run('mage', 3, true)).toEqual([0, 0]);
  });
});

function resolveStep(s: GameState): GameState {
  const who = s.opportunity ? s.players[s.opportunity.player]!.id : (s.pending as { player?: string } | null)?.player ?? A;
  const legal = legalActions(s, who);
  return act(s, who, legal.find((a) => a.type === 'pass') ?? legal.find((a) => a.type === 'orderTrigger') ?? legal[0]!);
}

describe("'templar-of-the-eternal'", () => {
  const def = scriptedDef('templar-of-the-eternal');
  it('[Class Bonus] (2), return a regalia you control to its material deck: a buff counter and spellshroud until end of turn', () => {
    let s = as(mainPhaseOf(A), A, 'warrior');
    let templar: string, sword: string;
    [s, templar] = place(s, A, def);
    expect(legalActions(fill(s, A, 3), A).some((a) => a.type === 'activateAbility' && a.object === templar)).toBe(false); // no regalia
    [s, sword] = place(s, A, scriptedDef('archon-broadsword'));
    const swordCard = s.objects[sword]!.card!;
    s = fill(s, A, 3);
    expect(legalActions(as(s, A, 'mage'), A).some((a) => a.type === 'activateAbility' && a.object === templar)).toBe(false); // no class bonus
    s = act(s, A, { type: 'activateAbility', object: templar, index: 1 });
    for (let i = 0; i < 20 && s.pending?.kind === 'activation'; i++) {
      const legal = legalActions(s, A);
      s = act(s, A, legal.find((a) => a.type === 'chooseCostPart' && a.id === sword) ?? legal.find((a) => a.type === 'chooseReserve') ?? legal[0]!);
    }
    expect(s.field).not.toContain(sword);
    expect(player(s, A).materialDeck).toContain(swordCard);
    s = resolveAll(s);
    expect(s.objects[templar]!.counters.buff).toBe(1);
    expect(hasKeyword(s, s.objects[templar]!, 'spellshroud')).toBe(true);
  });
  it('[Class Bonus] prevents all combat damage dealt to it', () => {
    const run = (cls: 'warrior' | 'mage') => {
      let s = as(passUntil(newGame({ first: A }), atMain(B)), A, cls);
      let templar: string, raider: string;
      [s, templar] = place(s, A, def);
      [s, raider] = place(s, B, ally('test-raider', ['HUMAN'], 2, 9), { enteredTurn: 0 });
      s = afterCombat(attack(s, B, raider, templar));
      return s.objects[templar]?.damage;
    };
    expect(run('warrior')).toBe(0);
    expect(run('mage')).toBe(2);
  });
});

describe("'ashfletched-bowman'", () => {
  const def = scriptedDef('ashfletched-bowman');
  const ember = defineCard({ slug: 'test-ember', name: 'Ember', types: ['ACTION'], element: 'FIRE', cost: reserve(1) }, {});
  it('ranged 3; [Class Bonus] at your recollection phase, ranged 3 more until end of turn for each fire card banished (up to three)', () => {
    expect(def.keywordValues?.ranged).toBe(3);
    let s = addCards(withDef(as(passUntil(newGame({ first: A }), atMain(B)), A, 'ranger', 'FIRE'), ember), A, ember.slug, 4, 'graveyard');
    let bow: string;
    [s, bow] = place(s, A, def);
    s = passUntil(s, (t) => t.pending?.kind === 'banishFromGraveyard');
    for (let i = 0; i < 2; i++) s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseTarget' && a.target !== null)!);
    s = act(s, A, { type: 'chooseTarget', target: null });
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
    expect(rangedFromAbilities(s, s.objects[bow]!)).toBe(6);
    expect(player(s, A).graveyard.filter((c) => s.cards[c]!.def === ember.slug)).toHaveLength(2);
    s = passUntil(s, atMain(B));
    expect(rangedFromAbilities(s, s.objects[bow]!)).toBe(0);
  });
  it('no banish without the Ranger class bonus', () => {
    let s = addCards(withDef(as(passUntil(newGame({ first: A }), atMain(B)), A, 'mage', 'FIRE'), ember), A, ember.slug, 4, 'graveyard');
    [s] = place(s, A, def);
    s = passUntil(s, atMain(A));
    expect(player(s, A).graveyard.filter((c) => s.cards[c]!.def === ember.slug)).toHaveLength(4);
  });
});

describe("'stifling-aethercharge'", () => {
  const def = scriptedDef('stifling-aethercharge');
  const greeter = defineCard({ slug: 'test-greeter', name: 'Greeter', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 1, speed: true }, {
    abilities: [{ kind: 'triggered', trigger: { on: 'enter' }, effects: [{ op: 'draw', who: 'you', count: 2 }] }],
  });
  it("negates the target ally's On Enter triggers on the stack; then you may load it into an Aetherwing weapon you control", () => {
    let s = as(as(mainPhaseOf(A), B, 'ranger', 'WIND'), A, 'warrior');
    s = activateFromHand(fill(s, A, 2), A, greeter)[0];
    s = passUntil(s, (t) => t.stack.length === 1 && t.stack[0]!.kind === 'trigger' && !!t.opportunity && t.players[t.opportunity.player]!.id === B);
    const entered = s.field.find((id) => s.objects[id]!.def === greeter.slug)!;
    const deck = player(s, A).mainDeck.length;
    s = resolveAll(activateFromHand(fill(s, B, 4), B, def, [obj(entered)])[0]);
    expect(player(s, A).mainDeck.length).toBe(deck);
    expect(s.stack).toHaveLength(0);
  });
});

describe("'otherworldly-possessions'", () => {
  const def = scriptedDef('otherworldly-possessions');
  const card = (slug: string, cost: number) => defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(cost) }, {});
  it('an enlighten counter on your champion for each different reserve cost among your objects and graveyard cards', () => {
    let s = as(mainPhaseOf(A), A, 'mage');
    [s] = place(s, A, ally('test-two', ['HUMAN'], 1, 1, 'NORM')); // reserve cost 2
    s = withDef(withDef(withDef(s, card('test-c1', 1)), card('test-c3', 3)), card('test-c5', 5));
    s = addCards(s, A, 'test-c1', 2, 'graveyard'); // 1 again
    s = addCards(s, A, 'test-c3', 1, 'graveyard');
    s = addCards(s, B, 'test-c5', 1, 'graveyard'); // Bob's graveyard does not count
    [s] = place(s, B, ally('test-theirs', ['HUMAN'])); // nor Bob's objects
    const before = s.objects[champ(s, A)]!.counters.enlighten ?? 0;
    s = cast(s, A, def);
    // Alice's champion has no reserve cost; the costs are 2 (the ally), 1 and 3 (the graveyard).
    expect((s.objects[champ(s, A)]!.counters.enlighten ?? 0) - before).toBe(3);
  });
});

describe("'iridescent-resurgence'", () => {
  const def = scriptedDef('iridescent-resurgence');
  const crux = defineCard({ slug: 'test-crux', name: 'Crux', types: ['ACTION'], element: 'CRUX', cost: reserve(1) }, {});
  const cruxRegalia = defineCard({ slug: 'test-crux-regalia', name: 'Crux Regalia', types: ['ITEM'], supertypes: ['REGALIA'], element: 'CRUX', cost: { kind: 'memory', value: 0 } }, {});
  it('returns target non-champion non-regalia crux card of yours from your banishment or graveyard to your memory', () => {
    let s = withDef(withDef(as(mainPhaseOf(A), A, 'mage', 'CRUX'), crux), cruxRegalia);
    let banished: string, buried: string, regalia: string, theirs: string, plain: string;
    [s, banished] = addCard(s, A, crux.slug, 'banishment');
    [s, buried] = addCard(s, A, crux.slug, 'graveyard');
    [s, regalia] = addCard(s, A, cruxRegalia.slug, 'banishment');
    [s, theirs] = addCard(s, B, crux.slug, 'banishment');
    [s, plain] = addCard(s, A, 'smoke-out', 'graveyard');
    let card: string;
    let t = fill(s, A, 4);
    [t, card] = addCard(withDef(t, def), A, def.slug);
    t = act(t, A, { type: 'activate', card });
    const ids = legalActions(t, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'card' ? [a.target.id] : []));
    expect(ids.sort()).toEqual([banished, buried].sort());
    expect(ids).not.toContain(regalia);
    expect(ids).not.toContain(theirs);
    expect(ids).not.toContain(plain);
    t = cast(s, A, def, [{ kind: 'card', id: banished }]);
    expect(player(t, A).memory).toContain(banished);
    expect(player(t, A).banishment).not.toContain(banished);
    t = cast(s, A, def, [{ kind: 'card', id: buried }]);
    expect(player(t, A).memory).toContain(buried);
    expect(player(t, A).graveyard).not.toContain(buried);
  });
});

describe("'transfusive-aura'", () => {
  const def = scriptedDef('transfusive-aura');
  const mendAll = defineCard({ slug: 'test-mend-all', name: 'Mend', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [{ op: 'recover', who: 'each', amount: 3 }] });
  it('On Enter: draws a card into your memory', () => {
    const s = as(mainPhaseOf(A), A, 'cleric', 'EXIA');
    const deck = player(s, A).mainDeck.length;
    const t = cast(s, A, def);
    expect(t.field.some((id) => t.objects[id]!.def === def.slug)).toBe(true);
    expect(deck - player(t, A).mainDeck.length).toBe(1); // one card drawn (into memory)
  });
  it('[Damage 20+] your recoveries of X recover 2+X instead; the opponent recovers as usual', () => {
    const run = (damage: number) => {
      let s = as(mainPhaseOf(A), A, 'cleric', 'EXIA');
      s = edit(s, (t) => { t.defs[t.objects[champ(t, A)]!.def]!.life = 60; t.objects[champ(t, A)]!.damage = damage; t.objects[champ(t, B)]!.damage = 10; });
      [s] = place(s, A, def);
      s = cast(s, A, mendAll);
      return [damage - s.objects[champ(s, A)]!.damage, 10 - s.objects[champ(s, B)]!.damage];
    };
    expect(run(25)).toEqual([5, 3]);
    expect(run(19)).toEqual([3, 3]);
  });
});
