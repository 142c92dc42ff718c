import { describe, expect, it } from 'vitest';
import { ComponentType } from 'discord.js';
import type { Action, GameState } from '../../src/engine/types.js';
import type { CardFace, GameView, ObjectView } from '../../src/engine/view-types.js';
import { withFacts } from '../../src/bot/presenters/action-labels.js';
import { multiPickComponents, multiPickOf, stopRow } from '../../src/bot/presenters/quick-controls.js';
import { actionIndexValues, parseCustomId } from '../../src/bot/custom-ids.js';
import type { PromptOption } from '../../src/bot/presenters/prompt.js';

const face = (id: string, name: string, cost: CardFace['cost'], speed: boolean | null): CardFace =>
  ({ id, slug: name.toLowerCase(), name, types: [], supertypes: [], subtypes: [], classes: [], elements: [], cost, level: null, power: null, life: null, durability: null, speed, scripted: true }) as CardFace;
const object = (id: string, name: string, power: number | null, life: number | null, damage: number): ObjectView =>
  ({ id, card: face(`c-${id}`, name, { kind: 'none', value: null }, null), controller: 'b', owner: 'b', rested: false, damage, counters: {}, power, life, level: null, isToken: false, attacking: false, defending: false }) as ObjectView;

const view = {
  players: [{ id: 'a', hand: [face('h1', 'Spark', { kind: 'reserve', value: 2 }, true), face('h2', 'Wall', { kind: 'memory', value: 1 }, false)], memory: [], graveyard: [], banishment: [], lineage: [], materialDeck: null, champion: null }],
  field: [object('o1', 'Guard', 2, 4, 1)],
  combat: null,
} as unknown as GameView;

const opt = (index: number, action: Action, label: string): PromptOption => ({ index, action, label });

describe('prompt labels (from the player’s own view)', () => {
  it('name a card’s cost and mark fast cards', () => {
    const [spark, wall] = withFacts(view, [opt(0, { type: 'activate', card: 'h1' }, 'Play Spark'), opt(1, { type: 'activate', card: 'h2' }, 'Play Wall')]);
    expect(spark!.label).toBe('Play Spark (2 reserve) (fast)');
    expect(wall!.label).toBe('Play Wall (1 memory)');
  });

  it('give an attack target’s power and the life it has left', () => {
    const [target] = withFacts(view, [opt(0, { type: 'chooseAttackTarget', target: 'o1' }, 'Attack Guard')]);
    expect(target!.label).toBe('Attack Guard (power 2, 3 life left)');
  });

  it('say how many cards a reserve choice moves, and leave unknown cards alone', () => {
    const [reserve, unseen] = withFacts(view, [opt(0, { type: 'chooseReserve', card: 'h1' }, 'Reserve Spark'), opt(1, { type: 'activate', card: 'zz' }, 'Play ?')]);
    expect(reserve!.label).toBe('Reserve Spark (hand → memory, 1 card)');
    expect(unseen!.label).toBe('Play ?');
  });
});

describe('one-click costs', () => {
  const reserveState = (needed: number, paid: number) =>
    ({ pending: { kind: 'activation', player: 'a', draft: { stage: 'reserve', reserveNeeded: needed, reserve: Array(paid).fill('x'), reserveObjects: [] } } }) as unknown as GameState;
  const options = [
    opt(0, { type: 'chooseReserve', card: 'h1' }, 'Reserve Spark'),
    opt(1, { type: 'chooseReserve', card: 'h2' }, 'Reserve Wall'),
    opt(2, { type: 'restForReserve', object: 'o9' }, 'Rest Urn to pay 1 (Reservable)'),
    opt(3, { type: 'cancel' }, 'Cancel'),
  ];

  it('asks for what is still owed of a reserve cost in one select of exactly that many, Reservables included', () => {
    const pick = multiPickOf(reserveState(3, 1), 'a', options)!;
    expect(pick.count).toBe(2);
    expect(pick.choices.map((o) => o.index)).toEqual([0, 1, 2]);
    const rows = multiPickComponents('m1', 4, pick, options);
    const select = rows[0]!.components[0] as { type: number; custom_id: string; min_values: number; max_values: number };
    expect(select.type).toBe(ComponentType.StringSelect);
    expect([select.min_values, select.max_values]).toEqual([2, 2]);
    expect(parseCustomId(select.custom_id)).toEqual({ kind: 'multi', matchId: 'm1', version: 4 });
    expect((rows[1]!.components[0] as { label: string }).label).toBe('Cancel');
  });

  it('keeps the card-by-card prompt for one card, and for another player’s decision', () => {
    expect(multiPickOf(reserveState(2, 1), 'a', options)).toBeNull();
    expect(multiPickOf(reserveState(3, 0), 'b', options)).toBeNull();
  });

  it('refuses a selection naming a choice twice', () => {
    expect(actionIndexValues.safeParse(['1', '1']).success).toBe(false);
    expect(actionIndexValues.safeParse(['1', '2']).success).toBe(true);
  });

  it('offers the three stops only where passing is a choice', () => {
    const labels = stopRow('m1', 4, [opt(0, { type: 'pass' }, 'Pass')]).flatMap((r) => r.components.map((c) => (c as { label: string }).label));
    expect(labels).toEqual(['Pass until my turn', 'Pass until something happens', 'Pass to end of turn']);
    expect(stopRow('m1', 4, options)).toEqual([]);
  });
});
