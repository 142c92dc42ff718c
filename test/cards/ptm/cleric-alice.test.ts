// The Cleric cards of the Alice lineage first printed in PTM: champions and regalia.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine/index.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, addCard, edit, factsOnly, legal, materialize, player, resolveAll, toMaterialize, useAbility, withDef } from '../doa/support.js';
import { fill, place } from '../doa/round2-helpers.js';
import { mainPhaseOf } from '../doa/support.js';

const oneiricKey = scriptedDef('oneiric-key');

/** Alice's champion becomes an Alice champion (its facts only). */
function asAlice(s: GameState): GameState {
  const def = factsOnly('alice-golden-queen');
  return edit(withDef(s, def), (t) => { t.objects[player(t, A).champion!]!.def = def.slug; });
}
const withPhantasmagoria = (s: GameState, haunt = 0) =>
  edit(s, (t) => { t.masteries = { ...(t.masteries ?? {}), [A]: { def: 'phantasmagoria', counters: { haunt } } }; });
function payFirst(s: GameState): GameState {
  while (s.pending?.kind === 'activation' && s.pending.draft.stage === 'reserve') s = act(s, A, legal(s, A).find((a) => a.type === 'chooseReserve')!);
  return s;
}

describe('oneiric-key', () => {
  it('with the Alice bonus, entering puts a haunt counter on your Phantasmagoria', () => {
    let [s, card] = toMaterialize(oneiricKey, 0, (t) => withPhantasmagoria(asAlice(t), 1));
    s = materialize(s, card);
    expect(s.masteries![A]!.counters.haunt).toBe(2);
  });

  it('without the Alice bonus, or without Phantasmagoria, no counter is put anywhere', () => {
    let [s, card] = toMaterialize(oneiricKey, 0, (t) => withPhantasmagoria(t, 1));
    s = materialize(s, card);
    expect(s.masteries![A]!.counters.haunt).toBe(1);
    [s, card] = toMaterialize(oneiricKey, 0, (t) => asAlice(t));
    s = materialize(s, card);
    expect(s.masteries?.[A]).toBeUndefined();
  });

  it('paying 4 and banishing it draws a card into your memory', () => {
    let s = fill(mainPhaseOf(A), A, 4);
    let key: string;
    [s, key] = place(s, A, oneiricKey);
    const memory = player(s, A).memory.length;
    s = resolveAll(payFirst(useAbility(s, A, key, 1)));
    // The four reserve cards went to memory, and one more card was drawn there.
    expect(player(s, A).memory.length).toBe(memory + 5);
    expect(player(s, A).banishment.some((c) => s.cards[c]!.def === 'oneiric-key')).toBe(true);
  });
});

const distortedQueen = scriptedDef('alice-distorted-queen');

describe('alice-distorted-queen', () => {
  it('entering (leveling up into it) gives you the Phantasmagoria mastery with two haunt counters on it', () => {
    let [s, card] = toMaterialize(distortedQueen, 1);
    s = materialize(s, card);
    expect(s.masteries?.[A]?.def).toBe('phantasmagoria');
    expect(s.masteries![A]!.counters.haunt).toBe(2);
  });

  it('Lineage Release: recover 2 plus the cards in the lineage; ruling: it no longer counts itself, banished to pay', () => {
    let s = withDef(mainPhaseOf(A), distortedQueen);
    let dq: string;
    [s, dq] = addCard(s, A, 'alice-distorted-queen', 'banishment');
    // Her champion: a level 2 Alice over a Spirit and the Distorted Queen (three cards in the lineage).
    const whims = factsOnly('alice-whims-monarch');
    let top: string;
    [s, top] = addCard(withDef(s, whims), A, whims.slug, 'banishment');
    s = edit(s, (t) => {
      player(t, A).banishment = player(t, A).banishment.filter((x) => x !== dq && x !== top);
      const c = t.objects[player(t, A).champion!]!;
      c.lineage = [c.card!, dq];
      c.card = top;
      c.def = whims.slug;
      c.damage = 10;
    });
    const champ = player(s, A).champion!;
    expect(s.objects[champ]!.lineage).toHaveLength(2);
    const offer = legal(s, A).find((a) => a.type === 'activateAbility' && a.object === champ);
    expect(offer).toBeDefined();
    s = resolveAll(act(s, A, offer!));
    expect(player(s, A).banishment).toContain(dq);
    // Two cards left in the lineage (the Spirit under, the level 2 card on top): recover 2 + 2.
    expect(s.objects[champ]!.damage).toBe(6);
  });
});

const orbitingCosmos = scriptedDef('orbiting-cosmos');
const halcyonPrism = scriptedDef('halcyon-prism');

describe('orbiting-cosmos', () => {
  it('you glimpse one card more than an effect says; an opponent does not', () => {
    const glimpsed = (cosmosOwner: 'A' | 'B' | null) => {
      let s = mainPhaseOf(A);
      let prism: string;
      if (cosmosOwner) [s] = place(s, cosmosOwner === 'A' ? A : B, orbitingCosmos);
      [s, prism] = place(s, A, halcyonPrism);
      s = passUntilPending(useAbility(s, A, prism), 'glimpse');
      return s.pending?.kind === 'glimpse' ? s.pending.cards.length : 0;
    };
    expect(glimpsed(null)).toBe(3);
    expect(glimpsed('A')).toBe(4);
    expect(glimpsed('B')).toBe(3);
  });

  it('paying 3 and banishing it draws a card into your memory', () => {
    let s = fill(mainPhaseOf(A), A, 3);
    let cosmos: string;
    [s, cosmos] = place(s, A, orbitingCosmos);
    const memory = player(s, A).memory.length;
    s = resolveAll(payFirst(useAbility(s, A, cosmos, 1)));
    expect(player(s, A).memory.length).toBe(memory + 3 + 1);
    expect(player(s, A).banishment.some((c) => s.cards[c]!.def === 'orbiting-cosmos')).toBe(true);
  });
});

function passUntilPending(s: GameState, kind: string): GameState {
  for (let i = 0; i < 20 && s.pending?.kind !== kind; i++) s = act(s, s.players[s.opportunity!.player]!.id, { type: 'pass' });
  return s;
}
