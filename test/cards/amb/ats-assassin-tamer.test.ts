// Assassin and Tamer champions and regalia first printed in AMB or its draft pack: the Nameless champions,
// Clandestine Chart, Ninja Tabi, Naga's Fang, Primal Whip and Intwined Bangle.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { championLevel, currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, atMain, champion, edit, newGame, passUntil, payReserve, player, refuse, withDef } from '../../engine/helpers.js';
import { asChampion, objectTarget, place, settle } from './scenario.js';
import { factsOnly, resolveAll, toMaterialize } from '../doa/support.js';

/** Alice, in her main phase, with `def` as her champion. */
function asChampionDef(def: CardDef): GameState {
  return edit(withDef(newGame({ first: A }), def), (t) => { t.objects[player(t, A).champion!]!.def = def.slug; });
}

const use = (s: GameState, object: string, index: number, targets: (string | null)[] = []): GameState => {
  s = act(s, A, { type: 'activateAbility', object, index });
  for (const t of targets) s = act(s, A, { type: 'chooseTarget', target: t === null ? null : objectTarget(t) });
  return settle(payReserve(s, A));
};

const wolf = scriptedDef('royal-bear'); // a non-Human (Beast) ally
const knight = scriptedDef('kingdom-informant'); // a Human ally

describe.each(['nameless-champion-at', 'nameless-champion-am', 'nameless-champion-ar', 'nameless-champion-ac', 'nameless-champion-tw'])('%s', (slug) => {
  const def = scriptedDef(slug);

  it(`'${slug}': (6): draw a card and put a level counter on it, only once`, () => {
    let s = asChampionDef(def);
    for (let i = 0; i < 6; i++) [s] = addCard(s, A, 'smoke-out');
    const hand = player(s, A).hand.length;
    const id = champion(s, A).id;
    expect(championLevel(s, A)).toBe(1);
    s = use(s, id, 1);
    expect(player(s, A).hand.length).toBe(hand - 6 + 1);
    expect(champion(s, A).counters.level).toBe(1);
    expect(championLevel(s, A)).toBe(2);
    expect(legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === id)).toBe(false);
    refuse(s, A, { type: 'activateAbility', object: id, index: 1 });
  });

  it(`'${slug}': it can't level up`, () => {
    const level2 = factsOnly('mordred-flawless-blade'); // a level 2 champion with no lineage requirement
    let s = withDef(passUntil(asChampionDef(def), atMain(B)), level2);
    for (let i = 0; i < 3; i++) [s] = addCard(s, A, 'smoke-out', 'memory');
    let card: string;
    [s, card] = addCard(s, A, level2.slug, 'materialDeck');
    s = passUntil(s, (t) => t.pending?.kind === 'materializePhase');
    expect(legalActions(s, A)).not.toContainEqual({ type: 'materialize', card });
    refuse(s, A, { type: 'materialize', card }, 'card-types-champion.md#general-rules');
  });
});

describe('clandestine-chart', () => {
  it("'clandestine-chart': (2), banish it: glimpse 2, then a preparation counter on your champion", () => {
    let [s, chart] = place(newGame({ first: A }), A, scriptedDef('clandestine-chart'));
    const top = player(s, A).mainDeck.slice(0, 2);
    const hand = player(s, A).hand.length;
    s = act(s, A, { type: 'activateAbility', object: chart, index: 0 });
    s = payReserve(s, A);
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
    expect(s.pending?.kind === 'glimpse' && s.pending.cards).toEqual(top);
    for (const c of top) s = act(s, A, { type: 'glimpseChoice', card: c, where: 'bottom' });
    s = settle(s);
    expect(player(s, A).mainDeck.slice(-2).sort()).toEqual([...top].sort());
    expect(champion(s, A).counters.preparation).toBe(1);
    expect(s.objects[chart]).toBeUndefined();
    expect(player(s, A).hand.length).toBe(hand - 2);
  });
});

describe('ninja-tabi', () => {
  const tabi = scriptedDef('ninja-tabi');

  it("'ninja-tabi': banish it: you gain agility 3 for this turn", () => {
    let [s, id] = place(newGame({ first: A }), A, tabi);
    s = use(s, id, 0);
    expect(s.objects[id]).toBeUndefined();
    expect(s.agility).toEqual([{ player: A, amount: 3, def: 'ninja-tabi' }]);
  });

  it("'ninja-tabi': only at slow speed (not while something is on the stack)", () => {
    let [s, id] = place(newGame({ first: A }), A, tabi);
    let card: string;
    [s, card] = addCard(s, A, 'smoke-out');
    s = payReserve(act(s, A, { type: 'activate', card }), A);
    while (s.pending) s = act(s, A, legalActions(s, A)[0]!);
    expect(s.stack.length).toBeGreaterThan(0);
    refuse(s, A, { type: 'activateAbility', object: id, index: 0 });
  });
});

describe('nagas-fang', () => {
  it("'nagas-fang': remove a preparation counter from your champion: it gets +1 power this turn", () => {
    let s = edit(newGame({ first: A }), (t) => { t.objects[player(t, A).champion!]!.counters.preparation = 1; });
    let fang: string;
    [s, fang] = place(s, A, scriptedDef('nagas-fang'));
    expect(currentStat(s, s.objects[fang]!, 'power')).toBe(1);
    s = use(s, fang, 0);
    expect(champion(s, A).counters.preparation ?? 0).toBe(0);
    expect(currentStat(s, s.objects[fang]!, 'power')).toBe(2);
    refuse(s, A, { type: 'activateAbility', object: fang, index: 0 }); // no counter left to remove
    s = passUntil(s, atMain(B));
    expect(currentStat(s, s.objects[fang]!, 'power')).toBe(1);
  });
});

describe('primal-whip', () => {
  const whip = scriptedDef('primal-whip');

  function attackWithWhip(level: number, classes = ['TAMER']): { s: GameState; bear: string; bear2: string; human: string } {
    // Alice's second turn: the first player can't attack on the game's first turn.
    let s = asChampion(passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A)), A, { classes, level });
    let w: string, bear: string, bear2: string, human: string;
    [s, w] = place(s, A, whip);
    [s, bear] = place(s, A, wolf);
    [s, bear2] = place(s, A, wolf);
    [s, human] = place(s, A, knight);
    s = act(s, A, { type: 'attack', attacker: champion(s, A).id });
    s = act(s, A, { type: 'chooseWeapon', weapon: w });
    s = act(s, A, { type: 'chooseAttackTarget', target: champion(s, B).id });
    return { s, bear, bear2, human };
  }

  it("'primal-whip': a level 2+ Tamer attacking with it pumps at most two chosen non-Human allies by 1", () => {
    let { s, bear, bear2, human } = attackWithWhip(2);
    s = passUntil(s, (t) => t.pending?.kind === 'triggerTargets');
    const offered = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
    expect(offered).toContain(bear);
    expect(offered).not.toContain(human);
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(bear) });
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(bear2) });
    const before = [bear, bear2, human].map((id) => currentStat(s, s.objects[id]!, 'power'));
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending);
    const after = [bear, bear2, human].map((id) => currentStat(s, s.objects[id]!, 'power'));
    expect(after).toEqual([before[0]! + 1, before[1]! + 1, before[2]]);
  });

  it("'primal-whip': no bonus below level 2 or for another class", () => {
    for (const [level, classes] of [[1, ['TAMER']], [2, ['WARRIOR']]] as const) {
      const { s } = attackWithWhip(level, [...classes]);
      const t = passUntil(s, (x) => x.pending?.kind === 'triggerTargets' || (x.stack.length === 0 && !x.pending && x.pendingTriggers.length === 0) || x.phase !== 'main', 50);
      expect(t.pending?.kind).not.toBe('triggerTargets');
    }
  });
});

describe('intwined-bangle', () => {
  const bangle = scriptedDef('intwined-bangle');

  it("'intwined-bangle': [Level 2+] (3), rest: a buff counter on target non-Human ally you control", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['TAMER'], level: 2 });
    let b: string, bear: string, human: string;
    [s, b] = place(s, A, bangle);
    [s, bear] = place(s, A, wolf);
    [s, human] = place(s, A, knight);
    s = act(s, A, { type: 'activateAbility', object: b, index: 0 });
    const offered = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
    expect(offered).toEqual([bear]);
    expect(offered).not.toContain(human);
    s = settle(payReserve(act(s, A, { type: 'chooseTarget', target: objectTarget(bear) }), A));
    expect(s.objects[bear]!.counters.buff).toBe(1);
    expect(s.objects[b]!.rested).toBe(true);
  });

  it("'intwined-bangle': not below level 2", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['TAMER'], level: 1 });
    let b: string;
    [s, b] = place(s, A, bangle);
    [s] = place(s, A, wolf);
    refuse(s, A, { type: 'activateAbility', object: b, index: 0 });
  });
});

describe('cowl-of-the-wild', () => {
  const cowl = scriptedDef('cowl-of-the-wild');

  it("'cowl-of-the-wild': your champion gets +1 level while you control a non-Human Tamer ally", () => {
    let s = newGame({ first: A });
    [s] = place(s, A, cowl);
    const base = championLevel(s, A);
    [s] = place(s, A, knight); // a Human, not a Tamer
    expect(championLevel(s, A)).toBe(base);
    let t: GameState;
    [t] = place(s, B, wolf); // not yours
    expect(championLevel(t, A)).toBe(base);
    [t] = place(s, A, wolf); // Royal Bear: a Tamer Beast
    expect(championLevel(t, A)).toBe(base + 1);
  });
});

describe('fauna-friend', () => {
  const friend = scriptedDef('fauna-friend');

  it("'fauna-friend': rest: target non-Human ally gets +1 power, only with two or more non-Human ally cards in your graveyard", () => {
    let s = withDef(withDef(newGame({ first: A }), wolf), knight);
    let f: string, bear: string, human: string;
    [s, f] = place(s, A, friend);
    [s, bear] = place(s, B, wolf);
    [s, human] = place(s, A, knight);
    [s] = addCard(s, A, wolf.slug, 'graveyard');
    [s] = addCard(s, A, knight.slug, 'graveyard'); // a Human ally card does not count
    refuse(s, A, { type: 'activateAbility', object: f, index: 0 });
    [s] = addCard(s, A, wolf.slug, 'graveyard');
    const power = currentStat(s, s.objects[bear]!, 'power')!;
    s = act(s, A, { type: 'activateAbility', object: f, index: 0 });
    const offered = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
    expect(offered).toContain(bear);
    expect(offered).not.toContain(human);
    s = settle(act(s, A, { type: 'chooseTarget', target: objectTarget(bear) }));
    expect(currentStat(s, s.objects[bear]!, 'power')).toBe(power + 1);
    expect(s.objects[f]!.rested).toBe(true);
  });
});

describe('phantom-veil', () => {
  const veil = scriptedDef('phantom-veil');
  const footman = defineCard({ slug: 'test-footman', name: 'test-footman', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 3 }, {});

  it("'phantom-veil': linked to an ally as it enters; paying (2) gives that ally stealth for the turn", () => {
    let [s, card] = toMaterialize(veil, 1);
    let ally: string, other: string;
    [s, ally] = place(s, A, footman);
    [s, other] = place(s, A, footman);
    s = act(s, A, { type: 'materialize', card });
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(ally) });
    while (s.pending?.kind === 'activation') s = act(s, A, legalActions(s, A)[0]!);
    s = resolveAll(s);
    const v = Object.values(s.objects).find((o) => o.def === veil.slug)!;
    expect(v.linkedTo).toBe(ally);
    s = passUntil(s, (t) => t.phase === 'main' && !t.pending && t.stack.length === 0 && t.opportunity !== null && t.players[t.opportunity.player]!.id === A);
    for (let i = 0; i < 2; i++) [s] = addCard(s, A, 'smoke-out');
    s = settle(payReserve(act(s, A, { type: 'activateAbility', object: v.id, index: 0 }), A));
    expect(hasKeyword(s, s.objects[ally]!, 'stealth')).toBe(true);
    expect(hasKeyword(s, s.objects[other]!, 'stealth')).toBe(false);
    s = passUntil(s, atMain(B));
    expect(hasKeyword(s, s.objects[ally]!, 'stealth')).toBe(false);
  });
});
