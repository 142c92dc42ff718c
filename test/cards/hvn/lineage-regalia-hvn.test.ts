// Lineage regalia first printed in HVN (besides the Fabled Fatestones): Art of War.
import { describe, expect, it } from 'vitest';
import { defineCard, memory } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { atMain, refuse } from '../../engine/helpers.js';
import { A, B, act, addObject, attackTurn, onField, passUntil, player, settle, unit, withDef } from '../regalia-b-support.js';
import { toMaterialize } from '../doa/support.js';

describe('art-of-war', () => {
  const slug = 'art-of-war';
  const attackers = (s: GameState, who: string) => legalActions(s, who).filter((a) => a.type === 'attack').map((a) => a.type === 'attack' && a.attacker);

  it(`'${slug}': a divine relic`, () => {
    expect(scriptedDef(slug).keywords).toContain('divineRelic');
  });

  it(`'${slug}': no player may attack with an ally that entered the field this turn; older allies may`, () => {
    let s = attackTurn();
    let fresh: string, old: string;
    [s] = onField(s, slug);
    [s, fresh] = addObject(withDef(s, unit('test-fresh')), A, 'test-fresh');
    [s, old] = addObject(withDef(s, unit('test-old')), A, 'test-old', { enteredTurn: s.turn - 1 });
    expect(attackers(s, A)).toContain(old);
    expect(attackers(s, A)).not.toContain(fresh);
    refuse(s, A, { type: 'attack', attacker: fresh });
    // The opponent's allies too, in the opponent's turn.
    let t = passUntil(passUntil(s, atMain(B)), atMain(A));
    t = passUntil(t, atMain(B));
    let theirs: string, older: string;
    [t, theirs] = addObject(withDef(t, unit('test-theirs')), B, 'test-theirs');
    [t, older] = addObject(withDef(t, unit('test-older')), B, 'test-older', { enteredTurn: t.turn - 1 });
    expect(attackers(t, B)).toContain(older);
    expect(attackers(t, B)).not.toContain(theirs);
  });

  it(`'${slug}': while a memory cost is paid, it may be banished to pay 1 of it`, () => {
    const regalia = defineCard({ slug: 'test-regalia-m2', name: 'test-regalia-m2', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(2) }, {});
    let art = '';
    let [s, card] = toMaterialize(regalia, 1, (t) => { [t, art] = onField(t, slug); return t; });
    const artCard = art;
    const artOwn = s.objects[art]!.card!;
    s = act(s, A, { type: 'materialize', card });
    expect(legalActions(s, A)).toContainEqual({ type: 'chooseFloating', card: artCard });
    s = settle(act(s, A, { type: 'chooseFloating', card: artCard }));
    expect(s.objects[art]).toBeUndefined();
    expect(player(s, A).banishment).toContain(artOwn);
    expect(player(s, A).memory.length).toBe(0);
    expect(Object.values(s.objects).some((o) => o.def === regalia.slug)).toBe(true);
  });
});
