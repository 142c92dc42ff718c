// Alice champions of the PTM set.
import { describe, expect, it } from 'vitest';
import { defineCard, memory, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, addCard, atMain, champion, edit, factsOnly, materialize, newGame, passUntil, play, player, toMaterialize, withDef } from '../doa/support.js';
import { championIs } from '../guardian-warrior-support.js';

const action = (slug: string, element: 'UMBRA' | 'NORM' | 'FIRE') =>
  defineCard({ slug, name: slug, types: ['ACTION'], element, cost: reserve(0), speed: true }, { onResolve: [] });
const umbraAction = action('test-umbra-action', 'UMBRA');
const normAction = action('test-norm-action', 'NORM');
const fireAction = action('test-fire-action', 'FIRE');

describe("'alice-phantom-monarch'", () => {
  const alice = scriptedDef('alice-phantom-monarch');
  const base = (): GameState => championIs(passUntil(newGame({ first: A }), atMain(A)), A, alice);

  it('activating an advanced element card while no Curse is in her lineage: 7 unpreventable damage to Alice', () => {
    let s = base();
    [s] = play(s, A, umbraAction);
    expect(champion(s, A).damage).toBe(7);
  });

  it('norm and basic element cards set nothing off', () => {
    let s = edit(base(), (t) => {
      const def = t.defs[t.objects[player(t, A).champion!]!.def]!;
      def.elements = [...def.elements, 'FIRE'];
    });
    [s] = play(s, A, normAction);
    [s] = play(s, A, fireAction);
    expect(champion(s, A).damage).toBe(0);
  });

  it('a Curse card in her lineage turns it off', () => {
    let s = withDef(base(), factsOnly('creeping-torment'));
    let curse: string;
    [s, curse] = addCard(s, A, 'creeping-torment', 'banishment');
    s = edit(s, (t) => {
      player(t, A).banishment = player(t, A).banishment.filter((c) => c !== curse);
      t.objects[player(t, A).champion!]!.lineage.push(curse);
    });
    [s] = play(s, A, umbraAction);
    expect(champion(s, A).damage).toBe(0);
  });

  it('materializing an advanced element card counts as playing it', () => {
    const relic = defineCard({ slug: 'test-umbra-relic', name: 'Test Umbra Relic', types: ['ITEM'], supertypes: ['REGALIA'], element: 'UMBRA', cost: memory(0) }, null);
    let [s, card] = toMaterialize(relic, 0, (t) => championIs(t, A, alice));
    s = materialize(s, card);
    expect(champion(s, A).damage).toBe(7);
  });

  it('an Inherited Effect: it works with Alice under another champion', () => {
    let s = championIs(passUntil(newGame({ first: A }), atMain(A)), A, factsOnly('alice-golden-queen'));
    let inner: string;
    [s, inner] = addCard(withDef(s, alice), A, alice.slug, 'banishment');
    s = edit(s, (t) => {
      player(t, A).banishment = player(t, A).banishment.filter((c) => c !== inner);
      t.objects[player(t, A).champion!]!.lineage.push(inner);
      const def = t.defs[t.objects[player(t, A).champion!]!.def]!;
      def.elements = [...def.elements, 'UMBRA'];
    });
    [s] = play(s, A, umbraAction);
    expect(champion(s, A).damage).toBe(7);
  });
});
