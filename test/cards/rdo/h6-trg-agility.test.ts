// h6-trg: "whenever you gain agility" (chasing-shadows).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { currentPower } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, passUntil, payReserve, withDef } from '../../engine/helpers.js';
import { asChampion, place, settle } from '../amb/scenario.js';
import { mainPhaseOf } from '../doa/support.js';
import { fill } from '../doa/round2-helpers.js';

const def = (slug: string) => scriptedDef(slug);
const whose = (s: GameState) => s.players[s.turnPlayer]!.id;

describe('chasing-shadows', () => {
  it("'chasing-shadows': entering gives you agility 3; with Tristan, each agility gained gives your Ominous Shadow allies +1 power this turn", () => {
    for (const tristan of [true, false]) {
      let s = mainPhaseOf(A);
      s = tristan ? asTristan(s) : asChampion(s, A, { classes: ['ASSASSIN'], elements: ['NORM', 'UMBRA'] });
      s = fill(s, A, 2);
      let shade: string;
      [s, shade] = place(s, A, def('ominous-shadow'));
      const base = currentPower(s, s.objects[shade]!);
      let c: string;
      [s, c] = addCard(withDef(s, def('chasing-shadows')), A, 'chasing-shadows');
      s = settle(payReserve(act(s, A, { type: 'activate', card: c }), A));
      expect(currentPower(s, s.objects[shade]!)).toBe(base + (tristan ? 1 : 0));
      s = passUntil(s, (t) => whose(t) === B);
      expect(currentPower(s, s.objects[shade]!)).toBe(base);
    }
  });
});

function asTristan(s: GameState): GameState {
  const champ = defineCard({ slug: 'test-h6-tristan', name: 'Tristan, Test', types: ['CHAMPION'], subtypes: ['ASSASSIN'], classes: ['ASSASSIN'], element: ['NORM', 'UMBRA'], cost: reserve(0), level: 1, life: 20 }, {});
  s = withDef(s, champ);
  const t = JSON.parse(JSON.stringify(s)) as GameState;
  t.objects[t.players[0]!.champion!]!.def = champ.slug;
  return t;
}
