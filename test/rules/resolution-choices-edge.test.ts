// Edge choices made while something resolves: Preserve competing with banishment, modes that can be
// chosen only once per card instance, the order Phantasmagoria puts a graveyard under the deck, and
// Shifting Currents' optional change of direction.
import { describe, expect, it } from 'vitest';
import { atBeginningOfYourRecollection, defineCard, draw, reserve } from '../../src/cards/define.js';
import type { Ability, CardDef } from '../../src/cards/vocabulary.js';
import { answerTriggerMode } from '../../src/engine/play/activation.js';
import { answerOrderBottom } from '../../src/engine/effects/mastery-abilities.js';
import { decide, offered } from './decision-helpers.js';
import { RULES } from '../../src/engine/rules-refs.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { parseGameState } from '../../src/engine/schema.js';
import { preservedCards } from '../../src/engine/effects/preserve.js';
import { forgetCardInstance, modesChosen } from '../../src/engine/effects/ability-tracking.js';
import { abilitySources } from '../../src/engine/state/query.js';
import { A, act, addCard, addObject, atMain, edit, newGame, passUntil, player, refuse, withDef } from '../engine/helpers.js';
import { resolveAll } from './copy-helpers.js';
import { scriptedDef } from '../../src/cards/scripts/index.js';

const phantasmagoria = scriptedDef('phantasmagoria');
const shiftingCurrents = scriptedDef('shifting-currents');

const start = () => passUntil(newGame({ first: A }), atMain(A));

/** A cost-0 fast action with Preserve and Ephemerate (cost 0 from the graveyard too) that draws a card. */
const keepsake: CardDef = {
  ...defineCard({ slug: 'test-keepsake', name: 'Test Keepsake', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [draw(1)] }),
  keywords: ['preserve', 'ephemerate'],
  activationValues: { ephemerate: 0 },
};

describe('Preserve against banishment as it resolves (glossary/keywords-and-abilities.md#preserve)', () => {
  /** Alice activates the keepsake from her graveyard (Ephemerate) and lets it resolve up to the question. */
  function ephemerateKeepsake(): [GameState, string] {
    let s = withDef(start(), keepsake);
    let c: string;
    [s, c] = addCard(s, A, keepsake.slug, 'graveyard');
    s = act(s, A, { type: 'ephemerate', card: c });
    expect(s.stack[s.stack.length - 1]!.ephemeral).toBe(true);
    return [resolveAll(s), c];
  }

  it('Preserve (keywords-and-abilities.md#preserve): a Preserve card that an Ephemerate activation would banish asks its controller, yes: it is preserved', () => {
    let [s, c] = ephemerateKeepsake();
    expect(s.pending?.kind).toBe('may');
    expect(s.pending?.player).toBe(A);
    expect(legalActions(s, A).filter((a) => a.type === 'mayAnswer')).toHaveLength(2);
    expect(() => parseGameState(JSON.parse(JSON.stringify(s)))).not.toThrow();
    const hand = player(s, A).hand.length;
    s = act(s, A, { type: 'mayAnswer', accept: true });
    expect(preservedCards(s, A)).toContain(c);
    expect(player(s, A).banishment).not.toContain(c);
    expect(player(s, A).graveyard).not.toContain(c);
    // The card's own effect happened exactly once, and the game goes on.
    expect(player(s, A).hand.length).toBe(hand);
    expect(s.pending).toBeNull();
  });

  it('Preserve (keywords-and-abilities.md#preserve): answering no lets the banishment happen instead', () => {
    let [s, c] = ephemerateKeepsake();
    s = act(s, A, { type: 'mayAnswer', accept: false });
    expect(player(s, A).banishment).toContain(c);
    expect(preservedCards(s, A)).not.toContain(c);
    expect(player(s, A).materialDeck).not.toContain(c);
  });

  it('Preserve (keywords-and-abilities.md#preserve): with nothing competing, the card is preserved as it resolves, without a question', () => {
    let s = withDef(start(), keepsake);
    let c: string;
    [s, c] = addCard(s, A, keepsake.slug);
    s = act(s, A, { type: 'activate', card: c });
    s = resolveAll(s);
    expect(s.pending).toBeNull();
    expect(preservedCards(s, A)).toContain(c);
  });
});

describe('Modes that can be chosen only once (glossary/game-terms.md#modes, abilities-ability-tracking.md#general-rules)', () => {
  /** An item whose free activated ability offers three modes, each choosable once (as Devouring Malice's or Hunt Weiss King's). */
  const modal: Ability = { kind: 'activated', costs: [], speed: 'fast', effects: [], modesOnce: true, modes: [{ effects: [draw(1)] }, { effects: [draw(2)] }, { effects: [draw(3)] }] };
  const relic: CardDef = { ...defineCard({ slug: 'test-modal-relic', name: 'Test Modal Relic', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {}), abilities: [modal] };

  function withRelic(): [GameState, string] {
    let s = withDef(start(), relic);
    let o: string;
    [s, o] = addObject(s, A, relic.slug);
    return [s, o];
  }
  const use = (s: GameState, o: string, mode: number) => resolveAll(act(act(s, A, { type: 'activateAbility', object: o, index: 0 }), A, { type: 'chooseMode', mode }));

  it('Modes (game-terms.md#modes): a mode already chosen is no longer offered and is refused, citing ability tracking', () => {
    let [s, o] = withRelic();
    let t = act(s, A, { type: 'activateAbility', object: o, index: 0 });
    expect(t.pending?.kind === 'activation' && t.pending.draft.stage).toBe('mode');
    expect(legalActions(t, A).filter((a) => a.type === 'chooseMode')).toEqual([0, 1, 2].map((mode) => ({ type: 'chooseMode', mode })));
    const hand = player(s, A).hand.length;
    s = use(s, o, 1);
    expect(player(s, A).hand.length).toBe(hand + 2); // the chosen mode's effect
    expect(modesChosen(s, s.objects[o]!, abilitySources(s, s.objects[o]!)[0]!)).toEqual([1]);
    t = act(s, A, { type: 'activateAbility', object: o, index: 0 });
    expect(legalActions(t, A).filter((a) => a.type === 'chooseMode')).toEqual([{ type: 'chooseMode', mode: 0 }, { type: 'chooseMode', mode: 2 }]);
    refuse(t, A, { type: 'chooseMode', mode: 1 }, 'game-mechanics-playing-cards/playing-cards-card-activation.md');
    expect(() => parseGameState(JSON.parse(JSON.stringify(s)))).not.toThrow();
  });

  it('Modes (abilities-ability-tracking.md#general-rules): once every mode was chosen the ability can no longer be activated', () => {
    let [s, o] = withRelic();
    s = use(use(use(s, o, 0), o, 2), o, 1);
    expect(legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === o)).toBe(false);
    refuse(s, A, { type: 'activateAbility', object: o, index: 0 }, 'abilities-ability-tracking.md');
  });

  it('Modes (abilities-ability-tracking.md#general-rules): the memory is the card instance\'s: a new object of the card starts with every mode', () => {
    let [s, o] = withRelic();
    s = use(s, o, 0);
    let o2: string;
    [s, o2] = addObject(s, A, relic.slug); // another instance of the card
    const t = act(s, A, { type: 'activateAbility', object: o2, index: 0 });
    expect(legalActions(t, A).filter((a) => a.type === 'chooseMode')).toHaveLength(3);
  });
});

describe('Shifting Currents (game-mechanics-mastery.md#shifting-currents): its choice is asked as yes/no questions', () => {
  const kongming = defineCard({ slug: 'test-kongming', name: 'Kongming, Test Champion', types: ['CHAMPION'], subtypes: ['MAGE'], classes: ['MAGE'], element: 'NORM', cost: reserve(0), level: 1, life: 20 }, {});
  const withCurrents = (direction: 'north' | 'east' | 'south' | 'west') => edit(start(), (t) => {
    t.defs = { ...t.defs, [shiftingCurrents.slug]: shiftingCurrents, [kongming.slug]: kongming };
    t.objects[player(t, A).champion!]!.def = kongming.slug;
    t.masteries = { ...(t.masteries ?? {}), [A]: { def: shiftingCurrents.slug, counters: {}, direction } };
  });
  const toMay = (s: GameState) => passUntil(s, (t) => t.pending?.kind === 'may' || t.turnPlayer !== s.turnPlayer);

  it('Shifting Currents (game-mechanics-mastery.md#shifting-currents): each other direction is offered as a yes/no question; the current one never is', () => {
    for (const from of ['north', 'east', 'south', 'west'] as const) {
      let s = toMay(withCurrents(from));
      const offered: string[] = [];
      // Decline every offer, recording which direction each "yes" would have set.
      for (let i = 0; i < 4 && s.pending?.kind === 'may'; i++) {
        expect(legalActions(s, A).map((a) => a.type)).toEqual(['mayAnswer', 'mayAnswer', 'concede']);
        const yes = act(s, A, { type: 'mayAnswer', accept: true });
        offered.push(yes.masteries![A]!.direction!);
        s = act(s, A, { type: 'mayAnswer', accept: false });
      }
      expect(offered).toHaveLength(3);
      expect(offered).not.toContain(from);
      expect(new Set(offered).size).toBe(3);
      expect(s.masteries?.[A]?.direction).toBe(from); // all declined: unchanged
    }
  });
});

describe('"Choose one that hasn\'t been chosen" triggered abilities (glossary/game-terms.md#modes, abilities-ability-tracking.md#general-rules)', () => {
  // A champion modelled on Tonoris, Genesis Aegis: at the beginning of your recollection phase, one of
  // three modes not chosen before (here: draw 1, 2 or 3, easy to observe).
  const genesis: CardDef = {
    ...defineCard({ slug: 'test-genesis', name: 'Test Genesis Champion', types: ['CHAMPION'], subtypes: ['WARRIOR'], classes: ['WARRIOR'], element: 'NORM', cost: reserve(0), level: 1, life: 20 }, {}),
    abilities: [{ kind: 'triggered', trigger: atBeginningOfYourRecollection(), effects: [], modesOnce: true, modes: [{ effects: [draw(1)] }, { effects: [draw(2)] }, { effects: [draw(3)] }] }],
  };
  const begin = () => edit(start(), (t) => {
    t.defs = { ...t.defs, [genesis.slug]: genesis };
    t.objects[player(t, A).champion!]!.def = genesis.slug;
  });
  /** On to Alice's next recollection phase, where the mode is asked. */
  const toMode = (s: GameState) => passUntil(s, (t) => t.pending?.kind === 'triggerMode' || (t.phase === 'main' && t.players[t.turnPlayer]!.id === A && t.turn > s.turn));
  /** Choose `mode`, let it resolve, and return the state and how many cards it drew. */
  function pick(s: GameState, mode: number): [GameState, number] {
    const hand = player(s, A).hand.length;
    s = decide(s, A, { type: 'chooseMode', mode });
    expect(s.stack[s.stack.length - 1]?.mode).toBe(mode); // fixed as it goes on the stack
    s = resolveAll(s);
    return [s, player(s, A).hand.length - hand];
  }

  it('Modes (game-terms.md#modes): the mode is chosen as the trigger goes on the stack; a mode chosen before is not offered again', () => {
    let s = toMode(begin());
    expect(s.pending?.kind).toBe('triggerMode');
    expect(offered(s)).toEqual([0, 1, 2].map((mode) => ({ type: 'chooseMode', mode })));
    expect(() => parseGameState(JSON.parse(JSON.stringify(s)))).not.toThrow();
    let drew: number;
    [s, drew] = pick(s, 1);
    expect(drew).toBe(2);
    s = toMode(s);
    expect(offered(s)).toEqual([{ type: 'chooseMode', mode: 0 }, { type: 'chooseMode', mode: 2 }]);
    // Choosing the used mode anyway is refused, citing ability tracking.
    const d = s.pending;
    if (d?.kind !== 'triggerMode') throw new Error('expected a triggerMode decision');
    const v = answerTriggerMode({ s: structuredClone(s), events: [] }, A, d, { type: 'chooseMode', mode: 1 });
    expect(v?.rule).toBe(RULES.abilityTracking);
    [s, drew] = pick(s, 2);
    expect(drew).toBe(3);
    s = toMode(s);
    expect(offered(s)).toEqual([{ type: 'chooseMode', mode: 0 }]);
  });

  it('Modes (abilities-triggered-abilities.md#general-rules): with every mode chosen, the trigger has no mode left and fizzles', () => {
    let s = toMode(begin());
    [s] = pick(s, 0);
    [s] = pick(toMode(s), 1);
    [s] = pick(toMode(s), 2);
    const before = s.turn;
    s = toMode(s);
    expect(s.pending?.kind).not.toBe('triggerMode');
    expect(s.turn).toBeGreaterThan(before);
    expect(s.log.some((l) => l.text.includes('no mode left'))).toBe(true);
  });

  it('Modes (abilities-ability-tracking.md#general-rules): the modes are remembered by the champion card instance; a card that comes back on top starts afresh', () => {
    let s = toMode(begin());
    [s] = pick(s, 0);
    const champ = player(s, A).champion!;
    expect(modesChosen(s, s.objects[champ]!, abilitySources(s, s.objects[champ]!)[0]!)).toEqual([0]);
    // The card leaves the top of the lineage and comes back: a new instance of its ability (as on a level up).
    s = edit(s, (t) => forgetCardInstance(t, champ, t.objects[champ]!.card!));
    expect(modesChosen(s, s.objects[champ]!, abilitySources(s, s.objects[champ]!)[0]!)).toEqual([]);
    expect(offered(toMode(s))).toHaveLength(3);
  });
});

describe('Phantasmagoria (game-mechanics-mastery.md#phantasmagoria): the graveyard goes under the deck in the order its owner picks', () => {
  const alice = defineCard({ slug: 'test-alice', name: 'Alice, Test Champion', types: ['CHAMPION'], subtypes: ['CLERIC'], classes: ['CLERIC'], element: 'NORM', cost: reserve(0), level: 1, life: 20 }, {});
  function endPhase(graveyard: number, haunt = 0): [GameState, string[]] {
    let s = edit(start(), (t) => {
      t.defs = { ...t.defs, [phantasmagoria.slug]: phantasmagoria, [alice.slug]: alice };
      t.objects[player(t, A).champion!]!.def = alice.slug;
      t.masteries = { ...(t.masteries ?? {}), [A]: { def: phantasmagoria.slug, counters: haunt ? { haunt } : {} } };
      player(t, A).graveyard = [];
    });
    const cards: string[] = [];
    for (let i = 0; i < graveyard; i++) {
      let c: string;
      [s, c] = addCard(s, A, 'woodland-squirrels', 'graveyard');
      cards.push(c);
    }
    s = passUntil(s, (t) => t.pending?.kind === 'may' || t.turnPlayer !== s.turnPlayer);
    return [act(s, A, { type: 'mayAnswer', accept: true }), cards];
  }

  it('Phantasmagoria (ordering-and-tracking.md#general-rules): the owner picks the cards one by one; the first picked lies just under the deck, the last at the very bottom', () => {
    let [s, [g1, g2, g3]] = endPhase(3, 1);
    expect(s.pending?.kind).toBe('orderBottom');
    expect(offered(s)).toEqual([g1, g2, g3].map((card) => ({ type: 'chooseCard', card })));
    expect(() => parseGameState(JSON.parse(JSON.stringify(s)))).not.toThrow();
    const top = player(s, A).mainDeck[0];
    s = decide(s, A, { type: 'chooseCard', card: g3! });
    expect(offered(s)).toEqual([g1, g2].map((card) => ({ type: 'chooseCard', card })));
    s = decide(s, A, { type: 'chooseCard', card: g1! });
    // One card left: nothing more to choose; the cards move together, then the haunt counter mills one.
    expect(s.pending?.kind).not.toBe('orderBottom');
    const p = player(s, A);
    expect(p.mainDeck.slice(-3)).toEqual([g3, g1, g2]);
    expect(p.graveyard).toEqual([top]);
  });

  it('Phantasmagoria (ordering-and-tracking.md#general-rules): a card not waiting to be placed is refused; with one card there is no question', () => {
    let [s, [g1, g2]] = endPhase(2);
    const d = s.pending;
    if (d?.kind !== 'orderBottom') throw new Error('expected an orderBottom decision');
    const v = answerOrderBottom({ s: structuredClone(s), events: [] }, A, { ...d, placed: [g1!] }, g1!, () => undefined);
    expect(v?.rule).toBe(RULES.orderingAndTracking);
    s = decide(s, A, { type: 'chooseCard', card: g2! });
    expect(player(s, A).mainDeck.slice(-2)).toEqual([g2, g1]);
    let single: string[];
    [s, single] = endPhase(1);
    expect(s.pending?.kind).not.toBe('orderBottom');
    expect(player(s, A).mainDeck[player(s, A).mainDeck.length - 1]).toBe(single[0]);
  });
});
