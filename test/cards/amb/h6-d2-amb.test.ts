// h6-d2: AMB cards of the combat-and-counters family.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { A, B, act, addCard, atMain, champion, edit, passUntil, payReserve, player, refuse, withDef } from '../../engine/helpers.js';
import { asChampion, objectTarget, place, settle, useAbility } from './scenario.js';
import { ALL, aliceAs, bobAs, drive } from './amb1-support.js';
import { accept, unitAttack } from '../rdo/h6-d2-support.js';

const def = scriptedDef;
const fireAlly = (p: number) => defineCard({ slug: `h6-d2-fire-${p}`, name: `Fire ${p}`, types: ['ALLY'], element: 'FIRE', cost: reserve(1), power: p, life: 3 }, {});
const waterAlly = defineCard({ slug: 'h6-d2-water-5', name: 'Water 5', types: ['ALLY'], element: 'WATER', cost: reserve(1), power: 5, life: 3 }, {});
const sword = defineCard({ slug: 'h6-d2-amb-sword', name: 'Amb Sword', types: ['WEAPON'], subtypes: ['SWORD'], element: 'NORM', cost: reserve(0), power: 1, durability: 3 }, {});
const plainAlly = defineCard({ slug: 'h6-d2-plain', name: 'Plain', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 3 }, {});

describe('h6-d2 AMB', () => {
  it("'oppressive-presence': only in an opponent's recollection phase; this turn ally attacks cost X, X the greatest power among your fire allies as it resolves", () => {
    let s = aliceAs({ classes: ['WARRIOR'] });
    [s] = place(s, A, fireAlly(2));
    [s] = place(s, A, fireAlly(3));
    [s] = place(s, A, waterAlly);
    let c: string;
    [s, c] = addCard(withDef(s, def('oppressive-presence')), A, 'oppressive-presence');
    refuse(s, A, { type: 'activate', card: c }, 'game-mechanics-timing-and-permissions.md');
    s = passUntil(s, (t) => t.phase === 'recollection' && t.players[t.turnPlayer]!.id === B && !!t.opportunity && t.players[t.opportunity.player]!.id === A);
    expect(legalActions(s, A)).toContainEqual({ type: 'activate', card: c });
    s = settle(payReserve(act(s, A, { type: 'activate', card: c }), A));
    [s] = place(s, A, fireAlly(6)); // X was fixed as it resolved
    s = passUntil(s, atMain(B));
    let bobs: string;
    [s, bobs] = place(s, B, plainAlly, { enteredTurn: 0 });
    const { paid } = unitAttack(s, B, bobs, champion(s, A).id);
    expect(paid).toBe(3);
    s = passUntil(s, atMain(A));
    expect(s.attackTaxes ?? []).toEqual([]);
  });
});

describe('h6-d2 AMB attack targets', () => {
  it("'hailfinch': attacks targeting it cost (2) more; Tamer On Hit: removing a buff counter rests the hit ally, which skips its next wake up", () => {
    let s = bobAs({});
    let hf: string, mine: string;
    [s, hf] = place(s, A, def('hailfinch'));
    [s, mine] = place(s, B, plainAlly, { enteredTurn: 0 });
    expect(unitAttack(s, B, mine, hf).paid).toBe(2);
    const run = (classes: string[], buff: number, yes: boolean) => {
      let t = bobAs({ classes });
      let f: string, foe: string;
      [t, f] = place(t, B, def('hailfinch'), { enteredTurn: 0, counters: buff ? { buff } : {} });
      [t, foe] = place(t, A, plainAlly);
      t = unitAttack(t, B, f, foe, yes ? accept : () => undefined).s;
      const o = t.objects[foe]!;
      return { buff: t.objects[f]!.counters.buff ?? 0, rested: o.rested, skip: !!o.skipNextWakeUp };
    };
    expect(run(['TAMER'], 1, true)).toEqual({ buff: 0, rested: true, skip: true });
    expect(run(['TAMER'], 1, false)).toEqual({ buff: 1, rested: false, skip: false });
    expect(run(['TAMER'], 0, true)).toEqual({ buff: 0, rested: false, skip: false });
    expect(run(['MAGE'], 1, true)).toEqual({ buff: 1, rested: false, skip: false });
  });
});

describe('h6-d2 AMB next-turn attack bonus', () => {
  it("'ingress-of-sanguine-ire': only in an opponent's end phase; your champion's first attack next turn gets +3 power; two draws into memory if your champion took no damage this turn", () => {
    const run = (hurt: boolean) => {
      let s = bobAs({});
      s = asChampion(s, A, { classes: ['WARRIOR'], elements: ALL });
      let c: string;
      [s, c] = addCard(withDef(s, def('ingress-of-sanguine-ire')), A, 'ingress-of-sanguine-ire');
      expect(legalActions(s, A)).not.toContainEqual({ type: 'activate', card: c });
      s = passUntil(s, (t) => t.phase === 'end' && t.players[t.turnPlayer]!.id === B && !!t.opportunity && t.players[t.opportunity.player]!.id === A);
      if (hurt) s = edit(s, (t) => { t.championDamage = { [A]: { total: 1, combat: 0 } }; });
      const deck = player(s, A).mainDeck.length;
      s = settle(payReserve(act(s, A, { type: 'activate', card: c }), A));
      const drew = deck - player(s, A).mainDeck.length;
      s = passUntil(s, atMain(A));
      let sw: string;
      [s, sw] = place(s, A, sword);
      s = act(s, A, { type: 'attack', attacker: champion(s, A).id });
      s = act(s, A, { type: 'chooseWeapon', weapon: sw });
      s = act(s, A, { type: 'chooseAttackTarget', target: champion(s, B).id });
      return { drew, bonus: s.combat?.attackBonus ?? 0 };
    };
    expect(run(false)).toEqual({ drew: 2, bonus: 3 });
    expect(run(true)).toEqual({ drew: 0, bonus: 3 });
  });
});

describe('h6-d2 AMB loaded arrows', () => {
  it("'razor-broadhead': rest it to load it into an unloaded Bow of yours; loaded, its On Attack adds 3 power when the attacker is distant", () => {
    const bow = defineCard({ slug: 'h6-d2-bow', name: 'H6 Bow', types: ['WEAPON'], subtypes: ['BOW'], element: 'NORM', cost: reserve(0), power: 1, durability: 3 }, {});
    const run = (distant: boolean) => {
      let s = bobAs({ classes: ['RANGER'] });
      let b: string, arrow: string;
      [s, b] = place(s, B, bow);
      [s, arrow] = place(s, B, def('razor-broadhead'));
      const card = s.objects[arrow]!.card!;
      s = useAbility(s, B, arrow, 0, [objectTarget(b)]);
      expect(s.objects[b]!.loaded).toEqual([card]);
      if (distant) s = edit(s, (t) => { t.objects[player(t, B).champion!]!.distant = true; });
      s = act(s, B, { type: 'attack', attacker: champion(s, B).id });
      s = act(s, B, { type: 'chooseWeapon', weapon: b });
      s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
      s = drive(s);
      return champion(s, A).damage;
    };
    expect(run(true)).toBe(7);
    expect(run(false)).toBe(4);
  });
});
