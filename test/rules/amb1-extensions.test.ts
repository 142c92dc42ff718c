// amb1: small extensions of existing effects (an "if you don't" branch of a may, rested objects of a description,
// the player of a trigger's event object, a graveyard card chosen back to memory). Invented cards only.
import { describe, expect, it } from 'vitest';
import { becomes, defineCard, draw, mill, reserve, target, triggered, onHit } from '../../src/cards/define.js';
import { objDef } from '../../src/engine/state/query.js';
import type { CardDef, Effect } from '../../src/cards/vocabulary.js';
import { A, B, act, addCard, addObject, champion, player, withDef } from '../engine/helpers.js';
import { activate } from '../cards/amb/scenario.js';
import { aliceAs, bobAs, drive } from '../cards/amb/amb1-support.js';
import type { GameState } from '../../src/engine/index.js';

const action = (slug: string, onResolve: Effect[]): CardDef =>
  defineCard({ slug, name: `Test ${slug}`, types: ['ACTION'], subtypes: [], classes: [], element: ['NORM'], cost: reserve(0) }, { onResolve });

describe('amb1 effect extensions', () => {
  it('game-mechanics/game-mechanics-miscellaneous-topics/effects.md#general-rules: "you may …; if you don\'t, …" carries out the other branch when declined', () => {
    const card = action('may-or-else', [{ op: 'may', effects: [draw(1)], otherwise: [mill(2, 'you')] }]);
    const run = (accept: boolean): [number, number] => {
      let s = aliceAs({});
      [s] = activate(s, A, card);
      const [hand, deck] = [player(s, A).hand.length, player(s, A).mainDeck.length];
      s = drive(s, (t, legal) => (t.pending?.kind === 'may' ? legal.find((a) => a.type === 'mayAnswer' && a.accept === accept) : undefined));
      return [player(s, A).hand.length - hand, deck - player(s, A).mainDeck.length];
    };
    expect(run(true)).toEqual([1, 1]);
    expect(run(false)).toEqual([0, 2]);
  });

  it('glossary/game-terms.md#restrested: "all rested allies" are those rested as the effect resolves', () => {
    const card = action('hurt-rested', [{ op: 'dealDamage', to: { ref: 'objectsMatching', filter: { type: 'ALLY' }, rested: true }, amount: 1 }]);
    const ally = defineCard({ slug: 'test-sturdy', name: 'Test Sturdy', types: ['ALLY'], subtypes: [], classes: [], element: ['NORM'], cost: reserve(1), power: 1, life: 5 }, {});
    let s: GameState = withDef(aliceAs({}), ally);
    let rested: string, awake: string;
    [s, rested] = addObject(s, B, ally.slug, { rested: true });
    [s, awake] = addObject(s, A, ally.slug);
    [s] = activate(s, A, card);
    s = drive(s);
    expect([s.objects[rested]!.damage, s.objects[awake]!.damage]).toEqual([1, 0]);
  });

  it('glossary/keywords-and-abilities.md#on-hit: "that opponent" of an On Champion Hit is the hit champion\'s controller', () => {
    const hitter = defineCard({ slug: 'test-hitter', name: 'Test Hitter', types: ['ALLY'], subtypes: [], classes: [], element: ['NORM'], cost: reserve(1), power: 1, life: 5 },
      { abilities: [triggered(onHit(), [mill(2, 'eventObjectController')])] });
    let s = withDef(bobAs({}), hitter);
    let h: string;
    [s, h] = addObject(s, B, hitter.slug, { enteredTurn: 0 });
    const decks = [player(s, A).mainDeck.length, player(s, B).mainDeck.length];
    s = act(act(s, B, { type: 'attack', attacker: h }), B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = drive(s);
    expect([decks[0]! - player(s, A).mainDeck.length, decks[1]! - player(s, B).mainDeck.length]).toEqual([2, 0]);
  });

  it('game-mechanics/game-mechanics-game-zones/game-zones-graveyard.md#general-rules: a card chosen from your graveyard may go to your memory instead of your hand', () => {
    const card = action('back-to-memory', [{ op: 'returnFromGraveyard', filter: { type: 'ALLY' }, to: 'memory' }]);
    const ally = defineCard({ slug: 'test-sturdy', name: 'Test Sturdy', types: ['ALLY'], subtypes: [], classes: [], element: ['NORM'], cost: reserve(1), power: 1, life: 5 }, {});
    let s = withDef(aliceAs({}), ally);
    let a1: string, a2: string;
    [s, a1] = addCard(s, A, ally.slug, 'graveyard');
    [s, a2] = addCard(s, A, ally.slug, 'graveyard');
    [s] = activate(s, A, card);
    s = drive(s, (t, legal) => (t.pending?.kind === 'chooseGraveyardCard' ? legal.find((a) => a.type === 'chooseCard' && a.card === a2) : undefined));
    expect(player(s, A).memory).toContain(a2);
    expect(player(s, A).graveyard).toContain(a1);
    expect(player(s, A).hand).not.toContain(a2);
  });

  it('glossary/keywords-and-abilities.md#retort-n: retort granted by an effect adds to the retort an ally already has', () => {
    const veteran = defineCard({ slug: 'test-veteran', name: 'Test Veteran', types: ['ALLY'], subtypes: [], classes: [], element: ['NORM'], cost: reserve(1), power: 1, life: 5 }, { keywordValues: { retort: 3 } });
    const plain = defineCard({ slug: 'test-plain', name: 'Test Plain', types: ['ALLY'], subtypes: [], classes: [], element: ['NORM'], cost: reserve(1), power: 1, life: 5 }, {});
    const card = defineCard({ slug: 'test-rally', name: 'Test Rally', types: ['ACTION'], subtypes: [], classes: [], element: ['NORM'], cost: reserve(0) },
      { targets: [{ kind: 'ally' }], onResolve: [becomes(target(0), [{ kind: 'gainKeywordValue', keyword: 'retort', value: 2 }], 'untilEndOfTurn')] });
    const retortAfter = (ally: CardDef): number | undefined => {
      let s = withDef(aliceAs({}), ally);
      let id: string;
      [s, id] = addObject(s, A, ally.slug);
      [s] = activate(s, A, card, [{ kind: 'object', id }]);
      s = drive(s);
      return objDef(s, s.objects[id]!).keywordValues?.retort;
    };
    expect(retortAfter(veteran)).toBe(5);
    expect(retortAfter(plain)).toBe(2);
  });
});
