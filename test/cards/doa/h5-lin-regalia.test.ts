// DOA regalia scripted by branch h5-lin: Excalibur, Cursed Sword.
import { describe, expect, it } from 'vitest';
import { defineCard, memory } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, addCard, asClass, champion, passUntil, player, resolveAll, toMaterialize } from './support.js';

const excalibur = scriptedDef('excalibur-cursed-sword');
const relic = defineCard({ slug: 'test-relic', name: 'test-relic', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {});
const settled = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;

/** Alice materializes Excalibur with a champion of this class; stops at the player choice, if any. */
function enter(cls: 'mage' | 'warrior'): GameState {
  const [s, card] = toMaterialize(excalibur, 0, (t) => asClass(t, A, cls));
  return passUntil(act(s, A, { type: 'materialize', card }), (t) => t.pending?.kind === 'choosePlayerForControl' || settled(t));
}
const sword = (s: GameState) => Object.values(s.objects).find((o) => o.def === 'excalibur-cursed-sword')!;

describe("'excalibur-cursed-sword'", () => {
  it('[Class Bonus] On Enter: choose a player (any, you included); that player gains control of it, not its ownership', () => {
    let s = enter('mage');
    expect(s.pending?.kind).toBe('choosePlayerForControl');
    expect(legalActions(s, A).filter((a) => a.type === 'chooseTarget')).toEqual([
      { type: 'chooseTarget', target: { kind: 'player', id: A } },
      { type: 'chooseTarget', target: { kind: 'player', id: B } },
    ]);
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: { kind: 'player', id: B } }));
    expect(sword(s).controller).toBe(B);
    expect(sword(s).owner).toBe(A);
  });

  it('without the class bonus nothing is chosen: it stays with Alice', () => {
    const s = enter('warrior');
    expect(s.pending).toBeNull();
    expect(sword(s).controller).toBe(A);
  });

  it("whenever its controller materializes a card, 2 damage to that player's champion", () => {
    let s = resolveAll(act(enter('mage'), A, { type: 'chooseTarget', target: { kind: 'player', id: B } }));
    s = passUntil(s, (t) => t.pending?.kind === 'materializePhase' && t.players[t.turnPlayer]!.id === B);
    let card: string;
    [s, card] = addCard({ ...s, defs: { ...s.defs, [relic.slug]: relic } }, B, relic.slug, 'materialDeck');
    const before = champion(s, B).damage;
    const alice = champion(s, A).damage;
    s = passUntil(act(s, B, { type: 'materialize', card }), settled);
    expect(champion(s, B).damage).toBe(before + 2);
    expect(champion(s, A).damage).toBe(alice);
    expect(player(s, B).materialDeck).not.toContain(card);
  });
});
