// Guardian and Warrior champions and regalia first printed in AMB.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, activateFromHand, atMain, champion, edit, mainPhaseOf, passUntil, withDef } from '../doa/support.js';
import { championIs, obj, ping, settle } from '../guardian-warrior-support.js';

describe("'jin-undying-resolve'", () => {
  const jin = scriptedDef('jin-undying-resolve');
  const ping5 = ping(5);
  const hurt = (s: ReturnType<typeof mainPhaseOf>) => edit(s, (t) => { t.objects[t.players.find((p) => p.id === A)!.champion!]!.damage = 27; });

  it('is a Jin lineage champion with immortality outside your end phase', () => {
    expect(jin.lineage).toBe('Jin');
    let s = championIs(mainPhaseOf(A), A, jin);
    expect(hasKeyword(s, champion(s, A), 'immortality')).toBe(true);
    s = passUntil(s, (t) => t.phase === 'end' && t.players[t.turnPlayer]!.id === A);
    expect(hasKeyword(s, champion(s, A), 'immortality')).toBe(false);
    s = passUntil(s, atMain(B));
    expect(hasKeyword(s, champion(s, A), 'immortality')).toBe(true);
    s = passUntil(s, (t) => t.phase === 'end' && t.players[t.turnPlayer]!.id === B);
    expect(hasKeyword(s, champion(s, A), 'immortality')).toBe(true);
  });

  it('ruling: with damage beyond its life it does not die, until its own end phase comes', () => {
    let s = withDef(hurt(championIs(mainPhaseOf(A), A, jin)), ping5);
    s = settle(activateFromHand(s, A, ping5, [obj(champion(s, A).id)])[0]);
    expect(champion(s, A).damage).toBe(32);
    expect(s.result ?? null).toBeNull();
    s = passUntil(s, (t) => !!t.result);
    expect(s.phase).toBe('end');
    expect(s.result).toMatchObject({ kind: 'win', winner: B });
  });
});
