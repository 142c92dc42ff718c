// Tamer regalia first printed in promotional and Re:Collection products: Band of Burning Verdict, Slime Totem.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { costToPay } from '../../../src/engine/play/costs.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import { refuse } from '../../engine/helpers.js';
import { asChampion, objectTarget, place, settle } from '../amb/scenario.js';
import { A, B, act, asClass, atMain, addCard, champion, edit, enable, factsOnly, newGame, passUntil, payReserve, player, toMaterialize, materialize, withDef } from '../doa/support.js';

const bear = scriptedDef('royal-bear');
const human = scriptedDef('kingdom-informant');
const targetsOffered = (s: GameState): string[] =>
  legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));

describe('band-of-burning-verdict', () => {
  const band = scriptedDef('band-of-burning-verdict');

  it("'band-of-burning-verdict': On Enter, draw a card", () => {
    let [s, card] = toMaterialize(band, 2, (t) => edit(t, (u) => { u.objects[player(u, A).champion!]!.def = 'spirit-of-fire'; }));
    const hand = player(s, A).hand.length;
    s = materialize(s, card);
    expect(player(s, A).hand.length).toBe(hand + 1);
  });

  it("'band-of-burning-verdict': a Tamer rests it to give one of their Animals or Beasts +1 power and true sight for the turn", () => {
    let s = asClass(newGame({ first: A }), A, 'tamer');
    let id: string, b: string, h: string;
    [s, id] = place(s, A, band);
    [s, b] = place(s, A, bear);
    [s, h] = place(s, A, human);
    const power = currentStat(s, s.objects[b]!, 'power')!;
    s = act(s, A, { type: 'activateAbility', object: id, index: 1 });
    expect(targetsOffered(s)).toEqual([b]);
    expect(targetsOffered(s)).not.toContain(h);
    s = settle(act(s, A, { type: 'chooseTarget', target: objectTarget(b) }));
    expect(s.objects[id]!.rested).toBe(true);
    expect(currentStat(s, s.objects[b]!, 'power')).toBe(power + 1);
    expect(hasKeyword(s, s.objects[b]!, 'trueSight')).toBe(true);
    s = passUntil(s, atMain(B));
    expect(hasKeyword(s, s.objects[b]!, 'trueSight')).toBe(false);
  });

  it("'band-of-burning-verdict': without the class bonus the ability can't be activated", () => {
    let s = asClass(newGame({ first: A }), A, 'warrior');
    let id: string;
    [s, id] = place(s, A, band);
    [s] = place(s, A, bear);
    refuse(s, A, { type: 'activateAbility', object: id, index: 1 });
  });
});

describe('slime-totem', () => {
  it("'slime-totem': Slime allies you control have vigor (they wake up at the beginning of your end phase)", () => {
    let s = newGame({ first: A });
    let slime: string, other: string, theirs: string;
    [s] = place(s, A, scriptedDef('slime-totem'));
    [s, slime] = place(s, A, scriptedDef('baby-slime'), { rested: true });
    [s, other] = place(s, A, bear, { rested: true });
    [s, theirs] = place(s, B, scriptedDef('baby-slime'), { rested: true });
    expect(hasKeyword(s, s.objects[slime]!, 'vigor')).toBe(true);
    expect(hasKeyword(s, s.objects[theirs]!, 'vigor')).toBe(false);
    s = passUntil(s, (t) => t.phase === 'end' && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0 && t.players[t.turnPlayer]!.id === A);
    expect(s.objects[slime]!.rested).toBe(false);
    expect(s.objects[other]!.rested).toBe(true);
    expect(s.objects[theirs]!.rested).toBe(true);
  });
});

describe('portentous-tanggu', () => {
  const tanggu = scriptedDef('portentous-tanggu');

  function enterUnder(championSlug: string): GameState {
    const champ = factsOnly(championSlug);
    let [s, card] = toMaterialize(tanggu, 0, (t) => edit(withDef(t, champ), (u) => { u.objects[player(u, A).champion!]!.def = champ.slug; }));
    return materialize(s, card);
  }

  it("'portentous-tanggu': [Guo Jia Bonus] On Enter, a quest counter on your champion", () => {
    expect(champion(enterUnder('guo-jia-chosen-disciple'), A).counters.quest).toBe(1);
    expect(champion(enterUnder('silvie-wilds-whisperer'), A).counters.quest ?? 0).toBe(0);
  });

  it("'portentous-tanggu': (3), banish it: draw a card into your memory", () => {
    let [s, id] = place(newGame({ first: A }), A, tanggu);
    const memory = player(s, A).memory.length;
    const hand = player(s, A).hand.length;
    s = settle(payReserve(act(s, A, { type: 'activateAbility', object: id, index: 1 }), A));
    expect(s.objects[id]).toBeUndefined();
    expect(player(s, A).memory.length).toBe(memory + 3 + 1); // the three cards paid, and the one drawn
    expect(player(s, A).hand.length).toBe(hand - 3);
  });
});

describe('gearstride-gloves', () => {
  const gloves = scriptedDef('gearstride-gloves');
  const reaction = defineCard({ slug: 'test-reaction', name: 'test-reaction', types: ['ACTION'], subtypes: ['REACTION'], element: 'NORM', cost: reserve(3), speed: true }, {});
  const plain = defineCard({ slug: 'test-plain', name: 'test-plain', types: ['ACTION'], element: 'NORM', cost: reserve(3), speed: true }, {});

  it("'gearstride-gloves': On Enter, a preparation counter on your champion", () => {
    let [s, card] = toMaterialize(gloves, 0, (u) => enable(u, A, 'WIND'));
    const before = champion(s, A).counters.preparation ?? 0;
    s = materialize(s, card);
    expect(champion(s, A).counters.preparation).toBe(before + 1);
  });

  it("'gearstride-gloves': [Class Bonus] [Level 2+] banish it: the next Reaction card you activate this turn costs 1 less", () => {
    let [s, id] = place(asChampion(newGame({ first: A }), A, { classes: ['ASSASSIN'], level: 2 }), A, gloves);
    s = settle(act(s, A, { type: 'activateAbility', object: id, index: 1 }));
    expect(s.objects[id]).toBeUndefined();
    expect(costToPay(s, A, reaction, 0, 'activate')).toBe(2);
    expect(costToPay(s, A, plain, 0, 'activate')).toBe(3);
    for (const shape of [{ classes: ['ASSASSIN'], level: 1 }, { classes: ['WARRIOR'], level: 2 }]) {
      const [t, id2] = place(asChampion(newGame({ first: A }), A, shape), A, gloves);
      refuse(t, A, { type: 'activateAbility', object: id2, index: 1 });
    }
  });
});

describe('slime-nexus', () => {
  it("'slime-nexus': banishing it makes the following Slime ally activated this turn 3 cheaper", () => {
    const convoking = scriptedDef('convoking-slime');
    let [s, id] = place(newGame({ first: A }), A, scriptedDef('slime-nexus'));
    s = settle(act(s, A, { type: 'activateAbility', object: id, index: 0 }));
    expect(s.objects[id]).toBeUndefined();
    expect(costToPay(s, A, convoking, 0, 'activate')).toBe(0);
    expect(costToPay(s, A, bear, 0, 'activate')).toBe(4); // not a Slime
    expect(costToPay(s, A, convoking, 0, 'materialize')).toBe(3); // activations only
  });
});

describe('silvie-slime-sovereign', () => {
  const sovereign = scriptedDef('silvie-slime-sovereign');
  const pack = factsOnly('silvie-with-the-pack');
  const ethereal = factsOnly('ethereal-slime'); // a crux (advanced) Slime ally, reserve cost 2
  const baby = scriptedDef('baby-slime');
  const buffsOf = (s: GameState, card: string) => Object.values(s.objects).find((o) => o.card === card)?.counters.buff ?? 0;

  function entered(): GameState {
    let [s, card] = toMaterialize(sovereign, 3, (t) => edit(withDef(t, pack), (u) => { u.objects[player(u, A).champion!]!.def = pack.slug; }));
    s = materialize(s, card);
    expect(champion(s, A).def).toBe(sovereign.slug);
    return passUntil(s, (t) => t.phase === 'main' && !t.pending && t.stack.length === 0 && t.opportunity !== null && t.players[t.opportunity.player]!.id === A);
  }

  it("'silvie-slime-sovereign': as she arrives, her following Slime ally this turn is 2 cheaper and gets two more buff counters", () => {
    let s = withDef(withDef(entered(), ethereal), baby);
    expect(costToPay(s, A, ethereal, 0, 'activate')).toBe(0);
    expect(costToPay(s, A, bear, 0, 'activate')).toBe(4);
    let first: string, second: string;
    [s, first] = addCard(s, A, ethereal.slug);
    s = settle(payReserve(act(s, A, { type: 'activate', card: first }), A));
    expect(buffsOf(s, first)).toBe(2);
    expect(costToPay(s, A, baby, 0, 'activate')).toBe(1); // used up
    for (let i = 0; i < 3; i++) [s] = addCard(s, A, 'smoke-out');
    [s, second] = addCard(s, A, baby.slug);
    s = settle(payReserve(act(s, A, { type: 'activate', card: second }), A));
    expect(buffsOf(s, second)).toBe(0);
  });

  it("'silvie-slime-sovereign': ignore the elemental requirements of advanced element Slime cards you activate", () => {
    let s = withDef(withDef(entered(), ethereal), factsOnly('green-slime'));
    let crux: string, wind: string;
    [s, crux] = addCard(s, A, ethereal.slug);
    [s, wind] = addCard(s, A, 'green-slime'); // a wind (basic) Slime: its element still matters
    expect(legalActions(s, A)).toContainEqual({ type: 'activate', card: crux });
    refuse(s, A, { type: 'activate', card: wind }, 'parts-of-a-card-element.md');
  });
});

describe('key-slime-pudding', () => {
  it("'key-slime-pudding': banish it: this turn, Slime allies entering under your control enter with an additional buff counter", () => {
    const baby = scriptedDef('baby-slime');
    let [s, id] = place(withDef(newGame({ first: A }), baby), A, scriptedDef('key-slime-pudding'));
    s = settle(act(s, A, { type: 'activateAbility', object: id, index: 0 }));
    expect(s.objects[id]).toBeUndefined();
    const buffs: number[] = [];
    for (const def of [baby, baby, bear]) {
      let card: string;
      [s, card] = addCard(withDef(s, def), A, def.slug);
      for (let i = 0; i < 4; i++) [s] = addCard(s, A, 'smoke-out');
      s = settle(payReserve(act(s, A, { type: 'activate', card }), A));
      buffs.push(Object.values(s.objects).find((o) => o.card === card)?.counters.buff ?? 0);
    }
    expect(buffs).toEqual([1, 1, 0]);
  });
});

describe('rousing-rattle-drum', () => {
  it("'rousing-rattle-drum': banish it: wake up target defending Animal or Beast ally", () => {
    const raider = defineCard({ slug: 'test-raider', name: 'test-raider', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 5 }, {});
    let s = passUntil(newGame({ first: A }), atMain(B));
    let drum: string, defender: string, other: string, r: string;
    [s, drum] = place(s, A, scriptedDef('rousing-rattle-drum'));
    [s, defender] = place(s, A, bear, { rested: true });
    [s, other] = place(s, A, bear, { rested: true });
    [s, r] = place(s, B, raider, { enteredTurn: 0 });
    s = act(act(s, B, { type: 'attack', attacker: r }), B, { type: 'chooseAttackTarget', target: defender });
    s = passUntil(s, (t) => t.opportunity !== null && t.players[t.opportunity.player]!.id === A && !t.pending);
    s = act(s, A, { type: 'activateAbility', object: drum, index: 0 });
    expect(targetsOffered(s)).toEqual([defender]);
    expect(targetsOffered(s)).not.toContain(other);
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(defender) });
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending);
    expect(s.objects[drum]).toBeUndefined();
    expect(s.objects[defender]!.rested).toBe(false);
    expect(s.objects[other]!.rested).toBe(true);
  });
});

describe('shadeblood-coating', () => {
  it("'shadeblood-coating': banish it: up to three target units you control gain \"On Hit: a preparation counter on your champion\" this turn", () => {
    const striker = defineCard({ slug: 'test-striker', name: 'test-striker', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 2, life: 5 }, {});
    let s = passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A));
    let coat: string, x: string, y: string, theirs: string;
    [s, coat] = place(s, A, scriptedDef('shadeblood-coating'));
    [s, x] = place(s, A, striker, { enteredTurn: 0 });
    [s, y] = place(s, A, striker, { enteredTurn: 0 });
    [s, theirs] = place(s, B, striker);
    s = act(s, A, { type: 'activateAbility', object: coat, index: 0 });
    expect(targetsOffered(s)).not.toContain(theirs);
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(x) });
    s = act(s, A, { type: 'chooseTarget', target: null });
    s = act(s, A, { type: 'chooseTarget', target: null });
    s = settle(s);
    const prep = () => champion(s, A).counters.preparation ?? 0;
    const attackWith = (id: string) => {
      s = act(act(s, A, { type: 'attack', attacker: id }), A, { type: 'chooseAttackTarget', target: champion(s, B).id });
      s = passUntil(s, (t) => t.phase === 'main' && !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
    };
    attackWith(y); // not coated
    expect(prep()).toBe(0);
    attackWith(x);
    expect(prep()).toBe(1);
  });
});

describe('zander-deft-executor', () => {
  const executor = scriptedDef('zander-deft-executor');
  const backstab = factsOnly('backstab'); // an Assassin attack card
  const informant = scriptedDef('kingdom-informant'); // an Assassin ally card: not an action or attack
  const plainAction = defineCard({ slug: 'test-chore', name: 'test-chore', types: ['ACTION'], subtypes: ['SKILL'], element: 'NORM', cost: reserve(1), speed: true }, {});

  /** Zander, Deft Executor levels up from Zander, Prepared Scout with these cards in Alice's graveyard; until its "may". */
  function enter(graveyard: CardDef[]): { s: GameState; cards: string[] } {
    let [s, card] = toMaterialize(executor, 2, (t) => edit(t, (u) => { u.objects[player(u, A).champion!]!.def = 'zander-prepared-scout'; }));
    const cards: string[] = [];
    for (const def of graveyard) {
      let c: string;
      [s, c] = addCard(withDef(s, def), A, def.slug, 'graveyard');
      cards.push(c);
    }
    s = act(s, A, { type: 'materialize', card });
    // Smoke Out has Floating Memory: pay the memory cost from memory, not from the graveyard.
    while (s.pending?.kind === 'activation') s = act(s, A, { type: 'chooseFloating', card: null });
    s = passUntil(s, (t) => t.pending?.kind === 'may');
    return { s, cards };
  }

  it("'zander-deft-executor': On Enter, two preparation counters; you may remove one to return an Assassin action or attack card from your graveyard to your hand", () => {
    let { s, cards } = enter([backstab, informant, plainAction, factsOnly('smoke-out')]);
    expect(champion(s, A).counters.preparation).toBe(2);
    s = act(s, A, { type: 'mayAnswer', accept: true });
    expect(s.pending?.kind).toBe('chooseGraveyardCard');
    expect(legalActions(s, A).filter((a) => a.type === 'chooseCard').map((a) => (a as { card: string }).card).sort()).toEqual([cards[0]!, cards[3]!].sort());
    s = act(s, A, { type: 'chooseCard', card: cards[0]! });
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
    expect(champion(s, A).counters.preparation).toBe(1);
    expect(player(s, A).hand).toContain(cards[0]);
    expect(player(s, A).graveyard).not.toContain(cards[0]);
    expect(player(s, A).graveyard).toEqual(expect.arrayContaining([cards[1], cards[2], cards[3]]));
  });

  it("'zander-deft-executor': if you don't remove one, nothing returns and both counters stay", () => {
    let { s, cards } = enter([backstab]);
    s = passUntil(act(s, A, { type: 'mayAnswer', accept: false }), (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
    expect(champion(s, A).counters.preparation).toBe(2);
    expect(player(s, A).graveyard).toContain(cards[0]);
  });

  it("'zander-deft-executor': with no such card in the graveyard, the counter can be removed for nothing", () => {
    let { s, cards } = enter([informant]);
    s = passUntil(act(s, A, { type: 'mayAnswer', accept: true }), (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
    expect(champion(s, A).counters.preparation).toBe(1);
    expect(player(s, A).graveyard).toContain(cards[0]);
  });
});
