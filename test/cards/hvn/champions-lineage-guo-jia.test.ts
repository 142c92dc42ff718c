// Guo Jia, Chosen Disciple: On Enter, without a Fatestone regalia of yours on the field, the cheapest one of the material deck goes onto the field.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, act, addCard, addObject, champion, factsOnly, objectOf, passUntil, player, resolveAll, toMaterialize, withDef } from '../doa/support.js';

const picks = (s: GameState) => legalActions(s, A).filter((a) => a.type !== 'concede');
const guo = scriptedDef('guo-jia-chosen-disciple');
const ruby = factsOnly('fabled-ruby-fatestone'); // memory cost 7
const emerald = factsOnly('fabled-emerald-fatestone'); // 8
const azurite = factsOnly('fabled-azurite-fatestone'); // 10
const coiled = factsOnly('coiled-fatestone'); // a Fatestone, not a regalia

function enter(deck: string[], before: (s: GameState) => GameState = (s) => s): { s: GameState; ids: string[] } {
  const ids: string[] = [];
  const [s0, card] = toMaterialize(guo, 1, (t) => {
    for (const d of [ruby, emerald, azurite, coiled]) t = withDef(t, d);
    for (const slug of deck) { let id: string; [t, id] = addCard(t, A, slug, 'materialDeck'); ids.push(id); }
    return before(t);
  });
  const s = passUntil(act(s0, A, { type: 'materialize', card }), (t) => t.pending?.kind === 'pickCard' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
  expect(champion(s, A).def).toBe(guo.slug);
  return { s, ids };
}

describe("'guo-jia-chosen-disciple'", () => {
  it('On Enter: the Fatestone regalia with the lowest memory cost goes onto the field, without paying for it', () => {
    const { s, ids } = enter(['fabled-emerald-fatestone', 'coiled-fatestone', 'fabled-ruby-fatestone', 'fabled-azurite-fatestone']);
    expect(picks(s)).toEqual([{ type: 'chooseCard', card: ids[2] }]);
    const memory = player(s, A).memory.length;
    const t = resolveAll(act(s, A, { type: 'chooseCard', card: ids[2]! }));
    expect(objectOf(t, ids[2]!)?.controller).toBe(A);
    expect(player(t, A).materialDeck).not.toContain(ids[2]);
    expect(player(t, A).materialDeck).toContain(ids[0]);
    expect(player(t, A).memory.length).toBe(memory); // no memory cost paid for it
  });

  it('ruling: not a materialization: the element of the card (wind, not enabled for Alice) is not checked', () => {
    const { s, ids } = enter(['fabled-azurite-fatestone', 'fabled-emerald-fatestone']);
    const t = resolveAll(act(s, A, { type: 'chooseCard', card: ids[1]! }));
    expect(objectOf(t, ids[1]!)?.controller).toBe(A);
  });

  it('a tie for the lowest cost: either may be chosen', () => {
    const { s, ids } = enter(['fabled-ruby-fatestone', 'fabled-emerald-fatestone', 'fabled-ruby-fatestone']);
    expect(picks(s)).toEqual([{ type: 'chooseCard', card: ids[0] }, { type: 'chooseCard', card: ids[2] }]);
  });

  it('with a Fatestone regalia already on your field, nothing happens', () => {
    const { s, ids } = enter(['fabled-ruby-fatestone'], (t) => addObject(t, A, 'fabled-azurite-fatestone')[0]);
    expect(s.pending).toBeNull();
    expect(player(s, A).materialDeck).toContain(ids[0]);
  });

  it('no Fatestone regalia in the material deck: nothing happens', () => {
    const { s } = enter(['coiled-fatestone']);
    expect(s.pending).toBeNull();
  });
});
