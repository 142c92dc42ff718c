// h5-u-mrc: On Champion Hit abilities that look at the hit champion (src/engine/effects/hit-champion-conditions.ts).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { A, B, act, addCard, champion, edit, mainPhaseOf, passUntil, payReserve, player, withDef } from '../doa/support.js';
import { as, fill } from '../doa/round2-helpers.js';
import { asChampion } from '../amb/scenario.js';

const curse = defineCard({ slug: 'test-curse', name: 'Curse', types: ['ACTION'], subtypes: ['CURSE'], element: 'UMBRA', cost: reserve(1) }, {});

/** `who` activates the attack card `def` (declaring Prepare as asked) at the opposing champion; the combat plays out. */
function attackChampion(s: GameState, who: PlayerId, def: CardDef, prepare = false): GameState {
  let c: string;
  [s, c] = addCard(withDef(fill(s, who, 6), def), who, def.slug);
  s = act(s, who, { type: 'activate', card: c });
  if (s.pending?.kind === 'activation' && s.pending.draft.stage === 'prepare') s = act(s, who, { type: 'declarePrepare', prepare });
  s = payReserve(s, who);
  const foe = champion(s, who === A ? B : A).id;
  const done = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0 && !t.combat;
  for (let i = 0; i < 30 && !done(s); i++) {
    s = passUntil(s, (t) => done(t) || t.pending?.kind === 'attackDeclaration');
    if (s.pending?.kind !== 'attackDeclaration') continue;
    const legal = legalActions(s, who);
    s = act(s, who, legal.find((a) => a.type === 'chooseAttackTarget' && a.target === foe) ?? legal.find((a) => a.type === 'chooseWeapon' && a.weapon === null) ?? legal[0]!);
  }
  return s;
}

describe("'revenants-scourge'", () => {
  const def = scriptedDef('revenants-scourge');
  it('with the Assassin bonus, On Champion Hit: with a Curse card in the hit champion\'s lineage, the attacker wakes up and you draw', () => {
    const run = (cls: 'assassin' | 'warrior', cursed: boolean) => {
      let s = as(mainPhaseOf(B), B, cls, 'UMBRA');
      if (cursed) {
        let c: string;
        [s, c] = addCard(withDef(s, curse), A, curse.slug, 'graveyard');
        s = edit(s, (t) => { player(t, A).graveyard = player(t, A).graveyard.filter((x) => x !== c); t.objects[player(t, A).champion!]!.lineage = [c, ...t.objects[player(t, A).champion!]!.lineage]; });
      }
      const hand = player(s, B).hand.length + 6;
      s = attackChampion(s, B, def);
      return [champion(s, A).damage, champion(s, B).rested, player(s, B).hand.length - (hand - 1)];
    };
    expect(run('assassin', true)).toEqual([4, false, 1]);
    expect(run('assassin', false)).toEqual([4, true, 0]);
  });
});

describe("'final-stroke'", () => {
  const def = scriptedDef('final-stroke');
  it('with the Assassin bonus, prepared, it destroys a hit champion with twenty or more damage counters', () => {
    const run = (prepare: boolean, before: number) => {
      // Alice's champion has 40 life: twenty damage counters alone don't defeat it.
      let s = asChampion(as(mainPhaseOf(B), B, 'assassin', 'UMBRA'), A, {});
      s = edit(s, (t) => { t.objects[player(t, B).champion!]!.counters.preparation = 3; t.objects[player(t, A).champion!]!.damage = before; });
      s = attackChampion(s, B, def, prepare);
      const c = player(s, A).champion;
      return [s.result?.kind === 'win' ? s.result.winner : null, c && s.objects[c] ? s.objects[c]!.damage : null];
    };
    // 15 + 5 = 20 damage counters after the hit: destroyed when prepared.
    expect(run(true, 15)[0]).toBe(B);
    expect(run(false, 15)).toEqual([null, 20]);
    expect(run(true, 10)).toEqual([null, 15]);
  });
});
