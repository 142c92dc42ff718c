// LV as an amount (glossary/game-terms.md#lv), "an opponent controls N or more units" (glossary/game-terms.md#unit),
// sacrificing by an effect (glossary/game-terms.md#sacrifice) and the ephemeral property (glossary/game-terms.md#ephemeral).
import { describe, expect, it } from 'vitest';
import { dealDamage, defineCard, draw, empower, ifThen, recover, reserve, staticAbility, target, targetUnit } from '../../src/cards/define.js';
import type { CardDef, Effect } from '../../src/cards/vocabulary.js';
import { championLevel, hasKeyword } from '../../src/engine/state/query.js';
import { A, B, act, addCard, addObject, champion, edit, newGame, passUntil, atMain, payReserve, player, withDef } from '../engine/helpers.js';
import type { GameState } from '../../src/engine/index.js';
import { legalActions } from '../../src/engine/index.js';
import { imbueMet } from '../../src/engine/play/activation-keywords.js';

const spell = (slug: string, onResolve: Effect[], extra: Partial<CardDef> = {}): CardDef => ({
  ...defineCard({ slug, name: slug, types: ['ACTION'], subtypes: ['SPELL'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve }),
  ...extra,
});
const settle = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
function cast(s: GameState, def: CardDef, targets: string[] = []): GameState {
  let c: string;
  [s, c] = addCard(withDef(s, def), A, def.slug);
  s = act(s, A, { type: 'activate', card: c });
  for (const id of targets) s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id } });
  return settle(payReserve(s, A));
}
const start = () => passUntil(newGame({ first: A }), atMain(A));
const levelCounters = (s: GameState, n: number) => edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.level = n; });
const lvBolt = spell('test-lv-bolt', [{ op: 'scaled', x: { of: 'championLevel' }, plus: 1, effect: dealDamage(target(0), 0) }], { targets: [targetUnit()] });

describe('LV as an amount (glossary/game-terms.md#lv)', () => {
  it('is the champion level with its modifiers, read as the effect resolves', () => {
    let s = levelCounters(start(), 2);
    const lv = championLevel(s, A);
    s = cast(s, lvBolt, [champion(s, B).id]);
    expect(champion(s, B).damage).toBe(lv + 1);
    s = levelCounters(s, 5);
    s = cast(s, lvBolt, [champion(s, B).id]);
    expect(champion(s, B).damage).toBe(lv + 1 + lv + 3 + 1);
  });

  it('an empowered Spell counts the Empower in its LV', () => {
    let s = start();
    const lv = championLevel(s, A);
    s = cast(s, spell('test-empower-3', [empower(3)], { subtypes: [] }));
    s = cast(s, lvBolt, [champion(s, B).id]);
    expect(champion(s, B).damage).toBe(lv + 3 + 1);
  });

  it('a negative LV deals no damage and recovers nothing (rule 3: negative counts as 0 where an amount is chosen)', () => {
    let s = edit(start(), (t) => { t.objects[player(t, A).champion!]!.damage = 5; });
    const down = spell('test-down', [{ op: 'modifyStat', subject: { ref: 'yourChampion' }, stat: 'level', amount: -9, duration: 'untilEndOfTurn' }]);
    s = cast(s, down);
    s = cast(s, lvBolt, [champion(s, B).id]);
    expect(champion(s, B).damage).toBe(0);
    s = cast(s, spell('test-lv-recover', [{ op: 'scaled', x: { of: 'championLevel' }, effect: recover(0) }]));
    expect(champion(s, A).damage).toBe(5);
  });
});

describe('An opponent controls N or more units (glossary/game-terms.md#unit)', () => {
  const check = spell('test-units', [ifThen({ kind: 'opponentUnits', min: 3 }, [draw(2)], [draw(1)])]);
  const ally = defineCard({ slug: 'test-ally', name: 'Ally', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});
  const item = defineCard({ slug: 'test-item', name: 'Item', types: ['ITEM'], element: 'NORM', cost: reserve(1) }, {});
  it('counts champions and allies, not other objects, and never your own', () => {
    const drawn = (s: GameState) => { const n = player(s, A).mainDeck.length; return n - player(cast(s, check), A).mainDeck.length; };
    let s = withDef(withDef(start(), ally), item);
    [s] = addObject(s, B, 'test-ally');
    [s] = addObject(s, B, 'test-item');
    [s] = addObject(s, A, 'test-ally');
    expect(drawn(s)).toBe(1); // Bob: champion + one ally
    [s] = addObject(s, B, 'test-ally');
    expect(drawn(s)).toBe(2);
  });
});

describe('Sacrifice by an effect (glossary/game-terms.md#sacrifice)', () => {
  it('puts the object into its graveyard as a sacrifice; players only sacrifice objects they control', () => {
    const ally = defineCard({ slug: 'test-ally', name: 'Ally', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});
    const sac = spell('test-sac', [{ op: 'sacrifice', subject: target(0) }], { targets: [targetUnit()] });
    let s = withDef(start(), ally);
    let mine: string, theirs: string;
    [s, mine] = addObject(s, A, 'test-ally');
    [s, theirs] = addObject(s, B, 'test-ally');
    const mineCard = s.objects[mine]!.card;
    s = cast(s, sac, [mine]);
    expect(s.field).not.toContain(mine);
    expect(player(s, A).graveyard).toContain(mineCard);
    s = cast(s, sac, [theirs]);
    expect(s.field).toContain(theirs);
  });
});

describe('The ephemeral property as a condition (glossary/game-terms.md#ephemeral)', () => {
  it('an object with an ability "as long as it is ephemeral" has it only while ephemeral', () => {
    const ghost = defineCard({ slug: 'test-ghost', name: 'Ghost', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 1 },
      { abilities: [staticAbility({ kind: 'keyword', keyword: 'stealth' }, { kind: 'selfEphemeral' })] });
    let s = withDef(start(), ghost);
    let a: string, b: string;
    [s, a] = addObject(s, A, 'test-ghost');
    [s, b] = addObject(s, A, 'test-ghost', { ephemeral: true });
    expect([hasKeyword(s, s.objects[a]!, 'stealth'), hasKeyword(s, s.objects[b]!, 'stealth')]).toEqual([false, true]);
  });
});

describe('Objects described, not targeted (game-mechanics/game-mechanics-objects-and-targeting.md#target)', () => {
  const ally = (slug: string, element: 'NORM' | 'ASTRA') => defineCard({ slug, name: slug, types: ['ALLY'], element, cost: reserve(1), power: 1, life: 5 }, {});
  it('"each other non-astra unit you don\'t control": filters by units, element, controller and the source; shrouds do not matter', () => {
    const hit = spell('test-hit-described', [dealDamage({ ref: 'objectsMatching', filter: {}, units: true, notElement: 'ASTRA', controller: 'notYou' }, 1)]);
    let s = withDef(withDef(start(), ally('test-n', 'NORM')), ally('test-a', 'ASTRA'));
    let n: string, a: string, mine: string;
    [s, n] = addObject(s, B, 'test-n');
    [s, a] = addObject(s, B, 'test-a');
    [s, mine] = addObject(s, A, 'test-n');
    s = edit(s, (t) => { t.defs['test-n']!.keywords = ['spellshroud']; });
    s = cast(s, hit);
    expect([s.objects[n]!.damage, s.objects[a]!.damage, s.objects[mine]!.damage, champion(s, B).damage, champion(s, A).damage]).toEqual([1, 0, 0, 1, 0]);
  });
});

describe('Target restrictions (game-mechanics/game-mechanics-objects-and-targeting.md#target)', () => {
  it('"target damaged ally" offers only allies with damage; "target non-attack card activation" leaves attack cards out', () => {
    const ally = defineCard({ slug: 'test-ally', name: 'Ally', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 5 }, {});
    const kill = spell('test-kill-damaged', [{ op: 'destroy', subject: target(0) }], { targets: [{ kind: 'ally', damaged: true }] });
    let s = withDef(withDef(start(), ally), kill);
    let hurt: string, fresh: string, c: string;
    [s, hurt] = addObject(s, B, 'test-ally', { damage: 2 });
    [s, fresh] = addObject(s, B, 'test-ally');
    [s, c] = addCard(s, A, 'test-kill-damaged');
    const t = act(s, A, { type: 'activate', card: c });
    const offered = legalActions(t, A).filter((x) => x.type === 'chooseTarget').map((x) => JSON.stringify(x));
    expect(offered).toEqual([JSON.stringify({ type: 'chooseTarget', target: { kind: 'object', id: hurt } })]);
    void fresh;
  });
});

describe('Imbue with two elements (glossary/keywords-and-abilities.md#imbue)', () => {
  it('"[A] & [B] Imbue N": cards of either element count toward N', () => {
    const def = defineCard({ slug: 'test-dual', name: 'Dual', types: ['ACTION'], element: 'NORM', cost: reserve(3) }, { imbue: [{ n: 2, match: ['LUXEM', 'UMBRA'] }] });
    const card = (slug: string, element: 'LUXEM' | 'UMBRA' | 'NORM') => defineCard({ slug, name: slug, types: ['ACTION'], element, cost: reserve(1) }, {});
    let s = start();
    const ids: Record<string, string> = {};
    for (const [slug, el] of [['test-l', 'LUXEM'], ['test-u', 'UMBRA'], ['test-x', 'NORM']] as const) { s = withDef(s, card(slug, el)); [s, ids[slug]] = addCard(s, A, slug); }
    expect(imbueMet(s, def, [ids['test-l']!, ids['test-u']!])).toBe(true);
    expect(imbueMet(s, def, [ids['test-l']!, ids['test-x']!])).toBe(false);
  });
});

describe('Return to memory (glossary/game-terms.md#control-and-ownership)', () => {
  it("an object Alice returns to memory goes to its owner's memory, Bob's", () => {
    const ally = defineCard({ slug: 'test-ally', name: 'Ally', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 5 }, {});
    const back = spell('test-back', [{ op: 'returnToMemory', subject: target(0) }], { targets: [targetUnit()] });
    let s = withDef(start(), ally);
    let o: string;
    [s, o] = addObject(s, B, 'test-ally');
    const card = s.objects[o]!.card!;
    s = cast(s, back, [o]);
    expect(player(s, B).memory).toContain(card);
  });
});

describe('"Negate … unless its controller pays (N)" (glossary/game-terms.md#negate)', () => {
  it('the controller of the targeted activation is asked; declining negates it (its card banished when the effect says so)', () => {
    const bobDraw = defineCard({ slug: 'test-b-draw', name: 'Bob Draw', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [draw(2)] });
    const freeze = spell('test-freeze', [{ op: 'unlessPays', target: 0, amount: 1, otherwise: [{ op: 'negate', target: 0, banish: true }] }], { targets: [{ kind: 'activation' }] });
    let s = withDef(withDef(passUntil(start(), atMain(B)), bobDraw), freeze);
    let b: string, f: string;
    [s, b] = addCard(s, B, 'test-b-draw');
    s = act(s, B, { type: 'activate', card: b });
    s = passUntil(s, (t) => !!t.opportunity && t.players[t.opportunity.player]!.id === A);
    [s, f] = addCard(s, A, 'test-freeze');
    s = act(s, A, { type: 'activate', card: f });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'stack', id: s.stack[0]!.id } });
    s = passUntil(payReserve(s, A), (t) => t.pending?.kind === 'payToDo');
    expect(s.pending?.kind === 'payToDo' && s.pending.player).toBe(B);
    const deck = player(s, B).mainDeck.length;
    s = settle(act(s, B, { type: 'mayAnswer', accept: false }));
    expect(player(s, B).mainDeck.length).toBe(deck);
    expect(player(s, B).banishment).toContain(b);
  });
});

describe('Conditions read in a resolution (glossary/game-terms.md#influence, #recover)', () => {
  it("a targeted player's influence greater than yours; the amount a recovery trigger carries", () => {
    const check = spell('test-influence', [ifThen({ kind: 'targetInfluenceGreater', index: 0 }, [draw(1)])], { targets: [{ kind: 'player' }] });
    let s = edit(start(), (t) => { for (const p of t.players) { p.hand = []; p.memory = []; } });
    let c: string;
    const run = (t0: GameState) => {
      let t: string;
      [t0, t] = addCard(withDef(t0, check), A, 'test-influence');
      t0 = act(t0, A, { type: 'activate', card: t });
      t0 = act(t0, A, { type: 'chooseTarget', target: { kind: 'player', id: B } });
      return settle(payReserve(t0, A));
    };
    [s, c] = addCard(s, B, 'smoke-out');
    void c;
    const deck = player(s, A).mainDeck.length;
    expect(player(run(s), A).mainDeck.length).toBe(deck - 1); // Bob 1, Alice 0
    [s] = addCard(s, A, 'smoke-out');
    expect(player(run(s), A).mainDeck.length).toBe(deck); // 1 and 1: not greater
    const watcher = defineCard({ slug: 'test-watch', name: 'Watch', types: ['ITEM'], element: 'NORM', cost: reserve(1) },
      { abilities: [{ kind: 'triggered', trigger: { on: 'whenever', event: 'recovers', filter: { who: 'you' } }, effects: [ifThen({ kind: 'eventAmountAtLeast', min: 3 }, [draw(1)])] }] });
    let w = withDef(start(), watcher);
    [w] = addObject(w, A, 'test-watch');
    const d0 = player(w, A).mainDeck.length;
    w = cast(w, spell('test-rec-2', [recover(2)]));
    expect(player(w, A).mainDeck.length).toBe(d0);
    w = cast(w, spell('test-rec-3', [recover(3)]));
    expect(player(w, A).mainDeck.length).toBe(d0 - 1);
  });
});

describe('Harmonize: "if you\'ve activated a Melody card this turn" (glossary/game-terms.md#activate)', () => {
  it('counts only your own activations of that subtype, this turn', () => {
    const melody = spell('test-melody', [], { subtypes: ['MELODY'] });
    const check = spell('test-harmonize', [ifThen({ kind: 'activatedThisTurn', subtype: 'MELODY' }, [draw(1)])]);
    let s = start();
    const deck = () => player(s, A).mainDeck.length;
    let d = deck();
    s = cast(s, check);
    expect(deck()).toBe(d);
    s = cast(s, melody);
    d = deck();
    s = cast(s, check);
    expect(deck()).toBe(d - 1);
    s = passUntil(s, atMain(B));
    s = passUntil(s, atMain(A));
    d = deck();
    s = cast(s, check);
    expect(deck()).toBe(d); // a new turn
  });
});

describe('"Whenever" filters on supertype and reserve cost (game-mechanics/game-mechanics-abilities/abilities-triggered-abilities.md)', () => {
  it('a trigger on activations filtered by a minimum reserve cost ignores cheaper cards', () => {
    const watcher = defineCard({ slug: 'test-cost-watch', name: 'Watch', types: ['ITEM'], element: 'NORM', cost: reserve(1) },
      { abilities: [{ kind: 'triggered', trigger: { on: 'whenever', event: 'activates', filter: { who: 'you', minReserveCost: 3 } }, effects: [draw(1)] }] });
    let s = withDef(start(), watcher);
    [s] = addObject(s, A, 'test-cost-watch');
    const d0 = player(s, A).mainDeck.length;
    s = cast(s, spell('test-cost-2', [], { cost: reserve(2) }));
    expect(player(s, A).mainDeck.length).toBe(d0);
    s = edit(s, (t) => { for (let i = 0; i < 4; i++) { const id = `cz${i}`; t.cards[id] = { owner: A, def: 'smoke-out' }; player(t, A).hand = [...player(t, A).hand, id]; } });
    s = cast(s, spell('test-cost-3', [], { cost: reserve(3) }));
    expect(player(s, A).mainDeck.length).toBe(d0 - 1);
  });
});
