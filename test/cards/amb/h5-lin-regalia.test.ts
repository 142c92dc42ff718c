// AMB regalia scripted by branch h5-lin: Entrancing Filigree.
import { describe, expect, it } from 'vitest';
import { defineCard, destroy, reserve, target } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, addObject, atMain, champion, edit, enable, passUntil, play, player, resolveAll, toMaterialize, withDef } from '../doa/support.js';

const filigree = scriptedDef('entrancing-filigree');
const body = defineCard({ slug: 'test-body', name: 'test-body', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 3 }, {});
const shrouded = { ...defineCard({ slug: 'test-shrouded', name: 'test-shrouded', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 3 }, {}), keywords: ['spellshroud' as const] };
const smash = defineCard({ slug: 'test-smash', name: 'test-smash', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [destroy(target(0))], targets: [{ kind: 'object', nonChampion: true }] });
const ids = (s: GameState) => legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target && 'id' in a.target ? [a.target.id] : []));

/** Alice materializes the Filigree; Bob's ally, her own ally and a spellshrouded ally of Bob's are on the field. Stops at the trigger's target. */
function entering(): { s: GameState; theirs: string; mine: string; shroud: string } {
  let theirs = '', mine = '', shroud = '';
  const [s0, card] = toMaterialize(filigree, 2, (t) => {
    let u = enable([body, shrouded, smash].reduce((x, d) => withDef(x, d), t), A, 'TERA');
    [u, theirs] = addObject(u, B, 'test-body');
    [u, mine] = addObject(u, A, 'test-body');
    [u, shroud] = addObject(u, B, 'test-shrouded');
    return u;
  });
  const s = passUntil(act(s0, A, { type: 'materialize', card }), (t) => t.pending?.kind === 'triggerTargets');
  return { s, theirs, mine, shroud };
}
/** The On Enter banishes Bob's ally; then Alice's main phase. */
function banished(): { s: GameState; card: string; fil: string } {
  const { s: s0, theirs } = entering();
  const card = s0.objects[theirs]!.card!;
  const s = passUntil(resolveAll(act(s0, A, { type: 'chooseTarget', target: { kind: 'object', id: theirs } })), atMain(A));
  return { s, card, fil: Object.values(s.objects).find((o) => o.def === filigree.slug)!.id };
}

describe("'entrancing-filigree'", () => {
  it("On Enter, as a Spell: a target non-champion object you don't control (without spellshroud) is banished", () => {
    const { s, theirs, mine, shroud } = entering();
    expect(ids(s)).toContain(theirs);
    expect(ids(s)).not.toContain(mine);
    expect(ids(s)).not.toContain(shroud);
    expect(ids(s)).not.toContain(champion(s, B).id);
    const card = s.objects[theirs]!.card!;
    const t = resolveAll(act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: theirs } }));
    expect(t.objects[theirs]).toBeUndefined();
    expect(player(t, B).banishment).toContain(card);
  });

  it("On Leave: the banished object returns to the field under its owner's control, rested", () => {
    const { s: s0, card, fil } = banished();
    const s = resolveAll(play(s0, A, smash, [{ kind: 'object', id: fil }])[0]);
    expect(s.objects[fil]).toBeUndefined();
    const back = Object.values(s.objects).find((o) => o.card === card)!;
    expect(back.controller).toBe(B);
    expect(back.rested).toBe(true);
    expect(player(s, B).banishment).not.toContain(card);
  });

  it('a card that left the banishment in the meantime is not the banished object: it does not come back', () => {
    const { s: s0, card, fil } = banished();
    // Another effect moves it to Bob's material deck; later it is banished again (a test edit): a new card for the rules.
    let s = resolveAll(play(s0, A, defineCard({ slug: 'test-dig', name: 'test-dig', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
      { onResolve: [{ op: 'banishedCardToMaterialDeck', target: 0 }], targets: [{ kind: 'banishedCard' }] }), [{ kind: 'card', id: card }])[0]);
    expect(player(s, B).banishment).not.toContain(card);
    s = edit(s, (t) => { const p = player(t, B); p.materialDeck = p.materialDeck.filter((c) => c !== card); p.banishment = [...p.banishment, card]; });
    s = resolveAll(play(s, A, smash, [{ kind: 'object', id: fil }])[0]);
    expect(s.objects[fil]).toBeUndefined();
    expect(Object.values(s.objects).some((o) => o.card === card)).toBe(false);
    expect(player(s, B).banishment).toContain(card);
  });
});
