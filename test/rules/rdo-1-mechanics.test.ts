// LV as an amount (glossary/game-terms.md#lv), "an opponent controls N or more units" (glossary/game-terms.md#unit),
// sacrificing by an effect (glossary/game-terms.md#sacrifice) and the ephemeral property (glossary/game-terms.md#ephemeral).
import { describe, expect, it } from 'vitest';
import { dealDamage, defineCard, draw, empower, ifThen, recover, reserve, staticAbility, target, targetUnit } from '../../src/cards/define.js';
import type { CardDef, Effect } from '../../src/cards/vocabulary.js';
import { championLevel, hasKeyword } from '../../src/engine/state/query.js';
import { A, B, act, addCard, addObject, champion, edit, newGame, passUntil, atMain, payReserve, player, withDef } from '../engine/helpers.js';
import type { GameState } from '../../src/engine/index.js';

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
