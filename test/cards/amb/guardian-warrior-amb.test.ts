// Guardian and Warrior champions and regalia first printed in AMB.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, activateFromHand, addCard, addObject, atMain, champion, edit, legal, mainPhaseOf, passUntil, resolveAll, untilPending, withDef } from '../doa/support.js';
import { power } from '../doa/round2-helpers.js';
import { championIs, obj, ping, settle, testAlly } from '../guardian-warrior-support.js';

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

describe("'jin-fate-defiant'", () => {
  const jin = scriptedDef('jin-fate-defiant');
  const spear = scriptedDef('executioners-spear'); // a Polearm weapon
  const squire = testAlly('test-squire', ['HUMAN'], 1, 3);
  const mage = testAlly('test-mage', ['MAGE'], 1, 3);

  /** Bob's champion (Jin, or `top` with Jin in its inner lineage) starts an attack on Alice's champion wielding `weapon`. */
  function jinAttacks(weaponSlug: string, top?: ReturnType<typeof scriptedDef>) {
    let s = withDef(withDef(withDef(mainPhaseOf(B), spear), squire), mage);
    s = championIs(s, B, top ?? jin);
    if (top) {
      let card: string;
      [s, card] = addCard(withDef(s, jin), B, jin.slug, 'banishment');
      s = edit(s, (t) => {
        t.players.find((p) => p.id === B)!.banishment = t.players.find((p) => p.id === B)!.banishment.filter((c) => c !== card);
        t.objects[t.players.find((p) => p.id === B)!.champion!]!.lineage = [card];
      });
    }
    let weapon: string, human: string, other: string;
    [s, weapon] = addObject(s, B, weaponSlug);
    [s, human] = addObject(s, B, squire.slug);
    [s, other] = addObject(s, B, mage.slug);
    s = act(s, B, { type: 'attack', attacker: champion(s, B).id });
    s = act(s, B, { type: 'chooseWeapon', weapon });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    return { s, human, other };
  }

  it('whenever Jin attacks with a Polearm weapon, a Horse or Human ally you control gets +1 power this turn', () => {
    let { s, human, other } = jinAttacks(spear.slug);
    s = untilPending(s, 'triggerTargets');
    const choices = legal(s, B).flatMap((a) => (a.type === 'chooseTarget' ? [a.target] : []));
    expect(choices).toContainEqual(obj(human));
    expect(choices).not.toContainEqual(obj(other));
    s = resolveAll(act(s, B, { type: 'chooseTarget', target: obj(human) }));
    expect(power(s, human)).toBe(2);
  });

  it('no trigger when the attack uses no Polearm', () => {
    const { s } = jinAttacks('training-sword');
    const t = passUntil(s, (u) => u.pending?.kind === 'triggerTargets' || (!u.combat && u.stack.length === 0 && u.pendingTriggers.length === 0 && !u.pending), 400);
    expect(t.pending?.kind).not.toBe('triggerTargets');
  });

  it('Inherited Effect: a later Jin with this card in its lineage has the ability', () => {
    let { s, human } = jinAttacks(spear.slug, scriptedDef('jin-undying-resolve'));
    s = untilPending(s, 'triggerTargets');
    s = resolveAll(act(s, B, { type: 'chooseTarget', target: obj(human) }));
    expect(power(s, human)).toBe(2);
  });
});
