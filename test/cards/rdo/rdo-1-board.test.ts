// rdo-1: effects on every object of a kind, negation, returns to memory, token copies, imbue of two elements, prepared attacks.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState } from '../../../src/engine/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { championLevel, currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, atMain, edit, glimpseAllBottom, mainPhaseOf, passUntil, payReserve, player, withLevel } from '../doa/support.js';
import { as, chooseTriggerTarget, fill, obj, paid, place } from '../doa/round2-helpers.js';
import { addCards, aliceSecondTurn, cast, castOnly, champ, controlled, withHerbTokens } from './rdo-1-support.js';

const settle = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
const unit = (slug: string, element: CardDef['elements'][number], extra: Partial<Parameters<typeof defineCard>[0]> = {}) =>
  defineCard({ slug, name: slug, types: ['ALLY'], element, cost: reserve(1), power: 1, life: 9, ...extra }, {});
const astraAlly = unit('test-astra-ally', 'ASTRA');
const normAlly = unit('test-norm-ally', 'NORM');
const phantasia = defineCard({ slug: 'test-phantasia', name: 'Phantasia', types: ['PHANTASIA'], element: 'NORM', cost: reserve(1) }, {});

describe("'dissipation'", () => {
  const def = scriptedDef('dissipation');
  it("destroys every phantasia, anyone's", () => {
    let s = as(mainPhaseOf(A), A, 'cleric', 'EXALTED', 'WIND');
    let p1: string, p2: string, ally: string;
    [s, p1] = place(s, A, phantasia);
    [s, p2] = place(s, B, phantasia);
    [s, ally] = place(s, B, normAlly);
    s = cast(s, A, def);
    expect([s.field.includes(p1), s.field.includes(p2), s.field.includes(ally)]).toEqual([false, false, true]);
  });
});

describe("'cometfall'", () => {
  const def = scriptedDef('cometfall');
  it('3 damage to each non-astra element unit, 4 with the Cleric class bonus; Starcalling (2)', () => {
    const run = (cls: 'cleric' | 'mage') => {
      let s = as(mainPhaseOf(A), A, cls, 'ASTRA');
      let a: string, n: string;
      [s, a] = place(s, B, astraAlly);
      [s, n] = place(s, A, normAlly);
      s = cast(s, A, def);
      return [s.objects[a]!.damage, s.objects[n]!.damage, s.objects[champ(s, B)]!.damage];
    };
    expect(run('cleric')).toEqual([0, 4, 4]);
    expect(run('mage')).toEqual([0, 3, 3]);
    expect(def.activationValues).toEqual({ starcalling: 2 });
  });
});

describe("'condensed-supernova'", () => {
  const def = scriptedDef('condensed-supernova');
  it('brewed from a Silvershine, two Adjuvants and two Catalysts; sacrificed: LV damage to each non-astra element unit, then glimpse 4', () => {
    let s = withLevel(withHerbTokens(as(mainPhaseOf(A), A, 'cleric', 'ASTRA')), A, 1);
    const herbs: string[] = [];
    for (const h of ['silvershine', 'manaroot', 'fraysia', 'blightroot', 'razorvine']) { let id: string; [s, id] = place(s, A, scriptedDef(h)); herbs.push(id); }
    s = addCards(s, A, 'condensed-supernova', 1, 'hand', def);
    s = act(s, A, { type: 'activate', card: player(s, A).hand.at(-1)! });
    s = act(s, A, { type: 'declareBrew', brew: true });
    for (const object of herbs) s = act(s, A, { type: 'chooseIngredient', object });
    s = settle(s);
    const nova = controlled(s, A, 'condensed-supernova')[0]!;
    let a: string, n: string;
    [s, a] = place(s, B, astraAlly);
    [s, n] = place(s, B, normAlly);
    const lv = championLevel(s, A);
    s = act(s, A, { type: 'activateAbility', object: nova, index: 0 });
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
    expect(s.pending?.kind === 'glimpse' && s.pending.cards.length).toBe(4);
    [s] = glimpseAllBottom(s, A);
    s = settle(s);
    expect([s.objects[a]!.damage, s.objects[n]!.damage, s.objects[champ(s, B)]!.damage]).toEqual([0, lv, lv]);
  });
});

describe("'heartsong-reclamation'", () => {
  const def = scriptedDef('heartsong-reclamation');
  it("destroys the regalia you don't control; your Animal and Beast allies gain cleave this turn and, for Silvie, five buff counters", () => {
    const run = (cls: 'tamer' | 'warrior') => {
      let s = as(mainPhaseOf(A), A, cls, 'TERA');
      let theirs: string, mine: string, raccoon: string, human: string;
      [s, theirs] = place(s, B, scriptedDef('archon-broadsword'));
      [s, mine] = place(s, A, scriptedDef('archon-broadsword'));
      [s, raccoon] = place(s, A, scriptedDef('banner-raccoon'));
      [s, human] = place(s, A, normAlly);
      s = cast(s, A, def);
      const out = [s.field.includes(theirs), s.field.includes(mine), hasKeyword(s, s.objects[raccoon]!, 'cleave'), hasKeyword(s, s.objects[human]!, 'cleave'), s.objects[raccoon]!.counters.buff ?? 0];
      s = passUntil(s, atMain(B));
      return [...out, hasKeyword(s, s.objects[raccoon]!, 'cleave')];
    };
    expect(run('tamer')).toEqual([false, true, true, false, 5, false]); // the Tamer test champion is Silvie
    expect(run('warrior')).toEqual([false, true, true, false, 0, false]);
  });
});

describe("'automata-genesis'", () => {
  const def = scriptedDef('automata-genesis');
  it('summons three Titan Mk II tokens; for Tonoris, X buff counters on each token ally you control, X = your tokens', () => {
    const run = (cls: 'guardian' | 'warrior') => {
      let s = withHerbTokens(withDefTitan(as(mainPhaseOf(A), A, cls, 'NEOS')));
      let herb: string;
      [s, herb] = place(s, A, { ...scriptedDef('manaroot') });
      s = cast(s, A, def);
      const titans = controlled(s, A, 'titan-mk-ii');
      return [titans.length, ...titans.map((t) => s.objects[t]!.counters.buff ?? 0), s.objects[herb]!.counters.buff ?? 0];
    };
    expect(run('guardian')).toEqual([3, 4, 4, 4, 0]); // three Titans and a Manaroot: four tokens (the test champion is Tonoris)
    expect(run('warrior')).toEqual([3, 0, 0, 0, 0]);
  });
});
const withDefTitan = (s: GameState) => edit(s, (t) => { t.defs['titan-mk-ii'] = scriptedDef('titan-mk-ii'); });

describe("'inzali-unshackled-blaze'", () => {
  const def = scriptedDef('inzali-unshackled-blaze');
  const fire = defineCard({ slug: 'test-fire', name: 'Fire', types: ['ACTION'], element: 'FIRE', cost: reserve(1) }, {});
  it('On Attack (class bonus) may banish a fire card from the graveyard for 1 damage to each other unit; +2 power at level 3+ with 4+ memory', () => {
    let s = as(aliceSecondTurn(mainPhaseOf(A)), A, 'cleric', 'FIRE');
    s = addCards(s, A, 'test-fire', 1, 'graveyard', fire);
    let inz: string, mine: string, foe: string;
    [s, inz] = place(s, A, def, { enteredTurn: 0 });
    [s, mine] = place(s, A, normAlly);
    [s, foe] = place(s, B, normAlly);
    s = act(s, A, { type: 'attack', attacker: inz });
    s = act(s, A, { type: 'chooseAttackTarget', target: champ(s, B) });
    s = passUntil(s, (t) => t.pending?.kind === 'banishFromGraveyard');
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: player(s, A).graveyard.at(-1)! } });
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
    expect([s.objects[inz]!.damage, s.objects[mine]!.damage, s.objects[foe]!.damage, s.objects[champ(s, A)]!.damage]).toEqual([0, 1, 1, 1]);
    let t = edit(mainPhaseOf(A), (u) => { player(u, A).memory = []; });
    let o: string;
    [t, o] = place(t, A, def);
    const power = (u: GameState) => currentStat(u, u.objects[o]!, 'power');
    const at = (level: number, memory: number) => power(edit(addCards(t, A, 'smoke-out', memory, 'memory'), (u) => { u.objects[player(u, A).champion!]!.counters.level = level - championLevel(t, A); }));
    expect([at(3, 4), at(3, 3), at(2, 4)]).toEqual([3, 1, 1]);
  });
});

describe("'engulf'", () => {
  const def = scriptedDef('engulf');
  it('negates target non-attack card activation; costs 3 less at level 2+', () => {
    let s = fill(as(mainPhaseOf(A), A, 'cleric', 'WATER'), A, 8);
    const spell = defineCard({ slug: 'test-b-spell', name: 'B spell', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [{ op: 'draw', who: 'you', count: 3 }] });
    s = passUntil(s, atMain(B));
    s = addCards(s, B, 'test-b-spell', 1, 'hand', spell);
    s = act(s, B, { type: 'activate', card: player(s, B).hand.at(-1)! });
    s = payReserve(s, B);
    s = passUntil(s, (t) => !!t.opportunity && t.players[t.opportunity.player]!.id === A);
    const item = s.stack[0]!.id;
    const deck = player(s, B).mainDeck.length;
    expect(paid(s, A, def, [{ kind: 'stack', id: item }])).toBe(6);
    expect(paid(withLevel(s, A, 1), A, def, [{ kind: 'stack', id: item }])).toBe(3);
    s = cast(s, A, def, [{ kind: 'stack', id: item }]);
    expect(player(s, B).mainDeck.length).toBe(deck);
  });
});

describe("'immolation-trap'", () => {
  const def = scriptedDef('immolation-trap');
  it('destroys target damaged ally (an undamaged one is no target); costs 2 less for an Assassin', () => {
    let s = fill(as(mainPhaseOf(A), A, 'assassin', 'FIRE'), A, 6);
    let hurt: string, fresh: string;
    [s, hurt] = place(s, B, normAlly, { damage: 1 });
    [s, fresh] = place(s, B, normAlly);
    expect(paid(s, A, def, [obj(hurt)])).toBe(0);
    expect(paid(as(s, A, 'warrior', 'FIRE'), A, def, [obj(hurt)])).toBe(2);
    s = addCards(s, A, 'immolation-trap', 1, 'hand', def);
    let t = act(s, A, { type: 'activate', card: player(s, A).hand.at(-1)! });
    const offered = legalActions(t, A).filter((a) => a.type === 'chooseTarget').map((a) => JSON.stringify(a));
    expect(offered).toContain(JSON.stringify({ type: 'chooseTarget', target: obj(hurt) }));
    expect(offered).not.toContain(JSON.stringify({ type: 'chooseTarget', target: obj(fresh) }));
    t = settle(payReserve(act(t, A, { type: 'chooseTarget', target: obj(hurt) }), A));
    expect(t.field).not.toContain(hurt);
  });
});

describe("'ghosts-of-pendragon'", () => {
  const def = scriptedDef('ghosts-of-pendragon');
  it('On Enter you may return a regalia you control to its material deck; if you do, draw two', () => {
    const run = (pick: boolean) => {
      let s = as(mainPhaseOf(A), A, 'warrior', 'CRUX');
      let sword: string;
      [s, sword] = place(s, A, scriptedDef('archon-broadsword'));
      const deck = player(s, A).mainDeck.length;
      s = passUntil(castOnly(s, A, def), (t) => t.pending?.kind === 'chooseObjects');
      s = act(s, A, { type: 'chooseTarget', target: pick ? obj(sword) : null });
      s = settle(s);
      return [s.field.includes(sword), deck - player(s, A).mainDeck.length];
    };
    expect(run(true)).toEqual([false, 2]);
    expect(run(false)).toEqual([true, 0]);
  });
});

describe("'fractal-of-creation'", () => {
  const def = scriptedDef('fractal-of-creation');
  it('reservable; sacrificed: summons a token copy of target token you control', () => {
    let s = withHerbTokens(mainPhaseOf(A));
    let f: string, herb: string;
    [s, f] = place(s, A, def);
    [s, herb] = place(s, A, scriptedDef('manaroot'));
    [s] = place(s, B, scriptedDef('fraysia'));
    s = act(s, A, { type: 'activateAbility', object: f, index: 0 });
    const offered = legalActions(s, A).filter((a) => a.type === 'chooseTarget');
    expect(offered).toEqual([{ type: 'chooseTarget', target: obj(herb) }]);
    s = settle(act(s, A, offered[0]!));
    expect(s.field).not.toContain(f);
    expect(controlled(s, A, 'manaroot')).toHaveLength(2);
    expect(def.keywords).toContain('reservable');
  });
});

describe("'escape-the-wreckage'", () => {
  const def = scriptedDef('escape-the-wreckage');
  it("returns target ally you control to its owner's memory (ruling), then draws a card into memory", () => {
    let s = as(mainPhaseOf(A), A, 'ranger');
    let ally: string;
    [s, ally] = place(s, A, normAlly);
    const card = s.objects[ally]!.card!;
    const deck = player(s, A).mainDeck.length;
    s = cast(s, A, def, [obj(ally)]);
    expect(s.field).not.toContain(ally);
    expect(player(s, A).memory).toContain(card);
    expect(player(s, A).mainDeck.length).toBe(deck - 1);
  });
});

describe("'haniel-archangel-of-spectra'", () => {
  const def = scriptedDef('haniel-archangel-of-spectra');
  const luxem = defineCard({ slug: 'test-luxem', name: 'Luxem', types: ['ACTION'], element: 'LUXEM', cost: reserve(1) }, {});
  const umbra = defineCard({ slug: 'test-umbra', name: 'Umbra', types: ['ACTION'], element: 'UMBRA', cost: reserve(1) }, {});
  it('Luxem & Umbra Imbue 3: imbued, On Enter a debuff counter on target ally you don\'t control, a buff counter on Haniel, recover 1', () => {
    const run = (pay: CardDef[]) => {
      let s = edit(as(mainPhaseOf(A), A, 'warrior'), (t) => { t.objects[player(t, A).champion!]!.damage = 3; });
      let foe: string;
      [s, foe] = place(s, B, normAlly);
      s = edit(s, (t) => { player(t, A).hand = []; });
      for (const d of pay) s = addCards(s, A, d.slug, 1, 'hand', d);
      s = addCards(s, A, def.slug, 1, 'hand', def);
      s = payReserve(act(s, A, { type: 'activate', card: player(s, A).hand.at(-1)! }), A);
      s = settle(chooseTriggerTarget(s, A, obj(foe)));
      const h = controlled(s, A, def.slug)[0]!;
      return [s.objects[foe]!.counters.debuff ?? 0, s.objects[h]!.counters.buff ?? 0, s.objects[champ(s, A)]!.damage];
    };
    expect(run([luxem, umbra, luxem])).toEqual([1, 1, 2]);
    expect(run([luxem, umbra, scriptedDef('smoke-out')])).toEqual([0, 0, 3]);
  });
});

describe("'exploit-vulnerability'", () => {
  const def = scriptedDef('exploit-vulnerability');
  it('draws; prepared, a chosen Assassin unit you control gains "On Ally Hit: destroy the hit ally" this turn', () => {
    let s = as(aliceSecondTurn(mainPhaseOf(A)), A, 'assassin');
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.preparation = 1; });
    const killer = defineCard({ slug: 'test-assassin', name: 'Assassin', types: ['ALLY'], subtypes: ['ASSASSIN'], element: 'NORM', cost: reserve(1), power: 1, life: 5 }, {});
    let mine: string, foe: string;
    [s, mine] = place(s, A, killer, { enteredTurn: 0 });
    [s, foe] = place(s, B, normAlly);
    s = fill(s, A, 3);
    const deck = player(s, A).mainDeck.length;
    s = addCards(s, A, def.slug, 1, 'hand', def);
    s = act(s, A, { type: 'activate', card: player(s, A).hand.at(-1)! });
    s = payReserve(act(s, A, { type: 'declarePrepare', prepare: true }), A);
    s = passUntil(s, (t) => t.pending?.kind === 'chooseObjects');
    expect(legalActions(s, A).filter((a) => a.type === 'chooseTarget').map((a) => JSON.stringify(a)).sort())
      .toEqual([JSON.stringify({ type: 'chooseTarget', target: obj(champ(s, A)) }), JSON.stringify({ type: 'chooseTarget', target: obj(mine) })].sort());
    s = settle(act(s, A, { type: 'chooseTarget', target: obj(mine) }));
    expect(player(s, A).mainDeck.length).toBe(deck - 1);
    s = act(s, A, { type: 'attack', attacker: mine });
    s = act(s, A, { type: 'chooseAttackTarget', target: foe });
    s = passUntil(s, (t) => !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
    expect(s.field).not.toContain(foe); // 1 damage to a 9-life ally, destroyed by the gained ability
  });
});
