// Cards with a printing in HVN (task hvn0), part C: cards that needed an engine extension.
import { describe, expect, it } from 'vitest';
import { defineCard, draw, memory, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef, Element } from '../../../src/cards/vocabulary.js';
import { attackPower } from '../../../src/engine/flow/combat.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { costToPay } from '../../../src/engine/play/costs.js';
import { A, B, act, addCard, atMain, champion, edit, newGame, passUntil, payReserve, player, withDef } from '../../engine/helpers.js';
import { asChampion, objectTarget, place, play, playerTarget, settle } from '../amb/scenario.js';
import { factsOnly } from '../doa/support.js';

const def = (slug: string): CardDef => scriptedDef(slug);
const cost = (s: GameState, d: CardDef, who: PlayerId = A) => costToPay(withDef(s, d), who, d, 0, 'activate');
const idle = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;

function asNamed(s: GameState, who: PlayerId, slug: string, ...elements: Element[]): GameState {
  const d = factsOnly(slug);
  d.elements = [...new Set([...d.elements, ...elements])];
  return edit(withDef(s, d), (t) => { t.objects[player(t, who).champion!]!.def = d.slug; });
}

describe('hvn0 part C', () => {
  it("'captivating-opulence': On Enter draw a card into memory; with Diao Chan, activated abilities of regalia you don't control cost 2 more", () => {
    const relic = defineCard({ slug: 'test-hvn0-c-relic', name: 'Test Relic', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) },
      { abilities: [{ kind: 'activated', speed: 'fast', costs: [{ kind: 'reserve', value: 1 }], effects: [draw(1)] }] });
    const needed = (diao: boolean) => {
      let s = newGame({ first: A });
      s = diao ? asNamed(s, A, 'diao-chan-dreaming-wish', 'WATER') : asChampion(s, A, { classes: ['CLERIC'], elements: ['WATER'] });
      const mem = player(s, A).memory.length;
      s = play(s, A, def('captivating-opulence'));
      expect(player(s, A).memory.length).toBe(mem + 3 + 1); // 3 paid for its cost, 1 drawn
      let r: string;
      [s, r] = place(s, B, relic);
      s = passUntil(s, atMain(B));
      const t = act(s, B, { type: 'activateAbility', object: r, index: 0 });
      return t.pending?.kind === 'activation' ? t.pending.draft.reserveNeeded : -1;
    };
    expect(needed(true)).toBe(3);
    expect(needed(false)).toBe(1);
  });

  it("'cinder-geyser': 4 damage to target unit; with the class bonus 2 less while an opponent has four or more cards in memory", () => {
    const geyser = def('cinder-geyser');
    const withMemory = (s: GameState, n: number) => edit(s, (t) => {
      const p = player(t, B);
      const all = [...p.memory, ...p.hand, ...p.mainDeck];
      p.memory = all.slice(0, n);
      p.hand = [];
      p.mainDeck = all.slice(n);
    });
    const cleric = asChampion(newGame({ first: A }), A, { classes: ['CLERIC'], elements: ['FIRE'] });
    expect(cost(withMemory(cleric, 4), geyser)).toBe(2);
    expect(cost(withMemory(cleric, 3), geyser)).toBe(4);
    expect(cost(withMemory(asChampion(cleric, A, { classes: ['MAGE'], elements: ['FIRE'] }), 4), geyser)).toBe(4);
    const s = play(cleric, A, geyser, [objectTarget(champion(cleric, B).id)]);
    expect(champion(s, B).damage).toBe(4);
  });

  it("'extricating-touch': the target player reveals your choice of hand or memory and you discard one of those cards; class bonus: 1 less", () => {
    const touch = def('extricating-touch');
    let s = asChampion(newGame({ first: A }), A, { classes: ['MAGE'], elements: ['WATER'] });
    expect(cost(s, touch)).toBe(2);
    expect(cost(asChampion(s, A, { classes: ['WARRIOR'], elements: ['WATER'] }), touch)).toBe(3);
    s = edit(s, (t) => { const p = player(t, B); p.memory = p.mainDeck.slice(0, 2); p.mainDeck = p.mainDeck.slice(2); });
    const memBefore = [...player(s, B).memory];
    let card: string;
    [s, card] = addCard(withDef(s, touch), A, touch.slug);
    s = act(s, A, { type: 'activate', card });
    s = act(s, A, { type: 'chooseTarget', target: playerTarget(B) });
    s = payReserve(s, A);
    s = passUntil(s, (t) => t.pending?.kind === 'lookAndDiscard');
    s = act(s, A, { type: 'chooseMode', mode: 1 });
    expect(s.log.some((l) => /Bob reveals their memory: /.test(l.text))).toBe(true);
    const picks = legalActions(s, A).filter((a) => a.type === 'chooseTarget');
    expect(picks.length).toBe(2);
    s = passUntil(act(s, A, picks[1]!), idle);
    expect(player(s, B).memory).toEqual([memBefore[0]]);
    expect(player(s, B).graveyard).toContain(memBefore[1]);
  });

  it("'general-at-arms': a Warrior champion's Polearm attacks start in the intent 2 stronger while it is out", () => {
    const lunge = defineCard({ slug: 'test-hvn0-lunge', name: 'Test Lunge', types: ['ATTACK'], subtypes: ['WARRIOR', 'POLEARM'], element: 'NORM', cost: reserve(0), power: 2 }, {});
    const run = (classes: string[]) => {
      let s = passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A));
      s = asChampion(s, A, { classes, elements: ['FIRE'] });
      [s] = place(s, A, def('general-at-arms'));
      let c: string;
      [s, c] = addCard(withDef(s, lunge), A, lunge.slug);
      s = passUntil(payReserve(act(s, A, { type: 'activate', card: c }), A), (t) => t.pending?.kind === 'attackDeclaration');
      if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, A, { type: 'chooseWeapon', weapon: null });
      s = act(s, A, { type: 'chooseAttackTarget', target: champion(s, B).id });
      return attackPower(s);
    };
    expect(run(['WARRIOR'])).toBe(run(['MAGE']) + 2);
    void settle;
  });

  it("'floodbloom': at the beginning of your recollection phase, the top two cards of your deck are banished", () => {
    let s = passUntil(newGame({ first: A }), atMain(B));
    [s] = place(s, A, def('floodbloom'));
    const top = player(s, A).mainDeck.slice(0, 2);
    const g = player(s, A).graveyard.length;
    s = passUntil(s, atMain(A));
    expect(player(s, A).banishment).toEqual(expect.arrayContaining(top));
    expect(player(s, A).graveyard.length).toBe(g);
  });

  it("'glorious-presence': while you control a Shenju ally, opponents' advanced element cards cost 2 more", () => {
    const arcane = defineCard({ slug: 'test-hvn0-arcane', name: 'Test Arcane', types: ['ACTION'], element: 'ARCANE', cost: reserve(1) }, {});
    const fire = defineCard({ slug: 'test-hvn0-fire', name: 'Test Fire', types: ['ACTION'], element: 'FIRE', cost: reserve(1) }, {});
    let s = newGame({ first: A });
    [s] = place(s, A, def('glorious-presence'));
    expect(cost(s, arcane, B)).toBe(1);
    [s] = place(s, A, factsOnly('byakko-white-tiger'));
    expect(cost(s, arcane, B)).toBe(3);
    expect(cost(s, fire, B)).toBe(1);
    expect(cost(s, arcane, A)).toBe(1);
  });

  it("'lu-xun-pyre-strategist': Kindle 3; On Enter an enlighten counter; with the class bonus, when enlighten counters leave your champion it may rest for Empower 3", () => {
    const spend = defineCard({ slug: 'test-hvn0-spend', name: 'Test Spend', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
      { onResolve: [{ op: 'removeCounters', subject: { ref: 'yourChampion' }, counter: 'enlighten', count: 1 }] });
    expect(def('lu-xun-pyre-strategist').activationValues?.kindle).toBe(3);
    const run = (classes: string[], accept: boolean) => {
      let s = asChampion(newGame({ first: A }), A, { classes, elements: ['FIRE'] });
      s = play(s, A, def('lu-xun-pyre-strategist'));
      expect(champion(s, A).counters.enlighten).toBe(1);
      s = play(s, A, spend, [], { accept });
      const lu = Object.values(s.objects).find((o) => o.def === 'lu-xun-pyre-strategist')!;
      return [lu.rested, (s.empower ?? []).filter((e) => e.player === A).reduce((n, e) => n + e.amount, 0)];
    };
    expect(run(['MAGE'], true)).toEqual([true, 3]);
    expect(run(['MAGE'], false)).toEqual([false, 0]);
    expect(run(['CLERIC'], true)).toEqual([false, 0]);
  });

  it("'drowned-exorcist': from level 2, On Enter every player banishes their non-water graveyard cards; Deluge 8 On Death draws two", () => {
    const wet = factsOnly('genbu-black-tortoise');
    const dry = factsOnly('suzaku-vermillion-phoenix');
    const enter = (level: number) => {
      let s = asChampion(newGame({ first: A }), A, { classes: ['CLERIC'], elements: ['WATER'], level });
      s = withDef(withDef(s, wet), dry);
      [s] = addCard(s, A, wet.slug, 'graveyard');
      [s] = addCard(s, B, dry.slug, 'graveyard');
      [s] = addCard(s, A, dry.slug, 'graveyard');
      s = play(s, A, def('drowned-exorcist'));
      return [player(s, A).graveyard.length, player(s, B).graveyard.length];
    };
    expect(enter(2)).toEqual([1, 0]);
    expect(enter(1)).toEqual([2, 1]);
    const die = (water: number) => {
      let s = asChampion(newGame({ first: A }), A, { classes: ['CLERIC'], elements: ['WATER'] });
      s = withDef(s, wet);
      for (let i = 0; i < water; i++) [s] = addCard(s, A, wet.slug, 'graveyard');
      let o: string;
      [s, o] = place(s, A, def('drowned-exorcist'));
      const hand = player(s, A).hand.length;
      const slay = defineCard({ slug: 'test-hvn0-c-slay', name: 'Test Slay', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [{ kind: 'unit' }], onResolve: [{ op: 'destroy', subject: { ref: 'target', index: 0 } }] });
      s = play(s, A, slay, [objectTarget(o)]);
      return player(s, A).hand.length - hand;
    };
    // The exorcist itself is a water card in the graveyard as its On Death resolves.
    expect(die(7)).toBe(2);
    expect(die(6)).toBe(0);
  });
});
