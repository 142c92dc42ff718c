// Older FTC cards (branch h5-u-older): slimes, Corhazi allies, songs and attacks.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { attackPower, retaliationCandidates } from '../../../src/engine/flow/combat.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, activateFromHand, addCard, addObject, atMain, champion, edit, mainPhaseOf, passUntil, play, player, withDef } from '../doa/support.js';
import { as, attackWithCard, bolt, fill, obj, paid, place } from '../doa/round2-helpers.js';
import { floatsFor } from '../doa/round3-helpers.js';
import { choices, drive } from '../doa/h5-older-helpers.js';

const def = scriptedDef;
type Cls = Parameters<typeof as>[2];
const ALL = ['FIRE', 'WATER', 'WIND', 'ARCANE', 'TERA'] as const;
const melody = defineCard({ slug: 'test-melody', name: 'Test Melody', types: ['ACTION'], subtypes: ['MELODY'], element: 'NORM', cost: reserve(0), speed: true }, {});
const harmony = defineCard({ slug: 'test-harmony', name: 'Test Harmony', types: ['ACTION'], subtypes: ['HARMONY'], element: 'NORM', cost: reserve(2), speed: true }, {});
const stat = (s: GameState, id: string, w: 'power' | 'life') => currentStat(s, s.objects[id]!, w);
const abilityIndexes = (s: GameState, who: typeof A, object: string) =>
  legalActions(s, who).flatMap((a) => (a.type === 'activateAbility' && a.object === object ? [a.index] : []));

describe("'anthem-of-vitality'", () => {
  it('target Animal or Beast ally: +3 life and spellshroud this turn; Harmonize: two buff counters on one you control', () => {
    const run = (withMelody: boolean) => {
      let s = as(mainPhaseOf(A), A, 'tamer', ...ALL);
      let steed: string;
      [s, steed] = addObject(s, A, 'trusty-steed');
      [s] = addObject(s, A, 'reliable-cavalier');
      if (withMelody) [s] = play(s, A, melody);
      const life = stat(s, steed, 'life')!;
      [s] = activateFromHand(s, A, def('anthem-of-vitality'), [obj(steed)]);
      s = drive(s, [steed]);
      expect(stat(s, steed, 'life')).toBe(life + 3 + (withMelody ? 2 : 0));
      expect(hasKeyword(s, s.objects[steed]!, 'spellshroud')).toBe(true);
      expect(hasKeyword(passUntil(s, atMain(B)), s.objects[steed]!, 'spellshroud')).toBe(false);
      return s.objects[steed]!.counters.buff ?? 0;
    };
    expect(run(false)).toBe(0);
    expect(run(true)).toBe(2);
    // A Human ally can't be its target.
    let s = as(mainPhaseOf(A), A, 'tamer', ...ALL);
    let knight: string;
    [s, knight] = addObject(s, A, 'reliable-cavalier');
    expect(() => activateFromHand(s, A, def('anthem-of-vitality'), [obj(knight)])).toThrow();
  });
});

describe("'corhazi-outlook'", () => {
  it('On Enter: a preparation counter; an Assassin may remove one in its turn: opponents activate no cards this turn, glimpse 1', () => {
    let s = fill(as(mainPhaseOf(A), A, 'assassin', ...ALL), A, 3);
    let card: string;
    [s, card] = activateFromHand(s, A, def('corhazi-outlook'));
    s = drive(s);
    expect(champion(s, A).counters.preparation).toBe(1);
    const outlook = Object.values(s.objects).find((o) => o.card === card)!.id;
    expect(abilityIndexes(s, A, outlook).length).toBe(1);
    s = act(s, A, { type: 'activateAbility', object: outlook, index: abilityIndexes(s, A, outlook)[0]! });
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
    s = drive(act(s, A, { type: 'glimpseChoice', card: (s.pending as { cards: string[] }).cards[0]!, where: 'top' }));
    expect(champion(s, A).counters.preparation ?? 0).toBe(0);
    // Bob may not activate cards now (he holds a fast card).
    let fast: string;
    [s, fast] = addCard(withDef(s, bolt), B, bolt.slug);
    s = act(s, A, { type: 'pass' });
    expect(legalActions(s, B).some((a) => a.type === 'activate' && a.card === fast)).toBe(false);
    // Not during an opponent's turn, and not for another class.
    let t = as(mainPhaseOf(B), A, 'assassin');
    let o: string;
    [t, o] = place(t, A, def('corhazi-outlook'));
    t = edit(t, (u) => { u.objects[player(u, A).champion!]!.counters.preparation = 1; });
    t = act(t, B, { type: 'pass' });
    expect(abilityIndexes(t, A, o)).toEqual([]);
    let m = as(mainPhaseOf(A), A, 'mage');
    [m, o] = place(m, A, def('corhazi-outlook'));
    m = edit(m, (u) => { u.objects[player(u, A).champion!]!.counters.preparation = 1; });
    expect(abilityIndexes(m, A, o)).toEqual([]);
  });
});

describe("'corhazi-trapper'", () => {
  it("On Enter: a preparation counter; rest it and remove one: target unit's attacks get -3 power this turn", () => {
    let s = fill(as(mainPhaseOf(B), A, 'assassin', ...ALL), A, 0);
    let trapper: string, steed: string;
    [s, trapper] = place(s, A, def('corhazi-trapper'));
    [s, steed] = addObject(s, B, 'giant-tortoise', { enteredTurn: 0, counters: { buff: 4 } });
    expect(abilityIndexes(act(s, B, { type: 'pass' }), A, trapper)).toEqual([]);
    s = edit(s, (u) => { u.objects[player(u, A).champion!]!.counters.preparation = 1; });
    s = act(s, B, { type: 'pass' });
    s = act(s, A, { type: 'activateAbility', object: trapper, index: abilityIndexes(s, A, trapper)[0]! });
    s = act(s, A, { type: 'chooseTarget', target: obj(steed) });
    s = drive(s);
    expect(s.objects[trapper]!.rested).toBe(true);
    expect(champion(s, A).counters.preparation ?? 0).toBe(0);
    s = passUntil(s, atMain(B));
    s = act(act(s, B, { type: 'attack', attacker: steed }), B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    expect(attackPower(s)).toBe(stat(s, steed, 'power')! - 3);
    expect(stat(s, steed, 'power')).toBe(5);
  });

  it('the enter counter comes from its On Enter ability', () => {
    let s = fill(as(mainPhaseOf(A), A, 'assassin', ...ALL), A, 4);
    [s] = activateFromHand(s, A, def('corhazi-trapper'));
    s = drive(s);
    expect(champion(s, A).counters.preparation).toBe(1);
  });
});

describe("'red-slime'", () => {
  it('pride 3; On Death (Tamer): damage equal to its last known power to all allies', () => {
    const run = (cls: Cls) => {
      let s = as(mainPhaseOf(A), A, cls);
      let slime: string, mine: string, theirs: string;
      [s, slime] = place(s, A, def('red-slime'));
      [s, mine] = addObject(s, A, 'giant-tortoise');
      [s, theirs] = addObject(s, B, 'giant-tortoise');
      s = edit(s, (u) => { u.objects[slime]!.counters.buff = 1; }); // power 4 as it dies
      [s] = play(s, A, bolt, [obj(slime)]);
      s = drive(s);
      return [s.objects[mine]?.damage ?? 'dead', s.objects[theirs]?.damage ?? 'dead', champion(s, B).damage];
    };
    expect(run('tamer')).toEqual([4, 4, 0]);
    expect(run('mage')).toEqual([0, 0, 0]);
    expect(def('red-slime').keywordValues?.pride).toBe(3);
  });
});

describe("'green-slime'", () => {
  it('pride 3; enters with two buff counters; On Leave (Tamer) its buff counters go on target ally you control', () => {
    let s = fill(as(mainPhaseOf(A), A, 'tamer', ...ALL), A, 4);
    let steed: string, card: string;
    [s, steed] = addObject(s, A, 'trusty-steed');
    [s, card] = activateFromHand(s, A, def('green-slime'));
    s = drive(s);
    const slime = Object.values(s.objects).find((o) => o.card === card)!.id;
    expect(s.objects[slime]!.counters.buff).toBe(2);
    s = edit(s, (u) => { u.objects[slime]!.counters.buff = 3; });
    [s] = activateFromHand(s, A, bolt, [obj(slime)]);
    s = drive(s, [steed]);
    expect(s.objects[slime]).toBeUndefined();
    expect(s.objects[steed]!.counters.buff).toBe(3);
    expect(def('green-slime').keywordValues?.pride).toBe(3);
  });
});

describe("'riptide-slash'", () => {
  it('On Attack (Warrior): glimpse 2; On Kill: you may mill one', () => {
    let s = as(mainPhaseOf(B), B, 'warrior', ...ALL);
    let squirrel: string;
    [s, squirrel] = addObject(s, A, 'woodland-squirrels');
    s = attackWithCard(s, B, def('riptide-slash'), squirrel);
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
    expect((s.pending as { cards: string[] }).cards.length).toBe(2);
    for (const card of [...(s.pending as { cards: string[] }).cards]) s = act(s, B, { type: 'glimpseChoice', card, where: 'top' });
    const top = player(s, B).mainDeck[0]!;
    s = drive(s, [], [true], (t) => !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
    expect(s.objects[squirrel]).toBeUndefined();
    expect(player(s, B).graveyard).toContain(top);
    // No glimpse for another class.
    let m = as(mainPhaseOf(B), B, 'mage', ...ALL);
    m = attackWithCard(m, B, def('riptide-slash'), champion(m, A).id);
    m = drive(m, [], [], (t) => t.pending?.kind === 'glimpse' || !t.combat);
    expect(m.pending?.kind).not.toBe('glimpse');
  });
});

describe("'seeking-shot'", () => {
  it('true sight from level 2; +3 power against a Human ally; no retaliation for a Ranger', () => {
    const run = (cls: Cls, slug: string) => {
      let s = as(mainPhaseOf(B), B, cls);
      let ally: string;
      [s, ally] = addObject(s, A, slug);
      s = attackWithCard(s, B, def('seeking-shot'), ally);
      return { power: attackPower(s), retaliators: retaliationCandidates(s).length };
    };
    const base = def('seeking-shot').power!;
    expect(run('ranger', 'reliable-cavalier')).toEqual({ power: base + 3, retaliators: 0 });
    expect(run('mage', 'reliable-cavalier')).toEqual({ power: base + 3, retaliators: 1 });
    expect(run('mage', 'trusty-steed').power).toBe(base);
    // True Sight: a stealthy ally can be its target only from level 2.
    const stealthTarget = (levels: number) => {
      let s = edit(as(mainPhaseOf(B), B, 'ranger'), (u) => { u.objects[player(u, B).champion!]!.counters.level = levels; });
      let hidden: string;
      [s, hidden] = addObject(s, A, 'woodland-squirrels');
      s = edit(s, (u) => { u.defs['woodland-squirrels']!.keywords = ['stealth']; });
      [s] = activateFromHand(s, B, def('seeking-shot'));
      s = passUntil(s, (t) => t.pending?.kind === 'attackDeclaration');
      if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, B, { type: 'chooseWeapon', weapon: null });
      return legalActions(s, B).some((a) => a.type === 'chooseAttackTarget' && a.target === hidden);
    };
    expect(stealthTarget(1)).toBe(true);
    expect(stealthTarget(0)).toBe(false);
  });
});

describe("'windrider-invoker'", () => {
  it('On Enter: you may remove two enlighten counters; if you do, draw a card and +3 power this turn', () => {
    const run = (counters: number, accept: boolean) => {
      let s = fill(as(mainPhaseOf(A), A, 'mage', ...ALL), A, 4);
      s = edit(s, (u) => { u.objects[player(u, A).champion!]!.counters.enlighten = counters; });
      let card: string;
      [s, card] = activateFromHand(s, A, def('windrider-invoker'));
      const hand = player(s, A).hand.length;
      s = drive(s, [], [accept]);
      const o = Object.values(s.objects).find((x) => x.card === card)!.id;
      return { left: champion(s, A).counters.enlighten ?? 0, drew: player(s, A).hand.length - hand, power: stat(s, o, 'power') };
    };
    expect(run(3, true)).toEqual({ left: 1, drew: 1, power: 4 });
    expect(run(3, false)).toEqual({ left: 3, drew: 0, power: 1 });
    expect(run(1, true)).toEqual({ left: 1, drew: 0, power: 1 });
  });
});

describe("'oceans-blessing'", () => {
  it('Ally Link: the linked ally gets +1 life and has taunt; Tamer Floating Memory', () => {
    let s = fill(as(mainPhaseOf(A), A, 'tamer', ...ALL), A, 3);
    let steed: string, card: string;
    [s, steed] = addObject(s, A, 'trusty-steed');
    const life = stat(s, steed, 'life')!;
    [s, card] = activateFromHand(s, A, def('oceans-blessing'), [obj(steed)]);
    s = drive(s);
    expect(Object.values(s.objects).some((o) => o.card === card)).toBe(true);
    expect(stat(s, steed, 'life')).toBe(life + 1);
    expect(hasKeyword(s, s.objects[steed]!, 'taunt')).toBe(true);
    expect(floatsFor(def('oceans-blessing'), 'tamer')).toBe(true);
    expect(floatsFor(def('oceans-blessing'), 'mage')).toBe(false);
  });
});

describe("'ordinary-bear'", () => {
  it('pride 2; Tamer Floating Memory', () => {
    expect(def('ordinary-bear').keywordValues?.pride).toBe(2);
    expect(floatsFor(def('ordinary-bear'), 'tamer')).toBe(true);
    expect(floatsFor(def('ordinary-bear'), 'warrior')).toBe(false);
    let s = mainPhaseOf(B);
    let bear: string;
    [s, bear] = place(s, B, def('ordinary-bear'), { enteredTurn: 0 });
    expect(() => act(s, B, { type: 'attack', attacker: bear })).toThrow();
  });
});

describe("'steady-verse'", () => {
  it('draws a card into memory; a Tamer or Cleric pays 1 less for the next Harmony action this turn', () => {
    const run = (cls: Cls) => {
      let s = fill(as(mainPhaseOf(A), A, cls), A, 4);
      const memory = player(s, A).memory.length;
      [s] = play(s, A, def('steady-verse'));
      // Two reserve cards and the drawn card went to memory.
      expect(player(s, A).memory.length).toBe(memory + 3);
      return [paid(withDef(s, harmony), A, harmony), paid(withDef(s, harmony), A, harmony)];
    };
    expect(run('cleric')[0]).toBe(1);
    expect(run('mage')[0]).toBe(2);
    void melody; void choices;
  });
});

describe("'guarded-dissipation'", () => {
  it('prevents the next X damage to target unit, X the greatest power among your Swords; draws a card at level 1+', () => {
    const run = (cls: Cls | null, swords: number[]) => {
      let s = mainPhaseOf(A);
      if (cls) s = as(s, A, cls, 'WATER'); else s = edit(s, (u) => { const d = u.defs[u.objects[player(u, A).champion!]!.def]!; d.elements = [...d.elements, 'WATER']; });
      for (const p of swords) {
        let w: string;
        [s, w] = addObject(s, A, 'training-sword');
        s = edit(s, (u) => { u.objects[w]!.counters.buff = 0; });
        if (p > 0) s = edit(s, (u) => { u.effects = [...u.effects, { id: `e-test-${w}`, object: w, stat: 'power', amount: p, duration: 'untilEndOfTurn', timestamp: 1, controller: A }] as typeof u.effects; });
      }
      [s] = addObject(s, B, 'training-sword'); // not yours: never counted
      const hand = player(s, A).hand.length;
      const cost = paid(s, A, def('guarded-dissipation'), [obj(champion(s, A).id)]);
      [s] = play(s, A, def('guarded-dissipation'), [obj(champion(s, A).id)]);
      const drew = player(s, A).hand.length - hand + cost;
      [s] = play(s, A, bolt, [obj(champion(s, A).id)]);
      return { damage: champion(s, A).damage, drew };
    };
    const swordPower = (() => { const s = addObject(mainPhaseOf(A), A, 'training-sword'); return stat(s[0], s[1], 'power')!; })();
    expect(run('warrior', [0, 2])).toEqual({ damage: 5 - (swordPower + 2), drew: 1 });
    expect(run('warrior', [])).toEqual({ damage: 5, drew: 1 });
    expect(run(null, [0]).drew).toBe(0);
  });
});

describe("'imperious-highlander'", () => {
  it('On Enter: +X power this turn, X how many more allies the target opponent controls than you', () => {
    const run = (theirs: number, mine: number) => {
      let s = fill(as(mainPhaseOf(A), A, 'warrior'), A, 4);
      for (let i = 0; i < theirs; i++) [s] = addObject(s, B, 'woodland-squirrels');
      for (let i = 0; i < mine; i++) [s] = addObject(s, A, 'woodland-squirrels');
      let card: string;
      [s, card] = activateFromHand(s, A, def('imperious-highlander'));
      s = drive(s, [B]);
      const o = Object.values(s.objects).find((x) => x.card === card)!.id;
      const gain = stat(s, o, 'power')! - def('imperious-highlander').power!;
      expect(stat(passUntil(s, atMain(B)), o, 'power')).toBe(def('imperious-highlander').power);
      return gain;
    };
    // The Highlander counts among your allies once it has entered.
    expect(run(4, 0)).toBe(3);
    expect(run(4, 2)).toBe(1);
    expect(run(1, 0)).toBe(0);
  });
});
