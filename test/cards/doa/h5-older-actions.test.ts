// Older DOA action cards (branch h5-u-older): songs, suppressions, prevention and the like.
import { describe, expect, it } from 'vitest';
import { dealUnpreventableDamage, defineCard, reserve, yourChampion } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { championLevel, currentStat } from '../../../src/engine/state/query.js';
import { A, B, act, activateFromHand, addCard, addObject, champion, edit, mainPhaseOf, passUntil, play, player, resolveAll, atMain, withDef } from './support.js';
import { as, bolt, fill, obj, paid } from './round2-helpers.js';
import { floatsFor } from './round3-helpers.js';

const def = scriptedDef;
type Cls = Parameters<typeof as>[2];

/** A test-only Melody action, to turn Harmonize on. */
const melody = defineCard({ slug: 'test-melody', name: 'Test Melody', types: ['ACTION'], subtypes: ['MELODY'], element: 'NORM', cost: reserve(0), speed: true }, {});
/** A test-only action dealing 3 unpreventable damage to its controller's own champion. */
const unpreventable = defineCard({ slug: 'test-unpreventable', name: 'Test Unpreventable', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [dealUnpreventableDamage(yourChampion(), 3)] });

const stats = (s: GameState, id: string) => [currentStat(s, s.objects[id]!, 'power'), currentStat(s, s.objects[id]!, 'life')];
const nextTurn = (s: GameState) => passUntil(s, atMain(B));

/** Answer the pending "may" of `who` once it is asked. */
function answer(s: GameState, who: PlayerId, accept: boolean): GameState {
  s = passUntil(s, (t) => t.pending?.kind === 'may');
  return act(s, who, { type: 'mayAnswer', accept });
}

describe("'song-of-nurturing'", () => {
  it('allies you control get +2 life, and +1 power too with a Tamer champion, until end of turn', () => {
    const run = (cls: Cls) => {
      let s = as(mainPhaseOf(A), A, cls);
      let mine: string, theirs: string;
      [s, mine] = addObject(s, A, 'trusty-steed');
      [s, theirs] = addObject(s, B, 'trusty-steed');
      const before = stats(s, mine);
      [s] = play(s, A, def('song-of-nurturing'));
      expect(stats(s, theirs)).toEqual(before);
      const after = stats(s, mine);
      expect(stats(nextTurn(s), mine)).toEqual(before);
      return [after[0]! - before[0]!, after[1]! - before[1]!];
    };
    expect(run('tamer')).toEqual([1, 2]);
    expect(run('mage')).toEqual([0, 2]);
  });
});

describe("'empowering-harmony'", () => {
  it('+2 level until end of turn; a Tamer who activated a Melody this turn draws a card (Harmonize)', () => {
    const run = (cls: Cls, withMelody: boolean) => {
      let s = as(mainPhaseOf(A), A, cls);
      if (withMelody) [s] = play(s, A, melody);
      const hand = player(s, A).hand.length;
      const level = championLevel(s, A);
      [s] = play(s, A, def('empowering-harmony'));
      expect(championLevel(s, A)).toBe(level + 2);
      return player(s, A).hand.length - hand;
    };
    // The card itself and its 2 reserve leave the hand (-3); the draw gives one back.
    expect(run('tamer', true)).toBe(run('tamer', false) + 1);
    expect(run('mage', true)).toBe(run('mage', false));
  });
});

describe("'aqueous-enchanting'", () => {
  it('allies you control get +1 power or +1 life, chosen as it resolves; Warrior Floating Memory', () => {
    const run = (power: boolean) => {
      let s = as(mainPhaseOf(A), A, 'warrior', 'WATER');
      let mine: string;
      [s, mine] = addObject(s, A, 'trusty-steed');
      const before = stats(s, mine);
      [s] = activateFromHand(s, A, def('aqueous-enchanting'));
      s = resolveAll(answer(s, A, power));
      return [stats(s, mine)[0]! - before[0]!, stats(s, mine)[1]! - before[1]!];
    };
    expect(run(true)).toEqual([1, 0]);
    expect(run(false)).toEqual([0, 1]);
    expect(floatsFor(def('aqueous-enchanting'), 'warrior')).toBe(true);
    expect(floatsFor(def('aqueous-enchanting'), 'tamer')).toBe(false);
  });
});

describe("'give-bath'", () => {
  it('removes all damage from target ally; Tamer Floating Memory', () => {
    let s = as(mainPhaseOf(A), A, 'tamer', 'WATER');
    let ally: string;
    [s, ally] = addObject(s, B, 'giant-tortoise', { damage: 3 });
    [s] = play(s, A, def('give-bath'), [obj(ally)]);
    expect(s.objects[ally]!.damage).toBe(0);
    expect(floatsFor(def('give-bath'), 'tamer')).toBe(true);
    expect(floatsFor(def('give-bath'), 'cleric')).toBe(false);
  });
});

describe("'imbue-in-frost'", () => {
  it('+2 power this turn to a Sword of yours it targets; Warrior Floating Memory', () => {
    let s = as(mainPhaseOf(A), A, 'warrior', 'WATER');
    let sword: string, theirs: string;
    [s, sword] = addObject(s, A, 'training-sword');
    [s, theirs] = addObject(s, B, 'training-sword');
    const before = currentStat(s, s.objects[sword]!, 'power')!;
    const [t] = activateFromHand(s, A, def('imbue-in-frost'));
    void t;
    let u: GameState;
    [u] = play(s, A, def('imbue-in-frost'), [obj(sword)]);
    expect(currentStat(u, u.objects[sword]!, 'power')).toBe(before + 2);
    expect(currentStat(u, u.objects[theirs]!, 'power')).toBe(before);
    expect(currentStat(nextTurn(u), u.objects[sword]!, 'power')).toBe(before);
    expect(() => play(s, A, def('imbue-in-frost'), [obj(theirs)])).toThrow();
    expect(floatsFor(def('imbue-in-frost'), 'warrior')).toBe(true);
    expect(floatsFor(def('imbue-in-frost'), 'mage')).toBe(false);
  });
});

describe("'blissful-calling'", () => {
  it('looks at the top five cards: an Animal or Beast may go to hand, the rest to the bottom', () => {
    let s = mainPhaseOf(A);
    const deck = ['smoke-out', 'trusty-steed', 'smoke-out', 'blitz-mage', 'smoke-out'];
    const ids: string[] = [];
    for (const slug of [...deck].reverse()) { let id: string; [s, id] = addCard(s, A, slug, 'mainDeck'); ids.unshift(id); }
    [s] = activateFromHand(s, A, def('blissful-calling'));
    s = passUntil(s, (t) => t.pending?.kind === 'lookAndTake');
    const takeable = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target && 'id' in a.target ? [a.target.id] : []));
    expect(takeable).toEqual([ids[1]]);
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: ids[1]! } });
    while (s.pending?.kind === 'lookAndTake') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseTarget')!);
    s = resolveAll(s);
    expect(player(s, A).hand).toContain(ids[1]);
    const bottom = player(s, A).mainDeck.slice(-4);
    expect([...bottom].sort()).toEqual([ids[0], ids[2], ids[3], ids[4]].sort());
  });
});

describe("'extortion-scheme'", () => {
  it("suppresses up to one target opponent's ally; an Assassin also gets a preparation counter", () => {
    let s = as(mainPhaseOf(A), A, 'assassin', 'WIND');
    let ally: string;
    [s, ally] = addObject(s, B, 'trusty-steed');
    const card = s.objects[ally]!.card;
    [s] = play(s, A, def('extortion-scheme'), [obj(ally)]);
    expect(s.objects[ally]).toBeUndefined();
    expect(player(s, B).banishment).toContain(card);
    expect(champion(s, A).counters.preparation).toBe(1);
    s = nextTurn(s);
    expect(Object.values(s.objects).some((o) => o.card === card && o.controller === B)).toBe(true);
    // No target is fine ("up to one"); a Warrior gets no counter.
    let t = as(mainPhaseOf(A), A, 'warrior', 'WIND');
    [t] = play(t, A, def('extortion-scheme'), [null]);
    expect(champion(t, A).counters.preparation ?? 0).toBe(0);
  });
});

describe("'scattering-gusts'", () => {
  it('suppresses up to two target allies; a Mage or Cleric puts an enlighten counter on the champion', () => {
    let s = as(mainPhaseOf(A), A, 'cleric', 'WIND');
    let a1: string, a2: string;
    [s, a1] = addObject(s, B, 'trusty-steed');
    [s, a2] = addObject(s, A, 'rotund-squirrel');
    s = fill(s, A, 4);
    [s] = play(s, A, def('scattering-gusts'), [obj(a1), obj(a2)]);
    expect(s.objects[a1]).toBeUndefined();
    expect(s.objects[a2]).toBeUndefined();
    expect(champion(s, A).counters.enlighten).toBe(1);
    let t = fill(as(mainPhaseOf(A), A, 'tamer', 'WIND'), A, 4);
    [t] = play(t, A, def('scattering-gusts'), [null, null]);
    expect(champion(t, A).counters.enlighten ?? 0).toBe(0);
  });
});

describe("'song-of-return'", () => {
  it('returns up to two target allies you control to hand; 1 less for a Tamer', () => {
    let s = as(mainPhaseOf(A), A, 'tamer', 'WIND');
    let a1: string, a2: string;
    [s, a1] = addObject(s, A, 'trusty-steed');
    [s, a2] = addObject(s, A, 'rotund-squirrel');
    const c1 = s.objects[a1]!.card, c2 = s.objects[a2]!.card;
    s = fill(s, A, 4);
    expect(paid(s, A, def('song-of-return'), [obj(a1), obj(a2)])).toBe(2);
    expect(paid(as(s, A, 'mage', 'WIND'), A, def('song-of-return'), [obj(a1), obj(a2)])).toBe(3);
    [s] = play(s, A, def('song-of-return'), [obj(a1), obj(a2)]);
    expect(player(s, A).hand).toEqual(expect.arrayContaining([c1, c2]));
    let theirs: string;
    [s, theirs] = addObject(s, B, 'trusty-steed');
    expect(() => play(s, A, def('song-of-return'), [obj(theirs)])).toThrow();
  });
});

describe("'spellshield-arcane'", () => {
  it('prevents the next damage to your champion and gives that many enlighten counters; 1 less for a Mage', () => {
    let s = fill(as(mainPhaseOf(A), A, 'mage', 'ARCANE'), A, 4);
    expect(paid(s, A, def('spellshield-arcane'))).toBe(2);
    expect(paid(as(s, A, 'tamer', 'ARCANE'), A, def('spellshield-arcane'))).toBe(3);
    [s] = play(s, A, def('spellshield-arcane'));
    [s] = play(s, A, bolt, [obj(champion(s, A).id)]);
    expect(champion(s, A).damage).toBe(0);
    expect(champion(s, A).counters.enlighten).toBe(5);
    // Only the next time: a second bolt hits.
    [s] = play(s, A, bolt, [obj(champion(s, A).id)]);
    expect(champion(s, A).damage).toBe(5);
  });

  it('unpreventable damage: nothing prevented, no enlighten counters (ruling)', () => {
    let s = fill(as(mainPhaseOf(A), A, 'mage', 'ARCANE'), A, 4);
    [s] = play(s, A, def('spellshield-arcane'));
    [s] = play(s, A, unpreventable);
    expect(champion(s, A).damage).toBe(3);
    expect(champion(s, A).counters.enlighten ?? 0).toBe(0);
  });
});

describe("'invoke-dominance'", () => {
  it('+3 level until end of turn; no non-ally cards for you this turn; preserved into the material deck', () => {
    let s = as(mainPhaseOf(A), A, 'tamer', 'TERA');
    let card: string;
    const level = championLevel(s, A);
    [s, card] = play(s, A, def('invoke-dominance'));
    expect(championLevel(s, A)).toBe(level + 3);
    expect(player(s, A).materialDeck).toContain(card);
    let action: string, ally: string;
    [s, action] = addCard(s, A, 'smoke-out');
    [s, ally] = addCard(s, A, 'woodland-squirrels');
    const activatable = legalActions(s, A).flatMap((a) => (a.type === 'activate' ? [a.card] : []));
    expect(activatable).toContain(ally);
    expect(activatable).not.toContain(action);
    s = nextTurn(s);
    expect(championLevel(s, A)).toBe(level);
    void edit;
  });
});

describe("'harness-mana'", () => {
  it('puts any amount of cards from your hand into your memory, one chosen at a time; Mage Floating Memory', () => {
    let s = mainPhaseOf(A);
    s = edit(s, (t) => { player(t, A).hand = []; player(t, A).memory = []; });
    let a: string, b: string, c: string;
    [s, a] = addCard(s, A, 'smoke-out');
    [s, b] = addCard(s, A, 'smoke-out');
    [s, c] = addCard(s, A, 'smoke-out');
    [s] = activateFromHand(s, A, def('harness-mana'));
    // Accept twice (a, then c), decline the third offer.
    s = passUntil(s, (t) => t.pending?.kind === 'may');
    s = act(s, A, { type: 'mayAnswer', accept: true });
    s = act(s, A, legalActions(s, A).find((x) => x.type === 'chooseCard' && x.card === a) ?? legalActions(s, A).find((x) => x.type === 'chooseTarget' && x.target && 'id' in x.target && x.target.id === a)!);
    s = passUntil(s, (t) => t.pending?.kind === 'may');
    s = act(s, A, { type: 'mayAnswer', accept: true });
    s = act(s, A, legalActions(s, A).find((x) => x.type === 'chooseCard' && x.card === c) ?? legalActions(s, A).find((x) => x.type === 'chooseTarget' && x.target && 'id' in x.target && x.target.id === c)!);
    s = passUntil(s, (t) => t.pending?.kind === 'may');
    s = resolveAll(act(s, A, { type: 'mayAnswer', accept: false }));
    expect(player(s, A).memory).toEqual(expect.arrayContaining([a, c]));
    expect(player(s, A).memory).toHaveLength(2);
    expect(player(s, A).hand).toEqual([b]);
    expect(floatsFor(def('harness-mana'), 'mage')).toBe(true);
    expect(floatsFor(def('harness-mana'), 'cleric')).toBe(false);
  });
});

describe("'power-overwhelming'", () => {
  it('remove any amount of enlighten counters: +1 level until end of turn for each one removed', () => {
    let s = as(mainPhaseOf(A), A, 'mage', 'ARCANE');
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.enlighten = 3; });
    const level = championLevel(s, A);
    [s] = activateFromHand(s, A, def('power-overwhelming'));
    for (const accept of [true, true, false]) {
      s = passUntil(s, (t) => t.pending?.kind === 'may');
      s = act(s, A, { type: 'mayAnswer', accept });
    }
    s = resolveAll(s);
    expect(champion(s, A).counters.enlighten).toBe(1);
    expect(championLevel(s, A)).toBe(level + 2);
    expect(championLevel(nextTurn(s), A)).toBe(level);
    // No counters: nothing is asked.
    let t = as(mainPhaseOf(A), A, 'mage', 'ARCANE');
    [t] = play(t, A, def('power-overwhelming'));
    expect(championLevel(t, A)).toBe(level);
  });
});

describe("'reckless-conversion'", () => {
  it('draws two into memory, banishes four at random from it; a Mage then returns the whole memory to hand', () => {
    const run = (cls: Cls) => {
      let s = as(mainPhaseOf(A), A, cls, 'ARCANE');
      s = edit(s, (t) => { player(t, A).memory = []; });
      for (let i = 0; i < 4; i++) [s] = addCard(s, A, 'smoke-out', 'memory');
      const hand = player(s, A).hand.length;
      const banished = player(s, A).banishment.length;
      [s] = play(s, A, def('reckless-conversion'));
      return { memory: player(s, A).memory.length, banished: player(s, A).banishment.length - banished, hand: player(s, A).hand.length - hand };
    };
    // Six cards in memory, four banished: two left; a Mage takes them back.
    expect(run('warrior')).toEqual({ memory: 2, banished: 4, hand: 0 });
    expect(run('mage')).toEqual({ memory: 0, banished: 4, hand: 2 });
  });
});

describe("'arcane-disposition'", () => {
  it('draws two (three for a Mage); the whole hand is discarded at the beginning of the next end phase', () => {
    const run = (cls: Cls) => {
      let s = as(mainPhaseOf(A), A, cls, 'ARCANE');
      const hand = player(s, A).hand.length;
      const cost = paid(s, A, def('arcane-disposition'));
      [s] = play(s, A, def('arcane-disposition'));
      const drawn = player(s, A).hand.length - hand + cost; // its reserve left the hand (the card itself was added and used)
      const inHand = [...player(s, A).hand];
      s = passUntil(s, (t) => t.phase === 'end' && t.pending?.kind === 'chooseCard');
      while (s.pending?.kind === 'chooseCard') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseCard')!);
      s = resolveAll(s);
      expect(player(s, A).hand).toEqual([]);
      expect(player(s, A).graveyard).toEqual(expect.arrayContaining(inHand));
      return drawn;
    };
    expect(run('mage')).toBe(3);
    expect(run('warrior')).toBe(2);
  });
});

describe("'cry-for-help'", () => {
  it('moves an attack on your champion to an ally you control, chosen as it resolves; +1 life to it for a Tamer', () => {
    const run = (cls: Cls, atChampion: boolean) => {
      let s = as(mainPhaseOf(B), A, cls, 'WIND');
      let attacker: string, mine: string, other: string;
      [s, attacker] = addObject(s, B, 'trusty-steed', { enteredTurn: 0 });
      [s, mine] = addObject(s, A, 'giant-tortoise');
      [s, other] = addObject(s, A, 'rotund-squirrel');
      const target = atChampion ? champion(s, A).id : other;
      s = act(act(s, B, { type: 'attack', attacker }), B, { type: 'chooseAttackTarget', target });
      s = passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.opportunity !== undefined && t.players[t.opportunity!.player]!.id === A);
      const life = currentStat(s, s.objects[mine]!, 'life')!;
      [s] = activateFromHand(s, A, def('cry-for-help'));
      s = passUntil(s, (t) => t.pending?.kind === 'chooseObjects' || t.stack.length === 0);
      if (s.pending?.kind === 'chooseObjects') {
        const offered = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target && 'id' in a.target ? [a.target.id] : []));
        expect(offered).not.toContain(attacker);
        s = act(s, A, { type: 'chooseTarget', target: obj(mine) });
      }
      return { defender: s.combat?.defender === mine ? 'ally' : s.combat?.defender === target ? 'unchanged' : 'other', life: currentStat(s, s.objects[mine]!, 'life')! - life };
    };
    expect(run('tamer', true)).toEqual({ defender: 'ally', life: 1 });
    expect(run('mage', true)).toEqual({ defender: 'ally', life: 0 });
    // An attack on one of your allies is not moved.
    expect(run('tamer', false)).toEqual({ defender: 'unchanged', life: 0 });
  });

  it("does nothing to your own attack on an opponent's champion", () => {
    let s = passUntil(as(mainPhaseOf(B), A, 'tamer', 'WIND'), atMain(A));
    let attacker: string, mine: string;
    [s, attacker] = addObject(s, A, 'trusty-steed', { enteredTurn: 0 });
    [s, mine] = addObject(s, A, 'giant-tortoise');
    s = act(act(s, A, { type: 'attack', attacker }), A, { type: 'chooseAttackTarget', target: champion(s, B).id });
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.opportunity !== undefined && t.players[t.opportunity!.player]!.id === A);
    [s] = activateFromHand(s, A, def('cry-for-help'));
    s = passUntil(s, (t) => t.pending?.kind === 'chooseObjects' || t.stack.length === 0);
    expect(s.pending?.kind).not.toBe('chooseObjects');
    expect(s.combat?.defender).toBe(champion(s, B).id);
    void mine;
  });
});

describe("'erupting-rhapsody'", () => {
  it('banish any fire cards from your graveyard for +1 level each; Harmonize: LV damage split among units you choose', () => {
    let s = as(mainPhaseOf(A), A, 'mage', 'FIRE');
    const fires: string[] = [];
    for (let i = 0; i < 3; i++) { let c: string; [s, c] = addCard(s, A, 'smoke-out', 'graveyard'); fires.push(c); }
    let ally: string;
    [s, ally] = addObject(s, B, 'giant-tortoise');
    [s] = play(s, A, melody);
    const level = championLevel(s, A);
    [s] = activateFromHand(s, A, def('erupting-rhapsody'));
    s = passUntil(s, (t) => t.pending?.kind === 'banishFromGraveyard');
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: fires[0]! } });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: fires[1]! } });
    s = act(s, A, { type: 'chooseTarget', target: null });
    s = passUntil(s, (t) => t.pending?.kind === 'splitDamage');
    expect(championLevel(s, A)).toBe(level + 2);
    // LV points, one at a time: all but one to the tortoise, one to Bob's champion; no stopping once started.
    const lv = level + 2;
    for (let i = 0; i < lv - 1; i++) s = act(s, A, { type: 'chooseTarget', target: obj(ally) });
    expect(legalActions(s, A).some((a) => a.type === 'chooseTarget' && a.target === null)).toBe(false);
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: obj(champion(s, B).id) }));
    expect(s.objects[ally]?.damage ?? 'dead').toBe(lv - 1 >= 6 ? 'dead' : lv - 1);
    expect(champion(s, B).damage).toBe(1);
    expect(player(s, A).banishment).toEqual(expect.arrayContaining([fires[0], fires[1]]));
    expect(player(s, A).graveyard).toContain(fires[2]);
  });

  it('without a Melody this turn: levels only, no damage', () => {
    let s = as(mainPhaseOf(A), A, 'mage', 'FIRE');
    let fire: string;
    [s, fire] = addCard(s, A, 'smoke-out', 'graveyard');
    const level = championLevel(s, A);
    [s] = activateFromHand(s, A, def('erupting-rhapsody'));
    s = passUntil(s, (t) => t.pending?.kind === 'banishFromGraveyard');
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: fire } }));
    expect(championLevel(s, A)).toBe(level + 1);
    expect(champion(s, B).damage).toBe(0);
  });
});

describe("'call-the-pack'", () => {
  it('one Beast ally card from hand onto the field per Animal ally of yours, if you wish; 2 less for a Tamer', () => {
    let s = as(mainPhaseOf(A), A, 'tamer', 'TERA');
    s = withDef(withDef(s, def('blue-slime')), def('red-slime'));
    [s] = addObject(s, A, 'woodland-squirrels');
    [s] = addObject(s, A, 'rotund-squirrel');
    [s] = addObject(s, B, 'woodland-squirrels'); // not yours
    let b1: string, b2: string, b3: string, plain: string;
    [s, b1] = addCard(s, A, 'blue-slime');
    [s, b2] = addCard(s, A, 'red-slime');
    [s, b3] = addCard(s, A, 'blue-slime');
    [s, plain] = addCard(s, A, 'trusty-steed');
    s = fill(s, A, 4);
    expect(paid(s, A, def('call-the-pack'))).toBe(2);
    expect(paid(as(s, A, 'mage', 'TERA'), A, def('call-the-pack'))).toBe(4);
    [s] = activateFromHand(s, A, def('call-the-pack'));
    s = passUntil(s, (t) => t.pending?.kind === 'handToField');
    const offered = legalActions(s, A).flatMap((a) => (a.type === 'chooseCard' ? [a.card] : []));
    expect(offered).toEqual(expect.arrayContaining([b1, b2, b3]));
    expect(offered).not.toContain(plain);
    s = act(s, A, { type: 'chooseCard', card: b1 });
    s = resolveAll(act(s, A, { type: 'chooseCard', card: b2 }));
    const onField = (c: string) => Object.values(s.objects).some((o) => o.card === c && o.controller === A);
    expect([onField(b1), onField(b2), onField(b3)]).toEqual([true, true, false]);
    expect(player(s, A).hand).toContain(b3);
  });
});
