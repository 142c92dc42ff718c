// Lineage mechanics added by h6-lin ('glossary/game-terms.md#inner-lineage', 'glossary/game-terms.md#lineage-term'):
// cards put into the lineage from hand or memory, abilities granted to lineage cards for the rest of the game, a class
// chosen for a lineage card, Curse cards counted across every lineage, and banishing all such cards of one lineage.
import { describe, expect, it } from 'vitest';
import { defineCard, draw, reserve, self, triggered, yourChampion } from '../../src/cards/define.js';
import type { Ability, CardDef } from '../../src/cards/vocabulary.js';
import type { GameState, PlayerId } from '../../src/engine/index.js';
import { abilitySources, objDef } from '../../src/engine/state/query.js';
import { A, B, act, champion, edit, passUntil, player } from '../engine/helpers.js';
import { activate } from '../cards/amb/scenario.js';
import { addCards, aliceAs, costNow, drive } from '../cards/amb/amb1-support.js';

const hex = defineCard({ slug: 'test-h6m-hex', name: 'Test Hex', types: ['ACTION'], subtypes: ['CURSE'], element: 'NORM', cost: reserve(1) }, {});
const spell = (slug: string, onResolve: CardDef['onResolve'], extra: Partial<CardDef> = {}): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}), onResolve, ...extra });

function lineage(s: GameState, who: PlayerId, n: number): [GameState, string[]] {
  let ids: string[];
  [s, ids] = addCards(s, who, hex, 'graveyard', n);
  return [edit(s, (t) => {
    player(t, who).graveyard = player(t, who).graveyard.filter((c) => !ids.includes(c));
    t.objects[player(t, who).champion!]!.lineage.unshift(...ids);
  }), ids];
}

describe("lineage mechanics ('glossary/game-terms.md#inner-lineage')", () => {
  it('cards from hand go to the bottom of the inner lineage in the order picked, the champion card staying on top', () => {
    let s = aliceAs({ level: 1 });
    let ids: string[];
    [s, ids] = addCards(s, A, hex, 'hand', 2);
    const top = champion(s, A).card;
    [s] = activate(s, A, spell('test-h6m-bury', [{ op: 'cardsIntoLineage', from: ['hand'], filter: { subtype: 'CURSE' } }]));
    s = passUntil(s, (t) => t.pending?.kind === 'cardsIntoLineage');
    s = act(act(s, A, { type: 'chooseCard', card: ids[0]! }), A, { type: 'chooseCard', card: ids[1]! });
    s = drive(s);
    expect(champion(s, A).lineage.slice(0, 2)).toEqual([ids[1], ids[0]]);
    expect(champion(s, A).card).toBe(top);
  });

  it('an ability granted to lineage cards is an ability of their champion, once per card, in every lineage', () => {
    let s = lineage(lineage(aliceAs({ level: 1 }), A, 2)[0], B, 1)[0];
    const granted: Ability = { ...triggered({ on: 'beginPhase', phase: 'end', whose: 'yours' }, [draw(1)]), inherited: true };
    [s] = activate(s, A, spell('test-h6m-grant', [{ op: 'grantLineageCards', filter: { subtype: 'CURSE' }, ability: granted }]));
    s = drive(s);
    const count = (who: PlayerId) => abilitySources(s, champion(s, who)).filter((r) => r.ability.kind === 'triggered' && r.ability.trigger.on === 'beginPhase' && r.ability.trigger.phase === 'end').length;
    expect(count(A)).toBe(2);
    expect(count(B)).toBe(1);
    const hand = player(s, A).hand.length;
    s = passUntil(s, (t) => t.phase === 'end' && t.pendingTriggers.length === 0 && t.stack.length === 0 && t.phaseStep > 0);
    s = drive(s);
    expect(player(s, A).hand.length).toBe(hand + 2);
  });

  it("a class chosen for a lineage card is a class of the champion ('glossary/type-list.md#subtypes')", () => {
    let s = aliceAs({ classes: ['WARRIOR'] });
    const gate = defineCard({ slug: 'test-h6m-gate', name: 'Test Gate', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
      { onResolve: [{ op: 'selfIntoLineage', champion: yourChampion() }, { op: 'chooseClass' }], abilities: [{ kind: 'static', effect: { kind: 'chosenClass' }, inherited: true }] });
    [s] = activate(s, A, gate);
    s = passUntil(s, (t) => t.pending?.kind === 'chooseClass');
    s = drive(act(s, A, { type: 'chooseMode', mode: 0 })); // the first class: Assassin
    expect(objDef(s, champion(s, A)).classes).toEqual(expect.arrayContaining(['WARRIOR', 'ASSASSIN']));
  });

  it("Curse cards counted in every champion's lineage ('glossary/game-terms.md#lineage-term')", () => {
    const card = spell('test-h6m-tithe', [], { cost: reserve(5), abilities: [{ kind: 'static', effect: { kind: 'costModifier', affects: 'self', amount: -1, per: [{ zone: 'lineage', subtype: 'CURSE', everyPlayer: true }] } }] });
    const s = lineage(lineage(aliceAs({ level: 1 }), A, 1)[0], B, 3)[0];
    expect(costNow(s, A, card)).toBe(1);
  });

  it('banishing all such cards of the lineage of one champion, with damage for each', () => {
    let [s, ids] = lineage(aliceAs({ level: 1 }), A, 2);
    [s] = activate(s, A, spell('test-h6m-purge', [{ op: 'banishAllLineageCards', subject: self(), filter: { subtype: 'CURSE' } }]));
    void ids;
    s = drive(s);
    // The source is no object (a card activation): nothing is named, nothing happens.
    expect(champion(s, A).lineage.filter((c) => ids.includes(c)).length).toBe(2);
    [s] = activate(s, A, spell('test-h6m-purge2', [{ op: 'banishAllLineageCards', subject: yourChampion(), filter: { subtype: 'CURSE' }, damageEach: 2 }]));
    s = drive(s);
    expect(player(s, A).banishment).toEqual(expect.arrayContaining(ids));
    expect(champion(s, A).damage).toBe(4);
  });
});
