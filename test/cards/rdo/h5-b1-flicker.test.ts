// h5-b1: banish an ally and return it to the field rested.
import { describe, expect, it } from 'vitest';
import { defineCard, onEnter, putCounters, reserve, self, triggered } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState, ObjectState } from '../../../src/engine/index.js';
import { A, B, champion, edit } from '../../engine/helpers.js';
import { activate, objectsOf } from '../amb/scenario.js';
import { addCards, aliceAs, drive } from '../amb/amb1-support.js';

const def = scriptedDef;
const ranger = defineCard({ slug: 'h5b1-ranger', name: 'A Ranger', types: ['ALLY'], subtypes: ['RANGER'], classes: ['RANGER'], element: 'NORM', cost: reserve(1), power: 1, life: 4 },
  { abilities: [triggered(onEnter(), [putCounters(self(), 'charge', 1)])] });
const plain = defineCard({ slug: 'h5b1-plain', name: 'Plain', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 4 }, {});
const spirit = defineCard({ slug: 'h5b1-phantasia-ally', name: 'Phantasia Ally', types: ['ALLY', 'PHANTASIA'], element: 'NORM', cost: reserve(1), power: 1, life: 4 }, {});

/** A card of `d` put onto the field for `controller` (owned by `owner`), damaged and buffed. */
function onField(s: GameState, owner: string, d: CardDef, controller = owner): [GameState, string] {
  let ids: string[];
  [s, ids] = addCards(s, owner, d, 'graveyard');
  const card = ids[0]!;
  s = edit(s, (t) => {
    t.players.find((p) => p.id === owner)!.graveyard = t.players.find((p) => p.id === owner)!.graveyard.filter((c) => c !== card);
    const id = `o-test-${card}`;
    (t.objects as Record<string, ObjectState>)[id] = { id, card, def: d.slug, owner, controller, rested: false, damage: 2, counters: { buff: 1 }, timestamp: 1, lineage: [], enteredTurn: 0 };
    t.field = [...t.field, id];
  });
  return [s, card];
}
const objectOfCard = (s: GameState, card: string) => Object.values(s.objects).find((o) => o.card === card);

describe('h5-b1 flicker', () => {
  it("'windy-leap': the ally comes back rested as a new object (On Enter again, no damage or counters); a Ranger ally becomes distant", () => {
    let s = aliceAs({ classes: ['RANGER'] });
    let card: string;
    [s, card] = onField(s, A, ranger);
    const before = objectOfCard(s, card)!.id;
    [s] = activate(s, A, def('windy-leap'), [{ kind: 'object', id: before }]);
    s = drive(s);
    const o = objectOfCard(s, card)!;
    expect(o.id).not.toBe(before);
    expect([o.rested, o.damage, o.counters.buff ?? 0, o.counters.charge, o.distant]).toEqual([true, 0, 0, 1, true]);

    let t = aliceAs({ classes: ['RANGER'] });
    let other: string;
    [t, other] = onField(t, A, plain);
    [t] = activate(t, A, def('windy-leap'), [{ kind: 'object', id: objectOfCard(t, other)!.id }]);
    t = drive(t);
    expect(objectOfCard(t, other)!.distant ?? false).toBe(false);
  });

  it("'displace': any target ally returns rested under its owner's control; with the class bonus your champion gets an enlighten counter", () => {
    let s = aliceAs({ classes: ['CLERIC'] });
    let card: string;
    [s, card] = onField(s, B, plain, A); // Bob's ally, controlled by Alice
    [s] = activate(s, A, def('displace'), [{ kind: 'object', id: objectOfCard(s, card)!.id }]);
    s = drive(s);
    const o = objectOfCard(s, card)!;
    expect([o.controller, o.rested]).toEqual([B, true]);
    expect(champion(s, A).counters.enlighten).toBe(1);

    let t = aliceAs({ classes: ['WARRIOR'] });
    [t, card] = onField(t, A, plain);
    [t] = activate(t, A, def('displace'), [{ kind: 'object', id: objectOfCard(t, card)!.id }]);
    t = drive(t);
    expect(champion(t, A).counters.enlighten ?? 0).toBe(0);
  });

  it("'sylphs-envelopment': your ally returns rested; a phantasia enters with an additional buff counter", () => {
    const run = (d: CardDef) => {
      let s = aliceAs({ classes: ['CLERIC'] });
      let card: string;
      [s, card] = onField(s, A, d);
      [s] = activate(s, A, def('sylphs-envelopment'), [{ kind: 'object', id: objectOfCard(s, card)!.id }]);
      s = drive(s);
      const o = objectOfCard(s, card)!;
      return [o.rested, o.counters.buff ?? 0];
    };
    expect(run(spirit)).toEqual([true, 1]);
    expect(run(plain)).toEqual([true, 0]);
    expect(objectsOf(aliceAs({}), 'h5b1-plain')).toEqual([]);
  });
});
