// Promo lineage champions scripted by branch h5-lin: Tristan, Shadowdancer (and the Ominous Shadow tokens she summons); Mordred, Burnished Avenger.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, attack, champion, edit, enable, newGame, passUntil, player, resolveAll, toMaterialize, withDef } from '../doa/support.js';
import { asChampion } from './promo-reprints-support.js';
import { costToPay } from '../../../src/engine/play/costs.js';
import { refuse } from '../../engine/helpers.js';
import { factsOnly, mainPhaseOf, play } from '../doa/support.js';
import { dealDamage, defineCard, reserve, target } from '../../../src/cards/define.js';

const zap = defineCard({ slug: 'test-zap', name: 'test-zap', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [dealDamage(target(0), 4)], targets: [{ kind: 'unit' }] });

const slug = 'tristan-shadowdancer';
const tristan = scriptedDef(slug);
const shadows = (s: GameState) => Object.values(s.objects).filter((o) => o.def === 'ominous-shadow');
const settled = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;

/** Bob's turn: Alice's champion is Tristan with `prep` preparation counters, a shadow and a plain ally of hers; Bob's ally ready to attack. */
function bobAttacks(prep: number, target: 'tristan' | 'ally' = 'tristan'): { s: GameState; shadow: string; mine: string; bobs: string } {
  let s = passUntil(newGame({ first: A }), atMain(B));
  s = withDef(withDef(withDef(s, tristan), scriptedDef('ominous-shadow')), scriptedDef('imperial-recruit'));
  s = edit(s, (t) => { const c = t.objects[player(t, A).champion!]!; c.def = slug; c.counters.preparation = prep; });
  let shadow: string, mine: string, bobs: string;
  [s, shadow] = addObject(s, A, 'ominous-shadow', { card: null });
  [s, mine] = addObject(s, A, 'imperial-recruit');
  [s, bobs] = addObject(s, B, 'imperial-recruit', { enteredTurn: 0 });
  s = attack(s, B, bobs, target === 'tristan' ? champion(s, A).id : mine);
  s = passUntil(s, (t) => !!t.opportunity && t.players[t.opportunity.player]!.id === A && t.stack.length === 0 && !t.pending);
  return { s, shadow, mine, bobs };
}
const ability = (s: GameState) => ({ type: 'activateAbility' as const, object: champion(s, A).id, index: 1 });
const canUse = (s: GameState) => legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === champion(s, A).id && a.index === 1);

describe(`'${slug}'`, () => {
  it('On Enter: two Ominous Shadow tokens and a preparation counter on Tristan', () => {
    let [s, card] = toMaterialize(tristan, 3, (t) => enable(asChampion(t, A, 'tristan-grim-stalker'), A, 'UMBRA'));
    s = withDef(s, scriptedDef('ominous-shadow'));
    s = resolveAll(act(s, A, { type: 'materialize', card }));
    expect(champion(s, A).def).toBe(slug);
    expect(champion(s, A).counters.preparation).toBe(1);
    expect(shadows(s).map((o) => o.controller)).toEqual([A, A]);
    void factsOnly;
  });

  it('remove two preparation counters: an attack on Tristan now targets a phantasia ally of hers', () => {
    const { s: s0, shadow, mine } = bobAttacks(2);
    expect(canUse(s0)).toBe(true);
    let s = act(s0, A, ability(s0));
    expect(champion(s, A).counters.preparation ?? 0).toBe(0);
    s = passUntil(s, (t) => t.pending?.kind === 'chooseObjects' || settled(t));
    const offered = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target && 'id' in a.target ? [a.target.id] : []));
    expect(offered).toEqual([shadow]); // the Human ally is no phantasia
    expect(offered).not.toContain(mine);
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: shadow } });
    expect(s.combat?.defender).toBe(shadow);
  });

  it('not with fewer than two preparation counters, nor when the attack targets another unit', () => {
    expect(canUse(bobAttacks(1).s)).toBe(false);
    expect(canUse(bobAttacks(2, 'ally').s)).toBe(false);
  });
});

describe("'ominous-shadow'", () => {
  const shadow = scriptedDef('ominous-shadow');

  it('unblockable; 3 of each damage dealt to it is prevented', () => {
    expect(shadow.keywords).toContain('unblockable');
    let s = withDef(mainPhaseOf(A), shadow);
    let sh: string;
    [s, sh] = addObject(s, B, 'ominous-shadow', { card: null });
    [s] = play(s, A, zap, [{ kind: 'object', id: sh }]);
    expect(s.objects[sh]!.damage).toBe(1);
  });

  it('it may attack only units your champion dealt combat damage to this turn; with cleave, not at all', () => {
    let s = passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A));
    s = withDef(withDef(withDef(s, shadow), scriptedDef('imperial-recruit')), { ...scriptedDef('imperial-recruit'), slug: 'test-cleaver', keywords: ['cleave'] });
    let sh: string, bobs: string, cleaver: string;
    [s, sh] = addObject(s, A, 'ominous-shadow', { card: null, enteredTurn: 0 });
    [s, cleaver] = addObject(s, A, 'test-cleaver', { enteredTurn: 0 });
    s = edit(s, (t) => { t.defs['test-cleaver'] = { ...t.defs['test-cleaver']!, abilities: shadow.abilities, name: 'test-cleaver' }; });
    [s, bobs] = addObject(s, B, 'imperial-recruit', { enteredTurn: 0 });
    const attackers = (t: GameState) => legalActions(t, A).flatMap((a) => (a.type === 'attack' ? [a.attacker] : []));
    expect(attackers(s)).not.toContain(sh);
    // Alice's champion (power from a weapon-free test edit) hits Bob's ally.
    s = edit(s, (t) => { t.defs[t.objects[player(t, A).champion!]!.def] = { ...t.defs[t.objects[player(t, A).champion!]!.def]!, power: 1 }; });
    s = attack(s, A, champion(s, A).id, bobs);
    s = passUntil(s, (t) => !t.combat && settled(t), 400);
    expect(s.objects[bobs]!.damage).toBe(1);
    expect(attackers(s)).toContain(sh);
    expect(attackers(s)).not.toContain(cleaver); // ruling: with cleave it can't declare an attack
    s = act(s, A, { type: 'attack', attacker: sh });
    const targets = legalActions(s, A).flatMap((a) => (a.type === 'chooseAttackTarget' ? [a.target] : []));
    expect(targets).toEqual([bobs]);
    // Next turn the record is gone.
    s = passUntil(act(s, A, { type: 'chooseAttackTarget', target: bobs }), (t) => !t.combat && settled(t), 400);
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    expect(s.objects[sh]).toBeDefined();
    expect(attackers(s)).not.toContain(sh);
  });
});

describe("'mordred-burnished-avenger'", () => {
  const mordred = scriptedDef('mordred-burnished-avenger');
  const strike = (n: number) => defineCard({ slug: `test-strike-${n}`, name: `Test Strike ${n}`, types: ['ATTACK'], element: 'NORM', cost: reserve(n), power: 1 }, {});
  const other = defineCard({ slug: 'test-other', name: 'Test Other', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [] });

  /** Alice materializes Mordred in her second turn, `top` on top of her deck; stops at the look. */
  function enters(top: typeof other): { s: GameState; card: string } {
    let id = '';
    const [s0, c] = toMaterialize(mordred, 1, (t) => {
      let u = enable(withDef(withDef(withDef(t, top), strike(3)), strike(0)), A, 'WATER');
      [u, id] = addCard(u, A, top.slug, 'mainDeck');
      return u;
    });
    const s = passUntil(act(s0, A, { type: 'materialize', card: c }), (t) => t.pending?.kind === 'lookTopBanish' || settled(t));
    return { s, card: id };
  }
  const answers = (s: GameState) => legalActions(s, A).filter((a) => a.type === 'chooseTarget');
  const playable = (s: GameState) => legalActions(s, A).flatMap((a) => (a.type === 'activate' ? [a.card] : []));

  it('On Enter: look at the top card; an attack card may be banished, then activated this turn', () => {
    const { s: s0, card } = enters(strike(0));
    expect(s0.pending?.kind).toBe('lookTopBanish');
    expect(answers(s0)).toEqual([{ type: 'chooseTarget', target: { kind: 'card', id: card } }, { type: 'chooseTarget', target: null }]);
    let s = resolveAll(act(s0, A, { type: 'chooseTarget', target: { kind: 'card', id: card } }));
    expect(player(s, A).banishment).toContain(card);
    s = passUntil(s, atMain(A));
    expect(playable(s)).toContain(card);
    // Not in a later turn.
    const later = passUntil(passUntil(s, atMain(B)), atMain(A));
    expect(playable(later)).not.toContain(card);
    expect(player(later, A).banishment).toContain(card);
  });

  it('left on top, or not an attack card: it stays on top', () => {
    const { s: s0, card } = enters(strike(0));
    const s = resolveAll(act(s0, A, { type: 'chooseTarget', target: null }));
    expect(player(s, A).mainDeck[0]).toBe(card);
    const { s: t0, card: c2 } = enters(other);
    expect(answers(t0)).toEqual([{ type: 'chooseTarget', target: null }]);
    refuse(t0, A, { type: 'chooseTarget', target: { kind: 'card', id: c2 } });
    expect(player(resolveAll(act(t0, A, { type: 'chooseTarget', target: null })), A).mainDeck[0]).toBe(c2);
  });

  it('[Mordred Bonus] inherited: after a level up this turn, your first attack card of the turn is 2 cheaper', () => {
    const { s: s0 } = enters(other);
    let s = passUntil(resolveAll(act(s0, A, { type: 'chooseTarget', target: null })), atMain(A));
    expect(costToPay(s, A, strike(3), 0, 'activate')).toBe(1);
    expect(costToPay(s, A, other, 0, 'activate')).toBe(0);
    // After an attack card was activated this turn: full cost.
    s = edit(s, (t) => { t.activationsThisTurn = [...(t.activationsThisTurn ?? []), { player: A, def: 'test-strike-0' }]; });
    expect(costToPay(s, A, strike(3), 0, 'activate')).toBe(3);
    // The next turn he has not leveled up: full cost.
    const later = passUntil(passUntil(s, atMain(B)), atMain(A));
    expect(costToPay(later, A, strike(3), 0, 'activate')).toBe(3);
  });
});
