// Guardian regalia that watch damage dealt to your champion, or fostered allies dying.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, activateFromHand, addObject, answerMay, asClass, champion, enable, factsOnly, legal, mainPhaseOf, materialize, objectsOf, passUntil, player, toMaterialize, untilPending, withDef } from '../doa/support.js';
import { place, power } from '../doa/round2-helpers.js';
import { championIs, obj, ping, settle, testAlly } from '../guardian-warrior-support.js';

const hit = (s: GameState, n: number, target: string) => settle(activateFromHand(withDef(s, ping(n)), A, ping(n), [obj(target)])[0]);

describe("'aegis-of-dawn'", () => {
  const aegis = scriptedDef('aegis-of-dawn');
  const drone = scriptedDef('automaton-drone');

  it('whenever your champion is dealt four or more damage at once, summon an Automaton Drone', () => {
    let s = withDef(mainPhaseOf(A), drone);
    [s] = place(s, A, aegis);
    const drones = (t: GameState) => objectsOf(t, drone.slug).filter((o) => o.controller === A).length;
    s = hit(s, 3, champion(s, A).id);
    expect(drones(s)).toBe(0);
    s = hit(s, 4, champion(s, A).id);
    expect(drones(s)).toBe(1);
    s = hit(s, 4, champion(s, B).id); // not your champion
    expect(drones(s)).toBe(1);
  });

  it('with the Guardian bonus it costs 1 less to materialize', () => {
    const [g, card] = toMaterialize(aegis, 0, (t) => enable(asClass(t, A, 'guardian'), A, 'NEOS'));
    expect(legal(g, A)).toContainEqual({ type: 'materialize', card });
    const [w, other] = toMaterialize(aegis, 0, (t) => enable(asClass(t, A, 'warrior'), A, 'NEOS'));
    expect(legal(w, A)).not.toContainEqual({ type: 'materialize', card: other });
  });
});

describe("'magebane-lash'", () => {
  const lash = scriptedDef('magebane-lash');
  const nico = factsOnly('nico-raptures-embrace');

  it('with the Guardian bonus it puts a lash counter on your champion as it enters; +1 power per lash counter there', () => {
    const enter = (cls: 'guardian' | 'warrior') => {
      const [s, card] = toMaterialize(lash, 1, (t) => enable(asClass(t, A, cls), A, 'WATER'));
      const t = materialize(s, card);
      return { s: t, id: Object.values(t.objects).find((o) => o.card === card)!.id };
    };
    const g = enter('guardian');
    expect(champion(g.s, A).counters.lash).toBe(1);
    expect(power(g.s, g.id)).toBe(1);
    const w = enter('warrior');
    expect(champion(w.s, A).counters.lash ?? 0).toBe(0);
    expect(power(w.s, w.id)).toBe(0);
  });

  it('with the Nico bonus, whenever your champion is dealt non-combat damage you recover 2', () => {
    let s = championIs(mainPhaseOf(A), A, nico);
    [s] = place(s, A, lash);
    const before = champion(s, A).damage;
    s = hit(s, 3, champion(s, A).id);
    expect(champion(s, A).damage).toBe(before + 1);
    let t = asClass(mainPhaseOf(A), A, 'guardian');
    [t] = place(t, A, lash);
    const other = champion(t, A).damage;
    t = hit(t, 3, champion(t, A).id);
    expect(champion(t, A).damage).toBe(other + 3);
  });

  it('combat damage to your champion does not make you recover', () => {
    let s = championIs(mainPhaseOf(B), A, nico);
    [s] = place(s, A, lash);
    const brute = testAlly('test-brute', ['HUMAN'], 3, 5);
    let attacker: string;
    [s, attacker] = addObject(withDef(s, brute), B, brute.slug);
    const before = champion(s, A).damage;
    s = act(s, B, { type: 'attack', attacker });
    if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, B, { type: 'chooseWeapon', weapon: null });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = passUntil(s, (t) => !t.combat && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending, 400);
    expect(champion(s, A).damage).toBe(before + 3);
  });
});

describe("'crest-of-the-alliance'", () => {
  const crest = scriptedDef('crest-of-the-alliance');
  const ward = testAlly('test-ward', ['HUMAN'], 1, 2);

  it('whenever a fostered ally you control dies, you may banish it to draw a card', () => {
    let s = withDef(mainPhaseOf(A), ward);
    let item: string, fostered: string, plain: string;
    [s, item] = place(s, A, crest);
    [s, fostered] = addObject(s, A, ward.slug, { fostered: true });
    [s, plain] = addObject(s, A, ward.slug);
    // An ally that was not fostered: nothing is asked.
    const quiet = passUntil(activateFromHand(withDef(s, ping(5)), A, ping(5), [obj(plain)])[0],
      (u) => u.pending?.kind === 'may' || (u.stack.length === 0 && !u.pending && u.pendingTriggers.length === 0));
    expect(quiet.pending?.kind).not.toBe('may');
    expect(quiet.objects[plain]).toBeUndefined();
    s = quiet;
    const [t] = activateFromHand(withDef(s, ping(5)), A, ping(5), [obj(fostered)]);
    const asked = untilPending(t, 'may');
    const hand = player(asked, A).hand.length;
    const yes = settle(answerMay(asked, A, true));
    expect(yes.objects[item]).toBeUndefined();
    expect(player(yes, A).hand.length).toBe(hand + 1);
    const no = settle(answerMay(asked, A, false));
    expect(no.objects[item]).toBeDefined();
    expect(player(no, A).hand.length).toBe(hand);
  });
});

describe("'ceremonial-stormblade'", () => {
  const stormblade = scriptedDef('ceremonial-stormblade');
  const gust = { ...testAlly('test-gust'), elements: ['WIND' as const] };

  const enter = (cls: 'warrior' | 'guardian') => {
    const [s, card] = toMaterialize(stormblade, 0, (t) => {
      let u = withDef(enable(asClass(t, A, cls), A, 'WIND'), gust);
      [u] = addObject(u, A, gust.slug);
      [u] = addObject(u, A, gust.slug);
      [u] = addObject(u, A, 'blitz-mage'); // a fire ally
      [u] = addObject(u, B, gust.slug); // not yours
      return u;
    });
    const t = materialize(s, card);
    return t.objects[Object.values(t.objects).find((o) => o.card === card)!.id]!;
  };

  it('ruling: with the Warrior bonus it enters with a durability counter more for each wind element ally you control', () => {
    expect(enter('warrior').counters.durability).toBe(1 + 2);
    expect(enter('guardian').counters.durability).toBe(1);
  });
});
