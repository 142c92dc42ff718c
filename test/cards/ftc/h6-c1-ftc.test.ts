// h6-c1: Song of Frost, its alternative cost (a Floating Memory card banished from the graveyard) with its class.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { actingPlayers, legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, addCard, atMain, champion, edit, newGame, passUntil, player, withDef } from '../../engine/helpers.js';
import { asChampion, settle } from '../amb/scenario.js';

const floater = defineCard({ slug: 'h6c1-floater', name: 'Floater', types: ['ACTION'], element: 'NORM', cost: reserve(1) }, { keywords: ['floatingMemory'], onResolve: [] });
const strike = defineCard({ slug: 'h6c1-strike', name: 'Strike', types: ['ATTACK'], element: 'NORM', cost: reserve(0), power: 5 }, {});

/** Bob's champion attacks Alice's with an attack card; Alice (a Tamer or not) holds Song of Frost and a Floating Memory card in her graveyard. */
function underAttack(classes: string[]): { s: GameState; song: string; floating: string; attack: string } {
  let s = passUntil(newGame({ first: A }), atMain(B));
  s = asChampion(s, A, { classes, elements: ['NORM', 'WATER'] });
  s = withDef(withDef(withDef(s, floater), strike), scriptedDef('song-of-frost'));
  s = edit(s, (t) => { player(t, A).hand = []; });
  let song: string, floating: string, attack: string;
  [s, song] = addCard(s, A, 'song-of-frost');
  [s, floating] = addCard(s, A, floater.slug, 'graveyard');
  [s, attack] = addCard(s, B, strike.slug);
  s = act(s, B, { type: 'activate', card: attack });
  for (let i = 0; i < 40 && !(s.combat?.attacker && !s.pending && actingPlayers(s)[0] === A); i++) {
    const who = actingPlayers(s)[0]!;
    const legal = legalActions(s, who);
    const pick = legal.find((a) => a.type === 'chooseAttackTarget' && a.target === champion(s, A).id) ?? legal.find((a) => a.type === 'chooseWeapon') ?? legal.find((a) => a.type === 'pass' || a.type === 'orderTrigger' || (a.type === 'retaliate' && a.unit === null));
    if (!pick) throw new Error(`${s.pending?.kind} ${JSON.stringify(legal)}`);
    s = act(s, who, pick);
  }
  return { s, song, floating, attack };
}

describe('h6-c1 ftc', () => {
  it("'song-of-frost': with its class, a Floating Memory card banished from the graveyard pays instead of (2); the attack's combat ends, its intent card to the graveyard", () => {
    let { s, song, floating, attack } = underAttack(['TAMER']);
    expect(s.combat).toBeTruthy();
    s = act(s, A, { type: 'activate', card: song });
    s = act(s, A, { type: 'declareAltCost', use: true });
    s = act(s, A, { type: 'chooseCostPart', id: floating });
    expect(player(s, A).banishment).toContain(floating);
    s = settle(s);
    expect(s.combat ?? null).toBeNull();
    expect(champion(s, A).damage).toBe(0);
    // Ruling: the clean-up still happens, the attack card goes to the graveyard, not banished.
    expect(player(s, B).graveyard).toContain(attack);
    expect(player(s, B).banishment).not.toContain(attack);
  });

  it("'song-of-frost': without its class there is no alternative cost (and no cards to pay (2))", () => {
    const { s, song } = underAttack(['WARRIOR']);
    expect(legalActions(s, A).some((a) => a.type === 'activate' && a.card === song)).toBe(false);
  });
});

describe('h6-c1 ftc kraal', () => {
  it("'kraal-stonescale-tyrant': banishing two preserved cards from the material deck is an additional cost; On Attack with its class preserves the top two cards of the deck", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['TAMER'], elements: ['NORM', 'TERA'] });
    s = withDef(s, scriptedDef('kraal-stonescale-tyrant'));
    let card: string, p1: string, p2: string, plain: string;
    [s, plain] = addCard(s, A, 'kraal-stonescale-tyrant', 'materialDeck');
    [s, p1] = addCard(s, A, 'kraal-stonescale-tyrant', 'materialDeck');
    [s, card] = addCard(s, A, 'kraal-stonescale-tyrant');
    s = edit(s, (t) => { t.preserved = [p1]; });
    // One preserved card (the other is not preserved): not enough.
    expect(legalActions(s, A).some((a) => a.type === 'activate' && a.card === card)).toBe(false);
    [s, p2] = addCard(s, A, 'kraal-stonescale-tyrant', 'materialDeck');
    s = edit(s, (t) => { t.preserved = [p1, p2]; });
    s = act(s, A, { type: 'activate', card });
    while (s.pending?.kind === 'activation' && s.pending.draft.stage === 'reserve') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    const parts = legalActions(s, A).filter((a) => a.type === 'chooseCostPart').map((a) => (a.type === 'chooseCostPart' ? a.id : ''));
    expect(parts.sort()).toEqual([p1, p2].sort());
    expect(parts).not.toContain(plain);
    s = act(act(s, A, { type: 'chooseCostPart', id: p1 }), A, { type: 'chooseCostPart', id: p2 });
    expect(player(s, A).banishment).toEqual(expect.arrayContaining([p1, p2]));
    s = settle(s);
    const kraal = Object.values(s.objects).find((o) => o.def === 'kraal-stonescale-tyrant')!;
    // Its attack (next turn): the top two cards go to the material deck, preserved.
    let t = edit(s, (x) => { x.objects[kraal.id]!.enteredTurn = -1; });
    t = passUntil(t, atMain(B));
    t = passUntil(t, atMain(A));
    const top = player(t, A).mainDeck.slice(0, 2);
    t = act(t, A, { type: 'attack', attacker: kraal.id });
    for (let i = 0; i < 30 && !top.every((c) => player(t, A).materialDeck.includes(c)); i++) {
      const who = actingPlayers(t)[0]!;
      const legal = legalActions(t, who);
      t = act(t, who, legal.find((a) => a.type === 'chooseAttackTarget' && a.target === champion(t, B).id) ?? legal.find((a) => a.type === 'chooseWeapon') ?? legal.find((a) => a.type === 'pass' || a.type === 'orderTrigger' || (a.type === 'retaliate' && a.unit === null))!);
    }
    expect(player(t, A).materialDeck).toEqual(expect.arrayContaining(top));
    expect(t.preserved).toEqual(expect.arrayContaining(top));
  });
});
