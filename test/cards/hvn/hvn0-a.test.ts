// Cards with a printing in HVN (task hvn0), part A: through the engine's public surface.
import { describe, expect, it } from 'vitest';
import { defineCard, destroy, reserve, target } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { costToPay } from '../../../src/engine/play/costs.js';
import { currentStat, floatingMemoryCards, hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, atMain, champion, edit, newGame, passUntil, payReserve, player, withDef } from '../../engine/helpers.js';
import { activate, asChampion, objectOf, objectsOf, objectTarget, place, play, settle, withDefs } from '../amb/scenario.js';
import { factsOnly } from '../doa/support.js';

const def = (slug: string): CardDef => scriptedDef(slug);
const grave = (s: GameState, who: PlayerId = A) => player(s, who).graveyard;
const cost = (s: GameState, d: CardDef, who: PlayerId = A) => costToPay(withDef(s, d), who, d, 0, 'activate');
const power = (s: GameState, id: string) => currentStat(s, s.objects[id]!, 'power');
const life = (s: GameState, id: string) => currentStat(s, s.objects[id]!, 'life');

/** Put cards of these elements in a player's graveyard. */
function fillGraveyard(s: GameState, who: PlayerId, slug: string, n: number): GameState {
  for (let i = 0; i < n; i++) [s] = addCard(s, who, slug, 'graveyard');
  return s;
}

const waterAlly = factsOnly('genbu-black-tortoise'); // a water element Shenju ally
const fireCard = factsOnly('suzaku-vermillion-phoenix'); // a fire element card
const byakko = factsOnly('byakko-white-tiger'); // a wind Beast Shenju ally
const horse = scriptedDef('ordinary-horse');
const slay = defineCard({ slug: 'test-hvn0-slay', name: 'Test Slay', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [{ kind: 'unit' }], onResolve: [destroy(target(0))] });

/** Answer a "you may banish … from your graveyard" decision: the first card offered, or none. */
function answerBanish(s: GameState, who: PlayerId, pick: boolean): GameState {
  for (let i = 0; i < 50; i++) {
    if (s.pending?.kind === 'banishFromGraveyard') {
      const choice = legalActions(s, who).find((a) => a.type === 'chooseTarget' && (pick ? a.target !== null : a.target === null))!;
      s = act(s, who, choice);
      if (s.pending?.kind === 'banishFromGraveyard') s = act(s, who, { type: 'chooseTarget', target: null });
      continue;
    }
    if (s.stack.length === 0 && !s.pending && s.pendingTriggers.length === 0) return s;
    s = passUntil(s, (t) => t.pending?.kind === 'banishFromGraveyard' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
  }
  return s;
}
const playBanishing = (s: GameState, d: CardDef, pick: boolean): GameState => answerBanish(activate(s, A, d)[0], A, pick);

describe('hvn0 part A', () => {
  it("'ameliorating-mantra': takes 2 wither counters off each of at most two chosen objects; it can float from the graveyard", () => {
    let s = newGame({ first: A });
    let x: string, y: string;
    [s, x] = place(s, B, horse, { counters: { wither: 3 } });
    [s, y] = place(s, A, horse, { counters: { wither: 1 } });
    s = play(s, A, def('ameliorating-mantra'), [objectTarget(x), objectTarget(y)]);
    expect(s.objects[x]!.counters.wither).toBe(1);
    expect(s.objects[y]!.counters.wither ?? 0).toBe(0);
    // Only one target: the second is left empty.
    s = play(s, A, def('ameliorating-mantra'), [objectTarget(x), null]);
    expect(s.objects[x]!.counters.wither ?? 0).toBe(0);
    let card: string;
    [s, card] = addCard(s, A, 'ameliorating-mantra', 'graveyard');
    expect(floatingMemoryCards(s, A)).toContain(card);
  });

  it("'ameliorating-mantra': rulings: one collective wither decision at the beginning of the main phase, then every wither counter is gone; none on the return from combat", () => {
    let s = passUntil(newGame({ first: A }), atMain(B));
    let x: string, y: string;
    [s, x] = place(s, A, horse, { counters: { wither: 4 } });
    [s, y] = place(s, A, horse, { counters: { wither: 1 } });
    s = play(s, B, def('ameliorating-mantra'), [objectTarget(x), null]);
    expect(s.objects[x]!.counters.wither).toBe(2);
    s = passUntil(s, (t) => t.pending?.kind === 'wither');
    if (s.pending?.kind !== 'wither') throw new Error('no wither decision');
    expect(s.pending.objects).toEqual(expect.arrayContaining([x, y]));
    const turn = s.turn;
    while (s.pending?.kind === 'wither') s = act(s, A, { type: 'payWither', card: null });
    expect(s.objects[x]).toBeUndefined();
    expect(s.objects[y]).toBeUndefined();
    s = passUntil(s, (t) => t.turn === turn && t.phase === 'end');
    expect(s.pending).toBeNull();
  });

  it("'annul-spell': a Spell card activation is negated unless its controller pays 3; 1 less from level 2", () => {
    const annul = def('annul-spell');
    let s = asChampion(newGame({ first: A }), A, { classes: ['CLERIC'], level: 1 });
    expect(cost(s, annul)).toBe(3);
    expect(cost(asChampion(s, A, { classes: ['CLERIC'], level: 2 }), annul)).toBe(2);
    s = asChampion(s, B, { classes: ['MAGE'], elements: ['WATER'] });
    s = passUntil(s, atMain(B));
    const respond = (t: GameState, spell: CardDef): GameState => {
      [t] = activate(t, B, spell);
      t = act(t, B, { type: 'pass' });
      const item = t.stack.at(-1)!.id;
      let card: string;
      [t, card] = addCard(withDef(t, annul), A, annul.slug);
      if (!legalActions(t, A).some((a) => a.type === 'activate' && a.card === card)) return t; // no legal target: it can't be activated
      t = act(t, A, { type: 'activate', card });
      t = payReserve(act(t, A, { type: 'chooseTarget', target: { kind: 'stack', id: item } }), A);
      return passUntil(t, (u) => u.pending?.kind === 'payToDo' || u.stack.length === 0);
    };
    // A Mage Spell: Bob may pay 3.
    const asked = respond(s, def('empowering-enlightenment'));
    expect(asked.pending?.kind === 'payToDo' && asked.pending.player).toBe(B);
    const declined = settle(act(asked, B, { type: 'mayAnswer', accept: false }));
    expect(player(declined, B).graveyard.some((c) => declined.cards[c]!.def === 'empowering-enlightenment')).toBe(true);
    expect(champion(declined, B).counters.enlighten ?? 0).toBe(0);
    let paid = asked;
    for (let i = 0; i < 3; i++) paid = act(paid, B, legalActions(paid, B).find((a) => a.type === 'chooseReserve')!);
    paid = settle(paid);
    expect(champion(paid, B).counters.enlighten).toBe(1);
    // Not a Spell (a Skill): it can't be chosen.
    const skill = respond(s, def('conniving-plans'));
    expect(skill.stack.length).toBe(1);
    expect(skill.stack[0]!.def).toBe('conniving-plans');
  });

  it("'ashwick-cremator': with the class bonus and an empty hand, 2 damage to each champion at the beginning of your end phase", () => {
    const run = (classes: string[], emptyHand: boolean) => {
      let s = asChampion(newGame({ first: A }), A, { classes, elements: ['FIRE'] });
      [s] = place(s, A, def('ashwick-cremator'));
      if (emptyHand) s = edit(s, (t) => { player(t, A).hand = []; });
      s = passUntil(s, (t) => t.phase === 'end' && t.stack.length > 0 || t.players[t.turnPlayer]!.id === B);
      s = settle(s);
      s = passUntil(s, atMain(B));
      return [champion(s, A).damage, champion(s, B).damage];
    };
    expect(run(['CLERIC'], true)).toEqual([2, 2]);
    expect(run(['CLERIC'], false)).toEqual([0, 0]);
    expect(run(['MAGE'], true)).toEqual([0, 0]);
  });

  it("'blazing-bowman': may banish a fire card from your graveyard for +2 power this turn; its attacks can't be retaliated", () => {
    const bowman = def('blazing-bowman');
    let s = asChampion(newGame({ first: A }), A, { classes: ['RANGER'], elements: ['FIRE'] });
    s = withDefs(s, fireCard);
    [s] = addCard(s, A, fireCard.slug, 'graveyard');
    const yes = playBanishing(s, bowman, true);
    const o = objectOf(yes, 'blazing-bowman').id;
    expect(power(yes, o)).toBe(4);
    expect(player(yes, A).banishment.length).toBe(1);
    const no = playBanishing(s, bowman, false);
    expect(power(no, objectOf(no, 'blazing-bowman').id)).toBe(2);
    // Bob's ally may retaliate against an ordinary attacker, never against the bowman.
    const retaliationOffered = (attackerDef: CardDef) => {
      let t = passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A));
      t = asChampion(t, A, { classes: ['RANGER'], elements: ['FIRE'] });
      let attacker: string, wolf: string;
      [t, attacker] = place(t, A, attackerDef, { enteredTurn: 0 });
      [t, wolf] = place(t, B, def('direwolf'), { enteredTurn: 0 });
      t = act(t, A, { type: 'attack', attacker });
      if (t.pending?.kind === 'attackDeclaration' && t.pending.draft.stage === 'weapon') t = act(t, A, { type: 'chooseWeapon', weapon: null });
      t = act(t, A, { type: 'chooseAttackTarget', target: wolf });
      let offered = false;
      passUntil(t, (u) => {
        offered ||= legalActions(u, B).some((a) => a.type === 'retaliate' && a.unit !== null);
        return !u.combat;
      });
      return offered;
    };
    expect(retaliationOffered(horse)).toBe(true);
    expect(retaliationOffered(bowman)).toBe(false);
    const later = passUntil(yes, atMain(B));
    expect(power(later, o)).toBe(2);
  });

  it("'byakkos-command': a buff counter on target Beast ally; a Shenju one wakes up", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['TAMER'], elements: ['WIND'] });
    let tiger: string, wolf: string;
    [s, tiger] = place(s, A, byakko, { rested: true });
    [s, wolf] = place(s, A, def('direwolf'), { rested: true });
    s = play(s, A, def('byakkos-command'), [objectTarget(tiger)]);
    expect(s.objects[tiger]!.counters.buff).toBe(1);
    expect(s.objects[tiger]!.rested).toBe(false);
    s = play(s, A, def('byakkos-command'), [objectTarget(wolf)]);
    expect(s.objects[wolf]!.counters.buff).toBe(1);
    expect(s.objects[wolf]!.rested).toBe(true);
    let h: string;
    [s, h] = place(s, A, horse);
    let card: string;
    [s, card] = addCard(withDef(s, def('byakkos-command')), A, 'byakkos-command');
    s = act(s, A, { type: 'activate', card });
    expect(legalActions(s, A)).not.toContainEqual({ type: 'chooseTarget', target: objectTarget(h) });
  });

  it("'caretaker-horse': with the class bonus, another target ally you control becomes fostered (even without Foster)", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['TAMER'] });
    let h: string;
    [s, h] = place(s, A, horse);
    s = play(s, A, def('caretaker-horse'), [], { triggerTargets: [objectTarget(h)] });
    expect(s.objects[h]!.fostered).toBe(true);
    let t = asChampion(newGame({ first: A }), A, { classes: ['MAGE'] });
    [t, h] = place(t, A, horse);
    t = play(t, A, def('caretaker-horse'), [], { triggerTargets: [objectTarget(h)] });
    expect(t.objects[h]!.fostered ?? false).toBe(false);
  });

  it("'courtside-beastkeeper': with the class bonus, Beast allies you control get +1 power", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['TAMER'] });
    let wolf: string, h: string, theirs: string;
    [s, wolf] = place(s, A, def('direwolf'));
    [s, h] = place(s, A, horse);
    [s, theirs] = place(s, B, def('direwolf'));
    [s] = place(s, A, def('courtside-beastkeeper'));
    expect([power(s, wolf), power(s, h), power(s, theirs)]).toEqual([3, 1, 2]);
    s = asChampion(s, A, { classes: ['MAGE'] });
    expect(power(s, wolf)).toBe(2);
  });

  it("'dire-requiem' and 'direwolf': a Direwolf; with the class bonus banish a fire card for another; Direwolves are sacrificed at your end phase", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['TAMER'], elements: ['FIRE'] });
    s = withDefs(s, fireCard, def('direwolf'));
    [s] = addCard(s, A, fireCard.slug, 'graveyard');
    const two = playBanishing(s, def('dire-requiem'), true);
    expect(objectsOf(two, 'direwolf').length).toBe(2);
    const one = playBanishing(s, def('dire-requiem'), false);
    expect(objectsOf(one, 'direwolf').length).toBe(1);
    const other = playBanishing(asChampion(s, A, { classes: ['MAGE'], elements: ['FIRE'] }), def('dire-requiem'), true);
    expect(objectsOf(other, 'direwolf').length).toBe(1);
    expect(player(other, A).banishment.length).toBe(0);
    const end = passUntil(two, atMain(B));
    expect(objectsOf(end, 'direwolf').length).toBe(0);
  });

  it("'direwolf-alpha': pride 2; with the class bonus On Enter may banish a fire card for a Direwolf; from level 2 other Wolves get +1 power", () => {
    const alpha = def('direwolf-alpha');
    expect(alpha.keywordValues?.pride).toBe(2);
    let s = asChampion(newGame({ first: A }), A, { classes: ['TAMER'], elements: ['FIRE'], level: 2 });
    s = withDefs(s, fireCard, def('direwolf'));
    [s] = addCard(s, A, fireCard.slug, 'graveyard');
    s = playBanishing(s, alpha, true);
    const wolf = objectOf(s, 'direwolf').id;
    const a = objectOf(s, 'direwolf-alpha').id;
    expect(power(s, wolf)).toBe(3);
    expect(power(s, a)).toBe(2);
    expect(power(asChampion(s, A, { classes: ['TAMER'], elements: ['FIRE'], level: 1 }), wolf)).toBe(2);
    expect(power(asChampion(s, A, { classes: ['MAGE'], elements: ['FIRE'], level: 2 }), wolf)).toBe(2);
  });

  it("'disciple-of-the-waves': Deluge 3, costs 1 less", () => {
    const d = def('disciple-of-the-waves');
    let s = asChampion(newGame({ first: A }), A, { classes: ['MAGE'], elements: ['WATER'] });
    s = withDefs(s, waterAlly);
    s = fillGraveyard(s, A, waterAlly.slug, 2);
    expect(cost(s, d)).toBe(3);
    s = fillGraveyard(s, A, waterAlly.slug, 1);
    expect(cost(s, d)).toBe(2);
  });

  it("'dissonant-fractal': On Enter glimpse 4; reservable while you control two other phantasias", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['CLERIC'], elements: ['WATER'] });
    [s] = activate(s, A, def('dissonant-fractal'));
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
    expect(s.pending?.kind).toBe('glimpse');
    s = settle(s);
    const f = objectOf(s, 'dissonant-fractal').id;
    expect(hasKeyword(s, s.objects[f]!, 'reservable')).toBe(false);
    [s] = place(s, A, def('lycoria'));
    expect(hasKeyword(s, s.objects[f]!, 'reservable')).toBe(false);
    [s] = place(s, A, def('lycoria'));
    expect(hasKeyword(s, s.objects[f]!, 'reservable')).toBe(true);
  });

  it("'dynasty-chancellor': intercept; facing North On Enter mills 2; Deluge 3 On Death draws a card", () => {
    const d = def('dynasty-chancellor');
    expect(d.keywords).toContain('intercept');
    const enter = (direction?: 'north' | 'south') => {
      let s = asChampion(newGame({ first: A }), A, { classes: ['MAGE'], elements: ['WATER'] });
      if (direction) s = edit(s, (t) => { t.masteries = { ...(t.masteries ?? {}), [A]: { def: 'shifting-currents', counters: {}, direction } }; });
      const before = grave(s).length;
      s = play(s, A, d);
      return grave(s).length - before;
    };
    expect(enter('north')).toBe(2);
    expect(enter('south')).toBe(0);
    expect(enter()).toBe(0);
    const die = (water: number) => {
      let s = asChampion(newGame({ first: A }), A, { classes: ['MAGE'], elements: ['WATER'] });
      s = fillGraveyard(withDefs(s, waterAlly), A, waterAlly.slug, water);
      let o: string;
      [s, o] = place(s, A, d);
      const hand = player(s, A).hand.length;
      s = play(s, A, slay, [objectTarget(o)]);
      expect(s.objects[o]).toBeUndefined();
      return player(s, A).hand.length - hand;
    };
    // The chancellor itself is in the graveyard as its On Death resolves.
    expect(die(1)).toBe(0);
    expect(die(2)).toBe(1);
  });

  it("'empowering-enlightenment': Empower 2 and an enlighten counter on your champion", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['MAGE'] });
    s = play(s, A, def('empowering-enlightenment'));
    expect(champion(s, A).counters.enlighten).toBe(1);
    expect(s.empower?.filter((e) => e.player === A).reduce((n, e) => n + e.amount, 0)).toBe(2);
  });

  it("'evanescent-winds': phantasia allies you control get +2 life this turn; class-bonus floating memory", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['CLERIC'], elements: ['WIND'] });
    const apparition = def('maiden-of-glimmers-dusk'); // a phantasia ally
    let mine: string, theirs: string, plain: string;
    [s, mine] = place(s, A, apparition);
    [s, theirs] = place(s, B, apparition);
    [s, plain] = place(s, A, horse);
    const plainLife = life(s, plain);
    s = play(s, A, def('evanescent-winds'));
    expect([life(s, mine), life(s, theirs), life(s, plain)]).toEqual([4, 2, plainLife]);
    expect(life(passUntil(s, atMain(B)), mine)).toBe(2);
    let card: string;
    [s, card] = addCard(s, A, 'evanescent-winds', 'graveyard');
    expect(floatingMemoryCards(s, A)).toContain(card);
    expect(floatingMemoryCards(asChampion(s, A, { classes: ['MAGE'] }), A)).not.toContain(card);
  });
});
