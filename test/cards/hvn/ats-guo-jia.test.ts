// Guo Jia, Heaven's Favored (first printed in HVN).
import { describe, expect, it } from 'vitest';
import { defineCard, destroy, memory, reserve, target } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { refuse } from '../../engine/helpers.js';
import { objectTarget, place, withDefs } from '../amb/scenario.js';
import { A, B, act, addCard, atMain, champion, edit, factsOnly, newGame, passUntil, payReserve, player, toMaterialize, withDef } from '../doa/support.js';

const favored = scriptedDef('guo-jia-heavens-favored');
const scion = factsOnly('guo-jia-blessed-scion');
const shenju = factsOnly('byakko-white-tiger');

/** Alice's materialize phase: her champion is Guo Jia, Blessed Scion; Heaven's Favored is in her material deck. */
function ready(memoryCards: number, withShenju = false): [GameState, string] {
  return toMaterialize(favored, memoryCards, (t) => {
    let u = edit(withDef(t, scion), (v) => { v.objects[player(v, A).champion!]!.def = scion.slug; });
    if (withShenju) [u] = place(u, A, shenju);
    return u;
  });
}

function enter(mode: number, damage = 0): GameState {
  let [s, card] = ready(3);
  s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = damage; });
  s = act(s, A, { type: 'materialize', card });
  s = passUntil(s, (t) => t.pending?.kind === 'triggerMode');
  s = act(s, A, { type: 'chooseMode', mode });
  return passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
}

describe('guo-jia-heavens-favored', () => {
  it("'guo-jia-heavens-favored': On Enter, you may put three quest counters on Guo Jia", () => {
    const s = enter(0, 5);
    expect(champion(s, A).def).toBe(favored.slug);
    expect(champion(s, A).counters.quest).toBe(3);
    expect(champion(s, A).damage).toBe(5);
  });

  it("'guo-jia-heavens-favored': if you don't, recover 3", () => {
    const s = enter(1, 5);
    expect(champion(s, A).counters.quest ?? 0).toBe(0);
    expect(champion(s, A).damage).toBe(2);
  });

  it("'guo-jia-heavens-favored': costs 3 less to materialize while you control a Shenju ally", () => {
    const [s, card] = ready(0, true);
    expect(legalActions(s, A)).toContainEqual({ type: 'materialize', card });
    const t = passUntil(act(s, A, { type: 'materialize', card }), (x) => x.pending?.kind === 'triggerMode');
    expect(champion(t, A).def).toBe(favored.slug);
    const [u, card2] = ready(0, false);
    expect(legalActions(u, A)).not.toContainEqual({ type: 'materialize', card: card2 });
    refuse(u, A, { type: 'materialize', card: card2 });
  });
});

describe('guo-jia-blessed-scion', () => {
  const blessed = scriptedDef('guo-jia-blessed-scion');
  const disciple = factsOnly('guo-jia-chosen-disciple');
  const fatestone = factsOnly('fabled-ruby-fatestone');
  const bauble = defineCard({ slug: 'test-bauble', name: 'test-bauble', types: ['ITEM'], subtypes: ['BAUBLE'], element: 'NORM', cost: memory(0) }, {});
  const shatter = { ...defineCard({ slug: 'test-shatter', name: 'test-shatter', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}), targets: [{ kind: 'item' as const }], onResolve: [destroy(target(0))] };

  function enter(mode: number): GameState {
    let [s, card] = toMaterialize(blessed, 2, (t) => edit(withDef(t, disciple), (u) => { u.objects[player(u, A).champion!]!.def = disciple.slug; }));
    s = act(s, A, { type: 'materialize', card });
    s = passUntil(s, (t) => t.pending?.kind === 'triggerMode');
    s = act(s, A, { type: 'chooseMode', mode });
    return passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
  }

  it("'guo-jia-blessed-scion': arriving, she takes two quest counters or else draws one card", () => {
    const s0 = enter(0);
    expect(champion(s0, A).def).toBe(blessed.slug);
    expect(champion(s0, A).counters.quest).toBe(2);
    const hand = (s: GameState) => player(s, A).hand.length;
    const s1 = enter(1);
    expect(champion(s1, A).counters.quest ?? 0).toBe(0);
    expect(hand(s1)).toBe(hand(s0) + 1);
  });

  /** Bob, in his turn, activates a card that destroys one of Alice's items; Blessed Scion is in her inner lineage. */
  function bobTargets(item: CardDef): { s: GameState; victim: string; scionCard: string; stackId: string } {
    let s = withDefs(passUntil(newGame({ first: A }), atMain(B)), blessed, favored, item, shatter);
    let scionCard: string, victim: string, card: string;
    [s, scionCard] = addCard(s, A, blessed.slug, 'banishment');
    s = edit(s, (t) => {
      const p = player(t, A);
      p.banishment = p.banishment.filter((c) => c !== scionCard);
      const champ = t.objects[p.champion!]!;
      champ.lineage = [...champ.lineage, scionCard];
      champ.def = favored.slug;
    });
    [s, victim] = place(s, A, item);
    [s, card] = addCard(s, B, shatter.slug);
    s = act(s, B, { type: 'activate', card });
    s = act(s, B, { type: 'chooseTarget', target: objectTarget(victim) });
    s = payReserve(s, B);
    s = passUntil(s, (t) => t.opportunity !== null && t.players[t.opportunity.player]!.id === A && t.stack.length > 0);
    return { s, victim, scionCard, stackId: s.stack[s.stack.length - 1]!.id };
  }

  it("'guo-jia-blessed-scion': Lineage Release: negate an activation that targets a Fatestone you control", () => {
    let { s, victim, scionCard, stackId } = bobTargets(fatestone);
    const release = legalActions(s, A).find((a) => a.type === 'activateAbility' && a.object === champion(s, A).id);
    expect(release).toBeDefined();
    s = act(s, A, release!);
    expect(legalActions(s, A)).toContainEqual({ type: 'chooseTarget', target: { kind: 'stack', id: stackId } });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'stack', id: stackId } });
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending);
    expect(s.objects[victim]).toBeDefined();
    expect(player(s, B).graveyard.some((c) => s.cards[c]!.def === shatter.slug)).toBe(true);
    expect(player(s, A).banishment).toContain(scionCard);
    expect(champion(s, A).lineage).not.toContain(scionCard);
  });

  it("'guo-jia-blessed-scion': an activation that targets no Fatestone or Fatebound object of yours can't be negated by it", () => {
    const { s } = bobTargets(bauble);
    const champ = champion(s, A).id;
    expect(legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === champ)).toBe(false);
  });
});
